import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { Agent, get } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { cacheControlFor, StaticSite } from './static-site';

let site: StaticSite;
let base: string;
let original: string;
/** A file next to the build folder, whose name starts with the folder's: no request may reach it. */
let secretName: string;

const MEDIA: [string, string][] = [
  ['static/media/clip.vtt', 'text/vtt'],
  ['static/media/clip.webm', 'video/webm'],
  ['static/media/clip.mp4', 'video/mp4'],
  ['static/font/body.woff2', 'font/woff2'],
  ['static/image/poster.avif', 'image/avif'],
  ['static/image/poster.webp', 'image/webp'],
  ['static/css/index.1a2b3c.css', 'text/css'],
  ['favicon.svg', 'image/svg+xml'],
];

/** Settles with 'settled', or 'pending' when the promise has not settled within ms. */
function within<T>(promise: Promise<T>, ms: number) {
  return Promise.race([
    promise.then(() => 'settled'),
    new Promise<string>((resolve) => setTimeout(() => resolve('pending'), ms)),
  ]);
}

beforeAll(async () => {
  const root = await mkdtemp(join(tmpdir(), 'static-site-'));
  original = root;
  secretName = `${basename(root)}-secret.txt`;
  await writeFile(`${root}-secret.txt`, 'TOP SECRET');
  await mkdir(join(root, 'static', 'js'), { recursive: true });
  await writeFile(
    join(root, 'index.html'),
    '<!doctype html><html><head></head><body><div id="root"></div></body></html>',
  );
  await writeFile(join(root, 'mf-manifest.json'), '{"name":"mfe_media"}');
  await writeFile(join(root, '.env'), 'SECRET=1');
  await writeFile(join(root, 'static', 'js', 'index.1a2b3c.js'), 'console.log("hello");'.repeat(50));
  for (const [file] of MEDIA) {
    await mkdir(join(root, file, '..'), { recursive: true });
    await writeFile(join(root, file), 'x');
  }
  site = new StaticSite({
    name: 'test',
    port: 0,
    root,
    runtimeConfig: { apiBaseUrl: 'https://api.example.org', remotes: {} },
    allowCrossOrigin: true,
    headers: { 'X-Frame-Options': 'DENY', 'Referrer-Policy': 'strict-origin-when-cross-origin' },
    // A page asked for with ?for=someone stands for one that holds a visitor's data; /missing for a path
    // with no page; /broken for a page whose drawing fails; /CSR/ for another spelling of /csr;
    // ?read=<file> shows what readOwnFile gives.
    renderPage: async (template, path, readOwnFile) => {
      const { pathname, searchParams } = new URL(path, 'http://page.invalid');
      if (pathname === '/broken') throw new Error('connection string postgres://secret');
      if (pathname === '/CSR/')
        return { html: '', personal: path.includes('?for='), status: 301, location: '/csr' };
      const read = searchParams.get('read');
      const own =
        read === null ? '' : `<meta name="read" content="${(await readOwnFile(read)) ?? 'nothing'}">`;
      return {
        html: template.replace('</head>', `<meta name="path" content="${path}">${own}</head>`),
        personal: path.includes('?for='),
        status: path.startsWith('/missing') ? 404 : 200,
      };
    },
  });
  await site.start();
  base = `http://localhost:${site.port}`;
});

afterAll(() => site.stop());

/** A GET sent exactly as written (fetch would resolve dot segments first, and decode gzip). */
function rawGet(path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; encoding?: string; body: Buffer }>((resolve, reject) => {
    get({ host: 'localhost', port: site.port, path, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          encoding: response.headers['content-encoding'],
          body: Buffer.concat(chunks),
        }),
      );
    }).on('error', reject);
  });
}

describe('cacheControlFor', () => {
  it.each([
    ['static/js/index.1a2b3c.js', 'public, max-age=31536000, immutable'],
    ['mf-manifest.json', 'no-cache'],
    ['mf-stats.json', 'no-cache'],
    ['routes.json', 'no-cache'],
    ['remoteEntry.js', 'no-cache'],
    ['after-paint.js', 'no-cache'],
    ['index.html', 'no-cache'],
    ['prerender/events.html', 'no-cache'],
    ['favicon.svg', 'public, max-age=3600'],
    ['/prerender//events.html', 'no-cache'],
  ])('%s → %s', (path, expected) => {
    expect(cacheControlFor(path)).toBe(expected);
  });
});

describe('the production static server', () => {
  it('caches fingerprinted assets for a year, immutable', async () => {
    const response = await fetch(`${base}/static/js/index.1a2b3c.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-type')).toMatch(/javascript/);
  });

  it.each(['/', '/mf-manifest.json', '/runtime-config.json'])('revalidates %s every time', async (path) => {
    const response = await fetch(`${base}${path}`);
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('keeps other files an hour', async () => {
    const response = await fetch(`${base}/favicon.svg`);
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
  });

  it.each(MEDIA)('sends /%s as %s', async (path, type) => {
    const response = await fetch(`${base}/${path}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')?.split(';')[0]).toBe(type);
  });

  it('answers an unchanged file 304 to a revalidation', async () => {
    const first = await fetch(`${base}/mf-manifest.json`);
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await fetch(`${base}/mf-manifest.json`, { headers: { 'If-None-Match': etag ?? '' } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  it('serves the runtime configuration it was given, not a file', async () => {
    const response = await fetch(`${base}/runtime-config.json`);
    expect(await response.json()).toEqual({ apiBaseUrl: 'https://api.example.org', remotes: {} });
  });

  it('answers client-side routes with index.html and missing files with 404', async () => {
    const page = await fetch(`${base}/legal/privacy-policy`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">');
    expect((await fetch(`${base}/static/js/missing.js`)).status).toBe(404);
  });

  it('answers a path with no page 404, with the page that says so', async () => {
    const response = await fetch(`${base}/missing/page`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await response.text()).toContain('<meta name="path" content="/missing/page">');
  });

  it('writes index.html for the path asked for, whichever way it is reached', async () => {
    for (const path of ['/', '/index.html', '/csr']) {
      const response = await fetch(`${base}${path}`);
      expect(await response.text()).toContain(`<meta name="path" content="${path}">`);
      expect(response.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it("passes the query on, and keeps a page whose address names one visitor's order from caches, search engines and referrers", async () => {
    const response = await fetch(`${base}/payment-status?for=ORD-1`);
    expect(await response.text()).toContain('<meta name="path" content="/payment-status?for=ORD-1">');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    const everyones = await fetch(`${base}/csr`);
    expect(everyones.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(everyones.headers.get('x-robots-tag')).toBeNull();
  });

  it("sends another spelling of a page's path to its address, as private as the page", async () => {
    const moved = await fetch(`${base}/CSR/`, { redirect: 'manual' });
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe('/csr');
    expect(moved.headers.get('cache-control')).toBe('no-cache');
    const personal = await fetch(`${base}/CSR/?for=ORD-1`, { redirect: 'manual' });
    expect(personal.headers.get('cache-control')).toBe('private, no-store');
    expect(personal.headers.get('referrer-policy')).toBe('no-referrer');
  });

  it('answers a page that fails to draw 500, without saying why', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const response = await fetch(`${base}/broken`);
    expect(response.status).toBe(500);
    expect(await response.text()).toBe('Internal error');
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const file = await fetch(`${base}/static/js/index.1a2b3c.js`, { method: 'HEAD' });
    expect(file.status).toBe(200);
    expect(file.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await file.text()).toBe('');
    const page = await fetch(`${base}/csr`, { method: 'HEAD' });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await page.text()).toBe('');
  });

  // The shell reads a remote's files with plain GETs, which need no CORS preflight.
  it.each(['POST', 'OPTIONS'])('answers %s 405', async (method) => {
    const answer = await fetch(`${base}/mf-manifest.json`, { method });
    expect(answer.status).toBe(405);
    expect(answer.headers.get('allow')).toBe('GET, HEAD');
  });

  it.each([
    ['a file', '/static/js/index.1a2b3c.js', 'GET'],
    ['a page', '/csr', 'GET'],
    ['a missing file', '/static/js/missing.js', 'GET'],
    ['another method', '/', 'DELETE'],
  ])('sends its own headers with %s', async (_, path, method) => {
    const response = await fetch(`${base}${path}`, { method });
    // nosniff is the server's own, on every answer; X-Frame-Options comes from the headers it was given.
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
  });

  it('never serves files outside its folder, nor hidden files, nor a file by a path with dot segments', async () => {
    for (const path of [
      `/../${secretName}`,
      `/%2e%2e/${secretName}`,
      `/..%2f${secretName}`,
      `/static/..%2f..%2f${secretName}`,
      `/static/%2e%2e%2f%2e%2e%2f${secretName}`,
      '/%2e%2e/%2e%2e/etc/passwd',
      '/%2e%2e/%2e%2e/etc/hostname.txt',
      '/..%2f..%2fetc%2fpasswd',
      '/.env',
      '/static/../.env',
      '/%2eenv',
      // A file reached through static/ would be sent with static's year-long cache.
      '/static/../mf-manifest.json',
      '/static/%2e%2e/mf-manifest.json',
      '/%2e%2e%E0%A4/etc/passwd',
      '/static%2f%2E%2e%E0%A4%2fmf-manifest.json',
    ]) {
      const { status, body } = await rawGet(path);
      expect(status, path).toBe(404);
      expect(body.toString(), path).toBe('Not found');
    }
    expect((await rawGet('/mf-manifest.json')).status).toBe(200);
  });

  it("draws the page a path asks for even when its encoding is broken (a missing page is the app's 404)", async () => {
    const { status, body } = await rawGet('/missing%E0%A4');
    expect(status).toBe(404);
    expect(body.toString()).toContain('<meta name="path" content="/missing%E0%A4">');
  });

  it('reads a path that starts with two slashes as one with a single slash, not as the address of a host', async () => {
    for (const [path, page] of <[string, string][]>[
      ['//', '/'],
      ['///events', '/events'],
      ['//@/', '/@/'],
      ['//x:y@', '/x:y@'],
      ['/\\', '/'],
    ]) {
      const { status, body } = await rawGet(path);
      expect(status, path).toBe(200);
      expect(body.toString(), path).toContain(`<meta name="path" content="${page}">`);
    }
    expect((await rawGet('http://[::1/events')).status).toBe(400);
  });

  it('closes a connection after answering a request that sends a body, however slowly it comes', async () => {
    for (const method of ['POST', 'GET']) {
      const socket = connect(site.port, 'localhost');
      const received: string[] = [];
      socket.on('data', (chunk) => received.push(chunk.toString()));
      const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
      socket.write(`${method} / HTTP/1.1\r\nHost: localhost\r\nContent-Length: 100000\r\n\r\nabc`);
      const trickle = setInterval(() => socket.write('a'), 50);
      const settled = await within(closed, 2_000);
      clearInterval(trickle);
      socket.destroy();
      expect(settled).toBe('settled');
      expect(received.join('')).toMatch(method === 'POST' ? /^HTTP\/1\.1 405 / : /^HTTP\/1\.1 200 /);
    }
  });

  it('sends the part of a file a range asks for, and the whole file for a range it cannot read', async () => {
    const file = '/static/js/index.1a2b3c.js';
    const whole = await readFile(join(original, file), 'utf8');
    const part = await rawGet(file, { Range: 'bytes=8-14' });
    expect(part.status).toBe(206);
    expect(part.body.toString()).toBe('log("he');
    // Not compressed: the range counts the file's bytes, not those of a compressed copy.
    const asked = await rawGet(file, { Range: 'bytes=8-14', 'Accept-Encoding': 'gzip, br' });
    expect(asked).toMatchObject({ status: 206, encoding: undefined });
    expect(asked.body.toString()).toBe('log("he');
    // Backwards, a suffix, several ranges, another unit, past 2^53: read as no range (RFC 9110 lets a server ignore one).
    for (const range of [
      'bytes=50-10',
      'bytes=-5',
      'bytes=0-1,5-6',
      'lines=1-2',
      'bytes=x-y',
      'bytes=0-9007199254740992',
      'bytes=9007199254740993-',
    ]) {
      const answer = await rawGet(file, { Range: range });
      expect(answer.status, range).toBe(200);
      expect(answer.body.toString(), range).toBe(whole);
    }
    expect((await rawGet(file, { Range: 'bytes=100000-' })).status).toBe(416);
  });

  it('lets a page read files of its own build only', async () => {
    const own = await (await fetch(`${base}/csr?read=mf-manifest.json`)).text();
    expect(own).toContain('mfe_media');
    for (const path of [`../${secretName}`, `${original}-secret.txt`, '/etc/passwd']) {
      const html = await (await fetch(`${base}/csr?read=${encodeURIComponent(path)}`)).text();
      expect(html, path).toContain('<meta name="read" content="nothing">');
    }
  });

  it('compresses text when the browser accepts gzip, and allows cross-origin reads for remotes', async () => {
    const response = await fetch(`${base}/static/js/index.1a2b3c.js`, {
      headers: { 'Accept-Encoding': 'gzip' },
    });
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    // fetch decodes gzip itself; the header says it was sent compressed
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(await response.text()).toContain('hello');
  });

  it('gzips at level 9, the bytes `pnpm size` budgets', async () => {
    const { encoding, body } = await rawGet('/static/js/index.1a2b3c.js', { 'Accept-Encoding': 'gzip' });
    expect(encoding).toBe('gzip');
    expect(body).toEqual(
      gzipSync(await readFile(join(original, 'static', 'js', 'index.1a2b3c.js')), { level: 9 }),
    );
  });

  it('compresses pages and small files too, and nothing for a browser that does not accept gzip', async () => {
    // Small files as well: `pnpm size` budgets the gzip bytes on the wire of every script.
    for (const path of ['/csr', '/mf-manifest.json', '/runtime-config.json']) {
      const response = await fetch(`${base}${path}`, { headers: { 'Accept-Encoding': 'gzip' } });
      expect(response.headers.get('content-encoding'), path).toBe('gzip');
      expect(response.headers.get('vary'), path).toMatch(/accept-encoding/i);
    }
    const plain = await fetch(`${base}/csr`, { headers: { 'Accept-Encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toContain('<div id="root">');
  });

  it('sends a page in Brotli to a browser that takes it, and files still in gzip', async () => {
    const browser = { 'Accept-Encoding': 'gzip, deflate, br, zstd' };
    const page = await rawGet('/csr', browser);
    expect(page.encoding).toBe('br');
    expect(brotliDecompressSync(page.body).toString()).toContain('<div id="root">');
    expect((await rawGet('/static/js/index.1a2b3c.js', browser)).encoding).toBe('gzip');
    expect((await rawGet('/mf-manifest.json', browser)).encoding).toBe('gzip');
  });

  it('serves the folder as it is now: a file written after start, and not one deleted', async () => {
    const late = join(original, 'static', 'js', 'late.4d5e6f.js');
    await writeFile(late, 'console.log("late");');
    expect((await fetch(`${base}/static/js/late.4d5e6f.js`)).status).toBe(200);
    await rm(late);
    expect((await fetch(`${base}/static/js/late.4d5e6f.js`)).status).toBe(404);
  });

  it('switches to another build folder at once (a release or a rollback)', async () => {
    const release = await mkdtemp(join(tmpdir(), 'static-site-release-'));
    await writeFile(join(release, 'index.html'), '<!doctype html><p>release 2</p>');
    site.serveFrom(release);
    expect(await (await fetch(`${base}/`)).text()).toContain('release 2');
    expect((await fetch(`${base}/mf-manifest.json`)).status).toBe(404);
    site.serveFrom(original);
    expect(await (await fetch(`${base}/`)).text()).toContain('<div id="root">');
    expect((await fetch(`${base}/mf-manifest.json`)).status).toBe(200);
  });
});

describe('stopping', () => {
  const PAGE = '<!doctype html><html><head></head><body><div id="root"></div></body></html>';
  let root: string;

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'static-site-stop-'));
    await writeFile(join(root, 'index.html'), PAGE);
  });

  /** A site whose page /slow is drawn only once `draw()` is called; `asked` settles when it is asked for. */
  function slowSite(stopGraceMs?: number) {
    let draw!: () => void;
    const drawn = new Promise<void>((resolve) => {
      draw = resolve;
    });
    let asked!: () => void;
    const wasAsked = new Promise<void>((resolve) => {
      asked = resolve;
    });
    const slow = new StaticSite({
      name: 'stopping',
      port: 0,
      root,
      runtimeConfig: {},
      allowCrossOrigin: false,
      stopGraceMs,
      renderPage: async (template, path) => {
        if (path === '/slow') {
          asked();
          await drawn;
        }
        return {
          html: template.replace('<div id="root"></div>', `<main>${path}</main>`),
          personal: false,
          status: 200,
        };
      },
    });
    return { site: slow, draw, asked: wasAsked };
  }

  /** A GET on a kept-alive connection of `agent`, its answer read whole. */
  function keptAliveGet(port: number, path: string, agent: Agent) {
    return new Promise<{ status: number; connection?: string; body: string }>((resolve, reject) => {
      get({ host: 'localhost', port, path, agent }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          body += chunk;
        });
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, connection: response.headers.connection, body }),
        );
        response.on('error', reject);
      }).on('error', reject);
    });
  }

  /** Whether a new connection to the port is accepted, or the error code it gets. */
  function tryConnect(port: number) {
    return new Promise<string>((resolve) => {
      const socket = connect(port, 'localhost');
      socket.once('connect', () => {
        socket.destroy();
        resolve('connected');
      });
      socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
    });
  }

  it('answers a request still being drawn in full, refuses new connections, and settles once it is sent', async () => {
    const { site: slow, draw, asked } = slowSite();
    await slow.start();
    const port = slow.port;
    const agent = new Agent({ keepAlive: true });
    // The connection answers a first page, is kept alive, and carries the slow one.
    expect((await keptAliveGet(port, '/fast', agent)).body).toBe(
      '<!doctype html><html><head></head><body><main>/fast</main></body></html>',
    );
    const answer = keptAliveGet(port, '/slow', agent);
    await asked;

    const stopped = slow.stop();
    expect(slow.running).toBe(false);
    expect(await tryConnect(port)).toBe('ECONNREFUSED');
    expect(await within(stopped, 200)).toBe('pending');

    draw();
    expect(await answer).toEqual({
      status: 200,
      connection: 'close',
      body: '<!doctype html><html><head></head><body><main>/slow</main></body></html>',
    });
    // Its connection closed after the answer: nothing holds the stop any more.
    expect(await within(stopped, 1_000)).toBe('settled');
    agent.destroy();
  });

  it('lets a file being sent finish, then closes its connection though its headers said keep-alive', async () => {
    const size = 32 * 1024 * 1024;
    await mkdir(join(root, 'static'), { recursive: true });
    await writeFile(join(root, 'static', 'big.bin'), Buffer.alloc(size, 7));
    const { site: sending } = slowSite();
    await sending.start();
    const agent = new Agent({ keepAlive: true });
    // The client reads nothing until stop() was called: the file is still being sent then.
    let read!: () => void;
    const received = new Promise<{ connection?: string; bytes: number }>((resolve, reject) => {
      get({ host: 'localhost', port: sending.port, path: '/static/big.bin', agent }, (response) => {
        response.pause();
        let bytes = 0;
        response.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
        });
        response.on('end', () => resolve({ connection: response.headers.connection, bytes }));
        read = () => response.resume();
      }).on('error', reject);
    });
    await vi.waitUntil(() => read !== undefined);
    const stopped = sending.stop();
    read();
    expect(await received).toEqual({ connection: 'keep-alive', bytes: 33_554_432 });
    expect(await within(stopped, 1_000)).toBe('settled');
    agent.destroy();
  });

  it('settles at once when no request is being answered, idle kept-alive connections included, and starts again', async () => {
    const { site: idle } = slowSite();
    await idle.start();
    const agent = new Agent({ keepAlive: true });
    expect((await keptAliveGet(idle.port, '/', agent)).connection).toBe('keep-alive');
    expect(await within(idle.stop(), 500)).toBe('settled');
    // As the browser tests' harness does: the same site serves again.
    await idle.start();
    expect((await keptAliveGet(idle.port, '/again', agent)).body).toContain('<main>/again</main>');
    await idle.stop();
    agent.destroy();
  });

  it('cuts a request that is still being drawn after the grace', async () => {
    const { site: stuck, asked } = slowSite(100);
    await stuck.start();
    const answer = keptAliveGet(stuck.port, '/slow', new Agent());
    await asked;
    const stopped = stuck.stop();
    expect(await within(stopped, 1_000)).toBe('settled');
    await expect(answer).rejects.toMatchObject({ code: 'ECONNRESET', message: 'socket hang up' });
  });
});
