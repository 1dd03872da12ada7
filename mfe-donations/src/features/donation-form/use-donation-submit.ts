import {
  type ApiFailure,
  type DonationRequest,
  getApi,
  isAwaitingPaymentRefusal,
  toDonationPayload,
} from '@temple/shared';
import { useEffect, useRef, useState } from 'react';
import {
  type Checkout,
  type CheckoutLeftEarlier,
  readLeftOnPaymentPage,
  rememberLeftOnPaymentPage,
} from './left-on-payment-page';

export const SUBMIT_TEXT = {
  pending: 'Processing...',
  successTitle: 'Donation Created Successfully',
  failureTitle: 'Donation Failed',
  noPaymentPage: 'The payment page could not be opened, so no money has been taken. Please try again.',
  returnedTitle: 'Back from the payment page',
  continuePayment: 'Continue to payment',
} as const;

export const successMessage = (donationId: string) => `Donation ID: ${donationId}. Redirecting to payment...`;
/** Said without knowing whether it was paid: the donor may have paid, then come Back. */
export const waitingMessage = (donationId: string) =>
  `Donation ID: ${donationId}. If you have not paid for it yet:`;

export type SubmitState =
  | { status: 'idle' }
  | { status: 'pending' }
  | { status: 'redirecting'; checkout: Checkout }
  /** The donor came Back from the payment page without paying: the form is theirs again. */
  | { status: 'returned'; checkout: Checkout }
  /** `waiting`: a donation sent to its payment page earlier, which may still be unpaid. */
  | { status: 'failed'; error: string; waiting?: Checkout };

/** 128 random bits as hex: a key for one donation request, also where randomUUID is not offered (plain http). */
function newIdempotencyKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
}

/** The API refused a new booking of the same Amrit Bhog date because the one left earlier waits for its payment. */
function refusedForBookingLeftEarlier(
  left: CheckoutLeftEarlier,
  request: DonationRequest,
  failure: ApiFailure,
): boolean {
  return (
    request.paymentType === 'BHOG' &&
    left.paymentType === 'BHOG' &&
    left.bhogDate === request.bhogDate &&
    isAwaitingPaymentRefusal(failure.error)
  );
}

/**
 * The last request that got no donation back, with its key: sent again unchanged (after a
 * time-out the first may have made its donation, or booked the Bhog date), the API answers
 * that donation instead of making a second. Kept for the visit, not by one form: a donor who
 * closed the dialog while it was sending, and sends the same form again from a dialog made
 * afresh (or from a seva page's form), gets the donation the first request made.
 */
const unanswered: { current: { sent: string; idempotencyKey: string } | undefined } = { current: undefined };

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
 * back so the form can act on it. A page the browser shows again after Back from the
 * payment page (its back/forward cache keeps the page as left, "Processing..." included)
 * is made usable again, with a link to the payment left open. Once the form is gone (the
 * dialog dismissed while "Processing...", spec section 4), its answer is not acted on.
 */
export function useDonationSubmit() {
  const [state, setState] = useState<SubmitState>({ status: 'idle' });
  // Left by this page: offered with any failure. Left by an earlier page of the tab: only
  // when the API says that very booking (same Amrit Bhog date) still waits for its payment.
  const leftUnpaid = useRef<Checkout | undefined>(undefined);
  const [leftEarlier] = useState(readLeftOnPaymentPage);
  const waitingFor = (request: DonationRequest, failure: ApiFailure): Checkout | undefined =>
    leftUnpaid.current ??
    (leftEarlier && refusedForBookingLeftEarlier(leftEarlier, request, failure) ? leftEarlier : undefined);
  // The form is gone (the dialog closed, the page left): an answer that comes after it is
  // dropped, and above all does not send the donor to a payment page they walked away from.
  const abandoned = useRef(false);
  useEffect(() => {
    abandoned.current = false;
    return () => {
      abandoned.current = true;
    };
  }, []);

  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      setState((current) =>
        current.status === 'redirecting' ? { status: 'returned', checkout: current.checkout } : current,
      );
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  async function submit(request: DonationRequest): Promise<ApiFailure | undefined> {
    setState({ status: 'pending' });
    const payload = toDonationPayload(request);
    const sent = JSON.stringify(payload);
    if (unanswered.current?.sent !== sent) unanswered.current = { sent, idempotencyKey: newIdempotencyKey() };
    const result = await getApi().createDonation(payload, {
      idempotencyKey: unanswered.current.idempotencyKey,
    });
    // Its key is kept (unanswered): the same form sent again gets this donation back.
    if (abandoned.current) return undefined;
    if (result.success) {
      unanswered.current = undefined;
      const { donationId, paymentUrl } = result.data;
      if (!paymentUrl) {
        setState({ status: 'failed', error: SUBMIT_TEXT.noPaymentPage, waiting: leftUnpaid.current });
        return undefined;
      }
      const checkout = { donationId, paymentUrl };
      leftUnpaid.current = checkout;
      rememberLeftOnPaymentPage({
        ...checkout,
        paymentType: request.paymentType,
        bhogDate: request.bhogDate,
      });
      setState({ status: 'redirecting', checkout });
      paymentRedirect.go(paymentUrl);
      return undefined;
    }
    setState({ status: 'failed', error: result.error, waiting: waitingFor(request, result) });
    return result;
  }

  return { state, submit };
}
