export type MediaType = 'image' | 'video';

const TYPES_BY_EXTENSION: Record<string, MediaType> = {
  jpg: 'image',
  jpeg: 'image',
  png: 'image',
  webp: 'image',
  mp4: 'video',
  webm: 'video',
};

const DATE_PATTERN = /(20\d{2})-(\d{2})-(\d{2})/;
const MINOR_WORDS = new Set(['a', 'an', 'and', 'at', 'for', 'in', 'of', 'on', 'the', 'to', 'with']);

/** The media type by file extension; undefined for any other file. */
export function mediaTypeOf(fileName: string): MediaType | undefined {
  const extension = fileName.split('.').pop()?.toLowerCase() ?? '';
  return fileName.includes('.') ? TYPES_BY_EXTENSION[extension] : undefined;
}

/** A valid yyyy-mm-dd 20xx date held in the name, else undefined (2025-13-45 is no date). */
export function dateFromFileName(fileName: string): string | undefined {
  const match = DATE_PATTERN.exec(fileName);
  if (!match) return undefined;
  const [text, year, month, day] = match as unknown as [string, string, string, string];
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  const valid = date.getUTCMonth() === Number(month) - 1 && date.getUTCDate() === Number(day);
  return valid ? text : undefined;
}

/** 'foundation-stone-ceremony' -> 'Foundation Stone Ceremony'; the date and extension are dropped. */
export function titleFromFileName(fileName: string): string {
  const base = fileName.replace(/\.[^.]+$/, '').replace(DATE_PATTERN, ' ');
  return base
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word, index) =>
      index > 0 && MINOR_WORDS.has(word.toLowerCase())
        ? word.toLowerCase()
        : word[0]?.toUpperCase() + word.slice(1),
    )
    .join(' ');
}
