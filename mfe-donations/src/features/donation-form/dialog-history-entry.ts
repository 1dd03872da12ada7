/**
 * The history state of the entry the donation dialog adds while it is open (same address),
 * so the browser's Back closes the dialog instead of leaving the page. A page that
 * tidies its address when the dialog closes waits until this entry is gone, or Back
 * would bring the old address, and the dialog, back.
 */
export const DIALOG_HISTORY_STATE = { donationDialog: true } as const;

export function isDialogHistoryEntry(state: unknown): boolean {
  return (
    typeof state === 'object' && state !== null && 'donationDialog' in state && state.donationDialog === true
  );
}
