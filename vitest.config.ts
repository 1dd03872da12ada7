import { defineConfig } from 'vitest/config';

/** `pnpm test:unit` runs every package's unit and component tests. */
export default defineConfig({
  test: {
    // Vitest leaves a core free by default: on a 2-core CI machine that is one worker, and the
    // suite took 40% longer than with two.
    maxWorkers: '100%',
    projects: [
      'shared',
      'shell',
      'mfe-donations',
      'mfe-content',
      'mfe-media',
      'mfe-csr',
      'api',
      'page-server',
      'scripts',
      'e2e/perf',
    ],
  },
});
