import type { FastifyError, FastifyLoggerOptions, FastifyRequest } from 'fastify';
import { loggableAddress } from './client-address';

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

/** Path segments at least this long are ids (an order's, a donation's); the API's own words are shorter. */
const ID_SEGMENT_LENGTH = 16;

/**
 * An order's or a donation's id as a log keeps it: its first six and last two characters.
 * The id alone opens the order's status, and with it the receipt, so a log must not hold it whole.
 */
export function maskedId(id: string): string {
  return `${id.slice(0, 6)}…${id.slice(-2)}`;
}

/** "/api/v2/receipts/SMT20261126F1AACAC6A143/receipt?token=ab12" -> "/api/v2/receipts/SMT202…43/receipt?token=[redacted]". */
export function loggableUrl(url: string): string {
  const queryStart = url.indexOf('?');
  const path = (queryStart === -1 ? url : url.slice(0, queryStart))
    .split('/')
    .map((segment) => (segment.length >= ID_SEGMENT_LENGTH ? maskedId(segment) : segment))
    .join('/');
  if (queryStart === -1) return path;
  const query = new URLSearchParams(url.slice(queryStart + 1));
  const shown = [...query.entries()].map(([name, value]) =>
    PLAIN_QUERY_PARAMETERS.has(name) ? `${name}=${encodeURIComponent(value)}` : `${name}=[redacted]`,
  );
  return `${path}?${shown.join('&')}`;
}

/**
 * Logs carry no personal data and no key to it: a request is its method, its path with ids
 * cut short, its redacted query and its client's network; an error is its kind, message and
 * stack, never the properties a driver adds (a database error holds the statement's
 * parameters: the donor's name, e-mail, phone, address).
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
        remoteAddress: loggableAddress(request.ip),
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
        'merchantOrderId',
        '*.merchantOrderId',
        '*.params',
      ],
      censor: '[redacted]',
    },
  };
}
