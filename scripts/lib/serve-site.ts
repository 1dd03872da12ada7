import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createPageServer, type StaticSite } from 'page-server';
import { type ApiProcess, startApi } from './api-process';
import { APPS, type AppName, localOrigin } from './local-apps';
import { runtimeConfigFor } from './site-config';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

export interface ServedSite {
  /** The server of each app served, which can be stopped, restarted or pointed at another build. */
  sites: Map<AppName, StaticSite>;
  /** Stops every app's server and the API. */
  stop(): Promise<void>;
  /** Settles when the API's process ends. */
  apiExited: Promise<void>;
}

/** One app's production build, served with its runtime configuration as production serves it. */
function siteOf(app: AppName): StaticSite {
  return createPageServer({
    name: app,
    port: APPS[app].port,
    root: join(root, app, 'dist'),
    runtimeConfig: runtimeConfigFor(app),
    pages: app === 'shell' ? 'composed' : { remote: APPS[app].federationName },
  });
}

/**
 * Serves the production build of the whole site: the shell and every remote on their
 * fixed ports, and the reference API. If one fails to start, what had started is stopped again.
 */
export async function serveSite(): Promise<ServedSite> {
  const sites = new Map<AppName, StaticSite>();
  let api: ApiProcess | undefined;
  const stop = async () => {
    await Promise.all([...sites.values()].map((site) => site.stop()));
    await api?.stop();
  };
  // The shell last: when it answers, the remotes whose pages it routes are up.
  const apps = (Object.keys(APPS) as AppName[]).sort((a, b) => Number(a === 'shell') - Number(b === 'shell'));
  try {
    for (const app of apps) {
      const site = siteOf(app);
      await site.start();
      sites.set(app, site);
      console.log(`${app.padEnd(14)} ${localOrigin(APPS[app].port)}`);
    }
    api = await startApi(root);
  } catch (error) {
    await stop();
    throw error;
  }
  return { sites, stop, apiExited: api.exited };
}
