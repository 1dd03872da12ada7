import { useElementSize } from '@mantine/hooks';
import { usePausableMotion } from '@temple/shared';
import { Box, Group, useMergedRef } from '@temple/shared/ui-base';
import { type CSSProperties, type ReactNode, useId, useRef } from 'react';
import classes from './auto-scroller.module.css';
import { PauseControl } from './pause-control';
import { repeatCount } from './repeat-count';
import { useContinuousScroll } from './use-continuous-scroll';

/** After a finger lifts, the row waits this long before it moves again. */
export const TOUCH_RESUME_MS = 2500;

export interface AutoScrollerProps<Item> {
  /** Names the row, e.g. "CSR pillars". */
  label: string;
  /** Pixels per second. */
  speed: number;
  items: readonly Item[];
  itemKey: (item: Item) => string;
  renderItem: (item: Item) => ReactNode;
  /** A CSS width for every item, e.g. "min(300px, 80vw)". */
  itemWidth: string;
}

/**
 * A row of cards that scrolls on its own, endlessly, at a steady speed. It holds still
 * while the visitor is on it (hover, focus, touch), has a Pause/Play control, and under
 * reduced motion never moves: it is then a plain row the visitor scrolls. The copies
 * that make the loop endless are hidden from assistive technology and the keyboard.
 */
export function AutoScroller<Item>({
  label,
  speed,
  items,
  itemKey,
  renderItem,
  itemWidth,
}: AutoScrollerProps<Item>) {
  const { reducedMotion, playing, running, togglePlaying, holdHandlers } = usePausableMotion(TOUCH_RESUME_MS);
  const rowId = useId();
  const row = useRef<HTMLElement>(null);
  const view = useElementSize<HTMLElement>();
  const content = useElementSize<HTMLUListElement>();
  const rowRef = useMergedRef(row, view.ref);

  const copies = reducedMotion ? 1 : repeatCount(view.width, content.width);
  // Never under reduced motion, even after Play was pressed before it was preferred: the row has no control then.
  useContinuousScroll(row, { speed, copies, running: running && !reducedMotion });

  const style = { '--auto-scroller-item-width': itemWidth, '--auto-scroller-gap': '16px' } as CSSProperties;
  return (
    <Box style={style}>
      {!reducedMotion && (
        <Group justify="flex-end" mb="xs">
          <PauseControl paused={!playing} label={label} controls={rowId} onToggle={togglePlaying} />
        </Group>
      )}
      <section
        ref={rowRef}
        id={rowId}
        aria-label={label}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling row must take focus to be scrolled by keyboard.
        tabIndex={0}
        className={classes.viewport}
        data-looping={copies > 1 || undefined}
        {...holdHandlers}
      >
        <div className={classes.track}>
          {Array.from({ length: copies }, (_, copy) => (
            <ul
              key={copy}
              ref={copy === 0 ? content.ref : undefined}
              className={classes.copy}
              aria-hidden={copy > 0 || undefined}
              inert={copy > 0 || undefined}
            >
              {items.map((item) => (
                <li key={itemKey(item)} className={classes.item}>
                  {renderItem(item)}
                </li>
              ))}
            </ul>
          ))}
        </div>
      </section>
    </Box>
  );
}
