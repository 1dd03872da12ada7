import type { MouseEvent } from 'react';
import classes from './skip-link.module.css';

/** The id of the page's `<main>`, which takes the focus. */
export const MAIN_CONTENT_ID = 'main-content';

/**
 * The first stop of the keyboard: moves the focus to the page's main content. Before the
 * page is live it is a plain in-page link; once live it moves the focus without changing
 * the address.
 */
export function SkipLink() {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (!main) return;
    event.preventDefault();
    main.focus();
  };
  return (
    <a className={classes.skipLink} href={`#${MAIN_CONTENT_ID}`} onClick={skip}>
      Skip to main content
    </a>
  );
}
