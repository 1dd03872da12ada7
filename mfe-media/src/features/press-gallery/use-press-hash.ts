import { useLocation } from '@temple/shared/ui-base';
import { useSetAtom } from 'jotai';
import { useEffect, useLayoutEffect, useState } from 'react';
import type { MediaItem } from './media-item';
import { ALL_PRESS_ITEMS, pressFilterAtom } from './press-filter';
import { parsePressHash, yearSectionId } from './press-hash';

/**
 * The URL hash of /media (spec section 2): #images, #videos or #all set the type filter,
 * and the shell's hash scrolling then finds the element the hash names; #YYYY opens that
 * year, with every type, and scrolls to it. Arriving without a type hash shows every type.
 * The shell's scrolling reaches a year's section before it is open, so the page scrolls
 * to a year itself once the section is drawn.
 */
export function usePressHash(items: readonly MediaItem[], openYear: (year: number) => void): void {
  const { hash } = useLocation();
  const setFilter = useSetAtom(pressFilterAtom);
  const [scrollTarget, setScrollTarget] = useState<{ id: string } | undefined>();

  // Before paint, so the first frame already shows what the hash asks for.
  useLayoutEffect(() => {
    const wanted = parsePressHash(hash);
    if (wanted?.kind === 'type') {
      setFilter((filter) => {
        if (wanted.type === 'all') return ALL_PRESS_ITEMS;
        return filter.type === wanted.type ? filter : { ...filter, type: wanted.type };
      });
    } else if (wanted?.kind === 'year') {
      if (!items.some((item) => item.year === wanted.year)) return;
      // A year's link (an event's Photos) shows the whole year, whatever type an earlier hash chose.
      setFilter((filter) => (filter.type === 'all' ? filter : { ...filter, type: 'all' }));
      openYear(wanted.year);
      setScrollTarget({ id: yearSectionId(wanted.year) });
    } else {
      setFilter((filter) => (filter.type === 'all' ? filter : { ...filter, type: 'all' }));
    }
  }, [hash, items, openYear, setFilter]);

  useEffect(() => {
    if (!scrollTarget) return;
    const frame = window.requestAnimationFrame(() =>
      document.getElementById(scrollTarget.id)?.scrollIntoView({ block: 'start' }),
    );
    return () => window.cancelAnimationFrame(frame);
  }, [scrollTarget]);
}
