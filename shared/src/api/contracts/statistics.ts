import * as z from 'zod/mini';

export const donationStatisticsSchema = z.object({
  totalAmount: z.number(),
  totalDonations: z.number(),
  totalShilas: z.number(),
  averageDonation: z.number(),
});
export type DonationStatistics = z.infer<typeof donationStatisticsSchema>;

export const healthSchema = z.looseObject({
  status: z.string(),
  database: z.optional(z.string()),
  version: z.optional(z.string()),
});
export type Health = z.infer<typeof healthSchema>;
