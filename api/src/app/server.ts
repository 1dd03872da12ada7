import compress from '@fastify/compress';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import { registerBhogBookingListRoutes } from '../features/bhog-dates/bhog-booking-list-routes';
import { createBhogCalendar } from '../features/bhog-dates/bhog-calendar';
import { registerBhogDateRoutes } from '../features/bhog-dates/bhog-date-routes';
import { registerContactRoutes } from '../features/contact/contact-routes';
import { createListedContributors } from '../features/contributors';
import { registerContributorRoutes } from '../features/contributors/contributor-routes';
import { registerContributorWallRoutes } from '../features/contributors/contributor-wall-routes';
import { createDonationCache } from '../features/donations/donation-cache';
import { registerDonationRoutes } from '../features/donations/donation-routes';
import { registerEventRoutes } from '../features/events/event-image-routes';
import { registerSampleImageRoutes } from '../features/events/sample-image-routes';
import { registerHealthRoutes } from '../features/health/health-routes';
import type { MailTransport } from '../features/mail/mail-transport';
import { chooseMailTransport, createMailer } from '../features/mail/mailer';
import { registerCallbackRoutes } from '../features/payments/callback-routes';
import { createPhonePeProvider } from '../features/payments/phonepe/phonepe-provider';
import { registerRefundRoutes } from '../features/payments/refund-routes';
import { createSandboxProvider } from '../features/payments/sandbox/sandbox-provider';
import { registerSandboxRoutes } from '../features/payments/sandbox/sandbox-routes';
import { registerReceiptRoutes } from '../features/receipts/receipt-routes';
import { createDataRetention } from '../features/retention/data-retention';
import { registerStatsRoutes } from '../features/stats/stats-routes';
import type { AppConfig } from '../platform/config';
import type { Database } from '../platform/db/database';
import { openDatabase } from '../platform/db/open-database';
import { type LogStream, loggerOptions } from '../platform/logging';
import { storedSecret } from '../platform/stored-secret';
import type { AppContext } from './app-context';
import { limitConnectionsPerClient } from './connection-limit';
import { answerClientError, answerFrameworkError, registerErrorHandling } from './error-handler';
import { registerInputGuard } from './input-guard';
import { registerRateLimits } from './rate-limits';
import { applySampleDataSetting } from './sample-data';
import { warnOfUntrustedProxy } from './untrusted-proxy-warning';

const BODY_LIMIT_BYTES = 64 * 1024;
/** The longest a whole request may take to arrive (Fastify's default is no limit). */
const REQUEST_TIMEOUT_MS = 30_000;
/**
 * The longest a request's headers may take (Node's default is a minute), and a new
 * connection its first request: a client that holds connections open without sending
 * costs descriptors every other client needs.
 */
const HEADERS_TIMEOUT_MS = 15_000;
/** How often Node checks those two: its default of 30 s let a trickled body hold its connection for 90 s. */
const TIMEOUT_CHECK_INTERVAL_MS = 2_000;
/**
 * An idle kept-alive connection waits this long for its next request. Behind a proxy
 * (TRUST_PROXY) Fastify's 72 s stays: the proxy reuses its connections for longer than a
 * few seconds, and one closed under it would cost a visitor a 502.
 */
const KEEP_ALIVE_TIMEOUT_MS = 5_000;
const KEEP_ALIVE_BEHIND_PROXY_MS = 72_000;
/** Connections open at once; past it new ones are closed, not the process's descriptors used up. */
const MAX_CONNECTIONS = 4_096;
/** Of those, what one client may hold when no proxy stands in front (a browser opens six per origin). */
const MAX_CONNECTIONS_PER_CLIENT = 64;
/** Answers smaller than this go as they are: compressing them costs more than it saves. */
const COMPRESS_THRESHOLD_BYTES = 1024;
/**
 * How long a browser may keep a CORS preflight answer: two hours, the most Chromium keeps
 * one (its default is 5 s, so the status page, polling every 5 s, would send an OPTIONS
 * before nearly every read).
 */
const CORS_PREFLIGHT_MAX_AGE_S = 7200;

export interface BuildOptions {
  /** An already opened, migrated database (tests); else one is opened from the config. */
  db?: Database;
  /** Where mail goes instead of the configured server or outbox folder (tests). */
  mailTransport?: MailTransport;
  /** Today, for the Bhog calendar (tests). */
  now?: () => Date;
  /** Where log lines go instead of standard output (tests read them). */
  logStream?: LogStream;
}

function choosePaymentProvider(config: AppConfig, db: Database) {
  if (config.PAYMENT_PROVIDER === 'phonepe') {
    return { provider: createPhonePeProvider(config) };
  }
  const configured = config.SANDBOX_CALLBACK_SECRET;
  const sandbox = createSandboxProvider(db, {
    // Without a configured secret, one is made and kept with the data on first use.
    secret: configured ? async () => configured : () => storedSecret(db, 'sandbox-callback'),
    publicApiUrl: config.PUBLIC_API_URL,
  });
  return { provider: sandbox.provider, sandbox };
}

/** The whole API as a Fastify instance; closing it closes the database too. */
export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config.LOG_LEVEL, options.logStream),
    bodyLimit: BODY_LIMIT_BYTES,
    requestTimeout: REQUEST_TIMEOUT_MS,
    keepAliveTimeout: config.TRUST_PROXY ? KEEP_ALIVE_BEHIND_PROXY_MS : KEEP_ALIVE_TIMEOUT_MS,
    http: { headersTimeout: HEADERS_TIMEOUT_MS, connectionsCheckingInterval: TIMEOUT_CHECK_INTERVAL_MS },
    return503OnClosing: true,
    trustProxy: config.TRUST_PROXY ?? false,
    frameworkErrors: (error, _request, reply) => answerFrameworkError(error, reply),
    clientErrorHandler: answerClientError,
  });
  app.server.maxConnections = MAX_CONNECTIONS;
  if (!config.TRUST_PROXY) limitConnectionsPerClient(app.server, MAX_CONNECTIONS_PER_CLIENT);
  const db = options.db ?? (await openDatabase(config));
  const mailer = createMailer(db, config, options.mailTransport ?? chooseMailTransport(config), app.log);
  const donationCache = createDonationCache();
  const retention = createDataRetention(db, config, donationCache, app.log);
  app.addHook('onReady', async () => {
    mailer.start();
    retention.start();
  });
  app.addHook('onClose', async () => {
    await retention.stop();
    await mailer.stop();
    await db.close();
  });
  if (config.NODE_ENV === 'production' && !config.SMTP_URL) {
    app.log.warn('SMTP_URL is not set: receipts and enquiries are written to the outbox folder, not sent');
  }
  await applySampleDataSetting(db, {
    seed: config.SEED_SAMPLE_DATA,
    publicApiUrl: config.PUBLIC_API_URL,
    now: options.now?.(),
  });

  const payments = choosePaymentProvider(config, db);
  const context: AppContext = {
    config,
    db,
    ...payments,
    bhogCalendar: createBhogCalendar(config.BHOG_DATE_OVERRIDES, options.now),
    mailer,
    donationCache,
    listedContributors: createListedContributors(db, { sandboxSite: payments.provider.name === 'sandbox' }),
  };

  // Wrong credentials would fail every donation: the operator reads it at start, not at the
  // first donor's. Not awaited: the API starts even while the provider is down.
  app.addHook('onReady', async () => {
    void context.provider.checkCredentials?.().then(
      () => app.log.info(`${context.provider.name} takes the payment credentials`),
      (error: unknown) =>
        app.log.error(
          { err: error },
          `${context.provider.name} refused the payment credentials or did not answer: every donation fails until this is fixed`,
        ),
    );
  });
  await app.register(helmet, {
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    contentSecurityPolicy: {
      directives: {
        // The sandbox checkout form posts to itself and is then redirected to the site.
        formAction: ["'self'", config.SITE_URL],
        upgradeInsecureRequests: null,
      },
    },
  });
  await app.register(cors, {
    origin: config.CORS_ORIGINS,
    methods: ['GET', 'POST'],
    maxAge: CORS_PREFLIGHT_MAX_AGE_S,
  });
  // Contributor lists and event pages are a few KB of JSON each; phones fetch them on slow links.
  await app.register(compress, { threshold: COMPRESS_THRESHOLD_BYTES, encodings: ['br', 'gzip'] });
  await registerRateLimits(app, config);
  warnOfUntrustedProxy(app);
  registerInputGuard(app);
  // A request for a path that does not exist counts like any other of its method.
  registerErrorHandling(app, { beforeNotFound: app.rateLimit() });

  registerHealthRoutes(app, context);
  registerDonationRoutes(app, context);
  registerBhogDateRoutes(app, context);
  registerContributorRoutes(app, context);
  registerStatsRoutes(app, context);
  registerReceiptRoutes(app, context);
  registerEventRoutes(app, context);
  registerSampleImageRoutes(app);
  registerContactRoutes(app, context);
  registerCallbackRoutes(app, context);
  registerRefundRoutes(app, context);
  registerBhogBookingListRoutes(app, context);
  registerContributorWallRoutes(app, context);
  if (context.sandbox) registerSandboxRoutes(app, context, context.sandbox);
  return app;
}
