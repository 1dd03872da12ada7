import { useEffect, useRef } from 'react';
import { focusLost } from '../a11y/focus-lost';
import { hashText } from '../format/url-hash';
import { useLocation } from './router';

const HASH_WAIT_MS = 4000;

function findHashTarget(hash: string): HTMLElement | null {
  const id = hashText(hash);
  return id ? document.getElementById(id) : null;
}

/** Focus for an element that is not a control: it takes it from script only (tabindex -1), never from Tab. */
function focusWithoutScrolling(element: HTMLElement | null) {
  if (!element) return;
  if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.focus({ preventScroll: true });
}

/**
 * Scrolls to the hash target once it is on the page and, when `moveFocus`, gives it the
 * focus. The target may then be drawn anew: the live page's section replacing the
 * prerendered copy it was found in. The element that had the focus leaves the page with
 * it and the focus falls to <body>, so it follows to the target drawn in its place, until
 * the visitor moves the focus or clicks somewhere themselves. Returns what stops it.
 */
function followHashTarget(hash: string, moveFocus: boolean): () => void {
  let target: HTMLElement | null = null;
  let visitorMovedOn = false;
  const observer = new MutationObserver(() => look());
  // Pages arrive from remotes after the URL changes, so a target not there yet is awaited a while.
  const giveUp = window.setTimeout(() => stop(), HASH_WAIT_MS);
  const stop = () => {
    observer.disconnect();
    window.clearTimeout(giveUp);
    document.removeEventListener('focusin', onFocusIn);
    document.removeEventListener('pointerdown', onVisitorMove);
  };
  // Until the target arrives the visitor's move only keeps the focus theirs; the scroll still comes.
  const onVisitorMove = () => {
    visitorMovedOn = true;
    if (target) stop();
  };
  const onFocusIn = (event: FocusEvent) => {
    if (event.target !== target) onVisitorMove();
  };
  const look = () => {
    if (target?.isConnected) return;
    const found = findHashTarget(hash);
    if (!found) return;
    const first = target === null;
    target = found;
    if (first) {
      window.clearTimeout(giveUp);
      found.scrollIntoView({ block: 'start' });
    }
    if (moveFocus && !visitorMovedOn && (first || focusLost())) focusWithoutScrolling(found);
    else stop();
  };
  document.addEventListener('focusin', onFocusIn);
  document.addEventListener('pointerdown', onVisitorMove);
  observer.observe(document.body, { childList: true, subtree: true });
  look();
  return stop;
}

/**
 * Every route change scrolls to the top, or to the hash target when there is one
 * (spec section 2), and moves the keyboard focus there: to the page's <main>, or to the
 * target, so reading and the Tab key go on from what the visitor asked for (a link in the
 * app does not move focus as the browser's own page loads and anchor jumps do). A change
 * of the query alone (a tab, a chosen amount) is not a new route and keeps the visitor
 * where they are. The page the visitor landed on keeps the position and focus the browser
 * gave it: a prerendered page can be scrolled before the app takes over.
 */
export function ScrollToTarget() {
  const { pathname, hash } = useLocation();
  const landing = useRef<string | undefined>(`${pathname}${hash}`);
  useEffect(() => {
    const here = `${pathname}${hash}`;
    if (landing.current !== here) landing.current = undefined;
    const moved = landing.current === undefined;
    if (hash) return followHashTarget(hash, moved);
    if (moved) {
      window.scrollTo({ top: 0, left: 0 });
      focusWithoutScrolling(document.querySelector('main'));
    }
  }, [pathname, hash]);
  return null;
}
