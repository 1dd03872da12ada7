import { defineProject } from 'vitest/config';

/** The measuring tools' own unit tests; the monolith is a benchmark build and has none. */
export default defineProject({
  test: { name: 'perf', environment: 'node', include: ['*.test.ts', 'lib/**/*.test.ts'] },
});
