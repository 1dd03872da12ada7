import {
  type DonationIntent,
  paymentTypeSchema,
  QUANTITY_MAX,
  QUANTITY_MIN,
  queryIntegerSchema,
} from '@temple/shared';
import * as z from 'zod/mini';

const hubQuerySchema = z.object({
  type: z.pipe(
    z.pipe(
      z.string().check(z.trim()),
      z.transform((value) => value.toUpperCase()),
    ),
    paymentTypeSchema,
  ),
  qty: z.catch(z.optional(queryIntegerSchema(QUANTITY_MIN, QUANTITY_MAX)), undefined),
});

/** The hub's query parameters as the link has them (absent: null). */
export interface HubQuery {
  type: string | null;
  qty: string | null;
}

/**
 * `?type=rangamandap&qty=21` -> the dialog to open. The type is case-insensitive and
 * required; a missing or unusable quantity falls back to the default of one.
 */
export function parseHubQuery({ type: typeParam, qty: qtyParam }: HubQuery): DonationIntent | null {
  const parsed = hubQuerySchema.safeParse({ type: typeParam ?? undefined, qty: qtyParam ?? undefined });
  if (!parsed.success) return null;
  const { type, qty = 1 } = parsed.data;
  return { type, qty: type === 'BHOG' ? 1 : qty };
}
