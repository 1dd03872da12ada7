import type { RsbuildPlugin } from '@rsbuild/core';

/** Written next to a remote's mf-manifest.json; the production server reads both. */
export const PAGE_HINTS_FILE = 'page-hints.json';

/** Exposed module name -> patterns of emitted images its first paint shows ("HomePage": [/hero-poster/]). */
export type LcpImagePatterns = Record<string, RegExp[]>;

/**
 * Emits page-hints.json: for each exposed page, the built (hashed) files of the images its
 * first screen shows, so the server can have the browser fetch them with the page instead
 * of after the page's code has run (Largest Contentful Paint).
 */
export function pluginPageHints(lcpImages: LcpImagePatterns): RsbuildPlugin {
  return {
    name: 'temple:page-hints',
    setup(api) {
      api.processAssets({ stage: 'report', environments: ['web'] }, ({ compilation, sources }) => {
        const files = Object.keys(compilation.assets).filter((file) => file.startsWith('static/image/'));
        const pages = Object.fromEntries(
          Object.entries(lcpImages).map(([page, patterns]) => {
            const images = files.filter((file) => patterns.some((pattern) => pattern.test(file)));
            if (images.length === 0)
              throw new Error(`page hints: no built image of ${page} matches ${patterns.join(', ')}`);
            return [page, { images }];
          }),
        );
        compilation.emitAsset(
          PAGE_HINTS_FILE,
          new sources.RawSource(`${JSON.stringify({ pages }, null, 2)}\n`),
        );
      });
    },
  };
}
