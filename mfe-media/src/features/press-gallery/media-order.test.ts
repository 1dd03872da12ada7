import { groupByYear, sortMediaItems } from './media-order';

describe('sortMediaItems', () => {
  it('orders by year descending, then by title', () => {
    const items = [
      { year: 2023, title: 'Land Dedication' },
      { year: 2025, title: 'Shikhar Stone Carving' },
      { year: 2025, title: 'Bhoomi Pujan' },
      { year: 2024, title: 'Yoga Day' },
    ];
    expect(sortMediaItems(items).map((item) => `${item.year} ${item.title}`)).toEqual([
      '2025 Bhoomi Pujan',
      '2025 Shikhar Stone Carving',
      '2024 Yoga Day',
      '2023 Land Dedication',
    ]);
  });
});

describe('groupByYear', () => {
  it('makes one group per year, newest first, items kept in order', () => {
    const items = [
      { year: 2024, title: 'B' },
      { year: 2025, title: 'Z' },
      { year: 2024, title: 'A' },
      { year: 2025, title: 'C' },
    ];
    expect(groupByYear(items)).toEqual([
      { year: 2025, items: [items[1], items[3]] },
      { year: 2024, items: [items[0], items[2]] },
    ]);
    expect(groupByYear([])).toEqual([]);
  });
});
