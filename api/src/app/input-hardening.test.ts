import { DONATION_MESSAGES, TEXT_MESSAGES } from '@temple/shared/contracts';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';
import { validDonation } from '../testing/valid-donation';
import { NUL_MESSAGE } from './input-guard';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const storedRows = async () => {
  const [row] = await t.db.query<{ total: number }>(
    `SELECT (SELECT count(*) FROM donations) + (SELECT count(*) FROM csr_enquiries)::int AS total`,
  );
  return Number(row?.total);
};

const enquiry = {
  organizationName: 'Acme Industries',
  contactPerson: 'Meera Iyer',
  email: 'meera@acme.example',
};

describe('NUL bytes', () => {
  it.each([
    ['a donor name', '/api/v2/donations', validDonation({ donorName: 'As\u0000ha Rao' })],
    ['an address', '/api/donations', validDonation({ address: '12 Temple\u0000 Street' })],
    ['a country', '/api/v2/donations', validDonation({ country: 'In\u0000dia' })],
    ['a website', '/api/v2/donations', validDonation({ website: 'https://a.example/\u0000' })],
    ['a message', '/api/v2/donations', validDonation({ message: 'Jai\u0000' })],
    ['a field name', '/api/v2/donations', { ...validDonation(), 'x\u0000': 1 }],
    ['an organisation', '/api/contact', { ...enquiry, organizationName: 'Acme\u0000' }],
    ['a contribution type', '/api/contact', { ...enquiry, contributionType: ['Funds\u0000'] }],
  ])('in %s: 400 with a clear message, nothing stored', async (_what, url, payload) => {
    const before = await storedRows();
    const response = await t.app.inject({ method: 'POST', url, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().success).toBe(false);
    expect(response.json().error).toMatch(/control characters|NUL characters/);
    expect(await storedRows()).toBe(before);
  });

  it.each([
    '/api/v2/donations/%00/status',
    '/api/donations/abc%00def',
    '/api/v2/events/images?eventType=%00',
    '/api/v2/receipts/x/receipt?token=%00',
  ])('in the address %s: 400, never a 500', async (url) => {
    const response = await t.app.inject({ url });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, error: NUL_MESSAGE, message: NUL_MESSAGE });
  });
});

describe('framework errors', () => {
  it.each([
    ['a malformed address', { url: '/api/v2/donations/%ff/status' }, 400, 'The request address is not valid'],
    [
      'a wrong Content-Length',
      {
        method: 'POST',
        url: '/api/v2/donations',
        payload: '{}',
        headers: { 'content-type': 'application/json', 'content-length': '99' },
      },
      400,
      'Request body size did not match Content-Length',
    ],
    [
      'a prototype-polluting body',
      {
        method: 'POST',
        url: '/api/v2/donations',
        payload: '{"__proto__":{"admin":true}}',
        headers: { 'content-type': 'application/json' },
      },
      400,
      'Request body must be valid JSON',
    ],
    [
      'an unsupported media type',
      {
        method: 'POST',
        url: '/api/contact',
        payload: '<x/>',
        headers: { 'content-type': 'application/xml' },
      },
      415,
      'Unsupported content type: send application/json',
    ],
  ])('%s gets plain words, never an FST_ code', async (_what, request, status, message) => {
    const response = await t.app.inject(request as InjectOptions);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ success: false, error: message, message });
    expect(response.body).not.toMatch(/FST_|statusCode|code/);
  });
});

describe('bounded, visible text', () => {
  it.each([
    [{ country: 'x'.repeat(60_000) }, 'country', DONATION_MESSAGES.countryMax],
    [{ country: 'I'.repeat(57) }, 'country', DONATION_MESSAGES.countryMax],
    [{ country: 'India1' }, 'country', DONATION_MESSAGES.countryValid],
    [{ country: '<script>' }, 'country', DONATION_MESSAGES.countryValid],
    [{ donorName: 'Asha \u202Eoar' }, 'donorName', TEXT_MESSAGES.invisibleCharacters],
    [{ donorName: 'As\u200Bha Rao' }, 'donorName', TEXT_MESSAGES.invisibleCharacters],
    [{ donorName: '\u2067Asha Rao' }, 'donorName', TEXT_MESSAGES.invisibleCharacters],
    [{ donorName: 'Asha\u200D Rao' }, 'donorName', TEXT_MESSAGES.invisibleCharacters],
    [{ donorName: 'Asha \u200DRao' }, 'donorName', TEXT_MESSAGES.invisibleCharacters],
    [{ donorName: '\u200CAsha Rao' }, 'donorName', TEXT_MESSAGES.invisibleCharacters],
    [{ donorName: 'Asha\nRao' }, 'donorName', TEXT_MESSAGES.controlCharacters],
    [{ donorName: 'Asha\u2028Rao' }, 'donorName', TEXT_MESSAGES.controlCharacters],
    [{ address: '12 Temple Street\u2029Basavanagudi' }, 'address', TEXT_MESSAGES.controlCharacters],
    [{ donorName: 'Asha \u{E0041}\u{E0042}Rao' }, 'donorName', TEXT_MESSAGES.invisibleCharacters],
    [{ donorName: 'As\u00ADha Rao' }, 'donorName', TEXT_MESSAGES.invisibleCharacters],
    [{ donorName: '\u3164\u3164' }, 'donorName', TEXT_MESSAGES.invisibleCharacters],
    [{ businessName: 'Acme\u202D' }, 'businessName', TEXT_MESSAGES.invisibleCharacters],
    [{ address: '12 Temple Street\u202E' }, 'address', TEXT_MESSAGES.invisibleCharacters],
    [{ message: 'For my mother\u202Egnp.exe' }, 'message', TEXT_MESSAGES.invisibleCharacters],
    [{ message: 'For my \uFFF9hidden\uFFFBmother' }, 'message', TEXT_MESSAGES.invisibleCharacters],
    [{ donorName: 'Asha\u{13430}Rao' }, 'donorName', TEXT_MESSAGES.invisibleCharacters],
    [{ donorName: 'Asha\u2800Rao' }, 'donorName', TEXT_MESSAGES.invisibleCharacters],
    [{ donorEmail: `${'a'.repeat(250)}@example.org` }, 'donorEmail', DONATION_MESSAGES.email],
    [{ website: `https://example.org/${'a'.repeat(2100)}` }, 'website', DONATION_MESSAGES.website],
  ])('%j is refused with the field message, nothing stored', async (change, field, message) => {
    const before = await storedRows();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v2/donations',
      payload: validDonation(change),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors[field]).toContain(message);
    expect(await storedRows()).toBe(before);
  });

  it.each([
    { country: "Côte d'Ivoire" },
    { country: 'United Kingdom of Great Britain and Northern Ireland' },
    { donorName: 'ಲಕ್ಷ್ಮೀ' },
    { donorName: 'क्\u200Dष Rao' },
    // Printed on the receipt, so in a script the receipt draws (an emoji is refused: receipts.test.ts).
    { businessName: 'श्री लक्ष्मी Traders' },
    { donorName: 'മോഹന\u0D4D\u200D നായര\u0D4D\u200D' },
    { donorName: 'वाक\u094D\u200C Rao' },
    { address: '12 Temple Street\nBasavanagudi' },
  ])('accepts real names and places: %j', async (change) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v2/donations',
      payload: validDonation(change),
    });
    expect(response.statusCode).toBe(201);
  });

  it('refuses bidi overrides in a CSR contact name', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { ...enquiry, contactPerson: 'Meera \u202EIyer' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors.contactPerson).toEqual([TEXT_MESSAGES.invisibleCharacters]);
  });

  it.each([
    ['message', { message: 'Hello.\n\u202EUPI trust@okbank' }],
    ['contributionType.0', { contributionType: ['Cash \u202Egnp.exe'] }],
  ])('refuses bidi overrides in a CSR %s, nothing stored', async (field, change) => {
    const before = await storedRows();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { ...enquiry, ...change },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors[field]).toEqual([TEXT_MESSAGES.invisibleCharacters]);
    expect(await storedRows()).toBe(before);
  });

  it('refuses bidi overrides in a CSR designation, nothing stored', async () => {
    const before = await storedRows();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { ...enquiry, designation: 'Manager \u202EOEC' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors.designation).toEqual([
      'Remove the invisible or text-direction characters from this field',
    ]);
    expect(await storedRows()).toBe(before);
  });
});

describe('a request sent slowly', () => {
  it('may take 30 s at most to arrive whole, so a trickled body cannot hold a connection for good', () => {
    // Fastify's own default is no limit at all.
    expect(t.app.server.requestTimeout).toBe(30_000);
  });
});
