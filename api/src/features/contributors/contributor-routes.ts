import { contributorsQuerySchema } from '@temple/shared/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app/app-context';
import { validate } from '../../platform/validate';

/**
 * GET /api/v2/donations/contributors?limit&page&paymentType and the same-origin
 * GET /api/contributors?limit&paymentType (view-all dialog): the same enveloped list.
 */
export function registerContributorRoutes(app: FastifyInstance, { listedContributors }: AppContext): void {
  for (const path of ['/api/v2/donations/contributors', '/api/contributors']) {
    app.get(path, async (request) => {
      const query = validate(contributorsQuerySchema, request.query, 'query');
      return { success: true, data: await listedContributors.page(query) };
    });
  }
}
