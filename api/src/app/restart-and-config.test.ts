import { chmod, chown, mkdir, stat } from 'node:fs/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../platform/config';
import { openDatabase } from '../platform/db/open-database';
import { completeSandboxOrder } from '../testing/sandbox-checkout';
import { createTestApp, newTestDatabaseLocation, removeTestDatabase } from '../testing/test-app';
import { validDonation } from '../testing/valid-donation';

describe('restart', () => {
  const locationPromise = newTestDatabaseLocation();
  afterAll(async () => removeTestDatabase(await locationPromise));

  it('keeps donations, their status and the receipt sequence', async () => {
    const location = await locationPromise;
    const first = await createTestApp({}, { location });
    const { data } = (
      await first.app.inject({ method: 'POST', url: '/api/v2/donations', payload: validDonation() })
    ).json();
    await completeSandboxOrder(first.app, data.merchantOrderId, 'SUCCESS');
    const before = (await first.app.inject({ url: `/api/v2/donations/${data.donationId}/status` })).json();
    await first.close();

    const second = await createTestApp({}, { location });
    try {
      expect(
        (await second.app.inject({ url: `/api/v2/donations/${data.donationId}/status` })).json(),
      ).toEqual(before);
      const next = (
        await second.app.inject({ method: 'POST', url: '/api/v2/donations', payload: validDonation() })
      ).json().data;
      await completeSandboxOrder(second.app, next.merchantOrderId, 'SUCCESS');
      const receipt = (await second.app.inject({ url: `/api/v2/donations/${next.donationId}/status` })).json()
        .data.receiptNumber;
      expect(receipt).toBe(before.data.receiptNumber.replace(/\d{6}$/, '000002'));
    } finally {
      await second.close();
    }
  });

  it('removes the sample data when SEED_SAMPLE_DATA turns false', async () => {
    const location = await newTestDatabaseLocation();
    const seeded = await createTestApp({ SEED_SAMPLE_DATA: 'true' }, { location });
    expect(
      (await seeded.app.inject({ url: '/api/donations/stats' })).json().data.totalDonations,
    ).toBeGreaterThan(10);
    await seeded.close();
    const plain = await createTestApp({ SEED_SAMPLE_DATA: 'false' }, { location });
    try {
      expect((await plain.app.inject({ url: '/api/donations/stats' })).json().data.totalDonations).toBe(0);
      expect((await plain.app.inject({ url: '/api/v2/events/types' })).json().data.types).toEqual([]);
    } finally {
      await plain.close();
      await removeTestDatabase(location);
    }
  });
});

describe('API_RESET_DATA', () => {
  it.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
    'starts the embedded database empty, keeping it otherwise',
    async () => {
      const location = await newTestDatabaseLocation();
      const settings = { API_DATA_DIR: location.pgliteDir, DATABASE_URL: undefined };
      try {
        const first = await openDatabase({ ...settings, API_RESET_DATA: false });
        await first.query(`INSERT INTO app_state (key, value) VALUES ('kept', 'yes')`);
        await first.close();
        const reopened = await openDatabase({ ...settings, API_RESET_DATA: false });
        expect(await reopened.query('SELECT key FROM app_state')).toEqual([{ key: 'kept' }]);
        await reopened.close();
        const reset = await openDatabase({ ...settings, API_RESET_DATA: true });
        expect(await reset.query('SELECT key FROM app_state')).toEqual([]);
        await reset.close();
      } finally {
        await removeTestDatabase(location);
      }
    },
  );
});

describe('the embedded database folder', () => {
  const embedded = Boolean(process.env.TEST_DATABASE_URL) || process.platform === 'win32';

  /** A database folder left open to every account, as a careless `mkdir` or volume leaves it. */
  async function openFolder() {
    const location = await newTestDatabaseLocation();
    const dir = location.pgliteDir;
    if (!dir) throw new Error('an embedded database folder was expected');
    await mkdir(dir, { recursive: true });
    await chmod(dir, 0o777);
    const open = () => openDatabase({ API_DATA_DIR: dir, DATABASE_URL: undefined, API_RESET_DATA: false });
    return { dir, open, remove: () => removeTestDatabase(location) };
  }

  it.skipIf(embedded)(
    'is closed to every other account of the machine, even when it was created open',
    async () => {
      const folder = await openFolder();
      try {
        await (await folder.open()).close();
        expect((await stat(folder.dir)).mode & 0o777).toBe(0o700);
      } finally {
        await folder.remove();
      }
    },
  );

  it.skipIf(embedded || process.getuid?.() !== 0)(
    "stops the start with what to do when it belongs to another account, instead of keeping donors' data in it",
    async () => {
      const folder = await openFolder();
      try {
        await chown(folder.dir, 65534, 65534);
        await expect(folder.open()).rejects.toThrow(
          `API_DATA_DIR: the data folder ${folder.dir} is open to other accounts and belongs to another one, so the API cannot close it.`,
        );
        expect((await stat(folder.dir)).mode & 0o777).toBe(0o777);
      } finally {
        await folder.remove();
      }
    },
  );
});

describe('configuration', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 4000,
      SITE_URL: 'http://localhost:3000',
      PUBLIC_API_URL: 'http://localhost:4000',
      PAYMENT_PROVIDER: 'sandbox',
      BHOG_SLOTS_PER_DATE: 5,
      SEED_SAMPLE_DATA: true,
      CORS_ORIGINS: [],
    });
    // The documented rate limits: per client, per minute (CSR enquiries: per hour).
    expect(config).toMatchObject({
      RATE_LIMIT_WINDOW_MS: 60000,
      RATE_LIMIT_READ_MAX: 600,
      RATE_LIMIT_MAX: 60,
      RATE_LIMIT_STATUS_MAX: 120,
      RATE_LIMIT_RECEIPT_MAX: 20,
      RATE_LIMIT_CALLBACK_MAX: 600,
      RATE_LIMIT_OPERATOR_MAX: 30,
      RATE_LIMIT_ENQUIRY_MAX: 5,
    });
    expect(loadConfig({ DATABASE_URL: 'postgres://db/temple' }).SEED_SAMPLE_DATA).toBe(false);
    // A browser's Origin has no trailing slash: an origin written with one still matches it.
    expect(
      loadConfig({ CORS_ORIGINS: 'http://a.test, https://b.test/, https://c.test:8443' }).CORS_ORIGINS,
    ).toEqual(['http://a.test', 'https://b.test', 'https://c.test:8443']);
  });

  it('writes mail to an outbox folder beside the data unless SMTP_URL names a server', () => {
    expect(loadConfig({}, { dataDir: '/srv/temple/data' })).toMatchObject({
      MAIL_OUTBOX_DIR: '/srv/temple/data/outbox',
      MAIL_FROM: '"Sri Mandir Trust" <seva@srimandir.org>',
      CSR_ENQUIRY_EMAIL: 'csr@srimandir.org',
    });
    expect(loadConfig({}).MAIL_OUTBOX_DIR).toBeUndefined();
    expect(loadConfig({ SMTP_URL: 'smtps://user:pass@mail.example.org:465' }).SMTP_URL).toBe(
      'smtps://user:pass@mail.example.org:465',
    );
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ CORS_ORIGINS: 'not a url' }, 'CORS_ORIGINS'],
    [
      { CORS_ORIGINS: 'capacitor://localhost' },
      'CORS_ORIGINS: each CORS origin must be an http:// or https:// URL',
    ],
    [
      { CORS_ORIGINS: 'https://srimandir.org/donate' },
      'CORS_ORIGINS: each CORS origin is scheme://host[:port], without a path',
    ],
    [{ API_RESET_DATA: 'maybe' }, 'API_RESET_DATA: must be true or false'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL: must be a postgres:// connection string'],
    [{ BHOG_DATE_OVERRIDES: '2026-01-01' }, 'BHOG_DATE_OVERRIDES'],
    [{ SANDBOX_CALLBACK_SECRET: 'short' }, 'SANDBOX_CALLBACK_SECRET'],
    [{ PAYMENT_PROVIDER: 'phonepe' }, 'PAYMENT_PROVIDER=phonepe needs PHONEPE_CLIENT_ID'],
    [{ OPERATOR_TOKEN: 'short' }, 'OPERATOR_TOKEN: must be at least 24 characters'],
    [{ OPERATOR_TOKEN: 'correct horse battery staple' }, 'OPERATOR_TOKEN: must not contain spaces'],
    [{ RATE_LIMIT_STATUS_MAX: '0' }, 'RATE_LIMIT_STATUS_MAX'],
    [{ SMTP_URL: 'https://mail.example.org' }, 'SMTP_URL: must be an smtp:// or smtps:// URL'],
    [{ CSR_ENQUIRY_EMAIL: 'csr-at-trust' }, 'CSR_ENQUIRY_EMAIL: must be an e-mail address'],
  ])('refuses %j naming the variable', (env, expected) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(expected);
  });
});

describe('production settings', () => {
  const code = '/srv/temple/checkout';

  it('need the data place named explicitly', () => {
    expect(() =>
      loadConfig(
        { NODE_ENV: 'production', SANDBOX_IN_PRODUCTION: 'true' },
        { dataDir: `${code}/api/data`, codeRoot: code },
      ),
    ).toThrow(
      'Invalid configuration:\n  NODE_ENV=production needs DATABASE_URL or API_DATA_DIR (a folder outside the code checkout)',
    );
  });

  it.each([`${code}/api/data`, code, `${code}/../checkout/data`])(
    'refuse a data folder inside the code checkout: %s',
    (dir) => {
      expect(() =>
        loadConfig(
          { NODE_ENV: 'production', SANDBOX_IN_PRODUCTION: 'true', API_DATA_DIR: dir },
          { codeRoot: code },
        ),
      ).toThrow(/API_DATA_DIR .* is inside the code checkout .*; a redeploy would remove the donations/);
    },
  );

  it('accept a folder outside the checkout or a PostgreSQL URL, and seed no sample donors', () => {
    for (const env of [{ API_DATA_DIR: '/var/lib/temple-api' }, { DATABASE_URL: 'postgres://db/temple' }]) {
      const config = loadConfig(
        { NODE_ENV: 'production', SANDBOX_IN_PRODUCTION: 'true', ...env },
        { codeRoot: code },
      );
      expect(config.SEED_SAMPLE_DATA).toBe(false);
    }
    // The local demo keeps its default folder inside the checkout.
    expect(loadConfig({}, { dataDir: `${code}/api/data`, codeRoot: code }).API_DATA_DIR).toBe(
      `${code}/api/data`,
    );
  });
});
