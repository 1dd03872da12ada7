import { usePausableMotion } from '@temple/shared';
import { useEffect, useRef } from 'react';

export interface AutoplayOptions {
  /** Time between two steps. */
  intervalMs: number;
  /** Moves the carousel one step on. */
  onStep: () => void;
}

/**
 * Auto-advance for a carousel (spec section 4, WCAG 2.2.2): a step every `intervalMs`
 * while `usePausableMotion` runs: held while the pointer, the focus or a finger is on it,
 * stopped by the visitor's pause control, and off by default when reduced motion is preferred.
 */
export function useAutoplay({ intervalMs, onStep }: AutoplayOptions) {
  const motion = usePausableMotion();
  const stepRef = useRef(onStep);
  stepRef.current = onStep;

  useEffect(() => {
    if (!motion.running) return;
    const timer = window.setInterval(() => stepRef.current(), intervalMs);
    return () => window.clearInterval(timer);
  }, [motion.running, intervalMs]);

  return motion;
}
