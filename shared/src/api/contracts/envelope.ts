import * as z from 'zod/mini';

/** Every v2 answer is `{ success, data }` or `{ success: false, error }`. */
export function envelopeSchema<T extends z.ZodMiniType>(data: T) {
  return z.object({ success: z.literal(true), data });
}

export const errorBodySchema = z.looseObject({
  success: z.optional(z.literal(false)),
  message: z.optional(z.string()),
  error: z.optional(z.string()),
  fieldErrors: z.optional(z.record(z.string(), z.array(z.string()))),
});
