/**
 * ─── PhonePe Standard Checkout v2 adapter ───────────────────────────────────────────
 * Built from PhonePe's documented HTTP shapes (OAuth token, /checkout/v2/pay, order
 * status, webhook with an Authorization hash) and tested only against a fake of them;
 * it has never talked to the live service. Turn it on with PAYMENT_PROVIDER=phonepe.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { AppConfig } from '../../../app/config';
import { HttpError } from '../../../app/http-error';
import type { CallbackRequest, PaymentProvider, ProviderOrderReport } from '../payment-provider';

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
const orderStateSchema = z.enum(['PENDING', 'COMPLETED', 'FAILED']);
const statusResponseSchema = z.object({
  state: orderStateSchema,
  paymentDetails: z.array(z.object({ transactionId: z.string().optional() })).optional(),
});
const webhookSchema = z.object({
  event: z.string(),
  payload: z.object({
    merchantOrderId: z.string().min(1),
    state: orderStateSchema,
    paymentDetails: z.array(z.object({ transactionId: z.string().optional() })).optional(),
  }),
});

const TO_REPORTED = { PENDING: 'PENDING', COMPLETED: 'SUCCESS', FAILED: 'FAILED' } as const;
/** A token is renewed this long before PhonePe says it expires. */
const TOKEN_MARGIN_SECONDS = 60;

type PhonePeConfig = Pick<
  AppConfig,
  | 'PHONEPE_ENV'
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

export function createPhonePeProvider(
  config: PhonePeConfig,
  fetchImpl: typeof fetch = fetch,
): PaymentProvider {
  const hosts = PHONEPE_HOSTS[config.PHONEPE_ENV];
  let token: { value: string; type: string; expiresAt: number } | undefined;

  async function authorization(): Promise<string> {
    if (!token || token.expiresAt - TOKEN_MARGIN_SECONDS <= Date.now() / 1000) {
      const response = await fetchImpl(hosts.token, {
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

  const expectedWebhookAuth = createHash('sha256')
    .update(`${config.PHONEPE_WEBHOOK_USERNAME}:${config.PHONEPE_WEBHOOK_PASSWORD}`)
    .digest('hex');

  return {
    name: 'phonepe',
    async createOrder(order) {
      const response = await fetchImpl(`${hosts.pg}/checkout/v2/pay`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: await authorization() },
        body: JSON.stringify({
          merchantOrderId: order.merchantOrderId,
          amount: order.amount * 100,
          expireAfter: Math.max(300, Math.round((order.expiresAt.getTime() - Date.now()) / 1000)),
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
      const response = await fetchImpl(
        `${hosts.pg}/checkout/v2/order/${encodeURIComponent(merchantOrderId)}/status?details=false`,
        { headers: { 'content-type': 'application/json', authorization: await authorization() } },
      );
      const body = await readJson(response, statusResponseSchema, 'order status');
      return { merchantOrderId, state: TO_REPORTED[body.state], ...lastTransactionId(body.paymentDetails) };
    },
    verifyCallback({ headers, rawBody }: CallbackRequest): ProviderOrderReport {
      const given = Buffer.from(
        String(headers.authorization ?? '')
          .replace(/^SHA256\s+/i, '')
          .toLowerCase(),
      );
      const expected = Buffer.from(expectedWebhookAuth);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        throw new HttpError(401, 'Invalid callback signature');
      }
      let json: unknown;
      try {
        json = JSON.parse(rawBody);
      } catch {
        throw new HttpError(400, 'Callback body must be valid JSON');
      }
      const parsed = webhookSchema.safeParse(json);
      if (!parsed.success) throw new HttpError(400, 'Callback body is not a PhonePe order event');
      const { payload } = parsed.data;
      return {
        merchantOrderId: payload.merchantOrderId,
        state: TO_REPORTED[payload.state],
        ...lastTransactionId(payload.paymentDetails),
      };
    },
  };
}
