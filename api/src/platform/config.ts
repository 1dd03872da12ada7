import { isIP } from 'node:net';
import { isAbsolute, join, relative, resolve } from 'node:path';
import { TRUST, TRUST_REGISTRATIONS, type TrustRegistrations } from '@temple/shared/contracts';
import { z } from 'zod';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((value) => ['true', '1', 'yes'].includes(value));

const commaList = z.string().transform((value) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean),
);

const positiveInt = z.coerce.number({ error: 'must be a number' }).int().positive();

/** "+2027-01-03,-2026-12-24": add or remove Bhog dates by hand (the operator's word wins). */
const bhogOverrides = commaList.pipe(
  z.array(
    z.string().regex(/^[+-]\d{4}-\d{2}-\d{2}$/, 'each entry is +YYYY-MM-DD (add) or -YYYY-MM-DD (remove)'),
  ),
);

/** Named ranges proxy-addr knows, besides addresses and CIDR blocks. */
const PROXY_RANGES = ['loopback', 'linklocal', 'uniquelocal'];

/** "2" (trust two proxy hops) or "10.0.0.0/8,loopback" (trust these addresses). */
const trustProxy = z.union([
  // A hop count: the address that many proxies back is the client's (as Fastify does for a number).
  z
    .string()
    .regex(/^\d{1,2}$/)
    .transform((hops) => (_address: string, hop: number) => hop < Number(hops)),
  commaList.pipe(
    z
      .array(
        z
          .string()
          .refine(
            (entry) => PROXY_RANGES.includes(entry) || isIP(entry.split('/')[0] ?? '') !== 0,
            'each entry is a hop count, an IP address, a CIDR block or loopback/linklocal/uniquelocal',
          ),
      )
      .min(1),
  ),
]);

/**
 * A browser's Origin header is scheme, host and port: `https://srimandir.org/` is read as
 * `https://srimandir.org`, and a URL with a path, which no Origin ever equals, is refused.
 */
const origin = z
  .url({ protocol: /^https?$/, error: 'each CORS origin must be an http:// or https:// URL' })
  .refine(
    (url) => /^[^:]+:\/\/[^/?#]+\/?$/.test(url),
    'each CORS origin is scheme://host[:port], without a path',
  )
  .transform((url) => new URL(url).origin);

/** PhonePe orders live at least 5 minutes; the hold must outlast one with a margin. */
const PHONEPE_MIN_HOLD_MINUTES = 6;

/**
 * The fewest days an unpaid checkout is kept after its hold ends. A provider's order
 * never outlives the hold (PhonePe's ends before it), but its report can arrive later: a
 * webhook retried after an outage of the API, a status read days on. While the donation
 * is kept, such money is applied or listed as a refund due with the donor's contact; once
 * it is deleted, the operator gets only a warning in the log. A week leaves room for an
 * outage over a long weekend to be noticed and mended before that happens.
 */
const MIN_UNPAID_RETENTION_DAYS = 7;

/** A number of whole days, at least `min`; the message says why. */
const daysAtLeast = (min: number, why: string) =>
  z.coerce
    .number({ error: 'must be a number of days' })
    .int('must be a whole number of days')
    .min(min, `must be at least ${min} days, ${why}`);

/** A week for the operator to read an enquiry whose mail was given up, before it goes. */
const MIN_ENQUIRY_RETENTION_DAYS = 7;

/** Every setting the API reads from its environment, checked once at start. */
const configSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  HOST: z.string().min(1).default('127.0.0.1'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  CORS_ORIGINS: commaList.pipe(z.array(origin)).default([]),
  SITE_URL: z.url().default('http://localhost:3000'),
  PUBLIC_API_URL: z.url().optional(),
  API_DATA_DIR: z.string().min(1).optional(),
  API_RESET_DATA: booleanFlag.default(false),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// connection string')
    .optional(),
  /** Default: sample data in the embedded database only, never in a real PostgreSQL. */
  SEED_SAMPLE_DATA: booleanFlag.optional(),
  PAYMENT_PROVIDER: z.enum(['sandbox', 'phonepe']).default('sandbox'),
  /** Payment settings. Absent: a random secret is made once and kept in the database. */
  SANDBOX_CALLBACK_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  /** "production": explicit, durable data settings, no sample donors, and no sandbox unless SANDBOX_IN_PRODUCTION. */
  NODE_ENV: z.string().optional(),
  SANDBOX_IN_PRODUCTION: booleanFlag.default(false),
  /** How long an unpaid order holds its Bhog slot; the provider's order never lives longer. */
  /** At most a day: a hold must not outlive the client key that caps holds (cleared after a day). */
  PAYMENT_ORDER_TTL_MINUTES: positiveInt.max(1440, 'must be at most 1440 (a day)').default(30),
  /** Days after its hold ends that a checkout never paid is deleted, with the donor's details. */
  UNPAID_RETENTION_DAYS: daysAtLeast(
    MIN_UNPAID_RETENTION_DAYS,
    'so that a late payment report still finds its donation',
  ).default(30),
  /**
   * Checkouts not paid that one client may start in a day: each keeps a donor's details until
   * retention deletes it, so this bounds what one network can store without paying.
   */
  UNPAID_CHECKOUTS_PER_CLIENT: positiveInt.default(100),
  /** Below BHOG_SLOTS_PER_DATE, so that one client can never hold a whole date unpaid. */
  BHOG_UNPAID_HOLDS_PER_CLIENT: positiveInt.default(2),
  PHONEPE_BASE_URL: z.url().optional(),
  BHOG_SLOTS_PER_DATE: positiveInt.default(5),
  BHOG_DATE_OVERRIDES: bhogOverrides.default([]),
  /** Writes (every POST but CSR enquiries and payment callbacks, counted apart) per client per window. */
  RATE_LIMIT_MAX: positiveInt.default(60),
  RATE_LIMIT_WINDOW_MS: positiveInt.default(60_000),
  /** Other reads per client per window: a page view makes a few; one client must not take the database. */
  RATE_LIMIT_READ_MAX: positiveInt.default(600),
  /** The trust's registrations; unset: the sample identity from @temple/shared, marked as such. */
  TRUST_PAN: z
    .string()
    .regex(/^[A-Z]{5}\d{4}[A-Z]$/, 'must be a PAN such as AAATS1234M')
    .optional(),
  TRUST_80G_REGISTRATION: z.string().min(1).optional(),
  RECEIPT_PREFIX: z
    .string()
    .regex(/^[A-Z0-9]{1,10}$/, 'must be 1-10 capital letters or digits')
    .default('SMT'),
  PHONEPE_ENV: z.enum(['sandbox', 'production']).default('sandbox'),
  PHONEPE_CLIENT_ID: z.string().optional(),
  PHONEPE_CLIENT_SECRET: z.string().optional(),
  PHONEPE_CLIENT_VERSION: z.string().default('1'),
  /** As PhonePe's dashboard takes them. */
  PHONEPE_WEBHOOK_USERNAME: z
    .string()
    .regex(/^\w{5,20}$/, "must be 5-20 letters, digits or _, as set on PhonePe's dashboard")
    .optional(),
  PHONEPE_WEBHOOK_PASSWORD: z
    .string()
    .regex(
      /^(?=.*[A-Za-z])(?=.*\d).{8,20}$/,
      "must be 8-20 characters with both letters and digits, as set on PhonePe's dashboard",
    )
    .optional(),
  SHUTDOWN_TIMEOUT_MS: positiveInt.default(10_000),
  /** Bearer token for the operator's routes (donor lists); unset keeps them closed. */
  /** Sent as `Authorization: Bearer <token>`, which ends at a space: a token with one could never match. */
  OPERATOR_TOKEN: z
    .string()
    .min(24, 'must be at least 24 characters')
    .regex(/^\S+$/, 'must not contain spaces')
    .optional(),
  /** Proxies whose X-Forwarded-For names the client (rate limits); unset: the socket address. */
  TRUST_PROXY: trustProxy.optional(),
  /** Payment status reads per client per window (the status page polls every 5 s). */
  RATE_LIMIT_STATUS_MAX: positiveInt.default(120),
  /** Checks with the provider that status reads of pending orders may make, all clients together, per minute. */
  PROVIDER_STATUS_CHECKS_PER_MINUTE: positiveInt.default(300),
  /** Receipt PDFs per client per window: each is rendered afresh. */
  RATE_LIMIT_RECEIPT_MAX: positiveInt.default(20),
  /** Payment callbacks per client per window: the provider's few servers send every order's. */
  RATE_LIMIT_CALLBACK_MAX: positiveInt.default(600),
  /** Requests to the operator's routes per client per window: a token is not guessed at leisure. */
  RATE_LIMIT_OPERATOR_MAX: positiveInt.default(30),
  /** CSR enquiries per client per hour: each sends the trust an e-mail. */
  RATE_LIMIT_ENQUIRY_MAX: positiveInt.default(5),
  /** CSR enquiries from all clients together per hour: many addresses cannot flood the trust's inbox. */
  CSR_ENQUIRIES_PER_HOUR: positiveInt.default(60),
  /** Days a CSR enquiry is kept after it came; it reached the trust by mail. */
  CSR_ENQUIRY_RETENTION_DAYS: daysAtLeast(
    MIN_ENQUIRY_RETENTION_DAYS,
    'so that an enquiry whose mail failed can still be read',
  ).default(90),
  /** A real mail server (smtp:// or smtps://, with user and password); unset: `.eml` files in MAIL_OUTBOX_DIR. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^\s]+$/, 'must be an smtp:// or smtps:// URL')
    .optional(),
  /** Unset: the folder `outbox` in API_DATA_DIR. */
  MAIL_OUTBOX_DIR: z.string().min(1).optional(),
  MAIL_FROM: z.string().min(3).default(`"${TRUST.shortName}" <${TRUST.email}>`),
  /** Where the trust reads CSR enquiries. */
  CSR_ENQUIRY_EMAIL: z.email('must be an e-mail address').default(TRUST.csrEmail),
  MAIL_MAX_ATTEMPTS: positiveInt.default(10),
  /** The first wait before a failed send is tried again; each later wait doubles (at most an hour). */
  MAIL_RETRY_SECONDS: positiveInt.default(30),
});

type RawConfig = z.output<typeof configSchema>;

export interface AppConfig
  extends Omit<RawConfig, 'PUBLIC_API_URL' | 'API_DATA_DIR' | 'SEED_SAMPLE_DATA' | 'MAIL_OUTBOX_DIR'> {
  SEED_SAMPLE_DATA: boolean;
  /** Absent (and no SMTP_URL): mail is not sent at all (tests with an in-memory database). */
  MAIL_OUTBOX_DIR?: string;
  PUBLIC_API_URL: string;
  /** Absent: the embedded database lives in memory (tests). */
  API_DATA_DIR?: string;
  version: string;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Lines indented one step (two spaces), the way a list under a heading is shown. */
const indent = (lines: readonly string[]) =>
  lines.map((line) => `  ${line.replaceAll('\n', '\n  ')}`).join('\n');

/** One error for every problem found, each on its own indented line(s) under one heading. */
function configError(problems: readonly string[]): ConfigError {
  return new ConfigError(`Invalid configuration:\n${indent(problems)}`);
}

/**
 * Reads the environment. A bad setting is a ConfigError naming every problem at once, so
 * an operator mends them all before the next start: the schema's (each variable on its
 * own) first, then, once every variable is valid, the checks across variables.
 */
export function loadConfig(
  env: Record<string, string | undefined>,
  defaults: {
    dataDir?: string;
    version?: string;
    codeRoot?: string;
    /** The registrations the site's pages show (tests give their own). */
    siteRegistrations?: TrustRegistrations;
  } = {},
): AppConfig {
  const blankAsAbsent = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = configSchema.safeParse(blankAsAbsent);
  if (!parsed.success) {
    // The checks across variables read parsed values, so they wait until every one is valid.
    throw configError(parsed.error.issues.map((issue) => `${String(issue.path[0])}: ${issue.message}`));
  }
  const config = parsed.data;
  const production = config.NODE_ENV === 'production';
  const problems = [
    ...sandboxProblems(config),
    ...(config.PAYMENT_PROVIDER === 'phonepe' ? phonePeProblems(config, blankAsAbsent) : []),
    ...trustRegistrationProblems(config),
    ...(production ? productionDataProblems(config, defaults.codeRoot) : []),
    ...(production && config.PAYMENT_PROVIDER === 'phonepe'
      ? liveDonationProblems(config, blankAsAbsent, defaults.siteRegistrations ?? TRUST_REGISTRATIONS)
      : []),
  ];
  if (problems.length > 0) throw configError(problems);
  const dataDir = config.API_DATA_DIR ?? defaults.dataDir;
  return {
    ...config,
    MAIL_OUTBOX_DIR: config.MAIL_OUTBOX_DIR ?? (dataDir ? join(dataDir, 'outbox') : undefined),
    PUBLIC_API_URL: (config.PUBLIC_API_URL ?? `http://localhost:${config.PORT}`).replace(/\/$/, ''),
    SITE_URL: config.SITE_URL.replace(/\/$/, ''),
    API_DATA_DIR: dataDir,
    SEED_SAMPLE_DATA: config.SEED_SAMPLE_DATA ?? (!config.DATABASE_URL && !production),
    version: defaults.version ?? '1.0.0',
  };
}

/** Each check below returns the problems it found (none: an empty list), in a stable order. */
type Problems = string[];

function sandboxProblems(config: RawConfig): Problems {
  if (
    config.PAYMENT_PROVIDER !== 'sandbox' ||
    config.NODE_ENV !== 'production' ||
    config.SANDBOX_IN_PRODUCTION
  )
    return [];
  return [
    'NODE_ENV=production with the sandbox payment provider, which takes no real money. ' +
      'Set PAYMENT_PROVIDER=phonepe, or SANDBOX_IN_PRODUCTION=true for a demo whose receipts are marked not valid.',
  ];
}

/** PhonePe's settings, read only with PAYMENT_PROVIDER=phonepe; `given` is what the environment set. */
function phonePeProblems(config: RawConfig, given: Record<string, string | undefined>): Problems {
  const problems: Problems = [];
  const missing = (
    [
      'PHONEPE_CLIENT_ID',
      'PHONEPE_CLIENT_SECRET',
      'PHONEPE_WEBHOOK_USERNAME',
      'PHONEPE_WEBHOOK_PASSWORD',
    ] as const
  ).filter((name) => !config[name]);
  if (missing.length > 0) problems.push(`PAYMENT_PROVIDER=phonepe needs ${missing.join(', ')}`);
  if (config.PHONEPE_ENV === 'production' && config.NODE_ENV !== 'production') {
    problems.push(
      'PHONEPE_ENV=production takes real money, so it needs NODE_ENV=production, which checks what donors rely on',
    );
  }
  if (config.NODE_ENV === 'production' && config.PHONEPE_ENV !== 'production') {
    problems.push(
      "NODE_ENV=production with PhonePe's test service (PHONEPE_ENV=sandbox), which takes no real money " +
        'while its receipts would be numbered as real ones. Set PHONEPE_ENV=production.',
    );
  }
  // The schema defaults the version to the test service's 1, so ask whether it was given.
  if (config.NODE_ENV === 'production' && !given.PHONEPE_CLIENT_VERSION) {
    problems.push(
      'NODE_ENV=production with PhonePe needs PHONEPE_CLIENT_VERSION, from the credentials PhonePe sent (1 is for its test service)',
    );
  }
  if (config.PAYMENT_ORDER_TTL_MINUTES < PHONEPE_MIN_HOLD_MINUTES) {
    problems.push(
      `PAYMENT_ORDER_TTL_MINUTES must be at least ${PHONEPE_MIN_HOLD_MINUTES} with PhonePe (its orders live 5 minutes at least)`,
    );
  }
  return problems;
}

function trustRegistrationProblems(config: RawConfig): Problems {
  return Boolean(config.TRUST_PAN) !== Boolean(config.TRUST_80G_REGISTRATION)
    ? ['set TRUST_PAN and TRUST_80G_REGISTRATION together']
    : [];
}

/**
 * A production start keeps donations where a redeploy cannot reach them: the data
 * setting is given explicitly, and an embedded database's folder lies outside the code.
 */
function productionDataProblems(config: RawConfig, codeRoot: string | undefined): Problems {
  const problems: Problems = [];
  if (config.API_RESET_DATA) {
    problems.push(
      'API_RESET_DATA=true with NODE_ENV=production would delete every donation and restart the receipt numbers. Unset it.',
    );
  }
  if (!config.DATABASE_URL && !config.API_DATA_DIR) {
    problems.push(
      'NODE_ENV=production needs DATABASE_URL or API_DATA_DIR (a folder outside the code checkout)',
    );
  }
  if (config.API_DATA_DIR && codeRoot) {
    const inside = relative(resolve(codeRoot), resolve(config.API_DATA_DIR));
    if (!inside.startsWith('..') && !isAbsolute(inside)) {
      problems.push(
        `API_DATA_DIR ${config.API_DATA_DIR} is inside the code checkout ${codeRoot}; a redeploy would remove the donations. Choose a folder outside it.`,
      );
    }
  }
  return problems;
}

/** `https://host[:port]`, with nothing after it but a slash. */
function isHttpsOrigin(url: string): boolean {
  const parsed = new URL(url);
  return parsed.protocol === 'https:' && parsed.href === `${parsed.origin}/`;
}

/**
 * A start that takes real money (PhonePe in production) has everything a donor relies on:
 * the address PhonePe and the receipt mail send donors back to, the trust's own
 * registrations on the 80G receipt, the same as the pages show (`site`), a mail server for
 * receipts and CSR enquiries, and the operator's access to the refunds due and the Bhog
 * bookings. Without them the API would run, but donors would be sent to localhost, get sample receipts, read
 * "sample numbers" beside a real receipt, or be told of mail nobody sends.
 */
function liveDonationProblems(
  config: RawConfig,
  given: Record<string, string | undefined>,
  site: TrustRegistrations,
): Problems {
  const sameAsSite = config.TRUST_PAN === site.pan && config.TRUST_80G_REGISTRATION === site.registration80G;
  // With only one of TRUST_PAN and TRUST_80G_REGISTRATION set, trustRegistrationProblems
  // names the other, so the two checks of the pair here wait for both or neither.
  const registrations = [config.TRUST_PAN, config.TRUST_80G_REGISTRATION].filter(Boolean).length;
  const problems = [
    !given.SITE_URL || !isHttpsOrigin(config.SITE_URL)
      ? "SITE_URL: the site's public https:// address, without a path (PhonePe sends donors back there; receipt mails link to it)"
      : undefined,
    registrations === 0
      ? "TRUST_PAN and TRUST_80G_REGISTRATION: the trust's own, printed on every 80G receipt"
      : undefined,
    site.sample
      ? "shared/src/config/trust-identity.ts: the pages still show sample registration numbers; put the trust's own in TRUST_REGISTRATIONS there (sample: false) and rebuild"
      : undefined,
    registrations === 2 && !site.sample && !sameAsSite
      ? 'TRUST_PAN and TRUST_80G_REGISTRATION: the numbers the pages show (shared/src/config/trust-identity.ts), so a donor reads one PAN'
      : undefined,
    !config.SMTP_URL
      ? 'SMTP_URL: the mail server that sends receipts to donors and CSR enquiries to the trust'
      : undefined,
    !config.OPERATOR_TOKEN
      ? "OPERATOR_TOKEN: the operator's access to the refunds due and the Bhog bookings"
      : undefined,
    config.PHONEPE_BASE_URL && new URL(config.PHONEPE_BASE_URL).protocol !== 'https:'
      ? "PHONEPE_BASE_URL: https:// only, or unset for PhonePe's own address"
      : undefined,
  ].filter((problem) => problem !== undefined);
  if (problems.length === 0) return [];
  // One problem, its settings listed one step further in under its own heading.
  return [`NODE_ENV=production with PhonePe takes real donations, and needs:\n${indent(problems)}`];
}
