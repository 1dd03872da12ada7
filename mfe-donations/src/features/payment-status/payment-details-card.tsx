import { formatDateTimeEnIn, formatRupees, type PaymentStatusRecord } from '@temple/shared';
import { Box, Text } from '@temple/shared/ui-base';
import { SectionCard } from './section-card';

/** Spec section 3: BHOG is shown as Amrit Bhog, every other type as Shiladaan. */
export function paymentTypeLabel(paymentType: PaymentStatusRecord['paymentType']): string {
  return paymentType === 'BHOG' ? 'Amrit Bhog' : 'Shiladaan';
}

function detailRows(record: PaymentStatusRecord): [label: string, value: string][] {
  const rows: [string, string | null | undefined][] = [
    ['Amount', formatRupees(record.amount)],
    ['Shilas', String(record.shilas)],
    ['Payment Type', paymentTypeLabel(record.paymentType)],
    ['Order ID', record.merchantOrderId],
    ['Receipt Number', record.receiptNumber],
    ['Completed At', record.completedAt && formatDateTimeEnIn(record.completedAt)],
    ['Donor Email', record.donorEmail],
  ];
  return rows.filter((row): row is [string, string] => Boolean(row[1]));
}

/** What was paid, by whom, and when: a description list. */
export function PaymentDetailsCard({ record }: { record: PaymentStatusRecord }) {
  return (
    <SectionCard title="Payment Details">
      <Box component="dl" m={0}>
        {detailRows(record).map(([label, value]) => (
          <Box
            key={label}
            display="flex"
            py={8}
            style={{
              justifyContent: 'space-between',
              gap: 'var(--mantine-spacing-md)',
              borderBottom: '1px solid var(--mantine-color-gray-2)',
            }}
          >
            <Text component="dt" c="gray.7" size="sm">
              {label}
            </Text>
            <Text component="dd" m={0} fw={600} ta="right" style={{ overflowWrap: 'anywhere' }}>
              {value}
            </Text>
          </Box>
        ))}
      </Box>
    </SectionCard>
  );
}
