import * as z from 'zod/mini';

const bhogDateSchema = z.object({
  date: z.string(),
  displayName: z.string(),
  monthName: z.string(),
});
export type BhogDate = z.infer<typeof bhogDateSchema>;

export const bhogDatesResponseSchema = z.object({ availableDates: z.array(bhogDateSchema) });
export type BhogDatesResponse = z.infer<typeof bhogDatesResponseSchema>;

const AWAITING_PAYMENT =
  'Your earlier Amrit Bhog booking for the selected date is still waiting for payment.';

/** What the API answers when an Amrit Bhog booking cannot be taken (409 or 400). */
export const BHOG_BOOKING_MESSAGES = {
  notOffered: 'Amrit Bhog is not offered on the selected date. Please choose one of the available dates.',
  full: 'All Amrit Bhog slots for the selected date are booked. Please choose another date.',
  alreadyBooked: 'You have already booked Amrit Bhog for the selected date.',
  /** The donor's own booking of the date, not paid yet, keeps its slot until it lapses. */
  awaitingPayment: (minutes: number) =>
    `${AWAITING_PAYMENT} Please complete that payment, or book again in ${minutes === 1 ? '1 minute' : `${minutes} minutes`}, when it lapses.`,
  /** Test payments cost nothing, so one connection's test bookings of a date, paid or held, are capped too. */
  tooManyTestBookings:
    'Test payments from this connection have already booked as many Amrit Bhog slots of the selected date as one connection may. Please choose another date.',
  /** The words must hold for a donor who started no payment: one behind an address that others share. */
  tooManyUnpaid: (holdMinutes: number) =>
    `Too many Amrit Bhog bookings from this connection are waiting for payment. If you started a payment, please complete it; otherwise please try again later: an unpaid booking is released ${holdMinutes === 1 ? '1 minute' : `${holdMinutes} minutes`} after it is made.`,
} as const;

/** The refusal of a booking because the same donor's booking of that date waits for its payment. */
export function isAwaitingPaymentRefusal(message: string): boolean {
  return message.startsWith(AWAITING_PAYMENT);
}
