import { defineBrowserTests } from '../shared/build/vitest-preset.ts';

export default defineBrowserTests('mfe-content');
