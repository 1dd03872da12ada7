import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pageRoutesSchema, ROUTES_FILE, type SiteRoute, siteRoutesOf } from '@temple/shared/contracts';
import { APPS, type AppName } from '../../scripts/lib/local-apps';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const REMOTE_APPS = (Object.keys(APPS) as AppName[]).filter((app) => app !== 'shell');

/** The pages one remote's production build in this checkout publishes. */
export function routesOfApp(app: AppName): SiteRoute[] {
  const file = join(repoRoot, app, 'dist', ROUTES_FILE);
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    throw new Error(`${file} is missing: build the site first (npm run build)`);
  }
  return siteRoutesOf(APPS[app].federationName, pageRoutesSchema.parse(JSON.parse(text)));
}

/** Every page of the composed site, as the production builds under test publish them. */
export const siteRoutes = (): SiteRoute[] => REMOTE_APPS.flatMap(routesOfApp);
