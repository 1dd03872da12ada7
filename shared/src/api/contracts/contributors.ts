import { z } from 'zod';

export const contributorSchema = z.object({
  id: z.union([z.string(), z.number()]).transform(String),
  donorName: z.string(),
  location: z
    .string()
    .nullish()
    .transform((value) => value ?? ''),
  amount: z.number(),
  formattedAmount: z.string().optional(),
  donationDescription: z.string().nullish(),
  donationDate: z.string().nullish(),
  paymentType: z.string().nullish(),
  country: z.string().nullish(),
  countryCode: z.string().nullish(),
});
export type Contributor = z.infer<typeof contributorSchema>;

export const paginationSchema = z.object({
  page: z.number(),
  limit: z.number(),
  total: z.number(),
  totalPages: z.number(),
});
export type Pagination = z.infer<typeof paginationSchema>;

export const contributorsResponseSchema = z.object({
  contributors: z.array(contributorSchema),
  pagination: paginationSchema.optional(),
});
export type ContributorsResponse = z.infer<typeof contributorsResponseSchema>;

/** The same-origin list used by the view-all dialog is either wrapped or a plain list. */
export const contributorListSchema = z.union([
  contributorsResponseSchema.transform((response) => response.contributors),
  z.array(contributorSchema),
]);

export const contributorsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(1000).default(100),
  page: z.coerce.number().int().min(1).default(1),
  paymentType: z.enum(['DONATION', 'RANGAMANDAP', 'BHOG']).optional(),
});
export type ContributorsQuery = z.input<typeof contributorsQuerySchema>;
