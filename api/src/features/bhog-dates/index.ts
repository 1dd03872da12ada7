// What the rest of the API uses of this feature; its other files are its own.
export { BHOG_MESSAGES, bhogDateUsage, reserveBhogSlot } from './bhog-bookings';
export type { BhogCalendar } from './bhog-calendar';
