import { DATA_FORMATS, type DataFormat, type PaymentStatusRecord } from '@temple/shared';
import { Box, DataIf, DataText, Text } from '@temple/shared/ui-base';
import type { ReactNode } from 'react';
import { SectionCard } from './section-card';

/** The rows of the payment details, in order; a row whose value is empty is left out. */
const DETAIL_ROWS = [
  { label: 'Amount', field: 'amount', format: 'rupees' },
  { label: 'Seva', field: 'paymentType', format: 'seva' },
  { label: 'Order ID', field: 'merchantOrderId', format: 'text' },
  { label: 'Receipt Number', field: 'receiptNumber', format: 'text' },
  { label: 'Completed At', field: 'completedAt', format: 'date-time' },
  { label: 'Donor Email', field: 'donorEmail', format: 'text' },
] as const satisfies readonly { label: string; field: keyof PaymentStatusRecord; format: DataFormat }[];

function DetailRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box
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
        {children}
      </Text>
    </Box>
  );
}

/**
 * What was paid, by whom, and when: a description list. Without a record it is drawn
 * with slots, for the server to fill from the API's answer (a prerendered variant).
 */
export function PaymentDetailsCard({ record }: { record: PaymentStatusRecord | undefined }) {
  return (
    <SectionCard title="Payment Details">
      <Box component="dl" m={0}>
        {DETAIL_ROWS.map(({ label, field, format }) => {
          if (!record) {
            return (
              <DataIf key={field} field={field} format={format}>
                <DetailRow label={label}>
                  <DataText field={field} format={format} />
                </DetailRow>
              </DataIf>
            );
          }
          const value = DATA_FORMATS[format](record[field], record);
          return value ? (
            <DetailRow key={field} label={label}>
              {value}
            </DetailRow>
          ) : null;
        })}
      </Box>
    </SectionCard>
  );
}
