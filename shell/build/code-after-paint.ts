import type { HtmlTag } from '@rsbuild/core';
import { AFTER_PAINT_LIST_ATTRIBUTE, type CodeFile, inlineJson } from '@temple/shared/core';

/** Served from shell/public: loads the listed code once the page has been painted. */
const AFTER_PAINT_SCRIPT = '/after-paint.js';

const isPreload = (tag: HtmlTag, as: string) =>
  tag.tag === 'link' && tag.attrs?.rel === 'preload' && tag.attrs.as === as;

/**
 * An Rsbuild `html.tags` handler for the shell's index.html. A prerendered page paints
 * from its HTML and styles alone; its code is only needed to take over. Fetched from the
 * start, that code (~180 KB on a phone's connection) competes with the styles and
 * first-screen images for the bandwidth of the first paint (docs/decisions.md has the
 * figures). So the shell's scripts and their preloads become a list that after-paint.js
 * loads once the page is on screen, or at once when nothing was prerendered. The start-up
 * styles the build only preloads apply at once: the prerendered HTML needs them.
 */
export function codeAfterPaint(tags: HtmlTag[]): HtmlTag[] {
  const code: CodeFile[] = [];
  const kept: HtmlTag[] = [];
  // After the entry's own styles, where the code that owns them would have put them.
  const styles: HtmlTag[] = [];
  for (const tag of tags) {
    const { src, href } = tag.attrs ?? {};
    if (tag.tag === 'script' && typeof src === 'string') code.push({ src });
    else if (isPreload(tag, 'script') && typeof href === 'string') code.push({ preload: href, as: 'script' });
    else if (isPreload(tag, 'style')) styles.push({ ...tag, attrs: { rel: 'stylesheet', href } });
    else kept.push(tag);
  }
  return [
    ...kept,
    ...styles,
    {
      tag: 'script',
      attrs: { type: 'application/json', [AFTER_PAINT_LIST_ATTRIBUTE]: true },
      children: inlineJson(code),
      head: true,
    },
    { tag: 'script', attrs: { defer: true, src: AFTER_PAINT_SCRIPT }, head: true },
  ];
}
