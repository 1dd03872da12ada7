import { Anchor, Container, deferredSection, Link, Text } from '@temple/shared/ui-base';
import { useAtomValue } from 'jotai';
import { useCallback, useMemo, useState } from 'react';
import { PRESS_ITEMS } from './catalogue';
import type { MediaItem } from './media-item';
import { groupByYear } from './media-order';
import { filterPressItems, pressFilterAtom } from './press-filter';
import { PRESS_LIST_ID, TYPE_HASHES } from './press-hash';
import { PressHero } from './press-hero';
import { usePressHash } from './use-press-hash';
import { YearSections } from './year-sections';

/** The viewer (its dialog, zoom and video) is not needed until a press item is opened. */
const MediaViewer = deferredSection(
  'media-viewer',
  () => import('./media-viewer').then((module) => module.MediaViewer),
  { whileLoading: null },
);

/** The gallery of the given items (the page passes the catalogue; tests pass their own). */
export function PressGallery({ items }: { items: readonly MediaItem[] }) {
  const filter = useAtomValue(pressFilterAtom);
  const visible = useMemo(() => filterPressItems(items, filter), [items, filter]);
  const groups = useMemo(() => groupByYear(visible), [visible]);
  const allYears = useMemo(() => groupByYear(items).map((group) => group.year), [items]);
  const [openYears, setOpenYears] = useState<string[]>(() => (allYears[0] ? [String(allYears[0])] : []));
  const [viewerId, setViewerId] = useState<string>();

  const openYear = useCallback(
    (year: number) => setOpenYears((open) => (open.includes(String(year)) ? open : [...open, String(year)])),
    [],
  );
  usePressHash(items, openYear);

  // When the filter hides every open year, the newest shown year opens, as on arrival.
  const anyOpenShown = groups.some((group) => openYears.includes(String(group.year)));
  const shownOpenYears = anyOpenShown || !groups[0] ? openYears : [...openYears, String(groups[0].year)];

  const viewerIndex = visible.findIndex((item) => item.id === viewerId);
  const filtered = visible.length !== items.length;

  return (
    <>
      <PressHero itemCount={items.length} years={allYears} />
      <Container size="lg" py="xl" id={PRESS_LIST_ID} style={{ scrollMarginTop: 8 }}>
        {filtered && (
          <Text
            mb="md"
            c="gray.8"
            data-testid="press-filter-status"
            id={filter.type === 'all' ? undefined : TYPE_HASHES[filter.type]}
          >
            Showing {filter.type === 'all' ? 'matching items' : `${TYPE_HASHES[filter.type]} only`}:{' '}
            {visible.length} of {items.length}.{' '}
            <Anchor component={Link} to="#all" fw={600}>
              Show everything
            </Anchor>
          </Text>
        )}
        {groups.length > 0 ? (
          <YearSections
            groups={groups}
            openYears={shownOpenYears}
            onOpenYearsChange={setOpenYears}
            onOpenItem={(item) => setViewerId(item.id)}
          />
        ) : (
          <Text c="gray.7">No press items match.</Text>
        )}
      </Container>
      <MediaViewer
        items={visible}
        index={viewerIndex >= 0 ? viewerIndex : undefined}
        onIndexChange={(index) => setViewerId(visible[index]?.id)}
        onClose={() => setViewerId(undefined)}
      />
    </>
  );
}

/** /media, titled Press Releases (spec section 2): the press items by year, with the viewer. */
export default function MediaPage() {
  return <PressGallery items={PRESS_ITEMS} />;
}
