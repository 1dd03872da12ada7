import { readFile } from 'node:fs/promises';
import { build, type Plugin } from 'esbuild';

/**
 * Bundles the API for production. The workspace package `@temple/shared` is TypeScript
 * source, so it is bundled in; every other dependency stays in node_modules.
 */
const pkg = JSON.parse(await readFile(new URL('./package.json', import.meta.url), 'utf8')) as {
  dependencies: Record<string, string>;
};

/**
 * Tests (`*.test.ts`) and their helpers (`src/testing/`, also shared's) sit beside the code
 * in src/. The bundle takes only what main.ts and the worker import; this fails the build
 * if that ever includes one of them.
 */
const noTestCode: Plugin = {
  name: 'no-test-code',
  setup(build) {
    build.onLoad({ filter: /[.]test[.]tsx?$|[\\/]src[\\/]testing[\\/]/ }, ({ path }) => ({
      errors: [{ text: `${path} is test code: the production bundle must not import it` }],
    }));
  },
};

await build({
  // Receipts are drawn in worker threads from a file of their own, beside main.js (receipt-drawer.ts).
  entryPoints: {
    main: 'src/main.ts',
    'receipt-drawing-worker': 'src/features/receipts/receipt-drawing-worker.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external: Object.keys(pkg.dependencies).filter((name) => name !== '@temple/shared'),
  // CommonJS dependencies call require(); the shim's import is renamed so that the bundle's
  // own `import { createRequire }` does not declare the name twice.
  banner: {
    js: "import { createRequire as createRequireForBundle } from 'node:module'; const require = createRequireForBundle(import.meta.url);",
  },
  plugins: [noTestCode],
  logLevel: 'info',
});
