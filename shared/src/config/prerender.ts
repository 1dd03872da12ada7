import type { PageRoute } from './site-routes';

/**
 * Prerendering: every app's build renders its pages to HTML once (shared/src/prerender),
 * the production server puts that HTML into the page it sends (page-server/src/features/page-document/page-document.ts),
 * and the browser paints it before any code has arrived; the live app then takes over.
 */

/** On #root while it holds prerendered HTML; removed once the live app has replaced it. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/**
 * Marks a JSON list of code (CodeFile[]) that the shell's after-paint.js loads once a
 * prerendered page has been painted: the shell's own, written by its build, and the
 * code of the page's remote, added by the server.
 */
export const AFTER_PAINT_LIST_ATTRIBUTE = 'data-after-paint';

/** A file fetched ahead of the code that asks for it. */
export type PreloadFile = { preload: string; as: 'script' };
/** A file of the page's code: a script to run, or one to fetch ahead. */
export type CodeFile = { src: string } | PreloadFile;

/** JSON inside <script>: "</script>" or "<!--" in a value must not end the element. */
export function inlineJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/** Where the shell's prerendered HTML leaves room for the page a remote draws. */
export const PAGE_SLOT_TAG = 'temple-page-slot';

/**
 * A remote's files are served from wherever that remote is deployed, which its build does
 * not know: its prerendered HTML names them under this base, and the server puts the
 * deployment's address in its place.
 */
export const PRERENDER_ASSET_BASE = 'https://prerender.invalid/';

/** The shell's page for a path no route owns. */
export const NOT_FOUND_PRERENDER_PATH = '/404';
/** The shell's header and footer around any page (a page the header marks as current has its own). */
export const PAGE_FRAME_PRERENDER_PATH = '/_page';

/**
 * "/legal/disclaimer" -> "prerender/legal/disclaimer.html", a variant "/payment-status.SUCCESS"
 * -> "prerender/payment-status.SUCCESS.html" (relative to an app's deployment).
 */
export function prerenderFileOf(path: string): string {
  return `prerender/${path === '/' ? 'index' : path.slice(1)}.html`;
}

/** The URL a route is prerendered at, or undefined for a page that is drawn only live. */
export function prerenderLocationOf(route: PageRoute): string | undefined {
  if (route.prerender === false) return undefined;
  return `${route.path}${route.prerender?.search ?? ''}`;
}
