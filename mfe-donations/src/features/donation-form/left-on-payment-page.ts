import { type PaymentType, paymentTypeSchema } from '@temple/shared';
import * as z from 'zod/mini';

/** A donation created and sent to its payment page. */
export interface Checkout {
  donationId: string;
  paymentUrl: string;
}

/** One left by an earlier page of this tab: what it was for, to tell whether a refusal is about it. */
export interface CheckoutLeftEarlier extends Checkout {
  paymentType: PaymentType;
  bhogDate?: string;
}

/**
 * The donation this tab last sent to its payment page, kept for the tab's life
 * (sessionStorage): a donor who left that page unpaid, and came back by a new page load
 * (Back without the browser's page cache, a link, a reload), and whose new booking of the
 * same Amrit Bhog date is refused because that one waits for payment, is offered the way
 * back to it. Kept no longer than an unpaid order holds (30 minutes by default).
 */
const STORAGE_KEY = 'donation-left-on-payment-page';
const KEPT_MS = 30 * 60 * 1000;

const storedSchema = z.object({
  donationId: z.string().check(z.minLength(1), z.maxLength(64)),
  paymentUrl: z.url({ protocol: /^https?$/ }),
  paymentType: paymentTypeSchema,
  bhogDate: z.optional(z.string()),
  leftAt: z.number(),
});

export function readLeftOnPaymentPage(): CheckoutLeftEarlier | undefined {
  try {
    const stored = storedSchema.safeParse(JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? 'null'));
    if (!stored.success || Date.now() - stored.data.leftAt > KEPT_MS) return undefined;
    const { leftAt: _leftAt, ...checkout } = stored.data;
    return checkout;
  } catch {
    // Storage turned off, or not JSON: nothing to offer.
    return undefined;
  }
}

export function rememberLeftOnPaymentPage(checkout: CheckoutLeftEarlier): void {
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ ...checkout, leftAt: Date.now() }));
  } catch {
    // Storage full or turned off: the page still offers it for as long as it lives.
  }
}
