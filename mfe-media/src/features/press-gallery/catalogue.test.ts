import { PRESS_ITEMS, resolveMediaUrls } from './catalogue';
import generated from './catalogue.generated.json';
import { parseCatalogue } from './media-item';

describe('press catalogue', () => {
  it('holds the committed media: several years, images and videos, newest year first', () => {
    expect(PRESS_ITEMS.length).toBeGreaterThanOrEqual(20);
    const years = [...new Set(PRESS_ITEMS.map((item) => item.year))];
    expect(years).toEqual([...years].sort((a, b) => b - a));
    expect(years.length).toBeGreaterThanOrEqual(3);
    expect(PRESS_ITEMS.every((item) => item.downloadable === (item.type === 'image'))).toBe(true);
    expect(PRESS_ITEMS.some((item) => item.type === 'video' && item.renditions.length > 0)).toBe(true);
    expect(PRESS_ITEMS.find((item) => item.fileName === 'temple-design-sketches.jpg')?.date).toBeUndefined();
  });

  it('resolves paths against the origin that serves the files', () => {
    const [item] = resolveMediaUrls(parseCatalogue(generated).items.slice(0, 1), 'http://localhost:3003/');
    expect(item?.src).toMatch(/^http:\/\/localhost:3003\/press\/\d{4}\//);
    expect(item?.renditions[0]?.src).toMatch(/^http:\/\/localhost:3003\/press\/\d{4}\/renditions\//);
    expect(resolveMediaUrls(parseCatalogue(generated).items.slice(0, 1), '/cdn')[0]?.src).toMatch(
      /^\/cdn\/press\//,
    );
  });

  it('rejects a malformed catalogue, naming the field', () => {
    const [first] = parseCatalogue(generated).items;
    expect(() => parseCatalogue({ items: [{ ...first, type: 'audio' }] })).toThrow(/items\[0\]\.type|type/);
    expect(() => parseCatalogue({ items: [{ ...first, date: '2025-13-45' }] })).toThrow(/date/);
    expect(() => parseCatalogue({ items: [{ ...first, src: '/etc/passwd' }] })).toThrow(/src/);
    expect(() => parseCatalogue({})).toThrow(/items/);
  });
});
