import { type FocusEvent, useEffect, useRef, useState } from 'react';

/** After a finger lifts, the row waits this long before it moves again. */
export const TOUCH_RESUME_MS = 2500;

/**
 * Holds a moving row still while the visitor is on it: pointer over it, keyboard focus
 * inside it, or a finger on it (and a moment after). Spread `handlers` on the row.
 */
export function useScrollHold() {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [touched, setTouched] = useState(false);
  const touchTimer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(touchTimer.current), []);

  const releaseTouch = () => {
    window.clearTimeout(touchTimer.current);
    touchTimer.current = window.setTimeout(() => setTouched(false), TOUCH_RESUME_MS);
  };

  return {
    held: hovered || focused || touched,
    handlers: {
      onMouseEnter: () => setHovered(true),
      onMouseLeave: () => setHovered(false),
      onFocus: () => setFocused(true),
      onBlur: (event: FocusEvent<HTMLElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      },
      onTouchStart: () => {
        window.clearTimeout(touchTimer.current);
        setTouched(true);
      },
      onTouchEnd: releaseTouch,
      onTouchCancel: releaseTouch,
    },
  };
}
