import { createHash, timingSafeEqual } from 'node:crypto';
import type { preHandlerAsyncHookHandler } from 'fastify';
import type { AppConfig } from './config';
import { HttpError } from './http-error';

export const OPERATOR_MESSAGES = {
  notConfigured: 'Operator access is not configured: set OPERATOR_TOKEN on the API to use this route.',
  unauthorized: 'An operator token is required: send Authorization: Bearer <OPERATOR_TOKEN>.',
} as const;

function digest(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}

/**
 * Guards the operator's routes: `Authorization: Bearer <OPERATOR_TOKEN>`, compared in
 * constant time. 401 when the token is wrong or absent; 503 when none is configured.
 */
export function requireOperator(config: Pick<AppConfig, 'OPERATOR_TOKEN'>): preHandlerAsyncHookHandler {
  return async (request) => {
    const expected = config.OPERATOR_TOKEN;
    if (!expected) throw new HttpError(503, OPERATOR_MESSAGES.notConfigured);
    const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
    if (!match?.[1] || !timingSafeEqual(digest(match[1]), digest(expected))) {
      throw new HttpError(401, OPERATOR_MESSAGES.unauthorized);
    }
  };
}
