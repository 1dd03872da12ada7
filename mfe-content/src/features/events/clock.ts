const templeDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Kolkata',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/**
 * Today at the temple (India time) as yyyy-mm-dd. Reads `Date.now()`, so a test fixes it
 * with fake timers (`vi.setSystemTime`) or Playwright's `page.clock`.
 */
export function templeToday(now: number = Date.now()): string {
  return templeDate.format(now);
}
