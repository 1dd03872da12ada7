/**
 * `@temple/shared/dialog-history`: the browser's Back closes an open dialog. Not a shared
 * federation module: the state it keeps is the browser's history, so each remote with a
 * dialog bundles its own small copy and a page without one pays nothing for it.
 */
export { useOnDialogHistoryEntry } from './dialog-history-entry';
export { useBackClosesDialog } from './use-back-closes-dialog';
