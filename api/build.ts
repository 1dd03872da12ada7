import { readFile } from 'node:fs/promises';
import { build } from 'esbuild';

/**
 * Bundles the API for production. The workspace package `@temple/shared` is TypeScript
 * source, so it is bundled in; every other dependency stays in node_modules.
 */
const pkg = JSON.parse(await readFile(new URL('./package.json', import.meta.url), 'utf8')) as {
  dependencies: Record<string, string>;
};
await build({
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external: Object.keys(pkg.dependencies).filter((name) => name !== '@temple/shared'),
  banner: {
    js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
  },
  logLevel: 'info',
});
