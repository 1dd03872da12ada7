import type { BhogDate } from '@temple/shared';
import { useEffect, useState } from 'react';
import { loadBhogDates } from './bhog-dates-cache';

export type BhogDatesState =
  | { status: 'loading' }
  | { status: 'ready'; dates: BhogDate[] }
  | { status: 'failed'; error: string }
  /** Asked again after a failure: its alert stays on screen until the answer comes. */
  | { status: 'retrying'; error: string };

/**
 * The Bhog dates for the picker; asks only when `enabled` (the BHOG type is chosen).
 * After a failure, `retry` asks again (the cache keeps no failure).
 */
export function useBhogDates(enabled: boolean): { dates: BhogDatesState; retry: () => void } {
  const [state, setState] = useState<BhogDatesState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // Asks when enabled, and again on each new attempt (retry).
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    void loadBhogDates().then((result) => {
      if (!live) return;
      setState(
        result.success ? { status: 'ready', dates: result.data } : { status: 'failed', error: result.error },
      );
    });
    return () => {
      live = false;
    };
  }, [enabled, attempt]);

  function retry() {
    if (state.status !== 'failed') return;
    setState({ status: 'retrying', error: state.error });
    setAttempt((count) => count + 1);
  }

  return { dates: state, retry };
}
