import type { FastifyError, FastifyInstance } from 'fastify';
import { HttpError } from './http-error';

interface ErrorAnswer {
  success: false;
  error: string;
  message: string;
  fieldErrors?: Record<string, string[]>;
}

function answer(error: string, fieldErrors?: Record<string, string[]>): ErrorAnswer {
  return { success: false, error, message: error, ...(fieldErrors ? { fieldErrors } : {}) };
}

/** Fastify's own 4xx (bad JSON, too large, wrong media type) said in words a client can act on. */
function frameworkMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'Request body must be valid JSON';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'Request body is too large';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported content type: send application/json';
    default:
      return error.message;
  }
}

/** Every failure is `{ success:false, error, message }`; only real faults are 5xx, and they say nothing inside. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send(answer(error.message, error.fieldErrors));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send(answer(frameworkMessage(error)));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send(answer('An unexpected error occurred'));
  });
  app.setNotFoundHandler((request, reply) =>
    reply
      .status(404)
      .send(answer(`Not found: ${request.method} ${request.url.split('?')[0]?.slice(0, 200)}`)),
  );
}
