import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { clientNetwork } from '../platform/client-address';
import type { AppConfig } from '../platform/config';

/**
 * A route's share of the limits: status reads, receipt PDFs, the provider's callbacks,
 * the operator's routes and CSR enquiries are each counted apart from other writes and
 * other reads.
 */
type RateLimitBucket = 'read' | 'write' | 'status' | 'receipt' | 'callback' | 'operator' | 'enquiry';

/** An enquiry mails the trust, so its limit is counted over an hour, not the shared window. */
const ENQUIRY_WINDOW_MS = 60 * 60 * 1000;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Counted against this limit; without one, every POST is a write and any other request a read. */
    rateLimitBucket?: RateLimitBucket;
  }
}

function bucketOf(request: FastifyRequest): RateLimitBucket {
  return request.routeOptions.config?.rateLimitBucket ?? (request.method === 'POST' ? 'write' : 'read');
}

/**
 * Per client and per window, each bucket has its own limit. The client is the network of
 * `request.ip` (see clientNetwork), which is the address a trusted proxy reports when
 * TRUST_PROXY is set, and the socket's otherwise. Counts live in this process's memory.
 */
export async function registerRateLimits(
  app: FastifyInstance,
  config: Pick<
    AppConfig,
    | 'RATE_LIMIT_MAX'
    | 'RATE_LIMIT_READ_MAX'
    | 'RATE_LIMIT_STATUS_MAX'
    | 'RATE_LIMIT_RECEIPT_MAX'
    | 'RATE_LIMIT_CALLBACK_MAX'
    | 'RATE_LIMIT_OPERATOR_MAX'
    | 'RATE_LIMIT_ENQUIRY_MAX'
    | 'RATE_LIMIT_WINDOW_MS'
  >,
): Promise<void> {
  const limits: Record<RateLimitBucket, number> = {
    read: config.RATE_LIMIT_READ_MAX,
    write: config.RATE_LIMIT_MAX,
    status: config.RATE_LIMIT_STATUS_MAX,
    receipt: config.RATE_LIMIT_RECEIPT_MAX,
    callback: config.RATE_LIMIT_CALLBACK_MAX,
    operator: config.RATE_LIMIT_OPERATOR_MAX,
    enquiry: config.RATE_LIMIT_ENQUIRY_MAX,
  };
  await app.register(rateLimit, {
    // Counts kept per (bucket, client), least recently used out first: room for a busy hour's
    // clients, or a flood of others would push an enquirer's hour count out (5,000 by default).
    cache: 100_000,
    timeWindow: (request) =>
      bucketOf(request) === 'enquiry' ? ENQUIRY_WINDOW_MS : config.RATE_LIMIT_WINDOW_MS,
    keyGenerator: (request) => `${bucketOf(request)}|${clientNetwork(request.ip)}`,
    max: (request) => limits[bucketOf(request)],
    errorResponseBuilder: (_request, context) => {
      const seconds = Math.ceil(context.ttl / 1000);
      const wait = seconds < 120 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`;
      const message = `Too many requests. Please try again in ${wait}.`;
      return { statusCode: 429, success: false, error: message, message };
    },
  });
}
