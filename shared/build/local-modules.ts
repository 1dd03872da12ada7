import { dirname, join, relative, resolve, sep } from 'node:path';
import { type RsbuildPlugin, rspack } from '@rsbuild/core';

/** Where a remote's bootstrap and prerender code import its modules from (typed by a `.d.ts` beside it). */
const LOCAL_MODULES_FILE = 'src/app/local-modules.js';

/**
 * The source of `src/app/local-modules.js`: every module the remote exposes, by its module
 * id, imported lazily from its own file. Generated from `exposes`, so a module is listed once.
 */
export function localModulesSource(name: string, exposes: Record<string, string>, appRoot: string): string {
  const from = dirname(join(appRoot, LOCAL_MODULES_FILE));
  const entries = Object.entries(exposes).map(([expose, file]) => {
    const path = relative(from, resolve(appRoot, file)).split(sep).join('/');
    return `  ${JSON.stringify(`${name}/${expose.replace(/^\.\//, '')}`)}: () => import(${JSON.stringify(path.startsWith('.') ? path : `./${path}`)}),`;
  });
  return `export const LOCAL_MODULES = {\n${entries.join('\n')}\n};\n`;
}

/**
 * Serves `src/app/local-modules.js` from memory (Rspack's virtual modules) to every build of
 * the app: its own page loads its modules directly with it, and its prerendering draws them.
 */
export function pluginLocalModules(
  name: string,
  exposes: Record<string, string>,
  appRoot = process.cwd(),
): RsbuildPlugin {
  const file = join(appRoot, LOCAL_MODULES_FILE);
  const source = localModulesSource(name, exposes, appRoot);
  return {
    name: 'temple:local-modules',
    setup(api) {
      api.modifyRspackConfig((_config, { appendPlugins }) => {
        appendPlugins(new rspack.experiments.VirtualModulesPlugin({ [file]: source }));
      });
    },
  };
}
