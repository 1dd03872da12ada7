import { existsSync } from 'node:fs';
import { buildCatalogue } from './catalogue';
import { CATALOGUE_PATHS } from './catalogue-paths';

/** Vitest global setup: the generated catalogue exists before any test imports it. */
export default async function ensureCatalogue(): Promise<void> {
  if (!existsSync(CATALOGUE_PATHS.catalogueFile)) await buildCatalogue(CATALOGUE_PATHS);
}
