import { QUICK_QUANTITIES, UNIT_NAME, UNIT_PRICE } from '@temple/shared';
import { type DonationLinkProps, formatRupees } from '@temple/shared/core';
import { Anchor, Button, Card, Link, SimpleGrid, Stack, Text, Title } from '@temple/shared/ui-base';
import type { DonationCardOption } from './donation-card-options';

export interface DonationCardProps {
  option: DonationCardOption;
  /** The link of a quick amount: the hub's URL with the choice, opening the dialog on a click. */
  choiceLink: (qty: number) => DonationLinkProps;
}

const quickLabel = (option: DonationCardOption, qty: number) =>
  option.type === 'BHOG'
    ? 'Book Amrit Bhog'
    : `${qty} ${qty === 1 ? UNIT_NAME[option.type].one : UNIT_NAME[option.type].many}`;

/** One way to give: its price and quick amounts, each opening the dialog prefilled. */
export function DonationCard({ option, choiceLink }: DonationCardProps) {
  const { type } = option;
  return (
    <Card
      withBorder
      radius="lg"
      padding="lg"
      shadow="xs"
      component="article"
      aria-labelledby={`card-${type}`}
    >
      <Stack gap="sm" h="100%">
        <Title order={3} id={`card-${type}`}>
          {option.title}
        </Title>
        <Text c="dark.6">{option.text}</Text>
        <Text fw={800} fz="xl" c="maroon.9">
          {formatRupees(UNIT_PRICE[type])}{' '}
          <Text span fz="sm" fw={500} c="dark.6">
            per {UNIT_NAME[type].one}
          </Text>
        </Text>
        {/* Two columns where two labels fit side by side (in em, so enlarged text gets one). */}
        <SimpleGrid
          type="container"
          cols={QUICK_QUANTITIES[type].length === 1 ? 1 : { base: 1, '15em': 2 }}
          spacing="xs"
          styles={{ container: { marginTop: 'auto' } }}
        >
          {QUICK_QUANTITIES[type].map((qty) => (
            <Button
              key={qty}
              component="a"
              {...choiceLink(qty)}
              variant={qty === QUICK_QUANTITIES[type][0] ? 'filled' : 'light'}
              aria-label={`${option.title}: ${quickLabel(option, qty)}, ${formatRupees(qty * UNIT_PRICE[type])}`}
            >
              {quickLabel(option, qty)}
            </Button>
          ))}
        </SimpleGrid>
        <Anchor component={Link} to={option.href} size="sm" fw={600}>
          {option.learnMore}
        </Anchor>
      </Stack>
    </Card>
  );
}
