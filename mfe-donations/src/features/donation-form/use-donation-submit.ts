import { type ApiFailure, type DonationRequest, getApi, toDonationPayload } from '@temple/shared';
import { useState } from 'react';

export const SUBMIT_TEXT = {
  pending: 'Processing...',
  successTitle: 'Donation Created Successfully',
  failureTitle: 'Donation Failed',
  noPaymentPage: 'The payment page could not be opened, so no money has been taken. Please try again.',
} as const;

export const successMessage = (donationId: string) => `Donation ID: ${donationId}. Redirecting to payment...`;

export type SubmitState =
  | { status: 'idle' }
  | { status: 'pending' }
  | { status: 'redirecting'; donationId: string }
  | { status: 'failed'; error: string };

/** Where the browser goes after a donation is created; a seam for tests. */
export const paymentRedirect = {
  go(url: string): void {
    window.location.assign(url);
  },
};

/**
 * Sends a donation (spec sections 3 and 4). With a payment link the browser goes there;
 * without one the donor is told no payment was taken, instead of nothing happening. A
 * failure says the server's message, else the fallback, beside the form, and is handed
 * back so the form can act on it.
 */
export function useDonationSubmit() {
  const [state, setState] = useState<SubmitState>({ status: 'idle' });

  async function submit(request: DonationRequest): Promise<ApiFailure | undefined> {
    setState({ status: 'pending' });
    const result = await getApi().createDonation(toDonationPayload(request));
    if (result.success) {
      const { donationId, paymentUrl } = result.data;
      if (!paymentUrl) {
        setState({ status: 'failed', error: SUBMIT_TEXT.noPaymentPage });
        return undefined;
      }
      setState({ status: 'redirecting', donationId });
      paymentRedirect.go(paymentUrl);
      return undefined;
    }
    setState({ status: 'failed', error: result.error });
    return result;
  }

  return { state, submit };
}
