/** What a provider says about an order; it knows only the merchant order id. */
export type ProviderOrderState = 'PENDING' | 'SUCCESS' | 'FAILED';

export interface ProviderOrderReport {
  merchantOrderId: string;
  state: ProviderOrderState;
  transactionId?: string;
}

export interface NewPaymentOrder {
  merchantOrderId: string;
  /** Rupees. */
  amount: number;
  /** What the donor pays for, e.g. "Shiladaan - 5 Shilas". */
  seva: string;
  expiresAt: Date;
}

export interface CallbackRequest {
  headers: Record<string, string | string[] | undefined>;
  rawBody: string;
}

/**
 * A payment provider: the sandbox built in, or PhonePe. Status comes only from a
 * verified callback or from asking the provider; the browser's redirect proves nothing.
 */
export interface PaymentProvider {
  readonly name: 'sandbox' | 'phonepe';
  /** Registers the order with the provider; answers where to send the donor's browser. */
  createOrder(order: NewPaymentOrder): Promise<{ paymentUrl: string }>;
  fetchOrderStatus(merchantOrderId: string): Promise<ProviderOrderReport>;
  /** Checks the callback's signature; a forged or malformed callback throws a 401/400 HttpError. */
  verifyCallback(request: CallbackRequest): ProviderOrderReport;
}
