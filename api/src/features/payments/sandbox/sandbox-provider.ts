import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { Database } from '../../../platform/db/database';
import { HttpError } from '../../../platform/http-error';
import { maskedId } from '../../../platform/logging';
import {
  type CallbackNotice,
  type CallbackRequest,
  callbackJson,
  type PaymentProvider,
  type ProviderOrderReport,
} from '../payment-provider';
import { isValidSandboxSignature, SANDBOX_SIGNATURE_HEADER, signSandboxCallback } from './sandbox-signature';

export type SandboxOrderState = 'PENDING' | 'COMPLETED' | 'FAILED';

export interface SandboxOrder {
  merchantOrderId: string;
  amount: number;
  seva: string;
  state: SandboxOrderState;
  transactionId: string | null;
  /** Only the order's own checkout page shows it; settling the order needs it. */
  checkoutSecret: string | null;
  /** The order ended with its donation's hold: it can no longer be paid. */
  expired: boolean;
}

const SANDBOX_MESSAGES = {
  wrongSecret: 'This payment page is not valid for this order. Please start the payment again.',
  expired: 'This payment order has expired. Please start the donation again.',
} as const;

const TO_REPORTED: Record<SandboxOrderState, ProviderOrderReport['state']> = {
  PENDING: 'PENDING',
  COMPLETED: 'SUCCESS',
  FAILED: 'FAILED',
};

const callbackSchema = z.object({
  merchantOrderId: z.string().min(1).max(64),
  state: z.enum(['PENDING', 'COMPLETED', 'FAILED']),
  transactionId: z.string().max(64).nullable(),
});

export interface SignedCallback {
  headers: Record<string, string>;
  body: string;
}

/** Compares digests, so neither the length nor the content of the secret leaks through timing. */
function sameSecret(expected: string | null, given: string): boolean {
  if (!expected) return false;
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(expected), digest(given));
}

/**
 * The built-in provider: it keeps its own orders, hosts a checkout page on the API, and
 * tells the API about a settled order with an HMAC-signed callback, as a real one would.
 * An order is settled only with the secret its checkout page holds, and not after its
 * donation's hold has ended (a real provider's order expires too).
 */
export function createSandboxProvider(
  db: Database,
  options: { secret: () => Promise<string>; publicApiUrl: string },
) {
  async function findOrder(merchantOrderId: string): Promise<SandboxOrder | undefined> {
    const [row] = await db.query<{
      amount: number;
      seva: string;
      state: SandboxOrderState;
      transaction_id: string | null;
      checkout_secret: string | null;
      expired: boolean;
    }>(
      `SELECT amount, seva, state, transaction_id, checkout_secret, expires_at <= clock_timestamp() AS expired
       FROM sandbox_orders WHERE merchant_order_id = $1`,
      [merchantOrderId],
    );
    return (
      row && {
        merchantOrderId,
        amount: row.amount,
        seva: row.seva,
        state: row.state,
        transactionId: row.transaction_id,
        checkoutSecret: row.checkout_secret,
        expired: row.expired,
      }
    );
  }

  /**
   * Settles a pending order once; asking again for the same result changes nothing, and
   * says so (`settledNow` false), so that nothing is reported for it again.
   */
  async function settle(
    merchantOrderId: string,
    result: 'SUCCESS' | 'FAILED',
    checkoutSecret: string,
  ): Promise<{ order: SandboxOrder; settledNow: boolean }> {
    const before = await findOrder(merchantOrderId);
    if (!before) throw new HttpError(404, `No sandbox order ${merchantOrderId}`);
    if (!sameSecret(before.checkoutSecret, checkoutSecret))
      throw new HttpError(403, SANDBOX_MESSAGES.wrongSecret);
    const state: SandboxOrderState = result === 'SUCCESS' ? 'COMPLETED' : 'FAILED';
    const settled = await db.query(
      `UPDATE sandbox_orders SET state = $2, transaction_id = $3
       WHERE merchant_order_id = $1 AND state = 'PENDING' AND expires_at > clock_timestamp()
       RETURNING merchant_order_id`,
      [merchantOrderId, state, `SANDBOXTXN${randomBytes(8).toString('hex').toUpperCase()}`],
    );
    const order = (await findOrder(merchantOrderId)) ?? before;
    if (order.state === 'PENDING') throw new HttpError(409, SANDBOX_MESSAGES.expired);
    if (order.state !== state) {
      throw new HttpError(
        409,
        `Sandbox order ${merchantOrderId} is already settled as ${TO_REPORTED[order.state]}`,
      );
    }
    return { order, settledNow: settled.length > 0 };
  }

  async function signedCallback(order: SandboxOrder): Promise<SignedCallback> {
    const body = JSON.stringify({
      merchantOrderId: order.merchantOrderId,
      state: order.state,
      transactionId: order.transactionId,
    });
    return {
      headers: {
        'content-type': 'application/json',
        [SANDBOX_SIGNATURE_HEADER]: signSandboxCallback(await options.secret(), body),
      },
      body,
    };
  }

  const provider: PaymentProvider = {
    name: 'sandbox',
    async createOrder(order) {
      await db.query(
        `INSERT INTO sandbox_orders (merchant_order_id, amount, seva, checkout_secret, expires_at)
         VALUES ($1, $2, $3, $4, $5)`,
        [
          order.merchantOrderId,
          order.amount,
          order.seva,
          randomBytes(32).toString('base64url'),
          order.expiresAt,
        ],
      );
      return {
        paymentUrl: `${options.publicApiUrl}/sandbox/checkout/${encodeURIComponent(order.merchantOrderId)}`,
      };
    },
    async fetchOrderStatus(merchantOrderId) {
      const order = await findOrder(merchantOrderId);
      // Said in the log, never to the donor: the id cut short, as every log line has it.
      if (!order) throw new HttpError(404, `No sandbox order ${maskedId(merchantOrderId)}`);
      // An order left unpaid past its end has failed, as a real provider reports it.
      const state = order.state === 'PENDING' && order.expired ? 'FAILED' : TO_REPORTED[order.state];
      return {
        merchantOrderId,
        state,
        amountPaise: order.amount * 100,
        ...(order.transactionId ? { transactionId: order.transactionId } : {}),
      };
    },
    async verifyCallback({ headers, rawBody }: CallbackRequest): Promise<CallbackNotice> {
      const signature = headers[SANDBOX_SIGNATURE_HEADER];
      if (
        typeof signature !== 'string' ||
        !isValidSandboxSignature(await options.secret(), rawBody, signature)
      ) {
        throw new HttpError(401, 'Invalid callback signature');
      }
      const json = callbackJson(rawBody);
      const parsed = callbackSchema.safeParse(json);
      if (!parsed.success) throw new HttpError(400, 'Callback body is not a sandbox order report');
      return { kind: 'order', merchantOrderId: parsed.data.merchantOrderId };
    },
  };

  return { provider, findOrder, settle, signedCallback };
}

export type SandboxProvider = ReturnType<typeof createSandboxProvider>;
