import { useEffect, useRef } from 'react';
import { addDialogHistoryEntry, isOnDialogHistoryEntry } from './dialog-history-entry';

/** Settles once the browser has gone Back from a dialog's entry that was closed (at once when none is being left). */
let leavingEntry: Promise<unknown> = Promise.resolve();

/**
 * While the dialog is open it has a history entry of its own, at the same address, so the
 * browser's Back (a phone's back gesture above all) closes it and keeps the page, and what
 * was typed, instead of leaving. Closing it any other way takes that entry out again, so
 * Back afterwards leaves the page as it would have without the dialog. A dialog opened on
 * such an entry (a reload, Forward) takes it as its own instead of adding another; one
 * opened while the last one's entry is still being left waits until it is. The History API
 * directly, not the router: the router draws a move as a transition, which can come a
 * second late while the page is still starting, and Back must close the dialog at once.
 */
export function useBackClosesDialog(opened: boolean, close: () => void): void {
  const closeNow = useRef(close);
  closeNow.current = close;

  useEffect(() => {
    if (!opened) return;
    let holding = true;
    const onHistoryMove = () => {
      if (!isOnDialogHistoryEntry()) closeNow.current();
    };
    void leavingEntry.then(() => {
      if (!holding) return;
      if (!isOnDialogHistoryEntry()) addDialogHistoryEntry();
      window.addEventListener('popstate', onHistoryMove);
    });
    return () => {
      holding = false;
      window.removeEventListener('popstate', onHistoryMove);
      if (!isOnDialogHistoryEntry()) return;
      leavingEntry = new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
      window.history.back();
    };
  }, [opened]);
}
