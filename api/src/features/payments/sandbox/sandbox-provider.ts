import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { Database } from '../../../app/db/database';
import { HttpError } from '../../../app/http-error';
import type { CallbackRequest, PaymentProvider, ProviderOrderReport } from '../payment-provider';
import { isValidSandboxSignature, SANDBOX_SIGNATURE_HEADER, signSandboxCallback } from './sandbox-signature';

export type SandboxOrderState = 'PENDING' | 'COMPLETED' | 'FAILED';

export interface SandboxOrder {
  merchantOrderId: string;
  amount: number;
  seva: string;
  state: SandboxOrderState;
  transactionId: string | null;
}

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

/**
 * The built-in provider: it keeps its own orders, hosts a checkout page on the API, and
 * tells the API about a settled order with an HMAC-signed callback, as a real one would.
 */
export function createSandboxProvider(db: Database, options: { secret: string; publicApiUrl: string }) {
  async function findOrder(merchantOrderId: string): Promise<SandboxOrder | undefined> {
    const [row] = await db.query<{
      amount: number;
      seva: string;
      state: SandboxOrderState;
      transaction_id: string | null;
    }>('SELECT amount, seva, state, transaction_id FROM sandbox_orders WHERE merchant_order_id = $1', [
      merchantOrderId,
    ]);
    return (
      row && {
        merchantOrderId,
        amount: row.amount,
        seva: row.seva,
        state: row.state,
        transactionId: row.transaction_id,
      }
    );
  }

  /** Settles a pending order once; asking again for the same result changes nothing. */
  async function settle(merchantOrderId: string, result: 'SUCCESS' | 'FAILED'): Promise<SandboxOrder> {
    const state: SandboxOrderState = result === 'SUCCESS' ? 'COMPLETED' : 'FAILED';
    await db.query(
      `UPDATE sandbox_orders SET state = $2, transaction_id = $3 WHERE merchant_order_id = $1 AND state = 'PENDING'`,
      [merchantOrderId, state, `SANDBOXTXN${randomBytes(8).toString('hex').toUpperCase()}`],
    );
    const order = await findOrder(merchantOrderId);
    if (!order) throw new HttpError(404, `No sandbox order ${merchantOrderId}`);
    if (order.state !== state) {
      throw new HttpError(
        409,
        `Sandbox order ${merchantOrderId} is already settled as ${TO_REPORTED[order.state]}`,
      );
    }
    return order;
  }

  function signedCallback(order: SandboxOrder): SignedCallback {
    const body = JSON.stringify({
      merchantOrderId: order.merchantOrderId,
      state: order.state,
      transactionId: order.transactionId,
    });
    return {
      headers: {
        'content-type': 'application/json',
        [SANDBOX_SIGNATURE_HEADER]: signSandboxCallback(options.secret, body),
      },
      body,
    };
  }

  const provider: PaymentProvider = {
    name: 'sandbox',
    async createOrder(order) {
      await db.query('INSERT INTO sandbox_orders (merchant_order_id, amount, seva) VALUES ($1, $2, $3)', [
        order.merchantOrderId,
        order.amount,
        order.seva,
      ]);
      return {
        paymentUrl: `${options.publicApiUrl}/sandbox/checkout/${encodeURIComponent(order.merchantOrderId)}`,
      };
    },
    async fetchOrderStatus(merchantOrderId) {
      const order = await findOrder(merchantOrderId);
      if (!order) throw new HttpError(404, `No sandbox order ${merchantOrderId}`);
      return {
        merchantOrderId,
        state: TO_REPORTED[order.state],
        ...(order.transactionId ? { transactionId: order.transactionId } : {}),
      };
    },
    verifyCallback({ headers, rawBody }: CallbackRequest) {
      const signature = headers[SANDBOX_SIGNATURE_HEADER];
      if (typeof signature !== 'string' || !isValidSandboxSignature(options.secret, rawBody, signature)) {
        throw new HttpError(401, 'Invalid callback signature');
      }
      let json: unknown;
      try {
        json = JSON.parse(rawBody);
      } catch {
        throw new HttpError(400, 'Callback body must be valid JSON');
      }
      const parsed = callbackSchema.safeParse(json);
      if (!parsed.success) throw new HttpError(400, 'Callback body is not a sandbox order report');
      return {
        merchantOrderId: parsed.data.merchantOrderId,
        state: TO_REPORTED[parsed.data.state],
        ...(parsed.data.transactionId ? { transactionId: parsed.data.transactionId } : {}),
      };
    },
  };

  return { provider, findOrder, settle, signedCallback };
}

export type SandboxProvider = ReturnType<typeof createSandboxProvider>;
