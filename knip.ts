import type { KnipConfig } from 'knip';
import { EXPOSES as CONTENT } from './mfe-content/src/app/exposes.ts';
import { EXPOSES as CSR } from './mfe-csr/src/app/exposes.ts';
import { EXPOSES as DONATIONS } from './mfe-donations/src/app/exposes.ts';
import { EXPOSES as MEDIA } from './mfe-media/src/app/exposes.ts';

/**
 * What every app's build needs without importing it: `rsbuild.config.ts` calls the shared
 * preset (`defineFederatedApp`, shared/build/index.ts), which adds these to the app's build.
 */
const FEDERATED_BUILD = [
  // The preset's Rsbuild plugins.
  '@module-federation/rsbuild-plugin',
  '@rsbuild/plugin-react',
  // The federation runtime its plugin bundles into the app (shared/build/federation-runtime-esm.ts).
  '@module-federation/enhanced',
];

/**
 * A federated app. Its page (`src/index.ts`) and prerendering (`src/app/prerender.tsx`) are
 * found by knip's Rsbuild plugin from the preset's entries. Its exposed modules are named only
 * as strings in `src/app/exposes.ts`, which the build hands to Module Federation and to the
 * generated `src/app/local-modules.js`: they are entries from the same record.
 */
const app = (exposes: Record<string, string>, ignoreDependencies: string[]) => ({
  entry: Object.values(exposes),
  ignoreDependencies: [...FEDERATED_BUILD, ...ignoreDependencies],
});

// Shared as a federation singleton (shared/build/shared-singletons.ts): each app's build resolves it from its own folder.
const JOTAI = 'jotai';
// A remote's own Mantine component is imported from @mantine/core in the remote (README, "A remote owns its pages").
const MANTINE = '@mantine/core';
// The peer of @mantine/core.
const MANTINE_HOOKS = '@mantine/hooks';

const config: KnipConfig = {
  workspaces: {
    '.': {
      // Run by `pnpm start` and `pnpm serve` through scripts/run.mjs (`pnpm exec tsx scripts/serve.ts`).
      entry: ['scripts/serve.ts'],
      // `pnpm exec tsx` in scripts/run.mjs, which knip does not read as a package script.
      ignoreDependencies: ['tsx'],
    },
    shell: {
      // Served as a file and run by the prerendered page (shell/build/code-after-paint.ts); nothing imports it.
      entry: ['public/after-paint.js'],
      // The shell always shares Mantine's context modules (shared/build/mantine-contexts.ts).
      ignoreDependencies: [...FEDERATED_BUILD, JOTAI, MANTINE, MANTINE_HOOKS],
    },
    'mfe-content': app(CONTENT, [JOTAI, MANTINE, MANTINE_HOOKS]),
    'mfe-csr': app(CSR, [JOTAI, MANTINE]),
    'mfe-donations': app(DONATIONS, [MANTINE]),
    'mfe-media': app(MEDIA, [MANTINE]),
    shared: {
      // Its entry points are its package.json `exports`, used by the other packages only: an
      // export none of them imports is reported, as in any other file.
      includeEntryExports: true,
    },
    api: {
      // Loaded by file name in worker threads (receipt-drawer.ts) and bundled as an entry of its own by build.ts.
      entry: ['src/features/receipts/receipt-drawing-worker.ts'],
      // Font files resolved by path at run time (src/features/receipts/script-faces.ts).
      ignoreDependencies: [/^@expo-google-fonts\//],
    },
    e2e: {
      entry: [
        // Run by the root commands `pnpm size` and `pnpm audit:site` (scripts/run.mjs).
        'perf/*.ts',
        // The measuring tools' unit tests: perf/vitest.config.ts, one folder below this package.
        'perf/lib/**/*.test.ts',
      ],
    },
    'e2e/perf/monolith': {
      // Bundled in place of the federation runtime that @temple/shared imports (`resolve.alias` in rsbuild.config.ts).
      entry: ['src/federation-runtime-stub.ts'],
    },
  },
};

export default config;
