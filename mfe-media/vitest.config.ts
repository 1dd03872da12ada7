import { mergeConfig } from 'vitest/config';
import { defineBrowserTests } from '../shared/build/vitest-preset.ts';

export default mergeConfig(defineBrowserTests('mfe-media'), {
  test: {
    include: ['scripts/**/*.test.ts'],
    // The page reads the generated catalogue: make it when a fresh clone has none yet.
    globalSetup: ['./scripts/ensure-catalogue.ts'],
  },
});
