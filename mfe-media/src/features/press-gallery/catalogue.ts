import generated from './catalogue.generated.json';
import type { Catalogue, MediaItem } from './media-item';

/**
 * Where this remote's public files are served from: its own origin, composed into the
 * shell or on its own page (the bundler's public path, computed at run time). Tests have none.
 */
function remoteBase(): string {
  return typeof __webpack_public_path__ === 'string' && __webpack_public_path__ !== 'auto'
    ? __webpack_public_path__
    : '/';
}

/** The catalogue's paths made absolute against the origin that serves the files. */
export function resolveMediaUrls(items: readonly MediaItem[], base: string): MediaItem[] {
  const url = (path: string) => `${base.endsWith('/') ? base : `${base}/`}${path}`;
  return items.map((item) => ({
    ...item,
    src: url(item.src),
    renditions: item.renditions.map((rendition) => ({ ...rendition, src: url(rendition.src) })),
  }));
}

/**
 * Every press item, from the catalogue `scripts/build-catalogue.ts` derives from
 * media/press/ at build time, in spec order (year descending, then title). That script
 * checks it against `catalogueSchema` as it writes it: the page takes its own build's file
 * as checked instead of shipping the validator (~10 KB gzip) to every visitor.
 */
export const PRESS_ITEMS: readonly MediaItem[] = resolveMediaUrls(
  (generated as Catalogue).items,
  remoteBase(),
);
