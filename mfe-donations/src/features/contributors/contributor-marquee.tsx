import { useElementSize } from '@mantine/hooks';
import type { Contributor } from '@temple/shared';
import { Button, Group, useReducedMotion } from '@temple/shared/ui-base';
import { useId, useState } from 'react';
import { ContributorCard } from './contributor-card';
import classes from './contributor-marquee.module.css';

export const CONTRIBUTOR_CARD_WIDTH = 320;
const CARD_GAP = 16;

/** Scrolling runs only when the cards are wider than the view (spec section 9). */
export function needsScrolling(count: number, viewWidth: number): boolean {
  return viewWidth > 0 && count * (CONTRIBUTOR_CARD_WIDTH + CARD_GAP) - CARD_GAP > viewWidth;
}

export interface ContributorMarqueeProps {
  contributors: readonly Contributor[];
  durationSeconds: number;
}

/**
 * A rolling row of 320 px cards. It moves only when the row is wider than the view and
 * motion is welcome; it pauses on hover, focus or the pause button. It is a CSS animation:
 * its stylesheet holds it on hover and focus with no script (`usePausableMotion` is for rows
 * moved by script).
 */
export function ContributorMarquee({ contributors, durationSeconds }: ContributorMarqueeProps) {
  const { ref, width } = useElementSize();
  const reducedMotion = useReducedMotion();
  const [paused, setPaused] = useState(false);
  const listId = useId();
  const scrolling = needsScrolling(contributors.length, width) && !reducedMotion;
  const copies = scrolling ? [0, 1] : [0];

  return (
    <>
      {scrolling && (
        <Group justify="flex-end" mb="xs">
          <Button
            variant="subtle"
            size="compact-sm"
            onClick={() => setPaused(!paused)}
            aria-controls={listId}
          >
            {paused ? 'Play contributors' : 'Pause contributors'}
          </Button>
        </Group>
      )}
      <section
        ref={ref}
        className={`${classes.viewport} ${scrolling ? '' : classes.still}`}
        // Standing still, the row is scrolled by hand: it takes focus so the keyboard can scroll it too.
        aria-label={scrolling ? undefined : 'Contributors, scrollable'}
        tabIndex={scrolling ? undefined : 0}
      >
        <ul
          id={listId}
          className={`${classes.track} ${scrolling ? classes.moving : ''} ${paused ? classes.paused : ''}`}
          style={{
            ['--marquee-duration' as string]: `${durationSeconds}s`,
            listStyle: 'none',
            margin: 0,
            padding: 0,
          }}
          aria-label="Contributors"
          data-testid="contributor-marquee"
          data-scrolling={scrolling}
        >
          {copies.flatMap((copy) =>
            contributors.map((contributor) => (
              <li
                key={`${copy}-${contributor.id}`}
                className={classes.item}
                style={{ width: CONTRIBUTOR_CARD_WIDTH + CARD_GAP }}
                aria-hidden={copy === 1 || undefined}
                inert={copy === 1 || undefined}
              >
                <ContributorCard contributor={contributor} />
              </li>
            )),
          )}
        </ul>
      </section>
    </>
  );
}
