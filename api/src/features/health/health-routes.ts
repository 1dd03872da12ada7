import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app/app-context';

/** GET /health: plain (not enveloped) status, database reachability and version. */
export function registerHealthRoutes(app: FastifyInstance, { db, config }: AppContext): void {
  app.get('/health', async (request, reply) => {
    let database: 'up' | 'down' = 'up';
    try {
      await db.query('SELECT 1');
    } catch (error) {
      request.log.error({ err: error }, 'database unreachable');
      database = 'down';
    }
    return reply
      .status(database === 'up' ? 200 : 503)
      .send({ status: database === 'up' ? 'ok' : 'degraded', database, version: config.version });
  });
}
