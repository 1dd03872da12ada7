import { useSyncExternalStore } from 'react';

/**
 * The history entry a dialog adds while it is open: the page's own entry again, at the
 * same address, with one more key in its state. The router keeps its own keys in the
 * state and is not told, so to it Back from there is no move at all. A page that tidies
 * its address when a dialog closes waits until this entry is gone, or Back would bring
 * the old address, and the dialog, back.
 */
const DIALOG_KEY = 'dialogOpen';

export function isOnDialogHistoryEntry(): boolean {
  const { state } = window.history;
  return typeof state === 'object' && state !== null && DIALOG_KEY in state && state[DIALOG_KEY] === true;
}

export function addDialogHistoryEntry(): void {
  const { state } = window.history;
  window.history.pushState({ ...(typeof state === 'object' ? state : {}), [DIALOG_KEY]: true }, '');
}

function onHistoryMove(change: () => void): () => void {
  window.addEventListener('popstate', change);
  return () => window.removeEventListener('popstate', change);
}

/** Whether the browser is on the dialog's entry, drawn anew when Back or Forward moves it. */
export function useOnDialogHistoryEntry(): boolean {
  return useSyncExternalStore(onHistoryMove, isOnDialogHistoryEntry, () => false);
}
