import { defineConfig } from 'vitest/config';

/** `pnpm test:unit` runs every package's unit and component tests. */
export default defineConfig({
  test: {
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
