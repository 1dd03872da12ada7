/**
 * The site as `pnpm start` serves it (scripts/serve.ts), for the browser tests (the webServer of
 * playwright.config.ts), with a control server on CONTROL_PORT that the tests use through
 * controlApp and deployApp: POST /apps/<name>/stop|start really closes or reopens that app's
 * port; POST /apps/<name>/deploy {"root": "<build folder>"} swaps the folder it serves.
 */
import { createServer, type IncomingMessage } from 'node:http';
import type { AppName } from '../../scripts/lib/local-apps';
import { serveSite } from '../../scripts/lib/serve-site';
import { CONTROL_PORT } from './site';

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const { sites, stop } = await serveSite();

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
}).listen(CONTROL_PORT, 'localhost');

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void stop().then(() => process.exit(0)));
}
