import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerErrorHandling } from '../app/error-handler';
import { requireOperator } from './operator-auth';

const TOKEN = 'operator-token-for-tests-0123456789';

async function appWith(token: string | undefined) {
  const app = Fastify({ logger: false });
  registerErrorHandling(app);
  app.get('/secret', { preHandler: requireOperator({ OPERATOR_TOKEN: token }) }, async () => ({ ok: true }));
  await app.ready();
  return app;
}

describe('requireOperator', () => {
  it('lets the configured bearer token through', async () => {
    const app = await appWith(TOKEN);
    const response = await app.inject({ url: '/secret', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
  });

  it.each([
    ['no header', undefined],
    ['a wrong token', 'Bearer operator-token-for-tests-0123456788'],
    ['a prefix of the token', `Bearer ${TOKEN.slice(0, 10)}`],
    ['another scheme', `Basic ${TOKEN}`],
  ])('answers 401 with a clear message for %s', async (_label, authorization) => {
    const app = await appWith(TOKEN);
    const response = await app.inject({
      url: '/secret',
      headers: authorization ? { authorization } : {},
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      success: false,
      error: 'Operator credential required: send Authorization: Bearer <operator token>',
      message: 'Operator credential required: send Authorization: Bearer <operator token>',
    });
  });

  it('stays closed with 503 when no operator token is configured', async () => {
    const app = await appWith(undefined);
    const response = await app.inject({ url: '/secret', headers: { authorization: 'Bearer anything' } });
    expect(response.statusCode).toBe(503);
    expect(response.json().error).toBe('Operator access is not configured');
  });
});
