import type { PaymentStatus } from '@temple/shared';
import { Button, Group, Link, List, Stack, Text } from '@temple/shared/ui-base';
import type { ReactNode } from 'react';
import { ReceiptDownloadButton } from '../receipt/receipt-download-button';
import type { ReceiptOwner } from '../receipt/use-receipt-download';
import { SectionCard } from './section-card';

export const DONATIONS_PATH = '/mandir-nirman-seva';

function SuccessSteps({ receiptOwner }: { receiptOwner: ReceiptOwner | undefined }) {
  return (
    <>
      <Text>
        A receipt for your donation has been sent to your e-mail address. Keep it to claim tax exemption under
        Section 80G.
      </Text>
      <Group gap="sm">
        <ReceiptDownloadButton owner={receiptOwner} />
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
  /** Whose receipt Download Receipt fetches; absent on a prerendered page. */
  receiptOwner: ReceiptOwner | undefined;
  watching: boolean;
}

/** What the donor can do next, by payment status (spec section 2). */
export function NextStepsCard({ status, receiptOwner, watching }: NextStepsCardProps) {
  const steps: Record<PaymentStatus, ReactNode> = {
    SUCCESS: <SuccessSteps receiptOwner={receiptOwner} />,
    PENDING: <PendingSteps watching={watching} />,
    FAILED: <FailedSteps />,
  };
  return (
    <SectionCard title="What's Next?">
      <Stack gap="sm">{steps[status]}</Stack>
    </SectionCard>
  );
}
