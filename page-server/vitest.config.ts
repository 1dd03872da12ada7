import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'page-server', environment: 'node', include: ['src/**/*.test.ts'] },
});
