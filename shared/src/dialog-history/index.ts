/**
 * `@temple/shared/dialog-history`: the browser's Back closes an open dialog, and a dialog
 * that mounts already open gives the focus back when it closes. Not a shared federation
 * module: what it keeps is in the browser's history and in each dialog's own component, so
 * each remote with a dialog bundles its own small copy and a page without one pays nothing
 * for it.
 */
export { useOnDialogHistoryEntry } from './dialog-history-entry';
export { useBackClosesDialog } from './use-back-closes-dialog';
export { useReturnFocusOnClose } from './use-return-focus-on-close';
