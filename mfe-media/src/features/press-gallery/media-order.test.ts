import { sortMediaItems } from './media-order';

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
