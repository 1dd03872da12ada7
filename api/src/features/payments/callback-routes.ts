import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app/app-context';
import { HttpError } from '../../app/http-error';
import { applyProviderReport } from './apply-provider-report';

export const CALLBACK_PATH = '/api/v2/payments/callback';

/**
 * POST /api/v2/payments/callback: the provider's server-to-server notification. The
 * signature is checked on the exact bytes received, so the body is kept as text.
 */
export function registerCallbackRoutes(
  app: FastifyInstance,
  { db, provider, config, donationCache }: AppContext,
): void {
  app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
      done(null, body),
    );
    scope.post(CALLBACK_PATH, async (request) => {
      const rawBody = typeof request.body === 'string' ? request.body : '';
      const report = provider.verifyCallback({ headers: request.headers, rawBody });
      const result = await applyProviderReport(db, report, {
        source: 'callback',
        receiptPrefix: config.RECEIPT_PREFIX,
        payload: rawBody,
      });
      donationCache.forget(report.merchantOrderId);
      request.log.info({ merchantOrderId: report.merchantOrderId, ...result }, 'payment callback');
      if (result.outcome === 'unknown-order')
        throw new HttpError(404, `Unknown merchant order ${report.merchantOrderId}`);
      return { success: true, data: result };
    });
  });
}
