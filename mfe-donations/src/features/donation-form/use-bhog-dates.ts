import type { BhogDate } from '@temple/shared';
import { useEffect, useState } from 'react';
import { loadBhogDates } from './bhog-dates-cache';

export type BhogDatesState =
  | { status: 'loading' }
  | { status: 'ready'; dates: BhogDate[] }
  | { status: 'failed'; error: string };

/** The Bhog dates for the picker; asks only when `enabled` (the BHOG type is chosen). */
export function useBhogDates(enabled: boolean): BhogDatesState {
  const [state, setState] = useState<BhogDatesState>({ status: 'loading' });
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
  }, [enabled]);
  return state;
}
