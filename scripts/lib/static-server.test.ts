import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StaticSite } from './static-server';

let site: StaticSite;
let base: string;
let original: string;

beforeAll(async () => {
  const root = await mkdtemp(join(tmpdir(), 'static-site-'));
  original = root;
  await mkdir(join(root, 'static', 'js'), { recursive: true });
  await writeFile(
    join(root, 'index.html'),
    '<!doctype html><html><head></head><body><div id="root"></div></body></html>',
  );
  await writeFile(join(root, 'mf-manifest.json'), '{"name":"mfe_media"}');
  await writeFile(join(root, 'static', 'js', 'index.1a2b3c.js'), 'console.log("hello");'.repeat(50));
  site = new StaticSite({
    name: 'test',
    port: 0,
    root,
    runtimeConfig: { apiBaseUrl: 'https://api.example.org', remotes: {} },
    allowCrossOrigin: true,
    // A page asked for with ?for=someone stands for one that holds a visitor's data; /missing for a path with no page.
    renderPage: async (template, path) => ({
      html: template.replace('</head>', `<meta name="path" content="${path}"></head>`),
      personal: path.includes('?for='),
      status: path.startsWith('/missing') ? 404 : 200,
    }),
  });
  await site.start();
  base = `http://localhost:${site.port}`;
});

afterAll(() => site.stop());

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

  it("passes the query on, and lets no cache keep a page that holds one visitor's data", async () => {
    const response = await fetch(`${base}/payment-status?for=ORD-1`);
    expect(await response.text()).toContain('<meta name="path" content="/payment-status?for=ORD-1">');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });

  it('never serves files outside its folder', async () => {
    for (const path of [
      '/%2e%2e/%2e%2e/etc/passwd',
      '/..%2f..%2fetc%2fpasswd',
      '/static/%2e%2e/%2e%2e/%2e%2e/etc/hosts',
    ]) {
      const body = await (await fetch(`${base}${path}`)).text();
      expect(body).not.toMatch(/root:|localhost/);
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

  it('switches to another build folder at once (a release or a rollback)', async () => {
    const release = await mkdtemp(join(tmpdir(), 'static-site-release-'));
    await writeFile(join(release, 'index.html'), '<!doctype html><p>release 2</p>');
    site.serveFrom(release);
    expect(await (await fetch(`${base}/`)).text()).toContain('release 2');
    site.serveFrom(original);
    expect(await (await fetch(`${base}/`)).text()).toContain('<div id="root">');
  });
});
