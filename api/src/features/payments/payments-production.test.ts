import { SAMPLE_TRUST_REGISTRATIONS } from '@temple/shared/contracts';
import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../platform/config';
import { completeSandboxOrder } from '../../testing/sandbox-checkout';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { validDonation } from '../../testing/valid-donation';
import { findDonation } from '../donation-records';
import { renderReceiptPdf } from '../receipts';
import { signSandboxCallback } from './sandbox/sandbox-signature';

const ISSUER = { pan: 'AAATS1234M', registration80G: 'AAATS1234MF20214', sample: false };
/** A production start names where its data lives; the tests hand the app its database directly. */
const PRODUCTION = { NODE_ENV: 'production', API_DATA_DIR: '/var/lib/temple-api' };
const LIVE_PHONEPE = {
  ...PRODUCTION,
  PAYMENT_PROVIDER: 'phonepe',
  PHONEPE_CLIENT_ID: 'id',
  PHONEPE_CLIENT_SECRET: 'secret',
  PHONEPE_WEBHOOK_USERNAME: 'hook_user',
  PHONEPE_WEBHOOK_PASSWORD: 'hookpass1',
};
/** The trust's own numbers, as the pages of a site ready to go live show them. */
const OWN_REGISTRATIONS = {
  ...SAMPLE_TRUST_REGISTRATIONS,
  pan: 'AAATM5678K',
  registration80G: 'AAATM5678KF20251',
  sample: false,
};
const LIVE_SITE = { siteRegistrations: OWN_REGISTRATIONS };
/** What a start taking real money needs besides PhonePe's own settings. */
const LIVE_SETTINGS = {
  PHONEPE_ENV: 'production',
  PHONEPE_CLIENT_VERSION: '3',
  SITE_URL: 'https://srimandir.org/',
  TRUST_PAN: 'AAATM5678K',
  TRUST_80G_REGISTRATION: 'AAATM5678KF20251',
  SMTP_URL: 'smtps://seva:secret@smtp.example.org:465',
  OPERATOR_TOKEN: 'an-operator-token-of-32-characters',
};

/** The message of the ConfigError that loadConfig throws for this environment. */
function configErrorMessage(
  env: Record<string, string>,
  defaults?: Parameters<typeof loadConfig>[1],
): string {
  try {
    loadConfig(env, defaults);
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
  throw new Error('loadConfig accepted the environment');
}

async function receiptText(t: TestApp, donationId: string): Promise<string> {
  const row = await findDonation(t.db, donationId);
  if (!row) throw new Error(`no donation ${donationId}`);
  const pdf = await renderReceiptPdf(row, ISSUER);
  return (await extractText(new Uint8Array(pdf), { mergePages: true })).text;
}

async function paidDonation(t: TestApp) {
  const { data } = (
    await t.app.inject({ method: 'POST', url: '/api/v2/donations', payload: validDonation() })
  ).json();
  expect((await completeSandboxOrder(t.app, data.merchantOrderId, 'SUCCESS')).statusCode).toBe(200);
  return data as { donationId: string; merchantOrderId: string };
}

describe('a production start', () => {
  it('refuses the sandbox provider unless it is explicitly enabled', () => {
    expect(() => loadConfig(PRODUCTION)).toThrow(ConfigError);
    expect(() => loadConfig(PRODUCTION)).toThrow(
      'NODE_ENV=production with the sandbox payment provider, which takes no real money',
    );
    expect(loadConfig({ ...PRODUCTION, SANDBOX_IN_PRODUCTION: 'true' }).PAYMENT_PROVIDER).toBe('sandbox');
    expect(loadConfig({}).PAYMENT_PROVIDER).toBe('sandbox');
  });

  it("refuses PhonePe's test service, and the test service's client version, for real donations", () => {
    expect(() => loadConfig(LIVE_PHONEPE)).toThrow(
      "NODE_ENV=production with PhonePe's test service (PHONEPE_ENV=sandbox), which takes no real money",
    );
    expect(() => loadConfig({ ...LIVE_PHONEPE, PHONEPE_ENV: 'production' })).toThrow(
      'NODE_ENV=production with PhonePe needs PHONEPE_CLIENT_VERSION',
    );
    const config = loadConfig({ ...LIVE_PHONEPE, ...LIVE_SETTINGS }, LIVE_SITE);
    expect([config.PHONEPE_ENV, config.PHONEPE_CLIENT_VERSION, config.SITE_URL]).toEqual([
      'production',
      '3',
      'https://srimandir.org',
    ]);
  });

  it('names every setting a donor relies on that a real-money start lacks', () => {
    const live = { ...LIVE_PHONEPE, PHONEPE_ENV: 'production', PHONEPE_CLIENT_VERSION: '3' };
    expect(configErrorMessage(live)).toBe(
      [
        'Invalid configuration:',
        '  NODE_ENV=production with PhonePe takes real donations, and needs:',
        "    SITE_URL: the site's public https:// address, without a path (PhonePe sends donors back there; receipt mails link to it)",
        "    TRUST_PAN and TRUST_80G_REGISTRATION: the trust's own, printed on every 80G receipt",
        "    shared/src/config/trust-identity.ts: the pages still show sample registration numbers; put the trust's own in TRUST_REGISTRATIONS there (sample: false) and rebuild",
        '    SMTP_URL: the mail server that sends receipts to donors and CSR enquiries to the trust',
        "    OPERATOR_TOKEN: the operator's access to the refunds due and the Bhog bookings",
      ].join('\n'),
    );
    for (const SITE_URL of [
      'http://srimandir.org',
      'https://srimandir.org/donate',
      'https://srimandir.org/?a=1',
    ])
      expect(() => loadConfig({ ...live, ...LIVE_SETTINGS, SITE_URL }, LIVE_SITE)).toThrow('  SITE_URL: ');
    expect(
      loadConfig({ ...live, ...LIVE_SETTINGS, SITE_URL: 'HTTPS://SriMandir.org' }, LIVE_SITE).SITE_URL,
    ).toBe('HTTPS://SriMandir.org');
    expect(() =>
      loadConfig({ ...live, ...LIVE_SETTINGS, PHONEPE_BASE_URL: 'http://phonepe.example' }, LIVE_SITE),
    ).toThrow('  PHONEPE_BASE_URL: https:// only');
    // The receipt and the pages show one PAN.
    expect(() => loadConfig({ ...live, ...LIVE_SETTINGS, TRUST_PAN: 'AAATQ1111Z' }, LIVE_SITE)).toThrow(
      '  TRUST_PAN and TRUST_80G_REGISTRATION: the numbers the pages show (shared/src/config/trust-identity.ts), so a donor reads one PAN',
    );
    // A sandbox demo in production takes no money, and keeps its sample identity.
    expect(loadConfig({ ...PRODUCTION, SANDBOX_IN_PRODUCTION: 'true' }).TRUST_PAN).toBeUndefined();
  });

  it("refuses PhonePe's live service without a production start, which would skip every check above", () => {
    expect(() => loadConfig({ ...LIVE_PHONEPE, ...LIVE_SETTINGS, NODE_ENV: 'Production' })).toThrow(
      'Invalid configuration:\n  PHONEPE_ENV=production takes real money, so it needs NODE_ENV=production',
    );
    const { NODE_ENV: _unset, ...withoutNodeEnv } = { ...LIVE_PHONEPE, ...LIVE_SETTINGS };
    expect(() => loadConfig(withoutNodeEnv)).toThrow('PHONEPE_ENV=production takes real money');
    expect(
      loadConfig({ ...LIVE_PHONEPE, ...LIVE_SETTINGS, PHONEPE_WEBHOOK_PASSWORD: 'Temple@2025' }, LIVE_SITE)
        .PHONEPE_ENV,
    ).toBe('production');
  });

  it('names every problem at once, so one restart can mend them all', () => {
    const {
      PHONEPE_CLIENT_SECRET: _secret,
      PHONEPE_WEBHOOK_PASSWORD: _password,
      ...twoMissing
    } = LIVE_PHONEPE;
    const { PHONEPE_ENV: _env, TRUST_80G_REGISTRATION: _registration, ...settings } = LIVE_SETTINGS;
    expect(configErrorMessage({ ...twoMissing, ...settings }, LIVE_SITE)).toBe(
      [
        'Invalid configuration:',
        '  PAYMENT_PROVIDER=phonepe needs PHONEPE_CLIENT_SECRET, PHONEPE_WEBHOOK_PASSWORD',
        "  NODE_ENV=production with PhonePe's test service (PHONEPE_ENV=sandbox), which takes no real money while its receipts would be numbered as real ones. Set PHONEPE_ENV=production.",
        '  set TRUST_PAN and TRUST_80G_REGISTRATION together',
      ].join('\n'),
    );
  });

  it('lists the production checks after the others, the settings a real-money start lacks last', () => {
    const { SMTP_URL: _smtp, ...settings } = LIVE_SETTINGS;
    expect(
      configErrorMessage(
        { ...LIVE_PHONEPE, ...settings, API_RESET_DATA: 'true', PAYMENT_ORDER_TTL_MINUTES: '5' },
        LIVE_SITE,
      ),
    ).toBe(
      [
        'Invalid configuration:',
        '  PAYMENT_ORDER_TTL_MINUTES must be at least 6 with PhonePe (its orders live 5 minutes at least)',
        '  API_RESET_DATA=true with NODE_ENV=production would delete every donation and restart the receipt numbers. Unset it.',
        '  NODE_ENV=production with PhonePe takes real donations, and needs:',
        '    SMTP_URL: the mail server that sends receipts to donors and CSR enquiries to the trust',
      ].join('\n'),
    );
  });

  it('names the invalid variables alone: the checks across them wait until each is valid', () => {
    expect(configErrorMessage({ ...PRODUCTION, OPERATOR_TOKEN: 'short', TRUST_PAN: 'AAATM5678K' })).toBe(
      'Invalid configuration:\n  OPERATOR_TOKEN: must be at least 24 characters',
    );
  });

  it('refuses to delete the data at start, which would also restart the receipt numbers', () => {
    expect(() =>
      loadConfig({ ...PRODUCTION, SANDBOX_IN_PRODUCTION: 'true', API_RESET_DATA: 'true' }),
    ).toThrow(
      'API_RESET_DATA=true with NODE_ENV=production would delete every donation and restart the receipt numbers',
    );
  });

  it.each([
    [{ PHONEPE_WEBHOOK_USERNAME: 'a' }, 'PHONEPE_WEBHOOK_USERNAME: must be 5-20 letters, digits or _'],
    [
      { PHONEPE_WEBHOOK_PASSWORD: 'b' },
      'PHONEPE_WEBHOOK_PASSWORD: must be 8-20 characters with both letters and digits',
    ],
    [
      { PHONEPE_WEBHOOK_PASSWORD: 'abcdefgh' },
      'PHONEPE_WEBHOOK_PASSWORD: must be 8-20 characters with both letters and digits',
    ],
  ])('refuses webhook credentials PhonePe would not take: %j', (env, expected) => {
    expect(() => loadConfig(env)).toThrow(expected);
  });

  it('refuses a hold shorter than the shortest PhonePe order', () => {
    const phonepe = {
      PAYMENT_PROVIDER: 'phonepe',
      PHONEPE_CLIENT_ID: 'id',
      PHONEPE_CLIENT_SECRET: 'secret',
      PHONEPE_WEBHOOK_USERNAME: 'hook_user',
      PHONEPE_WEBHOOK_PASSWORD: 'hookpass1',
    };
    expect(() => loadConfig({ ...phonepe, PAYMENT_ORDER_TTL_MINUTES: '5' })).toThrow(
      'PAYMENT_ORDER_TTL_MINUTES must be at least 6 with PhonePe',
    );
    expect(loadConfig({ ...phonepe, PAYMENT_ORDER_TTL_MINUTES: '6' }).PAYMENT_ORDER_TTL_MINUTES).toBe(6);
    // A hold never outlives the client key that caps holds, cleared after a day.
    expect(() => loadConfig({ PAYMENT_ORDER_TTL_MINUTES: '1441' })).toThrow(
      /PAYMENT_ORDER_TTL_MINUTES.*must be at most 1440 \(a day\)/,
    );
  });
});

describe('the sandbox enabled in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ ...PRODUCTION, SANDBOX_IN_PRODUCTION: 'true' });
  });
  afterAll(() => t.close());

  it('stamps every receipt as not valid for tax purposes, numbered in its own series', async () => {
    const { donationId } = await paidDonation(t);
    const record = (await t.app.inject({ url: `/api/v2/donations/${donationId}/status` })).json().data;
    expect(record.receiptNumber).toMatch(/^SMT\/SANDBOX\/\d{4}-\d{2}\/000001$/);
    const text = await receiptText(t, donationId);
    expect(text).toContain('SANDBOX TEST PAYMENT - NOT VALID FOR TAX PURPOSES');
    expect(text).toContain(record.receiptNumber);
  });

  it('mails no receipt, so nobody can have the trust write to any address without paying', async () => {
    const { donationId } = await paidDonation(t);
    expect(await t.db.query('SELECT id FROM mail_outbox WHERE donation_id = $1', [donationId])).toEqual([]);
    const record = (await t.app.inject({ url: `/api/v2/donations/${donationId}/status` })).json().data;
    expect(record.paymentStatus).toBe('SUCCESS');
    expect(record.receiptEmailed).toBeUndefined();
  });

  it('a live receipt carries no such stamp and keeps the live series', async () => {
    const { donationId } = await paidDonation(t);
    await t.db.query(
      `UPDATE donations SET provider = 'phonepe', receipt_number = 'SMT/2026-27/000001' WHERE id = $1`,
      [donationId],
    );
    const text = await receiptText(t, donationId);
    expect(text).not.toContain('NOT VALID FOR TAX PURPOSES');
    expect(text).toContain('SMT/2026-27/000001');
  });
});

describe('no secret has a public default', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const signedCallback = (merchantOrderId: string, secret: string) => {
    const raw = JSON.stringify({ merchantOrderId, state: 'COMPLETED', transactionId: null });
    return t.app.inject({
      method: 'POST',
      url: '/api/v2/payments/callback',
      payload: raw,
      headers: {
        'content-type': 'application/json',
        'x-sandbox-signature': signSandboxCallback(secret, raw),
      },
    });
  };

  it('without SANDBOX_CALLBACK_SECRET a random one is made and kept with the data', async () => {
    expect(loadConfig({}).SANDBOX_CALLBACK_SECRET).toBeUndefined();
    const { merchantOrderId } = await paidDonation(t);
    const [stored] = await t.db.query<{ value: string }>(
      `SELECT value FROM app_state WHERE key = 'secret:sandbox-callback'`,
    );
    expect(stored?.value).toMatch(/^[0-9a-f]{64}$/);
    expect((await signedCallback(merchantOrderId, 'sandbox-secret-change-me')).statusCode).toBe(401);
    expect((await signedCallback(merchantOrderId, stored?.value ?? '')).statusCode).toBe(200);
  });
});
