/** India Standard Time is UTC+05:30 all year (no daylight saving). */
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/**
 * Today at the temple (India time) as yyyy-mm-dd. Reads `Date.now()`, so a test fixes it
 * with fake timers (`vi.setSystemTime`) or Playwright's `page.clock`. Plain arithmetic:
 * a time-zone formatter loads locale data, a long task on a slow phone.
 */
export function templeToday(now: number = Date.now()): string {
  return new Date(now + IST_OFFSET_MS).toISOString().slice(0, 10);
}
