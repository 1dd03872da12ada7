import { ActionIcon, Box, Button, Group } from '@temple/shared/ui-base';
import { Children, type CSSProperties, isValidElement, type ReactNode, useId, useRef } from 'react';
import classes from './carousel.module.css';
import { NextGlyph, PauseGlyph, PlayGlyph, PreviousGlyph } from './carousel-icons';
import { useAutoplay } from './use-autoplay';

export interface CarouselProps {
  /** Accessible name, e.g. "Construction progress videos". */
  label: string;
  /** Time between two automatic steps. */
  intervalMs: number;
  /** Width of one slide; one step moves by a slide and a gap. */
  slideWidth: number;
  gap?: number;
  /** One slide per child, each with a key. */
  children: ReactNode;
}

type Direction = 1 | -1;

/**
 * A horizontally scrolling carousel that advances by one slide every `intervalMs`,
 * wrapping round at the end. Pause/play, previous and next controls sit above the
 * slides; hover, focus and touch on the slides hold it (see `useAutoplay`).
 */
export function Carousel({ label, intervalMs, slideWidth, gap = 16, children }: CarouselProps) {
  const trackRef = useRef<HTMLDivElement>(null);
  const stepPx = slideWidth + gap;

  const move = (direction: Direction) => {
    const track = trackRef.current;
    if (!track) return;
    const behavior: ScrollBehavior = autoplay.reducedMotion ? 'auto' : 'smooth';
    const end = track.scrollWidth - track.clientWidth;
    if (direction === 1 && track.scrollLeft >= end - 1) track.scrollTo({ left: 0, behavior });
    else if (direction === -1 && track.scrollLeft <= 0) track.scrollTo({ left: end, behavior });
    else track.scrollBy({ left: direction * stepPx, behavior });
  };

  const autoplay = useAutoplay({ intervalMs, onStep: () => move(1) });
  const trackId = useId();
  const slides = Children.toArray(children);

  return (
    <Box
      component="section"
      aria-roledescription="carousel"
      aria-label={label}
      style={{ '--carousel-slide-width': `${slideWidth}px`, '--carousel-gap': `${gap}px` } as CSSProperties}
    >
      <Group justify="flex-end" gap="xs" mb="sm">
        <Button
          variant="default"
          size="compact-sm"
          leftSection={autoplay.playing ? <PauseGlyph /> : <PlayGlyph />}
          aria-label={`${autoplay.playing ? 'Pause' : 'Play'} ${label}`}
          aria-controls={trackId}
          onClick={autoplay.togglePlaying}
        >
          {autoplay.playing ? 'Pause' : 'Play'}
        </Button>
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={`Previous slide of ${label}`}
          aria-controls={trackId}
          onClick={() => move(-1)}
        >
          <PreviousGlyph />
        </ActionIcon>
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={`Next slide of ${label}`}
          aria-controls={trackId}
          onClick={() => move(1)}
        >
          <NextGlyph />
        </ActionIcon>
      </Group>
      <section
        ref={trackRef}
        id={trackId}
        className={classes.track}
        // The row scrolls sideways: it takes focus so the keyboard can scroll it too.
        aria-label={`${label}, scrollable`}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling row must take focus to be scrolled by keyboard.
        tabIndex={0}
        data-running={autoplay.running}
        {...autoplay.holdHandlers}
      >
        {slides.map((slide, index) => (
          // biome-ignore lint/a11y/useSemanticElements: the APG carousel pattern names each slide as a group; a fieldset is for forms.
          <div
            key={isValidElement(slide) ? (slide.key ?? index) : index}
            className={classes.slide}
            role="group"
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${slides.length}`}
          >
            {slide}
          </div>
        ))}
      </section>
    </Box>
  );
}
