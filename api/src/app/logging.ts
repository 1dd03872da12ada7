import type { FastifyError, FastifyLoggerOptions, FastifyRequest } from 'fastify';

/** Where log lines go (a pino destination); standard output unless given. */
export interface LogStream {
  write(line: string): void;
}

/** Query parameters that never carry a secret or personal data; every other value is hidden. */
const PLAIN_QUERY_PARAMETERS = new Set([
  'page',
  'limit',
  'status',
  'paymentType',
  'eventType',
  'featured',
  'sortBy',
  'sortOrder',
]);

/** "/api/v2/receipts/1/receipt?token=ab12" -> "/api/v2/receipts/1/receipt?token=[redacted]". */
export function loggableUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return url;
  const query = new URLSearchParams(url.slice(queryStart + 1));
  const shown = [...query.entries()].map(([name, value]) =>
    PLAIN_QUERY_PARAMETERS.has(name) ? `${name}=${encodeURIComponent(value)}` : `${name}=[redacted]`,
  );
  return `${url.slice(0, queryStart)}?${shown.join('&')}`;
}

/**
 * Logs carry no personal data: a request is its method, path and redacted query; an
 * error is its kind, message and stack, never the properties a driver adds (a database
 * error holds the statement's parameters: the donor's name, e-mail, phone, address).
 */
export function loggerOptions(
  level: string,
  stream?: LogStream,
): FastifyLoggerOptions & { redact: { paths: string[]; censor: string } } {
  return {
    level,
    ...(stream ? { stream } : {}),
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: loggableUrl(request.url),
        remoteAddress: request.ip,
      }),
      err: (error: FastifyError) => ({
        type: error.name,
        message: error.message,
        stack: error.stack ?? '',
        ...(typeof error.code === 'string' ? { code: error.code } : {}),
        ...(typeof error.statusCode === 'number' ? { statusCode: error.statusCode } : {}),
      }),
    },
    // A second line of defence for anything a future log call might pass by mistake.
    redact: {
      paths: [
        'body',
        '*.body',
        'req.headers',
        'headers.authorization',
        '*.donorEmail',
        '*.donorPhone',
        '*.email',
        '*.pan',
        '*.address',
        '*.token',
        '*.params',
      ],
      censor: '[redacted]',
    },
  };
}
