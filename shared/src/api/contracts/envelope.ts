import { z } from 'zod';

/** Every v2 answer is `{ success, data }` or `{ success: false, error }`. */
export function envelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), data });
}

export const errorBodySchema = z.looseObject({
  success: z.literal(false).optional(),
  message: z.string().optional(),
  error: z.string().optional(),
  fieldErrors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
