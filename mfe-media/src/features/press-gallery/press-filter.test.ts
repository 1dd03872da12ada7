import { createStore } from 'jotai';
import { ALL_PRESS_ITEMS, filterPressItems, formatItemDate, pressFilterAtom } from './press-filter';
import { parsePressHash } from './press-hash';

const ITEMS = [
  { title: 'Foundation Stone Ceremony', date: '2025-06-12', type: 'image' as const },
  { title: 'Construction Progress June', date: '2025-06-06', type: 'video' as const },
  { title: 'Temple Design Sketches', type: 'image' as const },
  { title: 'Bhoomi Pujan', date: '2024-01-22', type: 'image' as const },
];
const titles = (items: readonly { title: string }[]) => items.map((item) => item.title);

describe('press filter', () => {
  it('shows everything by default, and starts that way in the atom', () => {
    expect(filterPressItems(ITEMS, ALL_PRESS_ITEMS)).toEqual(ITEMS);
    expect(createStore().get(pressFilterAtom)).toEqual({ type: 'all', query: '' });
  });

  it('keeps one type', () => {
    expect(titles(filterPressItems(ITEMS, { type: 'video', query: '' }))).toEqual([
      'Construction Progress June',
    ]);
    expect(filterPressItems(ITEMS, { type: 'image', query: '' })).toHaveLength(3);
  });

  it('searches the title and the formatted date, every word, in any case', () => {
    const search = (query: string) => titles(filterPressItems(ITEMS, { type: 'all', query }));
    expect(search('STONE')).toEqual(['Foundation Stone Ceremony']);
    expect(search('jun 2025')).toEqual(['Foundation Stone Ceremony', 'Construction Progress June']);
    expect(search('22 Jan')).toEqual(['Bhoomi Pujan']);
    expect(search('  design   sketches ')).toEqual(['Temple Design Sketches']);
    expect(search('2024-01-22')).toEqual([]);
    expect(search('nothing like it')).toEqual([]);
  });

  it('combines type and text', () => {
    expect(titles(filterPressItems(ITEMS, { type: 'image', query: 'june' }))).toEqual([]);
    expect(titles(filterPressItems(ITEMS, { type: 'image', query: 'jun' }))).toEqual([
      'Foundation Stone Ceremony',
    ]);
  });

  it('formats dates as shown on the cards', () => {
    expect(formatItemDate({ date: '2025-06-12' })).toBe('12 Jun 2025');
    expect(formatItemDate({})).toBeUndefined();
  });

  it('updates through the atom', () => {
    const store = createStore();
    store.set(pressFilterAtom, { type: 'video', query: '' });
    expect(titles(filterPressItems(ITEMS, store.get(pressFilterAtom)))).toEqual([
      'Construction Progress June',
    ]);
  });
});

describe('press hash', () => {
  it('reads the type hashes, years, and ignores anything else', () => {
    expect(parsePressHash('#images')).toEqual({ kind: 'type', type: 'image' });
    expect(parsePressHash('#videos')).toEqual({ kind: 'type', type: 'video' });
    expect(parsePressHash('#all')).toEqual({ kind: 'type', type: 'all' });
    expect(parsePressHash('#2024')).toEqual({ kind: 'year', year: 2024 });
    expect(parsePressHash('')).toBeUndefined();
    expect(parsePressHash('#main-content')).toBeUndefined();
    expect(parsePressHash('#20245')).toBeUndefined();
    expect(parsePressHash('#%E0%A4')).toBeUndefined();
  });
});
