import * as z from 'zod/mini';

export const bhogDateSchema = z.object({
  date: z.string(),
  displayName: z.string(),
  monthName: z.string(),
});
export type BhogDate = z.infer<typeof bhogDateSchema>;

export const bhogDatesResponseSchema = z.object({ availableDates: z.array(bhogDateSchema) });
export type BhogDatesResponse = z.infer<typeof bhogDatesResponseSchema>;
