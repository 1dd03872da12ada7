import type { FastifyInstance } from 'fastify';

/** The order's secret, read from its checkout page as the donor's browser gets it. */
export async function checkoutSecret(app: FastifyInstance, merchantOrderId: string): Promise<string> {
  const page = await app.inject({ url: `/sandbox/checkout/${merchantOrderId}` });
  const secret = /name="secret" value="([^"]+)"/.exec(page.body)?.[1];
  if (!secret) throw new Error(`The checkout page of ${merchantOrderId} has no open form: ${page.body}`);
  return secret;
}

/** Settles a sandbox order later, with the secret only its checkout page holds. */
export async function completeSandboxOrder(
  app: FastifyInstance,
  merchantOrderId: string,
  status: 'SUCCESS' | 'FAILED',
  client = '127.0.0.1',
) {
  const secret = await checkoutSecret(app, merchantOrderId);
  return app.inject({
    method: 'POST',
    url: `/sandbox/orders/${merchantOrderId}/complete`,
    payload: { status, secret },
    remoteAddress: client,
  });
}
