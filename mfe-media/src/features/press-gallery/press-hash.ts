import { hashText } from '@temple/shared';
import type { TypeFilter } from './press-filter';

/** What a URL hash on /media asks for: a type filter, a year, or nothing we know. */
export type PressHash = { kind: 'type'; type: TypeFilter } | { kind: 'year'; year: number } | undefined;

/** The hash of each type filter, which also names the element it leads to. */
export const TYPE_HASHES: Record<TypeFilter, string> = { image: 'images', video: 'videos', all: 'all' };

export function parsePressHash(hash: string): PressHash {
  const value = hashText(hash).toLowerCase();
  const type = (Object.keys(TYPE_HASHES) as TypeFilter[]).find((filter) => TYPE_HASHES[filter] === value);
  if (type) return { kind: 'type', type };
  if (/^\d{4}$/.test(value)) return { kind: 'year', year: Number(value) };
  return undefined;
}

/**
 * Every element a hash leads to is named by the hash itself, so the browser's jump on
 * arrival and the site's scroll and focus after a link find it as any hash target: a
 * year's section by #YYYY, the list by #all, and the line saying which type is shown by
 * #images or #videos.
 */
export const yearSectionId = (year: number) => String(year);
export const PRESS_LIST_ID = TYPE_HASHES.all;
