/**
 * Derives the press catalogue from the files in media/press/<year>/ and prepares them to be
 * served: `tsx scripts/build-catalogue.ts` (run by `build`, `dev`, `postinstall` and the
 * unit tests). Writes public/press/ and src/features/press-gallery/catalogue.generated.json,
 * both git-ignored.
 */
import { buildCatalogue } from './catalogue';
import { CATALOGUE_PATHS } from './catalogue-paths';

async function main() {
  const started = performance.now();
  const { catalogue, warnings } = await buildCatalogue({ ...CATALOGUE_PATHS, log: console.log });
  for (const warning of warnings) console.warn(`press catalogue: ${warning}`);
  const years = new Set(catalogue.items.map((item) => item.year)).size;
  const ms = Math.round(performance.now() - started);
  console.log(`press catalogue: ${catalogue.items.length} items in ${years} years (${ms} ms)`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
