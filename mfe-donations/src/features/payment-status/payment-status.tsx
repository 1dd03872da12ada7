import { Button, Container, Link, Loader, Stack, VisuallyHidden } from '@temple/shared/ui-base';
import { useMachine } from '@xstate/react';
import { DONATIONS_PATH, NextStepsCard } from './next-steps-card';
import { PaymentDetailsCard } from './payment-details-card';
import {
  type PaymentStatusView,
  paymentStatusMachine,
  selectPaymentStatusView,
} from './payment-status-machine';
import { PAYMENT_STATUS_MESSAGES as TEXT } from './payment-status-messages';
import { STATUS_APPEARANCE } from './status-appearance';
import { StatusBanner } from './status-banner';
import { StatusIcon } from './status-icon';
import { StatusNotice } from './status-notice';

/** What a screen reader hears when the view changes; focus stays where it is. */
function announcement(view: PaymentStatusView): string {
  switch (view.kind) {
    case 'invalidLink':
      return TEXT.invalidLinkTitle;
    case 'loading':
      return TEXT.loadingTitle;
    case 'unavailable':
      return TEXT.unavailableMessage;
    case 'status': {
      const { title, message } = STATUS_APPEARANCE[view.record.paymentStatus];
      return `${title} ${message}`;
    }
  }
}

function BackToDonations() {
  return (
    <Button component={Link} to={DONATIONS_PATH} variant="outline">
      Back to Donations
    </Button>
  );
}

function ViewOf({ view, onRetry }: { view: PaymentStatusView; onRetry: () => void }) {
  switch (view.kind) {
    case 'invalidLink':
      return (
        <StatusNotice
          icon={<StatusIcon name="alert" size={40} />}
          title={TEXT.invalidLinkTitle}
          message={TEXT.invalidLinkMessage}
        >
          <BackToDonations />
        </StatusNotice>
      );
    case 'loading':
      return (
        <StatusNotice icon={<Loader aria-hidden />} title={TEXT.loadingTitle} message={TEXT.loadingMessage} />
      );
    case 'unavailable':
      return (
        <StatusNotice
          icon={<StatusIcon name="alert" size={40} />}
          title={TEXT.unavailableTitle}
          message={TEXT.unavailableMessage}
        >
          <Button onClick={onRetry}>Retry</Button>
          <BackToDonations />
        </StatusNotice>
      );
    case 'status':
      return (
        <>
          <StatusBanner status={view.record.paymentStatus} />
          <PaymentDetailsCard record={view.record} />
          <NextStepsCard record={view.record} watching={view.watching} />
        </>
      );
  }
}

/** The payment status of one order, as the machine sees it; leaving the page stops the machine. */
export function PaymentStatus({ orderId }: { orderId: string | undefined }) {
  const [snapshot, send] = useMachine(paymentStatusMachine, { input: { orderId } });
  const view = selectPaymentStatusView(snapshot);
  return (
    <Container size="sm" py={{ base: 'lg', sm: 'xl' }}>
      <VisuallyHidden role="status" aria-live="polite" aria-atomic="true">
        {announcement(view)}
      </VisuallyHidden>
      <Stack gap="lg">
        <ViewOf view={view} onRetry={() => send({ type: 'RETRY' })} />
        <Button component={Link} to="/" variant="subtle" style={{ alignSelf: 'center' }}>
          Back to Home
        </Button>
      </Stack>
    </Container>
  );
}
