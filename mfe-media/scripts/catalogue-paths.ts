import { fileURLToPath } from 'node:url';

/** Where the editors' files are, and where the served copies and the catalogue go. */
export const CATALOGUE_PATHS = {
  sourceDir: fileURLToPath(new URL('../media/press', import.meta.url)),
  outputDir: fileURLToPath(new URL('../public/press', import.meta.url)),
  catalogueFile: fileURLToPath(
    new URL('../src/features/press-gallery/catalogue.generated.json', import.meta.url),
  ),
};
