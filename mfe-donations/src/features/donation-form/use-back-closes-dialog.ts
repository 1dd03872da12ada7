import { useLocation, useNavigate } from '@temple/shared/ui-base';
import { useEffect, useRef } from 'react';
import { DIALOG_HISTORY_STATE, isDialogHistoryEntry } from './dialog-history-entry';

/** The dialog's entry is asked for and the router has not reached it yet. */
const ADDING = Symbol('adding');

/**
 * While the dialog is open it has a history entry of its own, at the same address, so the
 * browser's Back (a phone's back gesture above all) closes it and keeps the page, and what
 * was typed, instead of leaving. Closing it any other way takes that entry out again, so
 * Back afterwards leaves the page as it would have without the dialog. A dialog opened on
 * such an entry (a reload, Forward) takes it as its own instead of adding another.
 */
export function useBackClosesDialog(opened: boolean, close: () => void): void {
  const location = useLocation();
  const navigate = useNavigate();
  const entry = useRef<string | typeof ADDING | null>(null);

  useEffect(() => {
    if (entry.current === ADDING) {
      if (!isDialogHistoryEntry(location.state)) return;
      entry.current = location.key;
    }
    const onEntry = entry.current === location.key;
    if (opened) {
      if (entry.current === null) {
        if (isDialogHistoryEntry(location.state)) {
          entry.current = location.key;
          return;
        }
        entry.current = ADDING;
        // The browser's address, not the router's: the router shows a change made in the
        // same click (a hub choice written into the query) a render later.
        const { pathname, search, hash } = window.location;
        navigate({ pathname, search, hash }, { state: DIALOG_HISTORY_STATE, preventScrollReset: true });
      } else if (!onEntry) {
        // Back, or a link followed from inside the dialog, left the dialog's entry.
        entry.current = null;
        close();
      }
      return;
    }
    if (entry.current !== null) {
      entry.current = null;
      if (onEntry) navigate(-1);
    }
  }, [opened, location, navigate, close]);
}
