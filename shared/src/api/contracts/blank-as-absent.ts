import * as z from 'zod/mini';

/** An optional text: blank becomes absent, so "" is never sent (spec section 3). */
export function blankAsAbsent<T extends z.ZodMiniType<string, string>>(schema: T) {
  return z.pipe(
    // Typed as text so the field is an optional string to callers; anything else reaches the schema and fails there.
    z.optional(
      z.transform((value: string) => (typeof value === 'string' && value.trim() === '' ? undefined : value)),
    ),
    z.optional(schema),
  );
}
