import { DONATION_HUB_PATH, type DonationIntent, donationLinkProps } from '@temple/shared/core';
import {
  Badge,
  Card,
  SimpleGrid,
  Stack,
  Text,
  Title,
  useLocation,
  useNavigate,
} from '@temple/shared/ui-base';
import type { MouseEvent } from 'react';
import { DonationCard } from './donation-card';
import { DONATION_CARD_OPTIONS } from './donation-card-options';

/**
 * The contribution cards (exposed; also placed on the home page). A quick amount opens
 * the donation dialog prefilled; on the hub it also writes `type` and `qty` into the
 * URL, so the choice can be shared and survives a reload. Each is a link to that URL, so
 * a tap before the page's code has arrived still gets there. No props.
 */
export default function DonationCards() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const onHub = pathname.replace(/\/$/, '') === DONATION_HUB_PATH;

  function choiceLink(intent: DonationIntent) {
    const link = donationLinkProps(intent);
    return {
      href: link.href,
      onClick(event: MouseEvent) {
        link.onClick(event);
        // Replace, not push: a choice is not a place to go Back to.
        if (event.defaultPrevented && onHub) navigate(link.href, { replace: true, preventScrollReset: true });
      },
    };
  }

  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
      {DONATION_CARD_OPTIONS.map((option) => (
        <DonationCard
          key={option.type}
          option={option}
          choiceLink={(qty) => choiceLink({ type: option.type, qty })}
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
