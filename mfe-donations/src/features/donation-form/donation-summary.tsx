import { PAYMENT_TYPE_LABEL, type PaymentType } from '@temple/shared';
import { formatRupees } from '@temple/shared/core';
import { Group, Paper, Stack, Text } from '@temple/shared/ui-base';
import { describeQuantity, formTotal, validQuantity } from './quantity';

/** What the donor is about to give: the quantity and the total in Indian grouping. */
export function DonationSummary({ type, quantityText }: { type: PaymentType; quantityText: string }) {
  const qty = type === 'BHOG' ? 1 : validQuantity(quantityText);
  const total = formTotal(type, quantityText);
  return (
    <Paper bg="saffron.0" p="sm" radius="md" aria-live="polite">
      <Group justify="space-between" align="center">
        <Stack gap={0}>
          <Text size="xs" c="dark.5" tt="uppercase" fw={600}>
            {type === 'BHOG' ? `${PAYMENT_TYPE_LABEL.BHOG} · fixed price` : 'Your contribution'}
          </Text>
          <Text fw={600} data-testid="donation-quantity">
            {qty === undefined ? '—' : describeQuantity(type, qty)}
          </Text>
        </Stack>
        {/* Below its label when they do not fit side by side, and broken inside its box only when enlarged text needs it. */}
        <Text fz={28} fw={800} c="maroon.9" style={{ overflowWrap: 'anywhere' }} data-testid="donation-total">
          {total === undefined ? '—' : formatRupees(total)}
        </Text>
      </Group>
    </Paper>
  );
}
