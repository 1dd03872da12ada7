import { formatShortDate } from '@temple/shared/core';
import { atom } from 'jotai';
import type { MediaType } from './media-file-name';
import type { MediaItem } from './media-item';

export type TypeFilter = 'all' | MediaType;

/**
 * What the gallery shows (spec section 2): a type filter and a text search. The page has
 * no visible controls for them; the URL hash sets the type (#images, #videos, #all).
 */
export interface PressFilter {
  type: TypeFilter;
  /** Words that must all appear in the title or the formatted date, in any case. */
  query: string;
}

export const ALL_PRESS_ITEMS: PressFilter = { type: 'all', query: '' };

export const pressFilterAtom = atom<PressFilter>(ALL_PRESS_ITEMS);

export const UNDATED_TEXT = 'Date not recorded';

/** "2025-06-12" -> "12 Jun 2025"; undefined for an item whose file name holds no date. */
export function formatItemDate(item: Pick<MediaItem, 'date'>): string | undefined {
  return item.date ? formatShortDate(item.date) : undefined;
}

function matchesPressFilter(item: Pick<MediaItem, 'type' | 'title' | 'date'>, filter: PressFilter) {
  if (filter.type !== 'all' && item.type !== filter.type) return false;
  const words = filter.query.toLowerCase().split(/\s+/).filter(Boolean);
  const text = `${item.title} ${formatItemDate(item) ?? ''}`.toLowerCase();
  return words.every((word) => text.includes(word));
}

export function filterPressItems<T extends Pick<MediaItem, 'type' | 'title' | 'date'>>(
  items: readonly T[],
  filter: PressFilter,
): T[] {
  return items.filter((item) => matchesPressFilter(item, filter));
}
