import { useCallback, useEffect, useReducer } from 'react';

/** Auto-advance interval and the pause before the loop jumps back (spec section 9). */
export const VERSE_INTERVAL_MS = 4200;
export const VERSE_LOOP_RESET_MS = 450;

interface LoopState {
  /** Position on the doubled track, 0 .. 2 × count - 1. */
  index: number;
  /** Whether the move to `index` is animated. */
  animate: boolean;
  /** A step back from the first item: jump to its copy first, then animate. */
  stepBackPending: boolean;
}

type LoopAction = { kind: 'next' } | { kind: 'prev' } | { kind: 'go'; to: number } | { kind: 'settle' };

function reducer(count: number) {
  return (state: LoopState, action: LoopAction): LoopState => {
    switch (action.kind) {
      case 'next':
        return { index: Math.min(state.index + 1, 2 * count - 1), animate: true, stepBackPending: false };
      case 'prev':
        return state.index === 0
          ? { index: count, animate: false, stepBackPending: true }
          : { index: state.index - 1, animate: true, stepBackPending: false };
      case 'go':
        return { index: action.to, animate: true, stepBackPending: false };
      case 'settle':
        if (state.stepBackPending) return { index: state.index - 1, animate: true, stepBackPending: false };
        return state.index >= count
          ? { index: state.index - count, animate: false, stepBackPending: false }
          : state;
    }
  };
}

/**
 * An endless carousel over a duplicated list: it moves forward onto the copy, then,
 * once the move has finished (450 ms), jumps back to the original without animation.
 * Advances every 4200 ms while `playing`.
 */
export function useVerseLoop(count: number, playing: boolean) {
  const [state, dispatch] = useReducer(reducer(count), { index: 0, animate: true, stepBackPending: false });

  useEffect(() => {
    if (!playing) return;
    const timer = window.setInterval(() => dispatch({ kind: 'next' }), VERSE_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [playing]);

  useEffect(() => {
    if (state.stepBackPending) {
      const timer = window.setTimeout(() => dispatch({ kind: 'settle' }), 20);
      return () => window.clearTimeout(timer);
    }
    if (state.index < count) return;
    const timer = window.setTimeout(() => dispatch({ kind: 'settle' }), VERSE_LOOP_RESET_MS);
    return () => window.clearTimeout(timer);
  }, [state, count]);

  return {
    index: state.index,
    animate: state.animate,
    active: state.index % count,
    next: useCallback(() => dispatch({ kind: 'next' }), []),
    prev: useCallback(() => dispatch({ kind: 'prev' }), []),
    goTo: useCallback((to: number) => dispatch({ kind: 'go', to }), []),
  };
}
