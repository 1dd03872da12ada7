/**
 * ─── PhonePe Standard Checkout v2 adapter ───────────────────────────────────────────
 * Built from PhonePe's documented HTTP shapes (OAuth token, /checkout/v2/pay, order
 * status, webhook with an Authorization hash) and tested only against a local fake of
 * them; it has never talked to the live service. Turn it on with PAYMENT_PROVIDER=phonepe.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { AppConfig } from '../../../platform/config';
import { HttpError } from '../../../platform/http-error';
import {
  type CallbackNotice,
  type CallbackRequest,
  callbackJson,
  type PaymentProvider,
} from '../payment-provider';

export const PHONEPE_HOSTS = {
  sandbox: {
    token: 'https://api-preprod.phonepe.com/apis/pg-sandbox/v1/oauth/token',
    pg: 'https://api-preprod.phonepe.com/apis/pg-sandbox',
  },
  production: {
    token: 'https://api.phonepe.com/apis/identity-manager/v1/oauth/token',
    pg: 'https://api.phonepe.com/apis/pg',
  },
} as const;

const tokenSchema = z.object({
  access_token: z.string(),
  expires_at: z.number(),
  token_type: z.string().default('O-Bearer'),
});
const payResponseSchema = z.object({ orderId: z.string(), state: z.string(), redirectUrl: z.url() });
/** Documented: PENDING, COMPLETED, FAILED. PhonePe asks not to refuse others; they are read as still pending. */
const orderStateSchema = z.string();
const statusResponseSchema = z.object({
  orderId: z.string().min(1),
  /** Not in every documented sample; when present it must be the order asked about. */
  merchantOrderId: z.string().optional(),
  state: orderStateSchema,
  amount: z.number().int().nonnegative(),
  paymentDetails: z.array(z.object({ transactionId: z.string().optional() })).optional(),
});
const webhookEnvelopeSchema = z.object({ event: z.string().optional(), type: z.string().optional() });
const orderEventPayloadSchema = z.object({
  merchantOrderId: z.string().min(1).max(63),
  orderId: z.string().min(1).optional(),
  amount: z.number().int().nonnegative().optional(),
});

/**
 * The webhook events about an order's outcome, as `event`, or as the older `type` that
 * PhonePe is retiring; any other event is acknowledged and ignored.
 */
const ORDER_EVENTS = new Set([
  'checkout.order.completed',
  'checkout.order.failed',
  'pg.order.completed',
  'pg.order.failed',
  'CHECKOUT_ORDER_COMPLETED',
  'CHECKOUT_ORDER_FAILED',
  'PG_ORDER_COMPLETED',
  'PG_ORDER_FAILED',
]);

const TO_REPORTED = new Map<string, 'SUCCESS' | 'FAILED'>([
  ['COMPLETED', 'SUCCESS'],
  ['FAILED', 'FAILED'],
]);
/**
 * How long a call to PhonePe may take: a webhook is answered after a token and a status
 * call, and PhonePe wants its answer within 3-5 s; a donor waits on the pay call.
 */
const CALL_TIMEOUT_MS = 4000;
/** A token is renewed this long before PhonePe says it expires. */
const TOKEN_MARGIN_SECONDS = 60;
/** PhonePe's bounds for an order's life (expireAfter), in seconds. */
const ORDER_LIFE = { min: 300, max: 3600 } as const;
/** The order ends this long before the donation's hold, so clock drift cannot make it outlive the hold. */
const HOLD_MARGIN_SECONDS = 30;

type PhonePeConfig = Pick<
  AppConfig,
  | 'PHONEPE_ENV'
  | 'PHONEPE_BASE_URL'
  | 'PHONEPE_CLIENT_ID'
  | 'PHONEPE_CLIENT_SECRET'
  | 'PHONEPE_CLIENT_VERSION'
  | 'PHONEPE_WEBHOOK_USERNAME'
  | 'PHONEPE_WEBHOOK_PASSWORD'
  | 'SITE_URL'
>;

async function readJson<T extends z.ZodType>(
  response: Response,
  schema: T,
  what: string,
): Promise<z.output<T>> {
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) throw new Error(`PhonePe ${what} failed with HTTP ${response.status}`);
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new Error(`PhonePe ${what} answered an unexpected shape`);
  return parsed.data;
}

function lastTransactionId(details: { transactionId?: string }[] | undefined) {
  const transactionId = details?.at(-1)?.transactionId;
  return transactionId ? { transactionId } : {};
}

/** PhonePe's documented hosts, or one base URL for both (a local fake in tests, a proxy). */
function phonePeHosts(config: Pick<AppConfig, 'PHONEPE_ENV' | 'PHONEPE_BASE_URL'>) {
  if (!config.PHONEPE_BASE_URL) return PHONEPE_HOSTS[config.PHONEPE_ENV];
  const base = config.PHONEPE_BASE_URL.replace(/\/$/, '');
  return { token: `${base}/v1/oauth/token`, pg: base };
}

/** Seconds the PhonePe order may live: never past the donation's hold. */
function orderLifeSeconds(holdEndsAt: Date, now = Date.now()): number {
  const seconds = Math.floor((holdEndsAt.getTime() - now) / 1000) - HOLD_MARGIN_SECONDS;
  if (seconds < ORDER_LIFE.min) {
    throw new Error(
      `The hold ends in ${seconds} s: too soon for a PhonePe order (${ORDER_LIFE.min} s at least)`,
    );
  }
  return Math.min(seconds, ORDER_LIFE.max);
}

export function createPhonePeProvider(
  config: PhonePeConfig,
  fetchImpl: typeof fetch = fetch,
): PaymentProvider {
  const hosts = phonePeHosts(config);
  let token: { value: string; type: string; expiresAt: number } | undefined;

  async function authorization(): Promise<string> {
    if (!token || token.expiresAt - TOKEN_MARGIN_SECONDS <= Date.now() / 1000) {
      const response = await fetchImpl(hosts.token, {
        signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          client_id: config.PHONEPE_CLIENT_ID ?? '',
          client_version: config.PHONEPE_CLIENT_VERSION,
          client_secret: config.PHONEPE_CLIENT_SECRET ?? '',
          grant_type: 'client_credentials',
        }),
      });
      const body = await readJson(response, tokenSchema, 'token request');
      token = { value: body.access_token, type: body.token_type, expiresAt: body.expires_at };
    }
    return `${token.type} ${token.value}`;
  }

  /** A call with the token; a token PhonePe no longer takes (401) is replaced once, as its SDKs do. */
  async function call(url: string, init: { method?: string; body?: string } = {}): Promise<Response> {
    const send = async () =>
      fetchImpl(url, {
        ...init,
        signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
        headers: { 'content-type': 'application/json', authorization: await authorization() },
      });
    const response = await send();
    if (response.status !== 401) return response;
    token = undefined;
    return send();
  }

  const expectedWebhookAuth = createHash('sha256')
    .update(`${config.PHONEPE_WEBHOOK_USERNAME}:${config.PHONEPE_WEBHOOK_PASSWORD}`)
    .digest('hex');

  return {
    name: 'phonepe',
    async checkCredentials() {
      await authorization();
    },
    async createOrder(order) {
      const response = await call(`${hosts.pg}/checkout/v2/pay`, {
        method: 'POST',
        body: JSON.stringify({
          merchantOrderId: order.merchantOrderId,
          amount: order.amount * 100,
          expireAfter: orderLifeSeconds(order.expiresAt),
          metaInfo: { udf1: order.seva.slice(0, 256) },
          paymentFlow: {
            type: 'PG_CHECKOUT',
            message: order.seva,
            merchantUrls: {
              redirectUrl: `${config.SITE_URL}/payment-status?order_id=${encodeURIComponent(order.merchantOrderId)}`,
            },
          },
        }),
      });
      const body = await readJson(response, payResponseSchema, 'pay request');
      return { paymentUrl: body.redirectUrl };
    },
    async fetchOrderStatus(merchantOrderId) {
      const response = await call(
        `${hosts.pg}/checkout/v2/order/${encodeURIComponent(merchantOrderId)}/status?details=false`,
      );
      const body = await readJson(response, statusResponseSchema, 'order status');
      if (body.merchantOrderId !== undefined && body.merchantOrderId !== merchantOrderId) {
        throw new Error('PhonePe order status answered about another order');
      }
      return {
        merchantOrderId,
        state: TO_REPORTED.get(body.state) ?? 'PENDING',
        amountPaise: body.amount,
        providerOrderId: body.orderId,
        ...lastTransactionId(body.paymentDetails),
      };
    },
    async verifyCallback({ headers, rawBody }: CallbackRequest): Promise<CallbackNotice> {
      const given = Buffer.from(
        String(headers.authorization ?? '')
          .replace(/^SHA256\s+/i, '')
          .toLowerCase(),
      );
      const expected = Buffer.from(expectedWebhookAuth);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        throw new HttpError(401, 'Invalid callback signature');
      }
      const json = callbackJson(rawBody);
      const envelope = webhookEnvelopeSchema.safeParse(json);
      if (!envelope.success) throw new HttpError(400, 'Callback body is not a PhonePe event');
      const event = envelope.data.event ?? envelope.data.type ?? '';
      if (!ORDER_EVENTS.has(event)) return { kind: 'ignored', event: event.slice(0, 100) };
      const payload = orderEventPayloadSchema.safeParse((json as { payload?: unknown }).payload);
      if (!payload.success) throw new HttpError(400, 'Callback body is not a PhonePe order event');
      // Its state is never trusted: the order is asked about, and its ids and amount must agree.
      const { merchantOrderId, orderId, amount } = payload.data;
      return {
        kind: 'order',
        merchantOrderId,
        ...(orderId === undefined ? {} : { providerOrderId: orderId }),
        ...(amount === undefined ? {} : { amountPaise: amount }),
      };
    },
  };
}
