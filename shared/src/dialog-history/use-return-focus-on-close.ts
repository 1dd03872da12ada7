import { type RefObject, useEffect, useRef } from 'react';

/**
 * Gives the focus back when a dialog closes, for a dialog whose code arrives after the
 * click: it mounts already open, so Mantine's own focus return has no opener to go back to.
 * What opened it is `opener` (a Play button the browser may not have focused on a click),
 * else whatever had the focus as it opened. It takes the focus back once the dialog has
 * gone; when that was nothing (a dialog opened by the page's address) or it has left the
 * page, the page's `<main>` takes it, so the next Tab goes on from the page and not from
 * the top of the document.
 */
export function useReturnFocusOnClose(opened: boolean, opener?: RefObject<HTMLElement | null>): void {
  const openedBy = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (opened) {
      const active = document.activeElement;
      openedBy.current = opener?.current ?? (active instanceof HTMLElement ? active : null);
      return;
    }
    const target = openedBy.current;
    openedBy.current = null;
    if (!target) return;
    // After the dialog's own focus handling as it unmounts.
    const timeout = window.setTimeout(() => {
      const back = target !== document.body && target.isConnected ? target : document.querySelector('main');
      back?.focus();
    }, 0);
    return () => window.clearTimeout(timeout);
  }, [opened, opener]);
}
