import { useElementSize } from '@mantine/hooks';
import { usePausableMotion } from '@temple/shared';
import { ActionIcon, Group, Stack, Text, Title } from '@temple/shared/ui-base';
import { useId, useRef } from 'react';
import { useOnScreen } from './use-on-screen';
import { useVerseLoop } from './use-verse-loop';
import classes from './verse-carousel.module.css';
import { VERSES } from './verses';

/** Cards are at least this wide; as many fit as the width allows. */
const VERSE_MIN_CARD_WIDTH = 300;

/**
 * Why It Matters: six Vedic verses with their meanings, looping endlessly. Plays on its
 * own, and pauses on hover, focus, touch, off-screen, under reduced motion, or when the
 * visitor presses pause.
 */
export function VerseCarousel() {
  const headingId = useId();
  const trackId = useId();
  const { ref: sizeRef, width } = useElementSize();
  const rootRef = useRef<HTMLDivElement>(null);
  const onScreen = useOnScreen(rootRef);
  const { playing, running, togglePlaying, holdHandlers } = usePausableMotion();
  const loop = useVerseLoop(VERSES.length, running && onScreen);
  const perView = Math.max(1, Math.floor(width / VERSE_MIN_CARD_WIDTH));
  const cardWidth = width > 0 ? width / perView : VERSE_MIN_CARD_WIDTH;
  const track = [...VERSES, ...VERSES];

  return (
    <Stack
      component="section"
      ref={rootRef}
      aria-labelledby={headingId}
      aria-roledescription="carousel"
      gap="md"
      {...holdHandlers}
    >
      <Group justify="space-between" align="end">
        <Stack gap={4}>
          <Title order={2} id={headingId}>
            Why It Matters
          </Title>
          <Text c="dark.6">What the Vedas say about giving and building together.</Text>
        </Stack>
        <Group gap="xs">
          <ActionIcon
            variant="default"
            size="lg"
            aria-label="Previous verse"
            aria-controls={trackId}
            onClick={loop.prev}
          >
            ‹
          </ActionIcon>
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={playing ? 'Pause verses' : 'Play verses'}
            aria-controls={trackId}
            onClick={togglePlaying}
          >
            {playing ? '❚❚' : '▶'}
          </ActionIcon>
          <ActionIcon
            variant="default"
            size="lg"
            aria-label="Next verse"
            aria-controls={trackId}
            onClick={loop.next}
          >
            ›
          </ActionIcon>
        </Group>
      </Group>
      <div ref={sizeRef} className={classes.viewport} aria-live={playing ? 'off' : 'polite'}>
        <div
          id={trackId}
          className={`${classes.track} ${loop.animate ? classes.animated : ''}`}
          style={{ transform: `translateX(${-loop.index * cardWidth}px)` }}
        >
          {track.map((verse, position) => {
            const copy = position >= VERSES.length;
            const visible = position >= loop.index && position < loop.index + perView;
            return (
              // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern names each slide as a group.
              <div
                key={`${verse.id}${copy ? '-copy' : ''}`}
                className={classes.slide}
                style={{ width: cardWidth }}
                role="group"
                aria-roledescription="slide"
                aria-label={`${(position % VERSES.length) + 1} of ${VERSES.length}`}
                aria-hidden={!visible}
                inert={!visible}
              >
                <div className={classes.card}>
                  <blockquote className={classes.verse} lang="sa-Latn">
                    {verse.text}
                  </blockquote>
                  <p>{verse.meaning}</p>
                  <p className={classes.source}>{verse.source}</p>
                </div>
              </div>
            );
          })}
        </div>
      </div>
      <Group justify="center" gap={2} role="group" aria-label="Choose a verse">
        {VERSES.map((verse, position) => (
          <button
            key={verse.id}
            type="button"
            className={classes.dot}
            aria-label={`Verse ${position + 1}`}
            aria-current={loop.active === position}
            onClick={() => loop.goTo(position)}
          />
        ))}
      </Group>
    </Stack>
  );
}
