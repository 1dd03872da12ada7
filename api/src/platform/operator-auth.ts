import { createHash, timingSafeEqual } from 'node:crypto';
import type { preHandlerAsyncHookHandler } from 'fastify';
import type { AppConfig } from './config';
import { HttpError } from './http-error';

/** Equal-length digests, so the comparison takes the same time whatever the token's length. */
function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

/**
 * Guards the routes that show donors' names or money owed: `Authorization: Bearer <OPERATOR_TOKEN>`.
 * Without a configured token the routes stay closed rather than open.
 */
export function requireOperator(config: Pick<AppConfig, 'OPERATOR_TOKEN'>): preHandlerAsyncHookHandler {
  const expected = config.OPERATOR_TOKEN ? digest(config.OPERATOR_TOKEN) : undefined;
  return async (request) => {
    if (!expected) throw new HttpError(503, 'Operator access is not configured');
    const header = request.headers.authorization ?? '';
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
    if (!match?.[1] || !timingSafeEqual(digest(match[1]), expected)) {
      throw new HttpError(401, 'Operator credential required: send Authorization: Bearer <operator token>');
    }
  };
}

/** An operator's route: the credential is required, and every attempt counts against the operator's rate limit. */
export function operatorOnly(config: Pick<AppConfig, 'OPERATOR_TOKEN'>) {
  return { preHandler: requireOperator(config), config: { rateLimitBucket: 'operator' as const } };
}
