import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.vtt': 'text/vtt; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
  '.pdf': 'application/pdf',
};

const COMPRESSIBLE = /^(text\/|application\/json|image\/svg)/;

/** Files whose name never changes but whose content does: always revalidated. */
const ALWAYS_FRESH = new Set([
  'index.html',
  'runtime-config.json',
  'mf-manifest.json',
  'mf-stats.json',
  'page-hints.json',
  'routes.json',
  'remoteEntry.js',
  'after-paint.js',
]);

export function cacheControlFor(relativePath: string): string {
  const file = relativePath.split('/').pop() ?? '';
  if (ALWAYS_FRESH.has(file)) return 'no-cache';
  if (relativePath.startsWith('static/')) return 'public, max-age=31536000, immutable';
  // Prerendered pages keep their names from release to release, like the manifest they go with.
  if (relativePath.startsWith('prerender/')) return 'no-cache';
  return 'public, max-age=3600';
}

/** Reads a file of the site's current deployment, relative to its root; undefined when absent. */
export type ReadOwnFile = (relativePath: string) => Promise<string | undefined>;

/** A page as sent: `personal` when it holds one visitor's data, which no cache may keep. */
export interface RenderedPage {
  html: string;
  personal: boolean;
  /** 404 for a path the app has no page at: the page then shows the app's not-found page. */
  status: 200 | 404 | 503;
}

/** A page with one visitor's data in it (an order's status) is kept by no cache at all. */
export const PERSONAL_PAGE_CACHE_CONTROL = 'private, no-store';

export interface StaticSiteOptions {
  name: string;
  port: number;
  root: string;
  /** Served as /runtime-config.json instead of the file in the build. */
  runtimeConfig: unknown;
  /** Remotes are fetched cross-origin by the shell (manifests, chunks, media). */
  allowCrossOrigin: boolean;
  headers?: Record<string, string>;
  /** Writes the app's index.html for the path (with its query) asked for (see PageDocument). */
  renderPage?: (template: string, path: string, readOwnFile: ReadOwnFile) => Promise<RenderedPage>;
}

interface SendOptions {
  /** Keeps the gzipped body for this version of a file. */
  cacheKey?: string;
  cacheControl?: string;
  status?: number;
}

/** A production static server for one deployable: SPA fallback, caching, gzip. */
export class StaticSite {
  private server: Server | undefined;
  private readonly gzipCache = new Map<string, Buffer>();
  private root: string;

  constructor(readonly options: StaticSiteOptions) {
    this.root = resolve(options.root);
  }

  /** Switches to another build folder at once, as a CDN origin switch would (a release or a rollback). */
  serveFrom(root: string): void {
    this.root = resolve(root);
    this.gzipCache.clear();
  }

  get running(): boolean {
    return this.server?.listening ?? false;
  }

  /** The bound port (differs from the configured one only when that was 0, in tests). */
  get port(): number {
    const address = this.server?.address();
    return typeof address === 'object' && address ? address.port : this.options.port;
  }

  start(): Promise<void> {
    const server = createServer((request, response) => {
      this.handle(request, response).catch((error: unknown) => {
        console.error(`[${this.options.name}]`, error);
        if (!response.headersSent) response.writeHead(500).end('Internal error');
      });
    });
    this.server = server;
    return new Promise((resolvePromise, reject) => {
      server.once('error', reject);
      server.listen(this.options.port, 'localhost', () => resolvePromise());
    });
  }

  stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (!server) return Promise.resolve();
    return new Promise((resolvePromise) => {
      server.close(() => resolvePromise());
      server.closeAllConnections();
    });
  }

  private baseHeaders(): Record<string, string> {
    return {
      ...(this.options.allowCrossOrigin ? { 'Access-Control-Allow-Origin': '*' } : {}),
      'X-Content-Type-Options': 'nosniff',
      ...this.options.headers,
    };
  }

  private async handle(request: IncomingMessage, response: ServerResponse) {
    if (request.method === 'OPTIONS') {
      response.writeHead(204, { ...this.baseHeaders(), 'Access-Control-Allow-Methods': 'GET, HEAD' }).end();
      return;
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    const url = new URL(request.url ?? '/', 'http://localhost');
    let pathname: string;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      response.writeHead(400).end('Bad request');
      return;
    }
    if (pathname === '/runtime-config.json') {
      this.send(
        request,
        response,
        'runtime-config.json',
        Buffer.from(JSON.stringify(this.options.runtimeConfig)),
      );
      return;
    }
    const root = this.root;
    const candidate = resolve(join(root, normalize(pathname)));
    if (candidate !== root && !candidate.startsWith(root + sep)) {
      response.writeHead(403).end('Forbidden');
      return;
    }
    const file = await this.existingFile(candidate);
    const indexFile = join(root, 'index.html');
    // Client-side routes: any path without a file extension gets the app's index.html.
    if (file === indexFile || (!file && !extname(pathname))) {
      await this.sendPage(request, response, indexFile, `${pathname}${url.search}`);
      return;
    }
    if (file) {
      await this.sendFile(request, response, file);
      return;
    }
    response
      .writeHead(404, { ...this.baseHeaders(), 'Content-Type': 'text/plain; charset=utf-8' })
      .end('Not found');
  }

  private async existingFile(path: string): Promise<string | undefined> {
    try {
      const info = await stat(path);
      if (info.isFile()) return path;
      if (info.isDirectory()) return this.existingFile(join(path, 'index.html'));
    } catch {
      // Not there.
    }
    return undefined;
  }

  private relative(path: string): string {
    return path
      .slice(this.root.length + 1)
      .split(sep)
      .join('/');
  }

  private async sendPage(
    request: IncomingMessage,
    response: ServerResponse,
    indexFile: string,
    path: string,
  ) {
    const { renderPage } = this.options;
    if (!renderPage) {
      await this.sendFile(request, response, indexFile);
      return;
    }
    const root = this.root;
    const readOwnFile: ReadOwnFile = async (relativePath) => {
      const file = await this.existingFile(resolve(root, relativePath));
      return file?.startsWith(root + sep) ? readFile(file, 'utf8') : undefined;
    };
    const page = await renderPage(await readFile(indexFile, 'utf8'), path, readOwnFile);
    this.send(request, response, 'index.html', Buffer.from(page.html), {
      cacheControl: page.personal ? PERSONAL_PAGE_CACHE_CONTROL : undefined,
      status: page.status,
    });
  }

  private async sendFile(request: IncomingMessage, response: ServerResponse, path: string) {
    const relativePath = this.relative(path);
    const type = CONTENT_TYPES[extname(path)] ?? 'application/octet-stream';
    const info = await stat(path);
    if (COMPRESSIBLE.test(type)) {
      this.send(request, response, relativePath, await readFile(path), {
        cacheKey: `${path}@${info.mtimeMs}`,
      });
      return;
    }
    response.writeHead(200, {
      ...this.baseHeaders(),
      'Content-Type': type,
      'Content-Length': String(info.size),
      'Cache-Control': cacheControlFor(relativePath),
    });
    if (request.method === 'HEAD') response.end();
    else createReadStream(path).pipe(response);
  }

  /** Text bodies, gzipped when the browser accepts it (compressed once per file version). */
  private send(
    request: IncomingMessage,
    response: ServerResponse,
    relativePath: string,
    body: Buffer,
    { cacheKey, cacheControl = cacheControlFor(relativePath), status = 200 }: SendOptions = {},
  ) {
    const type = CONTENT_TYPES[extname(relativePath)] ?? 'application/octet-stream';
    const acceptsGzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
    let payload = body;
    if (acceptsGzip) {
      const cached = cacheKey ? this.gzipCache.get(cacheKey) : undefined;
      payload = cached ?? gzipSync(body, { level: 9 });
      if (cacheKey && !cached) this.gzipCache.set(cacheKey, payload);
    }
    response.writeHead(status, {
      ...this.baseHeaders(),
      'Content-Type': type,
      'Content-Length': String(payload.length),
      'Cache-Control': cacheControl,
      Vary: 'Accept-Encoding',
      ...(acceptsGzip ? { 'Content-Encoding': 'gzip' } : {}),
    });
    response.end(request.method === 'HEAD' ? undefined : payload);
  }
}
