import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app/app-context';
import { HttpError } from '../../platform/http-error';
import { maskedId } from '../../platform/logging';
import { applyProviderReport, recordEvent } from './apply-provider-report';
import type { PaymentProvider } from './payment-provider';
import { warnOfPaymentForUnknownOrder } from './unknown-order-payment';

export const CALLBACK_PATH = '/api/v2/payments/callback';

const PROVIDER_UNREACHABLE = 'The order could not be confirmed with the payment provider. Please retry.';

/** The provider's own record of the order a callback names. */
async function confirmWithProvider(provider: PaymentProvider, merchantOrderId: string) {
  try {
    return await provider.fetchOrderStatus(merchantOrderId);
  } catch {
    // A non-2xx answer makes the provider send the callback again later.
    throw new HttpError(502, PROVIDER_UNREACHABLE);
  }
}

/**
 * POST /api/v2/payments/callback: the provider's server-to-server notification. Its
 * authorization is checked on the exact bytes received (so the body is kept as text);
 * then the order's state and amount are asked of the provider itself, and only that
 * answer is applied. Events about anything but an order's outcome are acknowledged.
 */
export function registerCallbackRoutes(
  app: FastifyInstance,
  { db, provider, config, donationCache, mailer, bhogCalendar, listedContributors }: AppContext,
): void {
  app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
      done(null, body),
    );
    scope.post(CALLBACK_PATH, { config: { rateLimitBucket: 'callback' } }, async (request) => {
      const rawBody = typeof request.body === 'string' ? request.body : '';
      const notice = await provider.verifyCallback({ headers: request.headers, rawBody });
      if (notice.kind === 'ignored') {
        request.log.info({ event: notice.event }, 'payment callback ignored');
        return { success: true, data: { outcome: 'ignored-event' } };
      }
      const { merchantOrderId } = notice;
      const known = await db.query('SELECT 1 FROM donations WHERE merchant_order_id = $1', [merchantOrderId]);
      if (known.length === 0) {
        // An authenticated report about an order with no donation: asked of the provider, so
        // that money taken for one (a checkout deleted as unpaid) reaches the operator.
        const state = (await provider.fetchOrderStatus(merchantOrderId).catch(() => undefined))?.state;
        await recordEvent(
          db,
          { merchantOrderId, state: state ?? 'PENDING' },
          'callback',
          'unknown-order',
          rawBody,
        );
        if (state === 'SUCCESS') warnOfPaymentForUnknownOrder(request.log, merchantOrderId);
        throw new HttpError(404, `Unknown merchant order ${merchantOrderId}`);
      }
      const report = await confirmWithProvider(provider, merchantOrderId);
      const result = await applyProviderReport(db, report, {
        source: 'callback',
        receiptPrefix: config.RECEIPT_PREFIX,
        bhogSlotsPerDate: config.BHOG_SLOTS_PER_DATE,
        bhogCalendar,
        claims: notice,
        payload: rawBody,
        mailer,
        listedContributors,
      });
      donationCache.forget(merchantOrderId);
      request.log.info({ order: maskedId(merchantOrderId), ...result }, 'payment callback');
      // Deleted between the check above and the report's lock.
      if (result.outcome === 'unknown-order' && report.state === 'SUCCESS')
        warnOfPaymentForUnknownOrder(request.log, merchantOrderId);
      return { success: true, data: result };
    });
  });
}
