import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  dateFromFileName,
  mediaTypeOf,
  titleFromFileName,
} from '../src/features/press-gallery/media-file-name';

/** The editors' folder; the test runs in jsdom, whose import.meta.url is not a file URL. */
const SOURCE_DIR = join(import.meta.dirname, '..', 'media', 'press');

/** The press items as the catalogue derives them from the editors' folder media/press/<year>/. */
function pressItems() {
  return readdirSync(SOURCE_DIR).flatMap((year) =>
    readdirSync(join(SOURCE_DIR, year))
      .filter((fileName) => mediaTypeOf(fileName) && !fileName.includes('.poster.'))
      .map((fileName) => ({
        year: Number(year),
        title: titleFromFileName(fileName),
        date: dateFromFileName(fileName),
        type: mediaTypeOf(fileName),
      })),
  );
}

const about = (pattern: RegExp) => pressItems().filter((item) => pattern.test(item.title));

/**
 * The press page tells the story of the events timeline (mfe-content, events-data.ts):
 * Bhoomi Pooja on 14 Apr 2022, Shilanyas (foundation stone) on 7-8 Nov 2022, the foundation
 * completed on 21 Jun 2023. An article is dated on or after what it reports.
 */
describe('press catalogue story', () => {
  it('dates the Bhoomi Pooja 14 Apr 2022 and the foundation stone 08 Nov 2022, once each', () => {
    expect(about(/bhoomi/i)).toEqual([
      { year: 2022, title: 'Bhoomi Pooja', date: '2022-04-14', type: 'image' },
    ]);
    expect(about(/foundation stone|shilanyas/i)).toEqual([
      { year: 2022, title: 'Foundation Stone Ceremony', date: '2022-11-08', type: 'image' },
    ]);
  });

  it('has the site excavated between the Bhoomi Pooja and the foundation stone, never after', () => {
    const excavation = about(/excavat/i);
    expect(excavation.map((item) => item.date)).toEqual(['2022-05-09']);
    for (const item of excavation) {
      expect(item.date && item.date > '2022-04-14').toBe(true);
      expect(item.date && item.date < '2022-11-07').toBe(true);
    }
  });

  it('has the trust founded and the land dedicated before the Bhoomi Pooja', () => {
    const before = about(/trust|land dedication/i);
    expect(before.map((item) => item.title).sort()).toEqual([
      'Founding Meeting of the Trust',
      'Land Dedication Ceremony',
      'Press Conference Trust Announcement',
      'Trust Registration Announced',
    ]);
    for (const item of before) expect(item.date && item.date < '2022-04-14').toBe(true);
  });

  it('dates every report on or after the event it reports', () => {
    const reports: [title: string, eventDate: string][] = [
      ['Bhoomi Pooja', '2022-04-14'],
      ['Foundation Stone Ceremony', '2022-11-08'],
      ['Rangamandap Pillar Installation', '2025-02-27'],
      ['Construction Progress June', '2025-06-06'],
    ];
    const items = pressItems();
    for (const [title, eventDate] of reports) {
      const item = items.find((candidate) => candidate.title === title);
      expect(item?.date, title).toBeDefined();
      expect((item?.date ?? '') >= eventDate, `${title} on ${item?.date}`).toBe(true);
    }
  });

  it('files every dated item under the year of its date', () => {
    for (const item of pressItems()) if (item.date) expect(item.date.slice(0, 4)).toBe(String(item.year));
  });
});
