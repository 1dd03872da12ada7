import type { FastifyInstance } from 'fastify';
import { HttpError } from '../platform/http-error';

export const NUL_MESSAGE = 'The request must not contain NUL characters';

const MAX_DEPTH = 32;

function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > MAX_DEPTH || typeof value !== 'object' || value === null) return false;
  return Object.entries(value).some(([key, inner]) => key.includes('\u0000') || holdsNul(inner, depth + 1));
}

/**
 * No text with a NUL character reaches a handler: PostgreSQL cannot store one, so it
 * would end as a 500 anywhere a field is not checked one by one. Checked on the raw
 * address (path and query) and on the parsed body, for every route.
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (request.url.includes('%00') || request.url.includes('\u0000')) throw new HttpError(400, NUL_MESSAGE);
  });
  app.addHook('preValidation', async (request) => {
    if (holdsNul(request.body)) throw new HttpError(400, NUL_MESSAGE);
  });
}
