import { type DonationIntent, paymentTypeSchema, QUANTITY_MAX, QUANTITY_MIN } from '@temple/shared';
import { z } from 'zod';

const hubQuerySchema = z.object({
  type: z
    .string()
    .trim()
    .transform((value) => value.toUpperCase())
    .pipe(paymentTypeSchema),
  qty: z.coerce.number().int().min(QUANTITY_MIN).max(QUANTITY_MAX).optional().catch(undefined),
});

/**
 * `?type=rangamandap&qty=21` -> the dialog to open. The type is case-insensitive and
 * required; a missing or unusable quantity falls back to the default of one.
 */
export function parseHubQuery(params: URLSearchParams): DonationIntent | null {
  const parsed = hubQuerySchema.safeParse({
    type: params.get('type') ?? undefined,
    qty: params.get('qty') ?? undefined,
  });
  if (!parsed.success) return null;
  const { type, qty = 1 } = parsed.data;
  return { type, qty: type === 'BHOG' ? 1 : qty };
}
