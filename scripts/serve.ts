import { APPS, localOrigin } from './lib/local-apps';
import { type ServedSite, serveSite } from './lib/serve-site';

/**
 * Serves the production build of the whole site: the shell and every remote on their
 * fixed ports, and the reference API (see serveSite). Ctrl-C stops everything it started.
 */

let site: ServedSite | undefined;
let stopping = false;
async function shutdown(code: number) {
  if (stopping) return;
  stopping = true;
  await site?.stop();
  process.exit(code);
}

process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));
try {
  site = await serveSite();
  console.log(`\nThe site is up at ${localOrigin(APPS.shell.port)} — Ctrl-C stops it.`);
  // Pages without the API would take no donation: stop, so a process manager restarts it all.
  void site.apiExited.then(() => {
    if (stopping) return;
    console.error('The API stopped: stopping the site.');
    void shutdown(1);
  });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  await shutdown(1);
}
