import { advanceScroll } from './advance-scroll';

describe('advanceScroll', () => {
  it('moves speed pixels per second', () => {
    expect(advanceScroll(0, 1000, 42, 2000)).toBe(42);
    expect(advanceScroll(10, 500, 40, 2000)).toBe(30);
  });

  it('wraps into the first repetition of the content', () => {
    expect(advanceScroll(990, 1000, 40, 1000)).toBe(30);
    expect(advanceScroll(2010, 0, 40, 1000)).toBe(10);
  });

  it('does not wrap before the row has a width', () => {
    expect(advanceScroll(5, 1000, 42, 0)).toBe(47);
  });
});
