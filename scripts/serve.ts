import { createServer, type IncomingMessage } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { APPS, type AppName, localOrigin } from '@temple/shared';
import { type ApiProcess, startApi } from './lib/api-process';
import { ownRouteTable, PageDocument } from './lib/page-document';
import { securityHeadersFor } from './lib/security-headers';
import { runtimeConfigFor } from './lib/site-config';
import { StaticSite } from './lib/static-server';

/**
 * Serves the production build of the whole site: the shell and every remote on their
 * fixed ports, and the reference API. Ctrl-C stops everything it started.
 *
 *   --only <app,...>   serve just these apps (no API unless "api" is named)
 *   SERVE_CONTROL_PORT lets the browser tests stop, restart or redeploy one app
 */
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const onlyArg = process.argv.indexOf('--only');
const only = onlyArg > 0 ? (process.argv[onlyArg + 1] ?? '').split(',') : undefined;
const wanted = (name: string) => !only || only.includes(name);

const sites = new Map<AppName, StaticSite>();
let api: ApiProcess | undefined;

async function main() {
  // The shell last: when it answers, the remotes whose pages it routes are up.
  const apps = (Object.keys(APPS) as AppName[]).sort((a, b) => Number(a === 'shell') - Number(b === 'shell'));
  for (const app of apps) {
    if (!wanted(app)) continue;
    const runtimeConfig = runtimeConfigFor(app);
    const page = new PageDocument({
      runtimeConfig,
      prerender: app === 'shell',
      routeTable: app === 'shell' ? undefined : ownRouteTable(APPS[app].federationName),
    });
    const site = new StaticSite({
      name: app,
      port: APPS[app].port,
      root: join(root, app, 'dist'),
      runtimeConfig,
      allowCrossOrigin: app !== 'shell',
      headers: securityHeadersFor(runtimeConfig),
      renderPage: (template, path, readOwnFile) => page.render(template, path, readOwnFile),
    });
    await site.start();
    sites.set(app, site);
    console.log(`${app.padEnd(14)} ${localOrigin(APPS[app].port)}`);
  }
  if (wanted('api')) {
    api = await startApi(root);
  }
  const controlPort = process.env.SERVE_CONTROL_PORT;
  if (controlPort) startControl(Number(controlPort));
  console.log(`\nThe site is up at ${localOrigin(APPS.shell.port)} — Ctrl-C stops it.`);
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Test-only: POST /apps/<name>/stop|start really closes or reopens that app's port;
 * POST /apps/<name>/deploy {"root": "<build folder>"} swaps the folder it serves.
 */
function startControl(port: number) {
  createServer(async (request, response) => {
    const match = /^\/apps\/([\w-]+)\/(stop|start|deploy)$/.exec(request.url ?? '');
    const site = match ? sites.get(match[1] as AppName) : undefined;
    if (request.method !== 'POST' || !match || !site) {
      response.writeHead(404).end();
      return;
    }
    if (match[2] === 'stop') await site.stop();
    else if (match[2] === 'start' && !site.running) await site.start();
    else if (match[2] === 'deploy') {
      const { root: folder } = JSON.parse(await readBody(request)) as { root?: string };
      if (!folder) {
        response.writeHead(400).end('root is required');
        return;
      }
      site.serveFrom(folder);
    }
    response.writeHead(204).end();
  }).listen(port, 'localhost');
}

let stopping = false;
async function shutdown(code: number) {
  if (stopping) return;
  stopping = true;
  await Promise.all([...sites.values()].map((site) => site.stop()));
  await api?.stop();
  process.exit(code);
}

process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));
main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  void shutdown(1);
});
