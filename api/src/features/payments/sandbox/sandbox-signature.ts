import { createHmac, timingSafeEqual } from 'node:crypto';

export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';

/** HMAC-SHA256 of the exact callback body, hex. */
export function signSandboxCallback(secret: string, rawBody: string): string {
  return createHmac('sha256', secret).update(rawBody).digest('hex');
}

export function isValidSandboxSignature(secret: string, rawBody: string, signature: string): boolean {
  const expected = Buffer.from(signSandboxCallback(secret, rawBody), 'hex');
  const given = Buffer.from(signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
