/** Timestamps on the payment status page are shown in the en-IN locale (spec section 3). */
export function formatDateTimeEnIn(value: string | Date): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleString('en-IN', { timeZone: 'Asia/Kolkata' });
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];

/**
 * "2025-07-27" -> "27 Jul 2025" (en-GB's short form); an unparseable value is returned as
 * it is. Spelled out: a locale formatter per call costs a long task on a list of events.
 */
export function formatShortDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  const day = match ? Number(match[3]) : 0;
  if (!match || !month || day < 1 || day > 31) return isoDate;
  return `${match[3]} ${month} ${match[1]}`;
}
