import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createPhonePeProvider, PHONEPE_HOSTS } from './phonepe-provider';

const config = {
  PHONEPE_ENV: 'sandbox' as const,
  PHONEPE_BASE_URL: undefined,
  PHONEPE_CLIENT_ID: 'client-id',
  PHONEPE_CLIENT_SECRET: 'client-secret',
  PHONEPE_CLIENT_VERSION: '1',
  PHONEPE_WEBHOOK_USERNAME: 'hook-user',
  PHONEPE_WEBHOOK_PASSWORD: 'hook-pass',
  SITE_URL: 'https://temple.example',
};

interface Call {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string;
}

/**
 * A fake of PhonePe's documented endpoints: OAuth token, pay, order status. `statusAbout`,
 * when given, is the merchantOrderId its status answer names (PhonePe may send it or not).
 */
function fakePhonePe(orderState = 'COMPLETED', statusAbout?: string) {
  const calls: Call[] = [];
  const fetchFake = (async (input: string | URL | Request, init: RequestInit = {}) => {
    const call = {
      url: String(input),
      method: init.method ?? 'GET',
      headers: Object.fromEntries(Object.entries((init.headers as Record<string, string>) ?? {})),
      body: String(init.body ?? ''),
    };
    calls.push(call);
    const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
    if (call.url === PHONEPE_HOSTS.sandbox.token) {
      return json({
        access_token: 'token-1',
        expires_at: Math.floor(Date.now() / 1000) + 3600,
        token_type: 'O-Bearer',
      });
    }
    if (call.url === `${PHONEPE_HOSTS.sandbox.pg}/checkout/v2/pay`) {
      return json({
        orderId: 'OMO123',
        state: 'PENDING',
        expireAt: 0,
        redirectUrl: 'https://mercury.phonepe.example/pay/OMO123',
      });
    }
    if (call.url.startsWith(`${PHONEPE_HOSTS.sandbox.pg}/checkout/v2/order/`)) {
      return json({
        orderId: 'OMO123',
        ...(statusAbout === undefined ? {} : { merchantOrderId: statusAbout }),
        state: orderState,
        amount: 1100000,
        expireAt: 0,
        paymentDetails: [{ transactionId: 'OM1', state: orderState }],
      });
    }
    return json({ code: 'NOT_FOUND' }, 404);
  }) as typeof fetch;
  return { calls, fetchFake };
}

describe('PhonePe Standard Checkout v2 adapter (against a fake)', () => {
  it('gets a token once, then creates the order in paise with the site redirect', async () => {
    const phonepe = fakePhonePe();
    const provider = createPhonePeProvider(config, phonepe.fetchFake);
    const order = {
      merchantOrderId: 'SMT1',
      amount: 11000,
      seva: 'Shiladaan - 1 Shila',
      expiresAt: new Date(Date.now() + 1800_000),
    };
    expect(await provider.createOrder(order)).toEqual({
      paymentUrl: 'https://mercury.phonepe.example/pay/OMO123',
    });
    await provider.createOrder({ ...order, merchantOrderId: 'SMT2' });

    const [tokenCall, payCall] = phonepe.calls;
    expect(phonepe.calls.filter((call) => call.url === PHONEPE_HOSTS.sandbox.token)).toHaveLength(1);
    expect(new URLSearchParams(tokenCall?.body)).toEqual(
      new URLSearchParams({
        client_id: 'client-id',
        client_version: '1',
        client_secret: 'client-secret',
        grant_type: 'client_credentials',
      }),
    );
    expect(payCall?.headers.authorization).toBe('O-Bearer token-1');
    const body = JSON.parse(payCall?.body ?? '{}');
    expect(body).toMatchObject({
      merchantOrderId: 'SMT1',
      amount: 1100000,
      paymentFlow: {
        type: 'PG_CHECKOUT',
        merchantUrls: { redirectUrl: 'https://temple.example/payment-status?order_id=SMT1' },
      },
    });
  });

  it('never lets the order outlive the hold: it ends 30 s before it, and PhonePe needs 300 s at least', async () => {
    const phonepe = fakePhonePe();
    const provider = createPhonePeProvider(config, phonepe.fetchFake);
    const order = { merchantOrderId: 'SMT3', amount: 11000, seva: 'Shiladaan - 1 Shila' };
    await provider.createOrder({ ...order, expiresAt: new Date(Date.now() + 1800_000) });
    const body = JSON.parse(phonepe.calls.at(-1)?.body ?? '{}');
    expect(body.expireAfter).toBeGreaterThanOrEqual(1768);
    expect(body.expireAfter).toBeLessThanOrEqual(1770);
    await expect(
      provider.createOrder({ ...order, expiresAt: new Date(Date.now() + 300_000) }),
    ).rejects.toThrow('too soon for a PhonePe order');
    await provider.createOrder({ ...order, expiresAt: new Date(Date.now() + 7200_000) });
    expect(JSON.parse(phonepe.calls.at(-1)?.body ?? '{}').expireAfter).toBe(3600);
  });

  it('maps the order status: COMPLETED is SUCCESS, with the amount in paise and PhonePe order id', async () => {
    const provider = createPhonePeProvider(config, fakePhonePe('COMPLETED').fetchFake);
    expect(await provider.fetchOrderStatus('SMT1')).toEqual({
      merchantOrderId: 'SMT1',
      state: 'SUCCESS',
      amountPaise: 1100000,
      providerOrderId: 'OMO123',
      transactionId: 'OM1',
    });
    const failed = createPhonePeProvider(config, fakePhonePe('FAILED').fetchFake);
    expect((await failed.fetchOrderStatus('SMT1')).state).toBe('FAILED');
  });

  it('refuses an order-status answer that names another order than the one asked about', async () => {
    const confused = createPhonePeProvider(config, fakePhonePe('COMPLETED', 'SMT2').fetchFake);
    await expect(confused.fetchOrderStatus('SMT1')).rejects.toThrow(
      'PhonePe order status answered about another order',
    );
    const named = createPhonePeProvider(config, fakePhonePe('COMPLETED', 'SMT1').fetchFake);
    expect(await named.fetchOrderStatus('SMT1')).toEqual({
      merchantOrderId: 'SMT1',
      state: 'SUCCESS',
      amountPaise: 1100000,
      providerOrderId: 'OMO123',
      transactionId: 'OM1',
    });
  });

  it('reads a state PhonePe does not document as still pending, instead of failing the webhook', async () => {
    for (const state of ['EXPIRED', 'constructor', '__proto__', 'toString']) {
      const provider = createPhonePeProvider(config, fakePhonePe(state).fetchFake);
      expect((await provider.fetchOrderStatus('SMT1')).state, state).toBe('PENDING');
    }
  });

  it('replaces a token PhonePe no longer takes, once, as its SDKs do', async () => {
    const phonepe = fakePhonePe();
    let refusals = 1;
    const provider = createPhonePeProvider(config, (async (input, init) => {
      const isToken = String(input) === PHONEPE_HOSTS.sandbox.token;
      if (!isToken && refusals > 0) {
        refusals -= 1;
        return new Response('{"code":"UNAUTHORIZED"}', { status: 401 });
      }
      return phonepe.fetchFake(input, init);
    }) as typeof fetch);
    expect((await provider.fetchOrderStatus('SMT1')).state).toBe('SUCCESS');
    expect(phonepe.calls.filter((call) => call.url === PHONEPE_HOSTS.sandbox.token)).toHaveLength(2);
  });

  it('gives up on a call PhonePe does not answer within 4 s, so a webhook is answered in time', async () => {
    const hung = createPhonePeProvider(
      config,
      ((_input: unknown, init?: RequestInit) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        })) as typeof fetch,
    );
    const started = Date.now();
    await expect(hung.fetchOrderStatus('SMT1')).rejects.toThrow(/timeout|aborted/i);
    expect(Date.now() - started).toBeGreaterThanOrEqual(3900);
    expect(Date.now() - started).toBeLessThan(6000);
  }, 10_000);

  it('fails clearly when PhonePe answers an error', async () => {
    const broken = createPhonePeProvider(
      config,
      (async () => new Response('oops', { status: 500 })) as typeof fetch,
    );
    await expect(broken.fetchOrderStatus('SMT1')).rejects.toThrow(
      'PhonePe token request failed with HTTP 500',
    );
  });

  it('accepts a webhook only with Authorization = SHA256(username:password)', async () => {
    const provider = createPhonePeProvider(config, fakePhonePe().fetchFake);
    const rawBody = JSON.stringify({
      event: 'checkout.order.completed',
      payload: {
        orderId: 'OMO123',
        merchantOrderId: 'SMT1',
        state: 'COMPLETED',
        amount: 1100000,
        paymentDetails: [{ transactionId: 'OM9' }],
      },
    });
    const authorization = createHash('sha256').update('hook-user:hook-pass').digest('hex');
    expect(await provider.verifyCallback({ headers: { authorization }, rawBody })).toEqual({
      kind: 'order',
      merchantOrderId: 'SMT1',
      providerOrderId: 'OMO123',
      amountPaise: 1100000,
    });
    await expect(
      provider.verifyCallback({ headers: { authorization: 'f'.repeat(64) }, rawBody }),
    ).rejects.toThrow('Invalid callback signature');
    await expect(provider.verifyCallback({ headers: {}, rawBody })).rejects.toThrow(
      'Invalid callback signature',
    );
    await expect(
      provider.verifyCallback({ headers: { authorization }, rawBody: 'event=checkout.order.completed' }),
    ).rejects.toMatchObject({ statusCode: 400, message: 'Callback body must be valid JSON' });
    await expect(
      provider.verifyCallback({ headers: { authorization }, rawBody: '{"event":1}' }),
    ).rejects.toThrow('Callback body is not a PhonePe event');
    await expect(
      provider.verifyCallback({
        headers: { authorization },
        rawBody: '{"event":"checkout.order.completed"}',
      }),
    ).rejects.toThrow('Callback body is not a PhonePe order event');
    expect(
      await provider.verifyCallback({
        headers: { authorization },
        rawBody: '{"event":"pg.refund.accepted"}',
      }),
    ).toEqual({ kind: 'ignored', event: 'pg.refund.accepted' });
    // The older field that PhonePe is retiring still names an order's outcome.
    expect(
      await provider.verifyCallback({
        headers: { authorization },
        rawBody: JSON.stringify({ type: 'CHECKOUT_ORDER_COMPLETED', payload: { merchantOrderId: 'SMT1' } }),
      }),
    ).toEqual({ kind: 'order', merchantOrderId: 'SMT1' });
  });
});
