import { useReducedMotion } from '@temple/shared/ui-base';
import { useEffect, useRef, useState } from 'react';

export interface AutoplayOptions {
  /** Time between two steps. */
  intervalMs: number;
  /** Moves the carousel one step on. */
  onStep: () => void;
}

/** Spread onto the carousel's slides: hovering, focusing or touching it holds it still. */
interface HoldHandlers {
  onMouseEnter: () => void;
  onMouseLeave: () => void;
  onFocus: () => void;
  onBlur: (event: React.FocusEvent<HTMLElement>) => void;
  onTouchStart: () => void;
  onTouchEnd: () => void;
  onTouchCancel: () => void;
}

export interface Autoplay {
  reducedMotion: boolean;
  /** The visitor's choice, or by default: on, unless reduced motion is preferred. */
  playing: boolean;
  /** Whether the timer runs now: playing and not held by hover, focus or touch. */
  running: boolean;
  togglePlaying: () => void;
  holdHandlers: HoldHandlers;
}

type Hold = 'hover' | 'focus' | 'touch';

/**
 * Auto-advance for a carousel (spec section 4, WCAG 2.2.2): a step every `intervalMs`,
 * held while the pointer, the focus or a finger is on it, stopped by the visitor's
 * pause control, and off by default when reduced motion is preferred.
 */
export function useAutoplay({ intervalMs, onStep }: AutoplayOptions): Autoplay {
  const reducedMotion = useReducedMotion();
  const [choice, setChoice] = useState<boolean | null>(null);
  const [holds, setHolds] = useState<ReadonlySet<Hold>>(new Set());
  const stepRef = useRef(onStep);
  stepRef.current = onStep;

  const playing = choice ?? !reducedMotion;
  const running = playing && holds.size === 0;

  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => stepRef.current(), intervalMs);
    return () => window.clearInterval(timer);
  }, [running, intervalMs]);

  const hold = (reason: Hold, on: boolean) =>
    setHolds((current) => {
      if (current.has(reason) === on) return current;
      const next = new Set(current);
      if (on) next.add(reason);
      else next.delete(reason);
      return next;
    });

  return {
    reducedMotion,
    playing,
    running,
    togglePlaying: () => setChoice(!playing),
    holdHandlers: {
      onMouseEnter: () => hold('hover', true),
      onMouseLeave: () => hold('hover', false),
      onFocus: () => hold('focus', true),
      onBlur: (event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) hold('focus', false);
      },
      onTouchStart: () => hold('touch', true),
      onTouchEnd: () => hold('touch', false),
      onTouchCancel: () => hold('touch', false),
    },
  };
}
