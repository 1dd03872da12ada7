import {
  DATA_FORMATS,
  type DataFormat,
  type PaymentStatusRecord,
  type PaymentStatus as PaymentStatusValue,
} from '@temple/shared';
import { Box, DataIf, DataText, Text } from '@temple/shared/ui-base';
import type { ReactNode } from 'react';
import classes from './payment-details-card.module.css';
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

/** A failed payment did not complete: its time is when it failed. */
function labelOf(label: string, status: PaymentStatusValue): string {
  return label === 'Completed At' && status === 'FAILED' ? 'Failed At' : label;
}

function DetailRow({ label, format, children }: { label: string; format: DataFormat; children: ReactNode }) {
  return (
    <div className={classes.row}>
      <Text component="dt" c="gray.7" size="sm" className={classes.label}>
        {label}
      </Text>
      <Text
        component="dd"
        m={0}
        fw={600}
        className={format === 'date-time' ? `${classes.value} ${classes.dateTime}` : classes.value}
      >
        {children}
      </Text>
    </div>
  );
}

/**
 * What was paid, by whom, and when: a description list. Without a record it is drawn
 * with slots, for the server to fill from the API's answer (a prerendered variant).
 */
export function PaymentDetailsCard({
  status,
  record,
}: {
  status: PaymentStatusValue;
  record: PaymentStatusRecord | undefined;
}) {
  return (
    <SectionCard title="Payment Details">
      <Box component="dl" m={0}>
        {DETAIL_ROWS.map(({ label, field, format }) => {
          if (!record) {
            return (
              <DataIf key={field} field={field} format={format}>
                <DetailRow label={labelOf(label, status)} format={format}>
                  <DataText field={field} format={format} />
                </DetailRow>
              </DataIf>
            );
          }
          const value = DATA_FORMATS[format](record[field], record);
          return value ? (
            <DetailRow key={field} label={labelOf(label, status)} format={format}>
              {value}
            </DetailRow>
          ) : null;
        })}
      </Box>
    </SectionCard>
  );
}
