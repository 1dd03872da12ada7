import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { APPS, type AppName } from '../src/config/apps';
import { pageRoutesSchema, ROUTES_FILE, type SiteRoute, siteRoutesOf } from '../src/config/site-routes';

const REMOTE_APPS = (Object.keys(APPS) as AppName[]).filter((app) => app !== 'shell');

/** The pages a remote's production build in this checkout publishes (tools and browser tests read them). */
export function builtRoutesOf(repoRoot: string, app: AppName): SiteRoute[] {
  const file = join(repoRoot, app, 'dist', ROUTES_FILE);
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    throw new Error(`${file} is missing: build the site first (npm run build)`);
  }
  return siteRoutesOf(APPS[app].federationName, pageRoutesSchema.parse(JSON.parse(text)));
}

/** Every page of the composed site, as the builds in this checkout publish them. */
export function builtSiteRoutes(repoRoot: string): SiteRoute[] {
  return REMOTE_APPS.flatMap((app) => builtRoutesOf(repoRoot, app));
}
