import { defineBrowserTests } from './build/vitest-preset.ts';

export default defineBrowserTests('shared');
