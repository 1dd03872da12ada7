import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyInstance, FastifyReply, preHandlerHookHandler } from 'fastify';
import { HttpError } from '../platform/http-error';

interface ErrorAnswer {
  success: false;
  error: string;
  message: string;
  fieldErrors?: Record<string, string[]>;
}

function answer(error: string, fieldErrors?: Record<string, string[]>): ErrorAnswer {
  return { success: false, error, message: error, ...(fieldErrors ? { fieldErrors } : {}) };
}

/** What a client is told for a status when the error's own words are the framework's. */
const PLAIN_WORDS: Record<number, string> = {
  400: 'The request is not valid',
  404: 'Not found',
  405: 'Method not allowed',
  406: 'Not acceptable',
  408: 'The request took too long',
  413: 'Request body is too large',
  414: 'The request address is too long',
  415: 'Unsupported content type',
  431: 'Request headers are too large',
};

/**
 * Fastify's own 4xx (bad JSON, too large, wrong media type, bad address) said in words a
 * client can act on; its error codes and internal wording never reach the client.
 */
function frameworkMessage(error: FastifyError, status: number): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'Request body must be valid JSON';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'Request body is too large';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported content type: send application/json';
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return 'Request body size did not match Content-Length';
    case 'FST_ERR_BAD_URL':
      return 'The request address is not valid';
    default:
      // The rate limiter's answer is ours; anything else from the framework gets plain words.
      if (status === 429 && typeof error.message === 'string') return error.message;
      return PLAIN_WORDS[status] ?? 'The request is not valid';
  }
}

/** Node's codes for a request it could not read, and the status each is answered with (else 400). */
const CLIENT_ERROR_STATUS: Record<string, number> = {
  ERR_HTTP_REQUEST_TIMEOUT: 408,
  HPE_HEADER_OVERFLOW: 431,
};

/**
 * For Fastify's `clientErrorHandler`: a request Node could not read (a malformed request
 * line or header, headers too large, too slow to arrive) gets the same answer as any other
 * failure, on the raw connection, which then closes. A connection already gone gets nothing.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status = CLIENT_ERROR_STATUS[error.code ?? ''] ?? 400;
  const body = JSON.stringify(answer(PLAIN_WORDS[status] ?? 'The request is not valid'));
  if (socket.writable)
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n${body}`,
    );
  socket.destroy(error);
}

/** For Fastify's `frameworkErrors`: failures before routing (a malformed address) get the same answer. */
export function answerFrameworkError(error: FastifyError, reply: Pick<FastifyReply, 'status'>): void {
  const status = error.statusCode ?? 400;
  reply.status(status).send(answer(frameworkMessage(error, status)));
}

/**
 * Every failure is `{ success:false, error, message }` in plain words; only real faults are
 * 5xx, and they say nothing inside. `beforeNotFound` runs before the 404 of an unknown path
 * (the server counts it against the rate limits, so probing for paths is not free).
 */
export function registerErrorHandling(
  app: FastifyInstance,
  { beforeNotFound = [] }: { beforeNotFound?: preHandlerHookHandler | preHandlerHookHandler[] } = {},
): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send(answer(error.message, error.fieldErrors));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send(answer(frameworkMessage(error, status)));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send(answer('An unexpected error occurred'));
  });
  app.setNotFoundHandler({ preHandler: beforeNotFound }, (request, reply) =>
    reply
      .status(404)
      .send(answer(`Not found: ${request.method} ${request.url.split('?')[0]?.slice(0, 200)}`)),
  );
}
