import {
  focusLost,
  type PaymentStatusRecord,
  type PaymentStatus as PaymentStatusValue,
} from '@temple/shared';
import { Button, Container, Link, Loader, Stack, VisuallyHidden } from '@temple/shared/ui-base';
import { type ReactNode, type Ref, useEffect, useRef, useState } from 'react';
import { DONATIONS_PATH, NextStepsCard } from './next-steps-card';
import { PaymentDetailsCard } from './payment-details-card';
import { PAYMENT_STATUS_MESSAGES as TEXT } from './payment-status-messages';
import type { PaymentStatusView } from './payment-status-view';
import { STATUS_APPEARANCE } from './status-appearance';
import { StatusBanner } from './status-banner';
import { StatusIcon } from './status-icon';
import { StatusNotice } from './status-notice';

/** What a screen reader hears when the view changes; the focus moves only after a Retry. */
function announcement(view: PaymentStatusView): string {
  switch (view.kind) {
    case 'invalidLink':
      return TEXT.invalidLinkTitle;
    case 'loading':
      return TEXT.loadingTitle;
    case 'unavailable':
      return TEXT.unavailableMessage;
    case 'status':
      return statusAnnouncement(view.record.paymentStatus);
  }
}

function statusAnnouncement(status: PaymentStatusValue): string {
  const { title, message } = STATUS_APPEARANCE[status];
  return `${title} ${message}`;
}

function BackToDonations() {
  return (
    <Button component={Link} to={DONATIONS_PATH} variant="outline">
      Back to Donations
    </Button>
  );
}

function ViewOf({ view, onRetry }: { view: PaymentStatusView; onRetry?: () => void }) {
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
        <>
          <StatusNotice
            icon={<StatusIcon name="alert" size={40} />}
            title={TEXT.unavailableTitle}
            message={TEXT.unavailableMessage}
          >
            <Button onClick={onRetry}>Retry</Button>
            <BackToDonations />
          </StatusNotice>
          {/* What the donor already read stays: the check failed, not the payment. */}
          {view.record && <PaymentDetailsCard status={view.record.paymentStatus} record={view.record} />}
        </>
      );
    case 'status':
      return <StatusOf status={view.record.paymentStatus} record={view.record} watching={view.watching} />;
  }
}

/** A status with its details, from the API's answer or, without one, as slots for the server. */
function StatusOf({
  status,
  record,
  watching,
}: {
  status: PaymentStatusValue;
  record: PaymentStatusRecord | undefined;
  watching: boolean;
}) {
  return (
    <>
      <StatusBanner status={status} />
      <PaymentDetailsCard status={status} record={record} />
      <NextStepsCard status={status} record={record} watching={watching} />
    </>
  );
}

function PaymentStatusFrame({
  announcement,
  children,
  ref,
}: {
  announcement: string;
  children: ReactNode;
  ref?: Ref<HTMLDivElement>;
}) {
  return (
    <Container ref={ref} size="sm" py={{ base: 'lg', sm: 'xl' }}>
      <VisuallyHidden role="status" aria-live="polite" aria-atomic="true">
        {announcement}
      </VisuallyHidden>
      <Stack gap="lg">
        {children}
        <Button component={Link} to="/" variant="subtle" style={{ alignSelf: 'center' }}>
          Back to Home
        </Button>
      </Stack>
    </Container>
  );
}

/**
 * The page of one status with slots where the order's details go: prerendered once per
 * status, filled by the server from the API's answer (see @temple/shared PageDataSource).
 * A pending order is watched: the live page goes on polling.
 */
export function PaymentStatusVariant({ status }: { status: PaymentStatusValue }) {
  return (
    <PaymentStatusFrame announcement={statusAnnouncement(status)}>
      <StatusOf status={status} record={undefined} watching={status === 'PENDING'} />
    </PaymentStatusFrame>
  );
}

/**
 * The page for a view: what the machine sees, or what the page opens with before it.
 * Retry goes with the view it is on, so after a Retry the heading of each view that
 * follows takes the focus, unless the visitor has put it somewhere else meanwhile.
 * On the page's first load the focus stays where it is.
 */
export function PaymentStatusScreen({ view, onRetry }: { view: PaymentStatusView; onRetry?: () => void }) {
  const frame = useRef<HTMLDivElement>(null);
  const [retried, setRetried] = useState(false);
  useEffect(() => {
    if (retried && focusLost()) frame.current?.querySelector<HTMLElement>('h1')?.focus();
    // The answer to the Retry has come: later changes of the view leave the focus alone.
    if (view.kind !== 'loading') setRetried(false);
  }, [retried, view.kind]);
  const retry = () => {
    setRetried(true);
    onRetry?.();
  };
  return (
    <PaymentStatusFrame ref={frame} announcement={announcement(view)}>
      <ViewOf view={view} onRetry={retry} />
    </PaymentStatusFrame>
  );
}
