import { type DonationIntent, openDonation } from '@temple/shared/core';
import {
  Badge,
  Card,
  SimpleGrid,
  Stack,
  Text,
  Title,
  useLocation,
  useSearchParams,
} from '@temple/shared/ui-base';
import { DonationCard } from './donation-card';
import { DONATION_CARD_OPTIONS } from './donation-card-options';
import { hubQuery } from './hub-query-params';

export const HUB_PATH = '/mandir-nirman-seva';

/**
 * The contribution cards (exposed; also placed on the home page). A quick amount opens
 * the donation dialog prefilled; on the hub it also writes `type` and `qty` into the
 * URL, so the choice can be shared and survives a reload. No props.
 */
export default function DonationCards() {
  const { pathname } = useLocation();
  const [, setSearchParams] = useSearchParams();
  const onHub = pathname.replace(/\/$/, '') === HUB_PATH;

  function choose(intent: DonationIntent) {
    // Replace, not push: a choice is not a place to go Back to.
    if (onHub) setSearchParams(hubQuery(intent), { replace: true, preventScrollReset: true });
    openDonation(intent);
  }

  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
      {DONATION_CARD_OPTIONS.map((option) => (
        <DonationCard
          key={option.type}
          option={option}
          onChoose={(qty) => choose({ type: option.type, qty })}
        />
      ))}
      <Card withBorder radius="lg" padding="lg" component="article" aria-disabled="true" bg="gray.0">
        <Stack gap="sm">
          <Title order={3} c="dark.5">
            Bhoomi Sahyog
          </Title>
          <Text c="dark.5">Support the land on which the temple campus grows.</Text>
          <Badge color="gray" variant="light" size="lg">
            Coming soon
          </Badge>
        </Stack>
      </Card>
    </SimpleGrid>
  );
}
