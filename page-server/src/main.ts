import { createPageServer } from './app/create-page-server';
import { readSettings } from './app/settings';

/** An address as logged: origin and path, never credentials or a query. */
function shown(url: string): string {
  const { origin, pathname } = new URL(url);
  return `${origin}${pathname === '/' ? '' : pathname}`;
}

/**
 * The shell's production server on its own: `SHELL_DIST_DIR` (the shell's build, with the
 * deployment's runtime-config.json), `PORT` and `HOST`. The remotes are static files
 * wherever the runtime configuration says. SIGTERM or Ctrl-C stops it.
 */
try {
  const settings = await readSettings();
  const server = createPageServer({ name: 'shell', pages: 'composed', ...settings });
  await server.start();
  // Before the lines below: whoever reads them may stop the server at once.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void server.stop().then(() => process.exit(0)));
  }
  console.log(`The shell's pages are served at http://${settings.host}:${server.port} from ${settings.root}`);
  // Where the pages point, for the operator to check against the deployment.
  const { apiBaseUrl, remotes } = settings.runtimeConfig;
  console.log(`  API: ${apiBaseUrl === '' ? "the pages' own origin" : shown(apiBaseUrl)}`);
  for (const [name, entry] of Object.entries(remotes)) console.log(`  ${name}: ${shown(entry)}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(2);
}
