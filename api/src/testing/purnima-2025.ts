/**
 * Purnima days of 2025 as published for India (the "snan-daan" day, i.e. the tithi at
 * sunrise), e.g. newsable.asianetnews.com "New Year 2025: Know Full moon dates".
 */
export const PUBLISHED_PURNIMA_2025 = [
  '2025-01-13',
  '2025-02-12',
  '2025-03-14',
  '2025-04-12',
  '2025-05-12',
  '2025-06-11',
  '2025-07-10',
  '2025-08-09',
  '2025-09-07',
  '2025-10-07',
  '2025-11-05',
  '2025-12-04',
] as const;

/** A clock set here sees the Purnima days of 2025 as the coming Bhog dates. */
export const NEW_YEAR_2025 = new Date('2025-01-01T00:00:00+05:30');
