import { templeToday } from './clock';

describe('today at the temple', () => {
  it('is the date in India, which runs 5½ hours ahead of UTC', () => {
    expect(templeToday(Date.parse('2026-03-14T18:29:59Z'))).toBe('2026-03-14');
    expect(templeToday(Date.parse('2026-03-14T18:30:00Z'))).toBe('2026-03-15');
  });

  it('agrees with the Asia/Kolkata time zone through the year', () => {
    const kolkata = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', dateStyle: 'short' });
    for (let day = 0; day < 366; day += 7) {
      const instant = Date.UTC(2026, 0, 1, 20, 0) + day * 86_400_000;
      expect(templeToday(instant)).toBe(kolkata.format(instant));
    }
  });
});
