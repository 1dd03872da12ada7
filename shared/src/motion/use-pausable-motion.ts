// Through the package name, so a remote takes useReducedMotion from the shell's kit instead of bundling a copy.
import { useReducedMotion } from '@temple/shared/ui-base';
import { type FocusEvent, useEffect, useRef, useState } from 'react';

/**
 * Moving content the visitor can stop (WCAG 2.2.2). `playing` is the visitor's pause/play
 * choice, by default on unless reduced motion is preferred; `running` is whether it moves
 * now: playing, and not held by the pointer, the keyboard focus or a finger on it. Spread
 * `holdHandlers` on the moving element. After a finger lifts, it waits `touchResumeMs`
 * before it moves again (at once without it).
 */
export function usePausableMotion(
  // A plain parameter: an options object's default is spelled out in the built code, and the
  // carousel's copy is part of the home page's first render.
  touchResumeMs?: number,
) {
  const reducedMotion = useReducedMotion();
  const [choice, setChoice] = useState<boolean>();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [touched, setTouched] = useState(false);
  // 0 is no timer's id, so clearing it does nothing.
  const touchTimer = useRef(0);
  useEffect(() => () => window.clearTimeout(touchTimer.current), []);

  const playing = choice ?? !reducedMotion;
  const lift = () => {
    window.clearTimeout(touchTimer.current);
    if (touchResumeMs) touchTimer.current = window.setTimeout(() => setTouched(false), touchResumeMs);
    else setTouched(false);
  };

  return {
    reducedMotion,
    playing,
    running: playing && !hovered && !focused && !touched,
    togglePlaying: () => setChoice(!playing),
    holdHandlers: {
      onMouseEnter: () => setHovered(true),
      onMouseLeave: () => setHovered(false),
      onFocus: () => setFocused(true),
      // Focus moving between the element's own controls keeps it held.
      onBlur: (event: FocusEvent<HTMLElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      },
      onTouchStart: () => {
        window.clearTimeout(touchTimer.current);
        setTouched(true);
      },
      onTouchEnd: lift,
      // The browser cancels a touch it takes over to scroll the page: no touchend follows.
      onTouchCancel: lift,
    },
  };
}
