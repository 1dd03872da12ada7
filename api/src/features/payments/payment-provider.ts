import { HttpError } from '../../platform/http-error';

/** What a provider says about an order; it knows only the merchant order id. */
type ProviderOrderState = 'PENDING' | 'SUCCESS' | 'FAILED';

/** The provider's own record of an order, as its status API answers it. */
export interface ProviderOrderReport {
  merchantOrderId: string;
  state: ProviderOrderState;
  /** What the provider holds for the order, in paise; applied only when it is the donation's amount. */
  amountPaise: number;
  transactionId?: string;
  /** The provider's id of the order, when it has one of its own. */
  providerOrderId?: string;
}

/**
 * What a verified callback says. It only names the order (and what it claims about it):
 * the state itself is then asked of the provider, so a callback can move nothing by itself.
 * An event that is not about an order's outcome is acknowledged and ignored.
 */
export type CallbackNotice =
  | { kind: 'order'; merchantOrderId: string; providerOrderId?: string; amountPaise?: number }
  | { kind: 'ignored'; event: string };

interface NewPaymentOrder {
  merchantOrderId: string;
  /** Rupees. */
  amount: number;
  /** What the donor pays for, e.g. "Shiladaan - 5 Shilas". */
  seva: string;
  /** When the donation's hold ends: the provider's order must not live longer. */
  expiresAt: Date;
}

export interface CallbackRequest {
  headers: Record<string, string | string[] | undefined>;
  rawBody: string;
}

/**
 * A payment provider: the sandbox built in, or PhonePe. Status comes only from the
 * provider's own answer about an order; a callback only says which order to ask about,
 * and the browser's redirect proves nothing.
 */
export interface PaymentProvider {
  readonly name: 'sandbox' | 'phonepe';
  /** Registers the order with the provider; answers where to send the donor's browser. */
  createOrder(order: NewPaymentOrder): Promise<{ paymentUrl: string }>;
  fetchOrderStatus(merchantOrderId: string): Promise<ProviderOrderReport>;
  /** Checks the callback's authorization; a forged or malformed callback throws a 401/400 HttpError. */
  verifyCallback(request: CallbackRequest): Promise<CallbackNotice>;
  /** Asks the provider to take the configured credentials (at start); throws when it does not. */
  checkCredentials?(): Promise<void>;
}

/** A callback's body, read once its signature is checked: JSON, or a 400. */
export function callbackJson(rawBody: string): unknown {
  try {
    return JSON.parse(rawBody);
  } catch {
    throw new HttpError(400, 'Callback body must be valid JSON');
  }
}
