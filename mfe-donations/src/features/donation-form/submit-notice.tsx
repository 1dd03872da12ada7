import { Alert, Anchor, Text } from '@temple/shared/ui-base';
import { useEffect, useRef } from 'react';
import type { Checkout } from './left-on-payment-page';
import { SUBMIT_TEXT, type SubmitState, successMessage, waitingMessage } from './use-donation-submit';

/** A donation left on its payment page, and the way back to that page. */
function WaitingPayment({ checkout }: { checkout: Checkout }) {
  return (
    <Text size="sm" mt={4} c="inherit">
      {waitingMessage(checkout.donationId)}{' '}
      <Anchor href={checkout.paymentUrl} c="inherit" underline="always" fw={700}>
        {SUBMIT_TEXT.continuePayment}
      </Anchor>
    </Text>
  );
}

/**
 * Room kept below the failure notice when it is scrolled to: the form's submit button (Mantine's
 * md height) and the gaps around it, so the donor sees the way to try again with the message.
 */
const ROOM_FOR_RETRY = 'calc(2.625rem + 2 * var(--mantine-spacing-md))';

/** The success or destructive notice of spec section 8, and the one after Back from a payment page. */
export function SubmitNotice({ state }: { state: SubmitState }) {
  const failure = useRef<HTMLDivElement>(null);
  // A failure is drawn at the foot of the form, where a phone's screen ends: brought into view,
  // with the button below it. At once, not smoothly, as the CSR form does (nothing to reduce).
  useEffect(() => {
    if (state.status === 'failed') failure.current?.scrollIntoView?.({ block: 'nearest' });
  }, [state]);
  if (state.status === 'redirecting') {
    return (
      <Alert color="green" variant="filled" title={SUBMIT_TEXT.successTitle} data-testid="donation-notice">
        {successMessage(state.checkout.donationId)}
      </Alert>
    );
  }
  if (state.status === 'returned') {
    return (
      <Alert
        color="yellow"
        variant="light"
        title={SUBMIT_TEXT.returnedTitle}
        // Mantine's yellow title on its light yellow is too faint to read (under 3:1).
        styles={{ title: { color: 'var(--mantine-color-dark-7)' } }}
        data-testid="donation-notice"
      >
        <WaitingPayment checkout={state.checkout} />
      </Alert>
    );
  }
  if (state.status === 'failed') {
    return (
      <Alert
        ref={failure}
        color="red"
        variant="filled"
        title={SUBMIT_TEXT.failureTitle}
        style={{ scrollMarginBottom: ROOM_FOR_RETRY }}
        data-testid="donation-notice"
      >
        {state.error}
        {state.waiting && <WaitingPayment checkout={state.waiting} />}
      </Alert>
    );
  }
  return null;
}
