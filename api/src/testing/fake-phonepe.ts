import { randomBytes } from 'node:crypto';
import Fastify from 'fastify';

type OrderState = 'PENDING' | 'COMPLETED' | 'FAILED';

interface FakeOrder {
  merchantOrderId: string;
  orderId: string;
  amount: number;
  expireAfter: number;
  state: OrderState;
  transactionId?: string;
}

export const FAKE_CREDENTIALS = {
  clientId: 'TEMPLEUAT',
  clientSecret: 'uat-client-secret',
  clientVersion: '1',
};

/** The webhook credentials the API is given; PhonePe signs with SHA256("username:password"). */
export const FAKE_WEBHOOK = { username: 'temple_hook', password: 'hookpass123' };

/** The API's settings for taking payments through this fake. */
export function phonePeSettings(phonepe: { baseUrl: string }): Record<string, string> {
  return {
    PAYMENT_PROVIDER: 'phonepe',
    PHONEPE_BASE_URL: phonepe.baseUrl,
    PHONEPE_CLIENT_ID: FAKE_CREDENTIALS.clientId,
    PHONEPE_CLIENT_SECRET: FAKE_CREDENTIALS.clientSecret,
    PHONEPE_CLIENT_VERSION: FAKE_CREDENTIALS.clientVersion,
    PHONEPE_WEBHOOK_USERNAME: FAKE_WEBHOOK.username,
    PHONEPE_WEBHOOK_PASSWORD: FAKE_WEBHOOK.password,
    SITE_URL: 'https://temple.example',
  };
}

/**
 * A local stand-in for PhonePe's Standard Checkout v2 HTTP API, as documented: the OAuth
 * token endpoint, create payment (/checkout/v2/pay) and order status. The test decides
 * what PhonePe's own record of an order says (settle), and reads what was asked (calls).
 */
export async function startFakePhonePe() {
  const orders = new Map<string, FakeOrder>();
  const tokens = new Set<string>();
  const calls: string[] = [];
  let statusAnswersError = false;
  let beforeStatusAnswer: ((merchantOrderId: string) => Promise<void>) | undefined;
  const app = Fastify({ logger: false });
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  app.addHook('onRequest', async (request) => {
    calls.push(`${request.method} ${request.url.split('?')[0]}`);
  });
  const authorised = (header: string | undefined) => tokens.has(header?.replace(/^O-Bearer /, '') ?? '');

  app.post('/v1/oauth/token', async (request, reply) => {
    const form = request.body as Record<string, string>;
    if (
      form.client_id !== FAKE_CREDENTIALS.clientId ||
      form.client_secret !== FAKE_CREDENTIALS.clientSecret ||
      form.grant_type !== 'client_credentials'
    ) {
      return reply.status(401).send({ code: 'INVALID_CLIENT' });
    }
    const token = randomBytes(12).toString('hex');
    tokens.add(token);
    return { access_token: token, expires_at: Math.floor(Date.now() / 1000) + 3600, token_type: 'O-Bearer' };
  });

  app.post('/checkout/v2/pay', async (request, reply) => {
    if (!authorised(request.headers.authorization)) return reply.status(401).send({ code: 'UNAUTHORIZED' });
    const body = request.body as { merchantOrderId: string; amount: number; expireAfter: number };
    const order: FakeOrder = {
      merchantOrderId: body.merchantOrderId,
      orderId: `OMO${randomBytes(8).toString('hex').toUpperCase()}`,
      amount: body.amount,
      expireAfter: body.expireAfter,
      state: 'PENDING',
    };
    orders.set(order.merchantOrderId, order);
    return {
      orderId: order.orderId,
      state: 'PENDING',
      expireAt: Date.now() + order.expireAfter * 1000,
      redirectUrl: `https://mercury-uat.phonepe.example/transact/uat_v2?token=${order.orderId}`,
    };
  });

  app.get<{ Params: { merchantOrderId: string } }>(
    '/checkout/v2/order/:merchantOrderId/status',
    async (request, reply) => {
      if (!authorised(request.headers.authorization)) return reply.status(401).send({ code: 'UNAUTHORIZED' });
      if (statusAnswersError) return reply.status(500).send({ code: 'INTERNAL_SERVER_ERROR' });
      await beforeStatusAnswer?.(request.params.merchantOrderId);
      const order = orders.get(request.params.merchantOrderId);
      if (!order) return reply.status(404).send({ code: 'ORDER_NOT_FOUND' });
      return {
        orderId: order.orderId,
        state: order.state,
        amount: order.amount,
        expireAt: Date.now() + order.expireAfter * 1000,
        paymentDetails: order.transactionId
          ? [{ transactionId: order.transactionId, state: order.state }]
          : [],
      };
    },
  );

  function order(merchantOrderId: string): FakeOrder {
    const found = orders.get(merchantOrderId);
    if (!found) throw new Error(`PhonePe fake has no order ${merchantOrderId}`);
    return found;
  }

  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    baseUrl: address,
    calls,
    order,
    /** What PhonePe's own record of the order says from now on. */
    settle(merchantOrderId: string, state: OrderState, change: { amount?: number } = {}) {
      const found = order(merchantOrderId);
      found.state = state;
      found.transactionId = `OM${randomBytes(6).toString('hex').toUpperCase()}`;
      if (change.amount !== undefined) found.amount = change.amount;
    },
    failStatusRequests(fail: boolean) {
      statusAnswersError = fail;
    },
    /** Something the test does while PhonePe is asked about an order, before it answers. */
    beforeStatusAnswer(work: ((merchantOrderId: string) => Promise<void>) | undefined) {
      beforeStatusAnswer = work;
    },
    close: () => app.close(),
  };
}

export type FakePhonePe = Awaited<ReturnType<typeof startFakePhonePe>>;
