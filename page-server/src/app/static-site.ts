import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';
import compression from '@polka/compression';
import sirv, { type RequestHandler } from 'sirv';

/** Files whose name never changes but whose content does: always revalidated. */
const ALWAYS_FRESH = new Set([
  'index.html',
  'runtime-config.json',
  'mf-manifest.json',
  'mf-stats.json',
  'routes.json',
  'remoteEntry.js',
  'after-paint.js',
]);

export function cacheControlFor(relativePath: string): string {
  const segments = relativePath.split('/').filter(Boolean);
  const folder = segments[0];
  if (ALWAYS_FRESH.has(segments.at(-1) ?? '')) return 'no-cache';
  if (folder === 'static') return 'public, max-age=31536000, immutable';
  // Prerendered pages keep their names from release to release, like the manifest they go with.
  if (folder === 'prerender') return 'no-cache';
  return 'public, max-age=3600';
}

/**
 * A path with a segment that starts with a dot: a hidden file (`.env`) or a `..` that would
 * give a file a header chosen for another folder. Never a file or page of the site.
 */
function hasDotSegment(pathname: string): boolean {
  let path = pathname;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    // Not valid percent-encoding (`/events%`): read as written, encoded dots and slashes too.
  }
  return path.split(/[/\\]|%2f|%5c/i).some((segment) => /^(\.|%2e)/i.test(segment));
}

/**
 * A Range header sirv can answer: one range of bytes from a start, to an end not before it
 * (sirv reads an end of 0 as the file's end, and says so in Content-Range). Any other (a
 * suffix, several ranges, an end before the start, a number past 2^53) is dropped and the
 * whole file sent, as RFC 9110 allows: sirv would read a suffix as a prefix, and throw on a
 * backward range or an end Node cannot read a file to.
 */
function isSimpleByteRange(range: string): boolean {
  const match = /^bytes=(\d+)-(\d*)$/.exec(range.trim());
  if (!match) return false;
  const start = Number(match[1]);
  const end = match[2] === '' ? start : Number(match[2]);
  return Number.isSafeInteger(start) && Number.isSafeInteger(end) && start <= end;
}

/**
 * The path and query a request asks for, its leading slashes merged as nginx does (`//events`
 * is `/events`: a URL parser reads `//events` as a host); undefined when it cannot be read.
 */
function requestPath(target: string): URL | undefined {
  try {
    return new URL(target.replace(/^[/\\]+/, '/'), 'http://localhost');
  } catch {
    return undefined;
  }
}

/** Reads a file of the site's current deployment, relative to its root; undefined when absent. */
export type ReadOwnFile = (relativePath: string) => Promise<string | undefined>;

/**
 * A page as sent: `personal` when its address names one visitor's order (the payment
 * status): no cache keeps it, no search engine lists it, and no request it makes carries
 * that address as its referrer.
 */
export interface RenderedPage {
  html: string;
  personal: boolean;
  /**
   * 404 for a path the app has no page at: the page then shows the app's not-found page.
   * 301 for a page asked for by another spelling of its path (a trailing slash, capitals):
   * sent to `location`, its one address for search engines, caches and the proxy's limits,
   * which are written per path.
   */
  status: 200 | 301 | 404 | 503;
  location?: string;
}

const PERSONAL_PAGE_HEADERS = {
  'Cache-Control': 'private, no-store',
  'Referrer-Policy': 'no-referrer',
  'X-Robots-Tag': 'noindex, nofollow',
};

export interface StaticSiteOptions {
  name: string;
  port: number;
  /** The interface to listen on: localhost behind a proxy on the same machine (the default). */
  host?: string;
  root: string;
  /** Served as /runtime-config.json instead of the file in the build. */
  runtimeConfig: unknown;
  /** Remotes are fetched cross-origin by the shell (manifests, chunks, media). */
  allowCrossOrigin: boolean;
  headers?: Record<string, string>;
  /** Writes the app's index.html for the path (with its query) asked for (see PageDocument). */
  renderPage?: (template: string, path: string, readOwnFile: ReadOwnFile) => Promise<RenderedPage>;
  /** How long stop() lets the requests being answered finish before it cuts them (5 seconds). */
  stopGraceMs?: number;
}

/** A listening server and the answers it is writing, which stop() lets finish. */
interface Running {
  server: Server;
  answering: Set<ServerResponse>;
}

/**
 * Tells the client that this answer is the connection's last: Node then closes the connection
 * once the answer is sent, instead of keeping it for another request.
 */
function lastOnItsConnection(response: ServerResponse) {
  if (!response.headersSent) {
    response.setHeader('Connection', 'close');
  } else if (!response.writableFinished) {
    // Its headers said keep-alive: the connection is ended (gently: what is written is sent) after it.
    const socket = response.socket;
    response.once('finish', () => socket?.end());
  }
}

/** Client-side routes: any path without a file extension is a page of the app. */
function isPagePath(pathname: string): boolean {
  return pathname === '/index.html' || !extname(pathname);
}

function requestedPathname(request: IncomingMessage): string {
  return (request.url ?? '/').split('?')[0] ?? '/';
}

function hasBody(request: IncomingMessage): boolean {
  const length = request.headers['content-length'];
  return request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

/** A production server for one deployable: its build's files (sirv), its pages (renderPage), compressed. */
export class StaticSite {
  private current: Running | undefined;
  private root!: string;
  private files!: RequestHandler;
  // Files: gzip at level 9, small bodies too, the bytes `pnpm size` budgets; not empty ones (304).
  private readonly compressFile = compression({ level: 9, threshold: 1 });
  // Pages, composed per request: Brotli where the browser takes it (else gzip), at level 5,
  // which makes a seva page 11 % smaller than gzip -9 in less time (1.7 ms), so the whole
  // page fits in the first round trip of a new connection (about 14 KB).
  private readonly compressPage = compression({ level: 5, threshold: 1, brotli: true });

  constructor(readonly options: StaticSiteOptions) {
    this.serveFrom(options.root);
  }

  /** Switches to another build folder at once, as a CDN origin switch would (a release or a rollback). */
  serveFrom(root: string): void {
    this.root = resolve(root);
    // dev: true looks each file up when asked, so a build rewritten in place is served as it is now
    // (production mode lists the folder once, and crashes on a file deleted since).
    this.files = sirv(this.root, {
      dev: true,
      etag: true,
      setHeaders: (response, pathname) =>
        response.setHeader('Cache-Control', cacheControlFor(pathname.slice(1))),
    });
  }

  get running(): boolean {
    return this.current?.server.listening ?? false;
  }

  /** The bound port (differs from the configured one only when that was 0, in tests). */
  get port(): number {
    const address = this.current?.server.address();
    return typeof address === 'object' && address ? address.port : this.options.port;
  }

  start(): Promise<void> {
    const answering = new Set<ServerResponse>();
    // A request must arrive whole in 30 s (Node waits 5 minutes), so a client sending a byte at a time lets go.
    const server = createServer({ requestTimeout: 30_000, headersTimeout: 20_000 }, (request, response) => {
      answering.add(response);
      // No page takes a body: a client sending one has the connection closed after its answer, not held for the rest.
      if (hasBody(request)) response.setHeader('Connection', 'close');
      response.once('close', () => answering.delete(response));
      const answer = () =>
        this.handle(request, response).catch((error: unknown) => {
          console.error(`[${this.options.name}]`, error);
          // Once headers are sent no other answer can follow: the connection is closed, not left open.
          if (response.headersSent) response.destroy();
          else response.writeHead(500).end('Internal error');
        });
      if (isPagePath(requestedPathname(request))) this.compressPage(request, response, answer);
      // A byte range counts the file's own bytes, so its part goes out as it is.
      else if (request.headers.range !== undefined) void answer();
      else this.compressFile(request, response, answer);
    });
    this.current = { server, answering };
    return new Promise((resolvePromise, reject) => {
      server.once('error', reject);
      server.listen(this.options.port, this.options.host ?? 'localhost', () => resolvePromise());
    });
  }

  /**
   * Stops accepting connections at once and closes the idle ones; the requests being answered
   * get their answers (each closing its connection), and whatever is still open after the
   * grace (stopGraceMs) is cut. Settles when every connection is closed: at once when none
   * is answering a request.
   */
  stop(): Promise<void> {
    const running = this.current;
    this.current = undefined;
    if (!running) return Promise.resolve();
    const { server, answering } = running;
    return new Promise((resolvePromise) => {
      // A client that never reads its answer does not hold the process past the grace.
      const cut = setTimeout(() => server.closeAllConnections(), this.options.stopGraceMs ?? 5_000);
      cut.unref();
      server.close(() => {
        clearTimeout(cut);
        resolvePromise();
      });
      // close() closes the idle kept-alive connections too (Node 19 and later): said here as meant.
      server.closeIdleConnections();
      // Each answer being written is its connection's last: the connection closes once it is sent.
      for (const response of answering) lastOnItsConnection(response);
    });
  }

  private async handle(request: IncomingMessage, response: ServerResponse) {
    if (this.options.allowCrossOrigin) response.setHeader('Access-Control-Allow-Origin', '*');
    response.setHeader('X-Content-Type-Options', 'nosniff');
    response.setHeader('Vary', 'Accept-Encoding');
    for (const [name, value] of Object.entries(this.options.headers ?? {})) response.setHeader(name, value);
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    const notFound = () => {
      response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
    };
    // Read as sent: the URL parser below would resolve `..` first, sirv does not.
    if (hasDotSegment(requestedPathname(request))) {
      notFound();
      return;
    }
    const target = requestPath(request.url ?? '/');
    if (!target) {
      response.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Bad request');
      return;
    }
    const { pathname, search } = target;
    if (pathname === '/runtime-config.json') {
      response.writeHead(200, {
        'Content-Type': 'application/json; charset=utf-8',
        'Cache-Control': cacheControlFor('runtime-config.json'),
      });
      response.end(JSON.stringify(this.options.runtimeConfig));
      return;
    }
    if (isPagePath(pathname)) {
      await this.sendPage(response, `${pathname}${search}`);
      return;
    }
    if (request.headers.range !== undefined && !isSimpleByteRange(request.headers.range)) {
      delete request.headers.range;
    }
    this.files(request, response, notFound);
  }

  private async sendPage(response: ServerResponse, path: string) {
    const root = this.root;
    // A page may ask for any path: only files inside the build are read.
    const readOwnFile: ReadOwnFile = async (relativePath) => {
      const file = resolve(root, relativePath);
      return file.startsWith(root + sep) ? readFile(file, 'utf8').catch(() => undefined) : undefined;
    };
    const template = await readFile(join(root, 'index.html'), 'utf8');
    const { renderPage = async (html): Promise<RenderedPage> => ({ html, personal: false, status: 200 }) } =
      this.options;
    const page = await renderPage(template, path, readOwnFile);
    const caching = page.personal
      ? PERSONAL_PAGE_HEADERS
      : { 'Cache-Control': cacheControlFor('index.html') };
    if (page.location !== undefined) {
      response.writeHead(page.status, { Location: page.location, ...caching }).end();
      return;
    }
    response.writeHead(page.status, { 'Content-Type': 'text/html; charset=utf-8', ...caching });
    response.end(page.html);
  }
}
