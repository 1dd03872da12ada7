import { dateFromFileName, mediaTypeOf, titleFromFileName } from './media-file-name';

describe('media file names', () => {
  it('derives the title from the name, without date or extension', () => {
    expect(titleFromFileName('2025-06-12-foundation-stone-ceremony.jpg')).toBe('Foundation Stone Ceremony');
    expect(titleFromFileName('2022-11-08-founding-meeting-of-the-trust.jpg')).toBe(
      'Founding Meeting of the Trust',
    );
    expect(titleFromFileName('temple-design-sketches.jpg')).toBe('Temple Design Sketches');
  });

  it('parses a valid 20xx date and rejects impossible ones', () => {
    expect(dateFromFileName('2025-06-12-foundation-stone-ceremony.jpg')).toBe('2025-06-12');
    expect(dateFromFileName('2025-13-45-visit.jpg')).toBeUndefined();
    expect(dateFromFileName('2025-02-30-visit.jpg')).toBeUndefined();
    expect(dateFromFileName('1999-06-12-visit.jpg')).toBeUndefined();
    expect(dateFromFileName('temple-design-sketches.jpg')).toBeUndefined();
  });

  it('tells images from videos by extension', () => {
    expect(mediaTypeOf('a.jpg')).toBe('image');
    expect(mediaTypeOf('a.JPEG')).toBe('image');
    expect(mediaTypeOf('a.mp4')).toBe('video');
    expect(mediaTypeOf('notes.txt')).toBeUndefined();
    expect(mediaTypeOf('jpg')).toBeUndefined();
  });
});
