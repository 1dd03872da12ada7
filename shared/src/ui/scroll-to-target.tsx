import { useEffect, useRef } from 'react';
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
 * Every route change scrolls to the top, or to the hash target when there is one
 * (spec section 2), and moves the keyboard focus there: to the page's <main>, or to the
 * target, so reading and the Tab key go on from what the visitor asked for (a link in the
 * app does not move focus as the browser's own page loads and anchor jumps do). A change
 * of the query alone (a tab, a chosen amount) is not a new route and keeps the visitor
 * where they are. The page the visitor landed on keeps the position and focus the browser
 * gave it: a prerendered page can be scrolled before the app takes over. Pages arrive from
 * remotes after the URL changes, so a hash target is awaited for a few seconds.
 */
export function ScrollToTarget() {
  const { pathname, hash } = useLocation();
  const landing = useRef<string | undefined>(`${pathname}${hash}`);
  useEffect(() => {
    const here = `${pathname}${hash}`;
    if (landing.current !== here) landing.current = undefined;
    const moved = landing.current === undefined;
    if (!hash) {
      if (moved) {
        window.scrollTo({ top: 0, left: 0 });
        focusWithoutScrolling(document.querySelector('main'));
      }
      return;
    }
    const scrollTo = (target: HTMLElement) => {
      target.scrollIntoView({ block: 'start' });
      if (moved) focusWithoutScrolling(target);
    };
    const found = findHashTarget(hash);
    if (found) {
      scrollTo(found);
      return;
    }
    const observer = new MutationObserver(() => {
      const target = findHashTarget(hash);
      if (target) {
        observer.disconnect();
        scrollTo(target);
      }
    });
    observer.observe(document.body, { childList: true, subtree: true });
    const timeout = window.setTimeout(() => observer.disconnect(), HASH_WAIT_MS);
    return () => {
      observer.disconnect();
      window.clearTimeout(timeout);
    };
  }, [pathname, hash]);
  return null;
}
