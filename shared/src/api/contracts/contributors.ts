import * as z from 'zod/mini';

/** A numeric or text id from the backend, always handled as text. */
export const idSchema = z.pipe(z.union([z.string(), z.number()]), z.transform(String));

const contributorSchema = z.object({
  id: idSchema,
  donorName: z.string(),
  location: z.pipe(
    z.nullish(z.string()),
    z.transform((value) => value ?? ''),
  ),
  amount: z.number(),
  formattedAmount: z.optional(z.string()),
  donationDescription: z.nullish(z.string()),
  donationDate: z.nullish(z.string()),
  paymentType: z.nullish(z.string()),
  country: z.nullish(z.string()),
  countryCode: z.nullish(z.string()),
});
export type Contributor = z.infer<typeof contributorSchema>;

const paginationSchema = z.object({
  page: z.number(),
  limit: z.number(),
  total: z.number(),
  totalPages: z.number(),
});
export type Pagination = z.infer<typeof paginationSchema>;

export const contributorsResponseSchema = z.object({
  contributors: z.array(contributorSchema),
  pagination: z.optional(paginationSchema),
});
export type ContributorsResponse = z.infer<typeof contributorsResponseSchema>;

/** The same-origin list used by the view-all dialog is either wrapped or a plain list. */
export const contributorListSchema = z.union([
  z.pipe(
    contributorsResponseSchema,
    z.transform((response) => response.contributors),
  ),
  z.array(contributorSchema),
]);

/** Decimal digits only: Number() alone reads "0x10" as 16, "1e3" as 1000 and "0b11" as 3. */
const queryDigitsSchema = z.string().check(z.trim(), z.regex(/^\d+$/, 'Expected a whole number'));

/** A whole number from a query string, within limits. */
export function queryIntegerSchema(min: number, max?: number) {
  const bounds = max === undefined ? [z.minimum(min)] : [z.minimum(min), z.maximum(max)];
  return z.pipe(
    z.pipe(z.union([queryDigitsSchema, z.number()]), z.transform(Number)),
    z.number().check(z.int(), ...bounds),
  );
}

export const contributorsQuerySchema = z.object({
  limit: z._default(queryIntegerSchema(1, 1000), 100),
  page: z._default(queryIntegerSchema(1), 1),
  paymentType: z.optional(z.enum(['DONATION', 'RANGAMANDAP', 'BHOG'])),
});
