import type { RsbuildPlugin } from '@rsbuild/core';
import * as z from 'zod/mini';
import { type PageRoute, pageRoutesSchema, ROUTES_FILE } from '../src/config/site-routes';

/**
 * Emits routes.json beside a remote's mf-manifest.json: the pages the remote declares in
 * its own `src/app/routes.ts`. The shell (and the production server) read it from the
 * remote's deployment, so a page a remote adds is live with that remote's release alone.
 * A route that is invalid or names a module the remote does not expose fails the build.
 */
export function pluginRoutesFile(
  routes: readonly PageRoute[],
  exposes: Record<string, string>,
): RsbuildPlugin {
  const parsed = pageRoutesSchema.safeParse(routes);
  if (!parsed.success) throw new Error(`routes: ${z.prettifyError(parsed.error)}`);
  for (const route of parsed.data) {
    if (!exposes[`./${route.module}`])
      throw new Error(`routes: ${route.path} is drawn by ${route.module}, which is not exposed`);
  }
  const paths = parsed.data.map((route) => route.path);
  const twice = paths.find((path, index) => paths.indexOf(path) !== index);
  if (twice) throw new Error(`routes: ${twice} is declared twice`);
  const json = `${JSON.stringify(parsed.data, null, 2)}\n`;
  return {
    name: 'temple:routes-file',
    setup(api) {
      api.processAssets({ stage: 'additional', environments: ['web'] }, ({ compilation, sources }) => {
        compilation.emitAsset(ROUTES_FILE, new sources.RawSource(json));
      });
    },
  };
}
