import { useLocation } from '@temple/shared/ui-base';
import type { MouseEvent } from 'react';
import classes from './skip-link.module.css';

/** The id of the page's `<main>`, which takes the focus. */
export const MAIN_CONTENT_ID = 'main-content';

/**
 * The first stop of the keyboard: moves the focus to the page's main content. The page has
 * a `<base href="/">`, so a bare `#main-content` would lead to the home page; the link names
 * this page, and once the page is live it moves the focus without any navigation.
 */
export function SkipLink() {
  const { pathname, search } = useLocation();
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (!main) return;
    event.preventDefault();
    main.focus();
  };
  return (
    <a className={classes.skipLink} href={`${pathname}${search}#${MAIN_CONTENT_ID}`} onClick={skip}>
      Skip to main content
    </a>
  );
}
