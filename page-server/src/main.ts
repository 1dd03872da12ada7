import { createPageServer } from './app/create-page-server';
import { readSettings } from './app/settings';

/**
 * The shell's production server on its own: `SHELL_DIST_DIR` (the shell's build, with the
 * deployment's runtime-config.json), `PORT` and `HOST`. The remotes are static files
 * wherever the runtime configuration says. SIGTERM or Ctrl-C stops it.
 */
try {
  const settings = await readSettings();
  const server = createPageServer({ name: 'shell', pages: 'composed', ...settings });
  await server.start();
  console.log(`The shell's pages are served at http://${settings.host}:${server.port} from ${settings.root}`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void server.stop().then(() => process.exit(0)));
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(2);
}
