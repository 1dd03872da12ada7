import { mkdir, readdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { EnvironmentConfig, RsbuildPlugin } from '@rsbuild/core';
import { PRERENDER_ASSET_BASE, prerenderFileOf } from '../src/config/prerender';

/** The Rsbuild environment that builds an app's prerender code for Node.js (never deployed). */
export const PRERENDER_ENVIRONMENT = 'prerender';

/** Each app's entry for it: `export const prerender = () => ...` (see @temple/shared/prerender). */
const PRERENDER_ENTRY = './src/app/prerender.tsx';

/**
 * The Node.js build of an app's pages. It uses the same root and CSS-module naming as the
 * browser build, so the HTML it writes carries the very class names of the deployed
 * styles; a remote's image URLs carry a placeholder base the server replaces.
 */
export function prerenderEnvironment(isRemote: boolean, distRoot: string): EnvironmentConfig {
  return {
    source: { entry: { prerender: PRERENDER_ENTRY } },
    output: {
      target: 'node',
      distPath: { root: join('node_modules/.cache/prerender', distRoot) },
      assetPrefix: isRemote ? PRERENDER_ASSET_BASE : '/',
      filename: { js: '[name].mjs' },
      module: true,
      minify: false,
      sourceMap: false,
    },
  };
}

type PrerenderModule = { prerender: () => Promise<Record<string, string>> | Record<string, string> };

async function findEntry(dir: string): Promise<string> {
  const files = await readdir(dir, { recursive: true });
  const entry = files.find((file) => /(^|\/)prerender\.mjs$/.test(file));
  if (!entry) throw new Error(`prerender: no prerender.mjs in ${dir}`);
  return join(dir, entry);
}

/**
 * After a production build: runs the app's prerender code and writes each page's HTML
 * into the browser build, under prerender/ (see prerenderFileOf), deployed with the app.
 */
export function pluginPrerender(): RsbuildPlugin {
  return {
    name: 'temple:prerender',
    setup(api) {
      api.onAfterBuild(async ({ environments }) => {
        const node = environments[PRERENDER_ENVIRONMENT];
        const web = environments.web;
        if (!node || !web) return;
        const entry = await findEntry(node.distPath);
        const { prerender } = (await import(
          `${pathToFileURL(entry).href}?at=${Date.now()}`
        )) as PrerenderModule;
        const pages = await prerender();
        await Promise.all(
          Object.entries(pages).map(async ([path, html]) => {
            const file = join(web.distPath, prerenderFileOf(path));
            await mkdir(dirname(file), { recursive: true });
            await writeFile(file, html);
          }),
        );
        api.logger.info(`prerendered ${Object.keys(pages).length} pages into ${web.distPath}/prerender`);
      });
    },
  };
}
