import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

/** Unit and component tests of a browser app: jsdom, Testing Library, the shared polyfills. */
export function defineBrowserTests(name: string) {
  return defineProject({
    test: {
      name,
      environment: 'jsdom',
      globals: true,
      setupFiles: [fileURLToPath(new URL('./vitest-setup.ts', import.meta.url))],
      include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
      css: { modules: { classNameStrategy: 'non-scoped' } },
      restoreMocks: true,
      // Mantine's components in jsdom take seconds on a busy 2-core machine; 5 s was too tight.
      testTimeout: 20_000,
    },
  });
}
