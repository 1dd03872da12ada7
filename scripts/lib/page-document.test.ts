import { describe, expect, it, vi } from 'vitest';
import { PageDocument } from './page-document';

const TEMPLATE =
  '<!doctype html><html><head><script defer src="/static/js/index.js"></script></head><body><div id="root"></div></body></html>';
const CONTENT_MANIFEST = 'https://content.example.org/mf-manifest.json';

const manifest = {
  metaData: { remoteEntry: { name: 'static/js/mfe_content.1a.js', path: '' }, publicPath: 'auto' },
  exposes: [
    {
      name: 'HomePage',
      assets: {
        js: { sync: ['static/js/async/home.2b.js'], async: ['static/js/async/later.3c.js'] },
        css: { sync: ['static/css/async/home.4d.css'], async: [] },
      },
    },
  ],
};

const pageHints = { pages: { HomePage: { images: ['static/image/hero.5e.webp'] } } };

function page(
  fetchManifest = vi.fn(
    async (url: string) => (url.endsWith('/page-hints.json') ? pageHints : manifest) as unknown,
  ),
) {
  const document = new PageDocument({
    runtimeConfig: {
      apiBaseUrl: 'https://api.example.org/v1',
      production: true,
      remotes: { mfe_content: CONTENT_MANIFEST },
    },
    fetchManifest,
  });
  return { document, fetchManifest };
}

describe('the page document a server sends', () => {
  it('carries the runtime configuration inline, so start-up needs no request for it', async () => {
    const html = await page().document.render(TEMPLATE, '/');
    const inline = /<script type="application\/json" id="runtime-config">(.*?)<\/script>/.exec(html);
    expect(JSON.parse(inline?.[1] ?? '')).toMatchObject({ remotes: { mfe_content: CONTENT_MANIFEST } });
    expect(html).toContain('<link rel="preconnect" href="https://api.example.org" crossorigin>');
  });

  it("starts the page's remote code downloading at once, from the manifest as deployed", async () => {
    const { document, fetchManifest } = page();
    const html = await document.render(TEMPLATE, '/');
    expect(fetchManifest).toHaveBeenCalledWith(CONTENT_MANIFEST);
    expect(html).toContain(`<link rel="preload" href="${CONTENT_MANIFEST}" as="fetch" crossorigin>`);
    expect(html).toContain(
      '<link rel="preload" href="https://content.example.org/static/js/mfe_content.1a.js" as="script">',
    );
    expect(html).toContain(
      '<link rel="preload" href="https://content.example.org/static/js/async/home.2b.js" as="script">',
    );
    expect(html).toContain(
      '<link rel="preload" href="https://content.example.org/static/css/async/home.4d.css" as="style">',
    );
    expect(html).not.toContain('later.3c.js');
  });

  it("has the browser fetch the images of the page's first screen at once, as the remote's build names them", async () => {
    const html = await page().document.render(TEMPLATE, '/');
    expect(html).toContain(
      '<link rel="preload" href="https://content.example.org/static/image/hero.5e.webp" as="image" fetchpriority="high">',
    );
    const events = await page().document.render(TEMPLATE, '/events');
    expect(events).not.toContain('as="image"');
  });

  it('gives a page no hints for a remote that is not its own route', async () => {
    const { document, fetchManifest } = page();
    const html = await document.render(TEMPLATE, '/no-such-page');
    expect(fetchManifest).not.toHaveBeenCalled();
    expect(html).not.toContain('rel="preload"');
  });

  it('still sends the page when the remote cannot be asked, with a connection hint only', async () => {
    const { document } = page(
      vi.fn(async () => {
        throw new Error('connection refused');
      }),
    );
    const html = await document.render(TEMPLATE, '/legal/privacy-policy');
    expect(html).toContain('<link rel="preconnect" href="https://content.example.org">');
    expect(html).not.toContain('as="script"');
  });

  it('cannot be broken out of by a value in the configuration', async () => {
    const document = new PageDocument({
      runtimeConfig: {
        apiBaseUrl: '',
        production: true,
        remotes: { mfe_csr: 'https://x.example.org/</script><script>alert(1)</script>' },
      },
      fetchManifest: vi.fn(async () => ({})),
    });
    const html = await document.render(TEMPLATE, '/');
    expect(html).not.toContain('</script><script>alert(1)');
  });
});
