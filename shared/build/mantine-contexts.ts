import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';

/**
 * The only module-level state of Mantine's core: its provider, theme and direction
 * contexts (the only `createContext` calls under `@mantine/core/esm/core`). Shared as
 * singletons one file each (a federation share key that is an absolute path matches
 * that resolved file, wherever inside @mantine/core it is imported from), a Mantine
 * component a remote bundles itself — one the shared kit does not contain — reads the
 * shell's MantineProvider: one theme on the page, and the shell need not be released
 * for it. The rest of Mantine's core is stateless helpers a remote may copy.
 */
const CONTEXT_FILES = {
  'core/MantineProvider/Mantine.context.mjs': '@mantine/core/context/mantine',
  'core/MantineProvider/MantineThemeProvider/MantineThemeProvider.mjs': '@mantine/core/context/theme',
  'core/DirectionProvider/DirectionProvider.mjs': '@mantine/core/context/direction',
} as const;

export function mantineContextShares() {
  const esm = join(dirname(createRequire(import.meta.url).resolve('@mantine/core')), '..', 'esm');
  const { version } = JSON.parse(readFileSync(join(esm, '..', 'package.json'), 'utf8')) as {
    version: string;
  };
  return Object.fromEntries(
    Object.entries(CONTEXT_FILES).map(([file, shareKey]) => {
      const path = join(esm, file);
      // A Mantine release that moved a context must fail the build, not split the theme.
      if (!existsSync(path))
        throw new Error(`@mantine/core ${version} has no ${file}: update mantine-contexts.ts`);
      // The bundle names what it provides by `import`: relative, so no build machine's folders show in it.
      const fromApp = relative(process.cwd(), path);
      const provided = fromApp.startsWith('.') ? fromApp : `./${fromApp}`;
      return [path, { import: provided, shareKey, singleton: true, version, requiredVersion: `^${version}` }];
    }),
  );
}
