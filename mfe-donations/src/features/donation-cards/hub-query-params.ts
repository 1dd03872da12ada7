import type { DonationIntent } from '@temple/shared/core';

/** The hub's query for a choice: `{ type: 'rangamandap', qty: '21' }` (read back by the hub). */
export function hubQuery({ type, qty }: DonationIntent): Record<string, string> {
  return { type: type.toLowerCase(), qty: String(qty) };
}
