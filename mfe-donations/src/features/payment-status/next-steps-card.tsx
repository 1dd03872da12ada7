import { type PaymentStatus, type PaymentStatusRecord, type RefundReason, TRUST } from '@temple/shared';
import { Button, Group, Link, List, Stack, Text } from '@temple/shared/ui-base';
import type { ReactNode } from 'react';
import { ReceiptDownloadButton } from '../receipt';
import { SectionCard } from './section-card';

export const DONATIONS_PATH = '/mandir-nirman-seva';

const RECEIPT_TEXT = {
  emailed: 'A receipt for your donation is on its way to your e-mail address.',
  download: 'Download your receipt here and keep it to claim tax exemption under Section 80G.',
} as const;

/**
 * Says the receipt is on its way only when the record says a mail is queued or sent. That note is
 * a line of its own: the page the server sent (which knows only the status) already has
 * the rest, so the live page adds a short line instead of redrawing a longer paragraph.
 */
function SuccessSteps({ record }: { record: PaymentStatusRecord | undefined }) {
  return (
    <>
      {record?.receiptEmailed && <Text>{RECEIPT_TEXT.emailed}</Text>}
      <Text>{RECEIPT_TEXT.download}</Text>
      <Group gap="sm">
        <ReceiptDownloadButton owner={record} />
        <Button component={Link} to={DONATIONS_PATH} variant="outline" style={{ alignSelf: 'flex-start' }}>
          Make Another Donation
        </Button>
      </Group>
    </>
  );
}

function PendingSteps({ watching }: { watching: boolean }) {
  return (
    <>
      {watching && <Text>This page updates automatically as soon as your payment is confirmed.</Text>}
      <Text>If nothing changes after a few minutes, please refresh the page.</Text>
    </>
  );
}

/** What happened to the payment, by the reason the server gives; an unknown one says only that it was not applied. */
const REFUND_CAUSES: Record<RefundReason, string> = {
  'bhog-hold-lapsed-date-full':
    'Your payment arrived after the Amrit Bhog slot you chose had been given to another devotee, so the booking could not be confirmed.',
  'bhog-date-not-offered':
    'Your payment arrived when the Amrit Bhog date you chose was no longer offered (the day had passed, or the trust took the date off), so the booking could not be confirmed.',
  'bhog-already-paid':
    'You had already paid for an Amrit Bhog on this date, so this second payment could not be applied.',
  'donation-closed': 'Your payment arrived after this donation had been closed, so it could not be applied.',
};

function refundText(reason: RefundReason | undefined): string {
  const cause = reason ? REFUND_CAUSES[reason] : 'Your payment could not be applied to this donation.';
  return `${cause} The trust will refund the full amount to your original payment method within 7-10 working days. For questions write to ${TRUST.email} or call ${TRUST.phone}.`;
}

/** Money arrived that cannot be applied, and goes back. */
function RefundSteps({ reason }: { reason: RefundReason | undefined }) {
  return (
    <>
      <Text>{refundText(reason)}</Text>
      <Group gap="sm">
        <Button component={Link} to="/contact" variant="outline">
          Contact Support
        </Button>
      </Group>
    </>
  );
}

function FailedSteps() {
  return (
    <>
      <Text>Your payment may not have gone through because of:</Text>
      <List spacing={4}>
        <List.Item>Insufficient funds</List.Item>
        <List.Item>Network issues</List.Item>
        <List.Item>Bank restrictions</List.Item>
      </List>
      <Group gap="sm">
        <Button component={Link} to={DONATIONS_PATH}>
          Try Again
        </Button>
        <Button component={Link} to="/contact" variant="outline">
          Contact Support
        </Button>
      </Group>
    </>
  );
}

export interface NextStepsCardProps {
  status: PaymentStatus;
  /** The donation (whose receipt Download Receipt fetches); absent on a prerendered page. */
  record: PaymentStatusRecord | undefined;
  watching: boolean;
}

/** What the donor can do next, by payment status (spec section 2). */
export function NextStepsCard({ status, record, watching }: NextStepsCardProps) {
  const steps: Record<PaymentStatus, ReactNode> = {
    SUCCESS: <SuccessSteps record={record} />,
    PENDING: <PendingSteps watching={watching} />,
    FAILED: record?.refundDue ? <RefundSteps reason={record.refundReason} /> : <FailedSteps />,
  };
  return (
    <SectionCard title="What's Next?">
      <Stack gap="sm">{steps[status]}</Stack>
    </SectionCard>
  );
}
