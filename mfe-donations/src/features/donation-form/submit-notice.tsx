import { Alert } from '@temple/shared/ui-base';
import { SUBMIT_TEXT, type SubmitState, successMessage } from './use-donation-submit';

/** The success or destructive notice of spec section 8. */
export function SubmitNotice({ state }: { state: SubmitState }) {
  if (state.status === 'redirecting') {
    return (
      <Alert color="green" variant="filled" title={SUBMIT_TEXT.successTitle} data-testid="donation-notice">
        {successMessage(state.donationId)}
      </Alert>
    );
  }
  if (state.status === 'failed') {
    return (
      <Alert color="red" variant="filled" title={SUBMIT_TEXT.failureTitle} data-testid="donation-notice">
        {state.error}
      </Alert>
    );
  }
  return null;
}
