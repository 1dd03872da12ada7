import { type DonationRequest, getApi, toDonationPayload } from '@temple/shared';
import { useState } from 'react';

export const SUBMIT_TEXT = {
  pending: 'Processing...',
  successTitle: 'Donation Created Successfully',
  failureTitle: 'Donation Failed',
  failureFallback: 'Failed to create donation. Please try again.',
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
 * without one nothing happens. A failure says the server's message when it answered,
 * else the fallback; `logFailuresOnly` (the dedicated pages) keeps it out of sight.
 */
export function useDonationSubmit({ logFailuresOnly = false }: { logFailuresOnly?: boolean } = {}) {
  const [state, setState] = useState<SubmitState>({ status: 'idle' });

  async function submit(request: DonationRequest): Promise<void> {
    setState({ status: 'pending' });
    const result = await getApi().createDonation(toDonationPayload(request));
    if (result.success) {
      const { donationId, paymentUrl } = result.data;
      if (!paymentUrl) {
        setState({ status: 'idle' });
        return;
      }
      setState({ status: 'redirecting', donationId });
      paymentRedirect.go(paymentUrl);
      return;
    }
    const error = result.status ? result.error : SUBMIT_TEXT.failureFallback;
    if (logFailuresOnly) {
      console.error('[donation] could not be created:', error);
      setState({ status: 'idle' });
      return;
    }
    setState({ status: 'failed', error });
  }

  return { state, submit };
}
