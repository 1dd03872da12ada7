import { istDate, purnimaDates } from './purnima-dates';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function addMonths(isoDate: string, months: number): string {
  const [, year, month, day] = ISO_DATE.exec(isoDate) ?? [];
  const date = new Date(Date.UTC(Number(year), Number(month) - 1 + months, Number(day)));
  return date.toISOString().slice(0, 10);
}

function istMidnight(isoDate: string): Date {
  return new Date(`${isoDate}T00:00:00+05:30`);
}

/**
 * The dates Amrit Bhog is offered on: every Purnima of the coming 12 months (IST, from
 * today on), with the operator's overrides ("+date" adds, "-date" removes) applied.
 */
export function createBhogCalendar(overrides: readonly string[], now: () => Date = () => new Date()) {
  const added = overrides.filter((entry) => entry.startsWith('+')).map((entry) => entry.slice(1));
  const removed = new Set(overrides.filter((entry) => entry.startsWith('-')).map((entry) => entry.slice(1)));
  let cache: { today: string; dates: string[] } | undefined;

  function offeredDates(): string[] {
    const today = istDate(now());
    if (cache?.today !== today) {
      const until = addMonths(today, 12);
      const computed = purnimaDates(istMidnight(today), istMidnight(until));
      const inWindow = added.filter((date) => date >= today && date < until);
      const dates = [...new Set([...computed, ...inWindow])].filter((date) => !removed.has(date)).sort();
      cache = { today, dates };
    }
    return cache.dates;
  }

  return {
    offeredDates,
    isOffered: (date: string) => offeredDates().includes(date),
  };
}

export type BhogCalendar = ReturnType<typeof createBhogCalendar>;

/** "2026-12-24" -> { displayName: "Thursday, 24 December 2026", monthName: "December 2026" }. */
export function describeBhogDate(isoDate: string) {
  const date = new Date(`${isoDate}T12:00:00Z`);
  const format = (options: Intl.DateTimeFormatOptions) =>
    date.toLocaleDateString('en-GB', { timeZone: 'UTC', ...options });
  return {
    date: isoDate,
    displayName: format({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).replace(
      /^(\w+) /,
      '$1, ',
    ),
    monthName: format({ month: 'long', year: 'numeric' }),
  };
}
