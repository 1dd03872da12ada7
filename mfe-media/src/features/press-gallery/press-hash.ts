import { hashText } from '@temple/shared';
import type { TypeFilter } from './press-filter';

/** What a URL hash on /media asks for: a type filter, a year, or nothing we know. */
export type PressHash = { kind: 'type'; type: TypeFilter } | { kind: 'year'; year: number } | undefined;

const TYPE_HASHES: Record<string, TypeFilter> = { images: 'image', videos: 'video', all: 'all' };

export function parsePressHash(hash: string): PressHash {
  const value = hashText(hash).toLowerCase();
  const type = TYPE_HASHES[value];
  if (type) return { kind: 'type', type };
  if (/^\d{4}$/.test(value)) return { kind: 'year', year: Number(value) };
  return undefined;
}

/**
 * The element a #YYYY hash scrolls to, named by the hash itself: the browser's jump on
 * arrival and the site's focus after a link in it find it as any hash target. The list
 * itself is PRESS_LIST_ID.
 */
export const yearSectionId = (year: number) => String(year);
export const PRESS_LIST_ID = 'press-list';
