/**
 * The receipt token (spec sections 6 and 7): SHA-256 of the donor e-mail, trimmed and
 * lower-cased, as hex, first 16 characters. The browser derives it to ask for a
 * receipt; the API derives it again to check. Works in browsers and Node 20 alike.
 */
export async function sha256Hex16(text: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0'))
    .join('')
    .slice(0, 16);
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function receiptToken(donorEmail: string): Promise<string> {
  return sha256Hex16(normaliseEmail(donorEmail));
}
