import { TRUST } from '@temple/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../../app/app-context';
import { HttpError } from '../../../platform/http-error';
import { validate } from '../../../platform/validate';
import { CALLBACK_PATH } from '../callback-routes';
import { CHECKOUT_SECRET_FIELD, checkoutPage } from './checkout-page';
import type { SandboxOrder, SandboxProvider } from './sandbox-provider';

const paramsSchema = z.object({ merchantOrderId: z.string().min(1).max(64) });
const secretSchema = z
  .string({ error: 'the checkout secret of the order is required' })
  .min(1, 'the checkout secret of the order is required')
  .max(200);
const checkoutFormSchema = z.object({
  outcome: z.enum(['pay', 'fail', 'pending'], { error: 'outcome must be pay, fail or pending' }),
  [CHECKOUT_SECRET_FIELD]: secretSchema,
});
const completeSchema = z.object({
  status: z.enum(['SUCCESS', 'FAILED'], { error: 'status must be SUCCESS or FAILED' }),
  [CHECKOUT_SECRET_FIELD]: secretSchema,
});

/**
 * The sandbox provider's pages and its test hook:
 *   GET  /sandbox/checkout/:merchantOrderId            the hosted page (Pay, Fail, Leave pending)
 *   POST /sandbox/checkout/:merchantOrderId            the page's form; redirects to the site
 *   POST /sandbox/orders/:merchantOrderId/complete     settles a pending order later
 * Both settling calls need the order's secret, which only its checkout page shows. A
 * settled order is reported to the API by a signed callback, like a real provider does.
 */
export function registerSandboxRoutes(
  app: FastifyInstance,
  { config }: AppContext,
  sandbox: SandboxProvider,
): void {
  async function orderOr404(merchantOrderId: string): Promise<SandboxOrder> {
    const order = await sandbox.findOrder(merchantOrderId);
    if (!order) throw new HttpError(404, `No sandbox order ${merchantOrderId}`);
    return order;
  }

  /**
   * Settles the order and reports it as the provider would. The report counts against the
   * paying client's callback limit (`client`), not against one limit shared by every donor.
   * A refused report (that client's limit used up) is not the payer's failure: as with a
   * real provider, the payer goes on to the status page, whose read asks the sandbox. An
   * order settled before is not reported again: the report would change nothing, and each
   * is kept, so repeating the call would only grow the table of reports.
   */
  async function settleAndNotify(
    merchantOrderId: string,
    result: 'SUCCESS' | 'FAILED',
    secret: string,
    client: string,
  ) {
    const { order, settledNow } = await sandbox.settle(merchantOrderId, result, secret);
    if (!settledNow) return order;
    const callback = await sandbox.signedCallback(order);
    const response = await app.inject({
      method: 'POST',
      url: CALLBACK_PATH,
      headers: callback.headers,
      payload: callback.body,
      remoteAddress: client,
    });
    // The answer's text may name the order: not for the log.
    if (response.statusCode !== 200)
      app.log.warn(
        { status: response.statusCode },
        'sandbox callback refused; the status read will apply it',
      );
    return order;
  }

  // An order id's page tells whether the order exists: it counts as a status read.
  app.get(
    '/sandbox/checkout/:merchantOrderId',
    { config: { rateLimitBucket: 'status' } },
    async (request, reply) => {
      const { merchantOrderId } = validate(paramsSchema, request.params, 'params');
      const order = await orderOr404(merchantOrderId);
      // The page holds the order's secret: no cache may keep it.
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(checkoutPage(order, TRUST.trustName));
    },
  );

  app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    scope.post('/sandbox/checkout/:merchantOrderId', async (request, reply) => {
      const { merchantOrderId } = validate(paramsSchema, request.params, 'params');
      const { outcome, secret } = validate(checkoutFormSchema, request.body, 'body');
      await orderOr404(merchantOrderId);
      if (outcome !== 'pending') {
        await settleAndNotify(
          merchantOrderId,
          outcome === 'pay' ? 'SUCCESS' : 'FAILED',
          secret,
          request.ip,
        ).catch((error: unknown) => {
          // Expired, or settled the other way in another tab: the status page says which, as after any payment.
          if (!(error instanceof HttpError && error.statusCode === 409)) throw error;
        });
      }
      return reply.redirect(
        `${config.SITE_URL}/payment-status?order_id=${encodeURIComponent(merchantOrderId)}`,
        303,
      );
    });
  });

  app.post('/sandbox/orders/:merchantOrderId/complete', async (request) => {
    const { merchantOrderId } = validate(paramsSchema, request.params, 'params');
    const { status, secret } = validate(completeSchema, request.body, 'body');
    await orderOr404(merchantOrderId);
    const order = await settleAndNotify(merchantOrderId, status, secret, request.ip);
    return { success: true, data: { merchantOrderId, status, transactionId: order.transactionId } };
  });
}
