import type { PageRoute } from '@temple/shared/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ownRouteTable, PageDocument } from './page-document';

const TEMPLATE =
  '<!doctype html><html><head><script defer src="/static/js/index.js"></script></head><body><div id="root"></div></body></html>';
const CONTENT_ENTRY = 'https://content.example.org/remoteEntry.js';

const manifest = {
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' }, publicPath: 'auto' },
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

const route = (path: string, module: string, more: Partial<PageRoute> = {}): PageRoute => ({
  path,
  module,
  title: module,
  description: '',
  ...more,
});

/** The routes each remote publishes in its routes.json. */
const CONTENT_ROUTES = [
  route('/', 'HomePage'),
  route('/events', 'EventsPage'),
  route('/legal/privacy-policy', 'LegalPage', { props: { document: 'privacy-policy' } }),
];
const DONATION_ROUTES = [
  route('/payment-status', 'PaymentStatusPage', {
    personal: true,
    prerender: {
      search: '?order_id=prerender',
      data: {
        request: '/api/v2/donations/{order_id}/status',
        variantField: 'paymentStatus',
        variants: ['SUCCESS', 'PENDING', 'FAILED'],
      },
    },
  }),
  route('/test-integration', 'TestIntegrationPage', { prerender: false }),
];
const ROUTES_FILES: Record<string, PageRoute[]> = {
  'https://content.example.org/routes.json': CONTENT_ROUTES,
  'https://donations.example.org/routes.json': DONATION_ROUTES,
};

/** A remote's deployment as the server reads it: its routes, its manifest. */
async function deployedFile(url: string): Promise<unknown> {
  if (url.endsWith('/mf-manifest.json')) return manifest;
  const routes = ROUTES_FILES[url];
  if (!routes) throw new Error(`${url} answered 404`);
  return routes;
}

type Read = (url: string) => Promise<unknown>;

/**
 * The server's `fetch`, answered by fakes of what it reads: the API (`api`), the remotes'
 * prerendered pages (`text`) and their JSON files (`json`). A fake that throws is a
 * request that fails.
 */
function fetchFrom({ json, text, api }: { json?: Read; text?: Read; api?: Read }): typeof fetch {
  return async (input) => {
    const url = String(input);
    const read = url.startsWith('https://api.example.org') ? api : url.includes('/prerender/') ? text : json;
    if (!read) throw new Error(`${url} was not expected`);
    const body = await read(url);
    return typeof body === 'string' ? new Response(body) : Response.json(body);
  };
}

function page(fetchManifest = vi.fn(deployedFile)) {
  const document = new PageDocument({
    runtimeConfig: {
      apiBaseUrl: 'https://api.example.org/v1',
      production: true,
      remotes: { mfe_content: CONTENT_ENTRY },
    },
    fetch: fetchFrom({ json: fetchManifest }),
  });
  return { document, fetchManifest };
}

/**
 * The clock the server's caches go by (lru-cache reads `performance.now`), moved by the test.
 * The cache keeps a reading for a millisecond, so a move waits a little longer than that.
 */
function movableClock() {
  let now = performance.now();
  vi.spyOn(performance, 'now').mockImplementation(() => now);
  return async (ms: number) => {
    now += ms;
    await new Promise((resolve) => setTimeout(resolve, 5));
  };
}

describe('the page document a server sends', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('carries the runtime configuration inline, so start-up needs no request for it', async () => {
    const html = (await page().document.render(TEMPLATE, '/')).html;
    const inline = /<script type="application\/json" id="runtime-config">(.*?)<\/script>/.exec(html);
    expect(JSON.parse(inline?.[1] ?? '')).toMatchObject({ remotes: { mfe_content: CONTENT_ENTRY } });
    expect(html).toContain('<link rel="preconnect" href="https://api.example.org" crossorigin>');
  });

  it("starts the page's remote code downloading at once, from the manifest beside its entry as deployed", async () => {
    const { document, fetchManifest } = page();
    const html = (await document.render(TEMPLATE, '/')).html;
    expect(fetchManifest).toHaveBeenCalledWith('https://content.example.org/mf-manifest.json');
    expect(html).toContain(
      '<link rel="preload" href="https://content.example.org/remoteEntry.js" as="script">',
    );
    expect(html).toContain(
      '<link rel="preload" href="https://content.example.org/static/js/async/home.2b.js" as="script">',
    );
    expect(html).toContain(
      '<link rel="preload" href="https://content.example.org/static/css/async/home.4d.css" as="style">',
    );
    expect(html).not.toContain('later.3c.js');
  });

  it("answers 404 on a remote's own page for a path of another remote, with no hints for it", async () => {
    const fetchManifest = vi.fn(async () => manifest as unknown);
    const media = new PageDocument({
      runtimeConfig: {
        apiBaseUrl: '',
        production: true,
        remotes: { mfe_content: CONTENT_ENTRY, mfe_media: 'https://media.example.org/remoteEntry.js' },
      },
      fetch: fetchFrom({ json: fetchManifest }),
      routeTable: ownRouteTable('mfe_media'),
    });
    const ownFiles = async (path: string) =>
      path === 'routes.json' ? JSON.stringify([route('/media', 'MediaPage')]) : undefined;
    expect((await media.render(TEMPLATE, '/media', ownFiles)).status).toBe(200);
    const other = await media.render(TEMPLATE, '/', ownFiles);
    expect(other.status).toBe(404);
    expect(other.html).not.toContain('rel="preconnect"');
    // The manifest, for /media only.
    expect(fetchManifest).toHaveBeenCalledTimes(1);
  });

  it("answers 503 on a remote's own page while its routes.json is missing or half-written", async () => {
    const media = new PageDocument({
      runtimeConfig: { apiBaseUrl: '', production: true, remotes: {} },
      routeTable: ownRouteTable('mfe_media'),
    });
    for (const routesFile of [undefined, '[{"path":"/media","modu', '']) {
      const { html, status } = await media.render(TEMPLATE, '/media', async () => routesFile);
      expect(status).toBe(503);
      expect(html).toContain('{"routes":[],"unreachable":["mfe_media"]}');
    }
  });

  it('routes the pages every remote publishes as deployed now, and writes them into the page', async () => {
    const { document } = page();
    const { html, status } = await document.render(TEMPLATE, '/events');
    expect(status).toBe(200);
    const table = /<script type="application\/json" id="route-table">(.*?)<\/script>/.exec(html);
    expect(JSON.parse(table?.[1] ?? 'null')).toEqual({
      routes: [
        { ...CONTENT_ROUTES[0], moduleId: 'mfe_content/HomePage' },
        { ...CONTENT_ROUTES[1], moduleId: 'mfe_content/EventsPage' },
        { ...CONTENT_ROUTES[2], moduleId: 'mfe_content/LegalPage' },
      ],
      unreachable: [],
    });
  });

  it('gives a page no hints for a remote that is not its own route', async () => {
    const { document, fetchManifest } = page();
    const { html, status } = await document.render(TEMPLATE, '/no-such-page');
    expect(status).toBe(404);
    expect(fetchManifest.mock.calls).toEqual([['https://content.example.org/routes.json']]);
    expect(html).not.toContain('rel="preload"');
  });

  it("does not call a page missing while a remote's routes cannot be read: 503, drawn live", async () => {
    const { html, status, personal } = await page(
      vi.fn(async () => {
        throw new Error('connection refused');
      }),
    ).document.render(TEMPLATE, '/events');
    expect(status).toBe(503);
    expect(personal).toBe(true);
    expect(html).toContain('"unreachable":["mfe_content"]');
    expect(html).toContain('<div id="root"></div>');
  });

  it('keeps routing the pages a remote published when it is slow to answer later', async () => {
    const moveClock = movableClock();
    let down = false;
    const fetchManifest = vi.fn(async (url: string) => {
      if (down) throw new Error('timeout');
      return deployedFile(url);
    });
    const { document } = page(fetchManifest);
    expect((await document.render(TEMPLATE, '/events')).status).toBe(200);
    down = true;
    await moveClock(1001);
    expect((await document.render(TEMPLATE, '/events')).status).toBe(200);
    // Asked again, and answered from the routes last read.
    expect(fetchManifest.mock.calls.filter(([url]) => url.endsWith('/routes.json'))).toHaveLength(2);
    expect((await document.render(TEMPLATE, '/no-such-page')).status).toBe(404);
  });

  it("reads a remote's manifest once for a burst of pages", async () => {
    const { document, fetchManifest } = page();
    await Promise.all([1, 2, 3].map(() => document.render(TEMPLATE, '/events')));
    expect(fetchManifest.mock.calls.map(([url]) => url).sort()).toEqual([
      'https://content.example.org/mf-manifest.json',
      'https://content.example.org/routes.json',
    ]);
  });

  it("reads a remote's routes once for a burst of pages, and again a second later (a release)", async () => {
    const moveClock = movableClock();
    let routes = CONTENT_ROUTES;
    const fetchManifest = vi.fn(async (url: string) =>
      url.endsWith('/routes.json') ? routes : deployedFile(url),
    );
    const { document } = page(fetchManifest);
    const routesRead = () => fetchManifest.mock.calls.filter(([url]) => url.endsWith('/routes.json')).length;
    await Promise.all(['/', '/events', '/contact'].map((path) => document.render(TEMPLATE, path)));
    expect(routesRead()).toBe(1);

    routes = [...CONTENT_ROUTES, route('/festival-calendar', 'HomePage')];
    await moveClock(999);
    expect((await document.render(TEMPLATE, '/festival-calendar')).status).toBe(404);
    await moveClock(2);
    expect((await document.render(TEMPLATE, '/festival-calendar')).status).toBe(200);
    expect(routesRead()).toBe(2);
  });

  it('still sends the page when the remote cannot be asked, with hints for its connection and entry only', async () => {
    const { document } = page(
      vi.fn(async (url: string) => {
        if (url.endsWith('/routes.json')) return CONTENT_ROUTES;
        throw new Error('connection refused');
      }),
    );
    const html = (await document.render(TEMPLATE, '/legal/privacy-policy')).html;
    expect(html).toContain('<link rel="preconnect" href="https://content.example.org">');
    expect(html.match(/<link rel="preload"[^>]*>/g)).toEqual([
      '<link rel="preload" href="https://content.example.org/remoteEntry.js" as="script">',
    ]);
  });

  it('tells the operator when a remote stops answering, and when it answers again, a line a minute at most', async () => {
    const moveClock = movableClock();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    let down = false;
    const { document } = page(
      vi.fn(async (url: string) => {
        if (down) throw new Error('connection refused');
        return deployedFile(url);
      }),
    );
    await document.render(TEMPLATE, '/events');
    // Slow now and then, for half a minute: one line.
    for (let step = 0; step < 10; step += 1) {
      down = step % 2 === 0;
      await moveClock(3000);
      await document.render(TEMPLATE, step % 3 === 0 ? '/contact' : '/events');
    }
    down = false;
    await moveClock(40_000);
    await document.render(TEMPLATE, '/events');
    expect(warn.mock.calls).toEqual([
      [
        'https://content.example.org does not answer, or not in time: its pages are sent without what it gives them',
      ],
    ]);
    expect(log.mock.calls).toEqual([['https://content.example.org answers again']]);
  });

  it("keeps no manifest a remote can no longer give: a release's files are never hinted after it is gone", async () => {
    const moveClock = movableClock();
    let down = false;
    const { document } = page(
      vi.fn(async (url: string) => {
        if (down && url.endsWith('/mf-manifest.json')) throw new Error('connection refused');
        return deployedFile(url);
      }),
    );
    expect((await document.render(TEMPLATE, '/')).html).toContain('home.2b.js');
    down = true;
    await moveClock(1001);
    const html = (await document.render(TEMPLATE, '/')).html;
    expect(html.match(/<link rel="preload"[^>]*>/g)).toEqual([
      '<link rel="preload" href="https://content.example.org/remoteEntry.js" as="script">',
    ]);
  });

  it("carries the page's own title and description in place of the template's, escaped", async () => {
    ROUTES_FILES['https://content.example.org/routes.json'] = [
      route('/', 'HomePage', { title: '', description: 'Help build the temple' }),
      route('/contact', 'ContactPage', {
        title: 'Contact & <Visit>',
        description: 'Write to the "trust" & visit',
      }),
    ];
    try {
      const template = TEMPLATE.replace(
        '<head>',
        '<head><title>Sri Mandir Nirman Seva</title><meta name="description" content="Sri Mandir Nirman Seva">',
      );
      const { document } = page();
      const titles = (html: string) => html.match(/<title>.*?<\/title>|<meta name="description"[^>]*>/g);
      expect(titles((await document.render(template, '/contact')).html)).toEqual([
        '<title>Contact &amp; &lt;Visit> | Sri Mandir Nirman Seva</title>',
        '<meta name="description" content="Write to the &quot;trust&quot; &amp; visit">',
      ]);
      // Home's title is the site's name; a path that is no page gets it too, and no description.
      expect(titles((await document.render(template, '/')).html)).toEqual([
        '<title>Sri Mandir Nirman Seva</title>',
        '<meta name="description" content="Help build the temple">',
      ]);
      expect(titles((await document.render(template, '/no-such-page')).html)).toEqual([
        '<title>Sri Mandir Nirman Seva</title>',
      ]);
    } finally {
      ROUTES_FILES['https://content.example.org/routes.json'] = CONTENT_ROUTES;
    }
  });

  it('cannot be broken out of by a value in the configuration', async () => {
    const document = new PageDocument({
      runtimeConfig: {
        apiBaseUrl: '',
        production: true,
        remotes: { mfe_csr: 'https://x.example.org/</script><script>alert(1)</script>' },
      },
      fetch: fetchFrom({ json: async () => ({}) }),
    });
    const html = (await document.render(TEMPLATE, '/')).html;
    expect(html).not.toContain('</script><script>alert(1)');
  });
});

describe('a prerendered page', () => {
  // As the shell's build writes it (shell/build/code-after-paint.ts).
  const SHELL_TEMPLATE =
    '<!doctype html><html><head><link href="/static/css/index.5f.css" rel="stylesheet"><link rel="stylesheet" href="/static/css/async/shell-app.1f.css"><script type="application/json" data-after-paint>[{"src":"/static/js/index.4f.js"}]</script><script defer src="/after-paint.js"></script></head><body><div id="root"></div></body></html>';
  const shellFiles: Record<string, string> = {
    'prerender/index.html': '<header>Sri Mandir</header><main><temple-page-slot></temple-page-slot></main>',
    'prerender/events.html': '<header>Events</header><main><temple-page-slot></temple-page-slot></main>',
    'prerender/_page.html': '<header>Any page</header><main><temple-page-slot></temple-page-slot></main>',
    'prerender/404.html': '<header>Sri Mandir</header><main><h1>Oops! Page not found</h1></main>',
  };
  const readOwnFile = async (path: string) => shellFiles[path];

  function shell(
    fetchText = vi.fn(
      async () => '<h1>Build Sri Mandir</h1><img src="https://prerender.invalid/static/image/hero.5e.webp">',
    ),
  ) {
    const document = new PageDocument({
      runtimeConfig: {
        apiBaseUrl: '',
        production: true,
        remotes: {
          mfe_content: CONTENT_ENTRY,
          mfe_donations: 'https://donations.example.org/remoteEntry.js',
        },
      },
      fetch: fetchFrom({ json: deployedFile, text: fetchText }),
      prerender: true,
    });
    return { document, fetchText };
  }

  it("shows the shell's HTML with the remote's page inside, from the remote's own deployment", async () => {
    const { document, fetchText } = shell();
    const html = (await document.render(SHELL_TEMPLATE, '/', readOwnFile)).html;
    expect(fetchText).toHaveBeenCalledWith('https://content.example.org/prerender/index.html');
    expect(html).toContain(
      '<div id="root" data-prerendered=""><header>Sri Mandir</header><main><temple-page-slot style="display:contents"><h1>Build Sri Mandir</h1><img src="https://content.example.org/static/image/hero.5e.webp"></temple-page-slot></main></div>',
    );
  });

  it('finds the root and the slot however the builds write them', async () => {
    const { document } = shell();
    const minified = SHELL_TEMPLATE.replace('<div id="root"></div>', "<div class=app id='root'></div>");
    const html = (await document.render(minified, '/', readOwnFile)).html;
    expect(html).toContain(
      '<div class="app" id="root" data-prerendered=""><header>Sri Mandir</header><main><temple-page-slot style="display:contents"><h1>Build Sri Mandir</h1>',
    );
  });

  it("is drawn live, not refused, when the app's index.html has no root to put it in", async () => {
    const { html, status } = await shell().document.render(
      SHELL_TEMPLATE.replace('<div id="root"></div>', '<main id="app"></main>'),
      '/',
      readOwnFile,
    );
    expect(status).toBe(200);
    expect(html).not.toContain('Build Sri Mandir');
    expect(html).toContain(
      '<link rel="preload" href="https://content.example.org/static/js/async/home.2b.js" as="script">',
    );
  });

  it('is styled before its first paint: every style it needs is a stylesheet', async () => {
    const html = (await shell().document.render(SHELL_TEMPLATE, '/', readOwnFile)).html;
    expect(html).toContain(
      '<link rel="stylesheet" href="https://content.example.org/static/css/async/home.4d.css">',
    );
    expect(html).not.toContain('as="style"');
  });

  it("lists its remote's code for after the first paint, beside the shell's", async () => {
    const html = (await shell().document.render(SHELL_TEMPLATE, '/', readOwnFile)).html;
    expect(html).not.toContain('as="script"');
    const lists = [...html.matchAll(/<script type="application\/json" data-after-paint>(.*?)<\/script>/g)];
    expect(lists.map((list) => JSON.parse(list[1] ?? '[]'))).toEqual([
      [{ src: '/static/js/index.4f.js' }],
      [
        { preload: CONTENT_ENTRY, as: 'script' },
        { preload: 'https://content.example.org/static/js/async/home.2b.js', as: 'script' },
      ],
    ]);
  });

  it("is drawn live, with its code fetched at once, when the remote's HTML cannot be had", async () => {
    const { document } = shell(
      vi.fn(async () => {
        throw new Error('timeout');
      }),
    );
    const html = (await document.render(SHELL_TEMPLATE, '/', readOwnFile)).html;
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain(
      '<link rel="preload" href="https://content.example.org/static/js/async/home.2b.js" as="script">',
    );
    expect(html).toContain(
      '<link rel="preload" href="https://content.example.org/static/css/async/home.4d.css" as="style">',
    );
  });

  it("shows the shell's own not-found page, answered 404, for a path no route owns", async () => {
    const { html, status } = await shell().document.render(SHELL_TEMPLATE, '/no-such-page', readOwnFile);
    expect(status).toBe(404);
    expect(html).toContain(
      '<div id="root" data-prerendered=""><header>Sri Mandir</header><main><h1>Oops! Page not found</h1>',
    );
  });

  it("sends another spelling of a page's path to its one address, keeping the query and privacy", async () => {
    const spellings = [
      ['/events/', '/events', false],
      ['/EVENTS', '/events', false],
      // A route of a remote deployed before routes said `personal`: any query is kept private.
      ['/EVENTS?tab=past', '/events?tab=past', true],
      ['/Payment-Status/?order_id=SMT123', '/payment-status?order_id=SMT123', true],
    ] as const;
    for (const [asked, location, personal] of spellings) {
      expect(await shell().document.render(SHELL_TEMPLATE, asked, readOwnFile)).toEqual({
        html: '',
        personal,
        status: 301,
        location,
      });
    }
  });

  it("puts a page the shell was not built with (a remote's new page) into the shell's frame for any page", async () => {
    const { document } = shell();
    const html = (await document.render(SHELL_TEMPLATE, '/legal/privacy-policy', readOwnFile)).html;
    expect(html).toContain(
      '<div id="root" data-prerendered=""><header>Any page</header><main><temple-page-slot style="display:contents"><h1>Build Sri Mandir</h1>',
    );
  });

  it('leaves a page that is drawn only live, and a remote on its own page, as they are', async () => {
    const { document, fetchText } = shell();
    const diagnostics = (await document.render(SHELL_TEMPLATE, '/test-integration', readOwnFile)).html;
    expect(diagnostics).toContain('<div id="root"></div>');
    expect(fetchText).not.toHaveBeenCalled();
    const standalone = (await page().document.render(SHELL_TEMPLATE, '/', readOwnFile)).html;
    expect(standalone).toContain('<div id="root"></div>');
  });
});

describe('a page sent with its data (the payment status)', () => {
  const SHELL_TEMPLATE =
    '<!doctype html><html><head><script defer src="/static/js/index.4f.js"></script></head><body><div id="root"></div></body></html>';
  const DONATIONS_ENTRY = 'https://donations.example.org/remoteEntry.js';
  const readOwnFile = async (path: string) =>
    path === 'prerender/payment-status.html'
      ? '<main><temple-page-slot></temple-page-slot></main>'
      : undefined;
  const remotePages: Record<string, string> = {
    'https://donations.example.org/prerender/payment-status.html': '<h1>Checking Payment Status</h1>',
    'https://donations.example.org/prerender/payment-status.SUCCESS.html':
      '<h1>Payment Successful!</h1><dl><temple-data-if field="receiptNumber" format="text"><dt>Receipt Number</dt><dd><temple-data field="receiptNumber" format="text"></temple-data></dd></temple-data-if><dt>Amount</dt><dd><temple-data field="amount" format="rupees"></temple-data></dd><dt>Donor Email</dt><dd><temple-data field="donorEmail" format="text"></temple-data></dd></dl>',
  };
  const paid = {
    donationId: 'don-1',
    merchantOrderId: 'ORD-1',
    amount: 1100000,
    shilas: 100,
    paymentType: 'DONATION',
    paymentStatus: 'SUCCESS',
    receiptNumber: null,
    donorEmail: '<img src=x onerror=alert(1)>@example.org',
  };

  function document(answer: () => Promise<unknown>, pages = remotePages) {
    const fetchData = vi.fn(answer);
    const rendered = new PageDocument({
      runtimeConfig: {
        apiBaseUrl: 'https://api.example.org/',
        production: true,
        remotes: { mfe_donations: DONATIONS_ENTRY },
      },
      fetch: fetchFrom({
        json: async (url) => ROUTES_FILES[url] ?? {},
        api: fetchData,
        text: async (url) => {
          const html = pages[url];
          if (html === undefined) throw new Error(`${url} answered 404`);
          return html;
        },
      }),
      prerender: true,
    });
    return { rendered, fetchData };
  }

  it("asks the API anew for every page: one donor's answer is never kept for the next request", async () => {
    const { rendered, fetchData } = document(async () => ({ success: true, data: paid }));
    await rendered.render(SHELL_TEMPLATE, '/payment-status?order_id=ORD-1', readOwnFile);
    await rendered.render(SHELL_TEMPLATE, '/payment-status?order_id=ORD-1', readOwnFile);
    expect(fetchData).toHaveBeenCalledTimes(2);
  });

  it("shows the order's status and details at once, every value escaped, and hands the answer to the live page", async () => {
    const { rendered, fetchData } = document(async () => ({ success: true, data: paid }));
    const page = await rendered.render(SHELL_TEMPLATE, '/payment-status?order_id=ORD-1', readOwnFile);
    expect(fetchData).toHaveBeenCalledWith('https://api.example.org/api/v2/donations/ORD-1/status');
    expect(page.html).toContain('<h1>Payment Successful!</h1>');
    expect(page.html).toContain('<dt>Amount</dt><dd>₹11,00,000</dd>');
    // No receipt number yet: its row is left out.
    expect(page.html).not.toContain('Receipt Number');
    expect(page.html).toContain('&lt;img src=x onerror=alert(1)&gt;@example.org');
    expect(page.html).not.toContain('<img src=x');
    const embedded = /<script type="application\/json" id="page-data">(.*?)<\/script>/.exec(page.html);
    expect(JSON.parse(embedded?.[1] ?? 'null')).toEqual({
      request: '/api/v2/donations/ORD-1/status',
      data: paid,
    });
    expect(page.personal).toBe(true);
  });

  it.each([
    ['the API fails', async () => Promise.reject(new Error('timeout'))],
    ['the API answers an error', async () => ({ success: false, error: 'Donation not found' })],
    [
      'the status is one the page has no variant for',
      async () => ({ success: true, data: { ...paid, paymentStatus: 'REFUNDED' } }),
    ],
  ])('shows "checking" when %s, and the live page asks again', async (_, answer) => {
    const page = await document(answer).rendered.render(
      SHELL_TEMPLATE,
      '/payment-status?order_id=ORD-1',
      readOwnFile,
    );
    expect(page.html).toContain('<h1>Checking Payment Status</h1>');
    expect(page.html).not.toContain('id="page-data"');
    // Its address still names the order.
    expect(page.personal).toBe(true);
  });

  it('asks nothing for a link without an order id, and keeps to the plain page of a remote deployed before variants', async () => {
    const { rendered, fetchData } = document(async () => ({ success: true, data: paid }));
    const noOrder = await rendered.render(SHELL_TEMPLATE, '/payment-status', readOwnFile);
    expect(fetchData).not.toHaveBeenCalled();
    expect(noOrder.html).toContain('<h1>Checking Payment Status</h1>');
    const older = document(async () => ({ success: true, data: paid }), {
      'https://donations.example.org/prerender/payment-status.html': '<h1>Checking Payment Status</h1>',
    });
    const page = await older.rendered.render(SHELL_TEMPLATE, '/payment-status?order_id=ORD-1', readOwnFile);
    expect(page.html).toContain('<h1>Checking Payment Status</h1>');
    expect(page.personal).toBe(true);
  });

  it("keeps a page filled with an order's data private even when its route does not say it is personal", async () => {
    ROUTES_FILES['https://donations.example.org/routes.json'] = DONATION_ROUTES.map(
      ({ personal: _, ...older }) => older,
    );
    try {
      const { rendered } = document(async () => ({ success: true, data: paid }));
      const page = await rendered.render(SHELL_TEMPLATE, '/payment-status?order_id=ORD-1', readOwnFile);
      expect(page.html).toContain('<h1>Payment Successful!</h1>');
      expect(page.personal).toBe(true);
    } finally {
      ROUTES_FILES['https://donations.example.org/routes.json'] = DONATION_ROUTES;
    }
  });

  it('treats a page whose route does not say it is personal as the same for everyone', async () => {
    const page = await document(async () => ({})).rendered.render(
      SHELL_TEMPLATE,
      '/test-integration',
      readOwnFile,
    );
    expect(page.status).toBe(200);
    expect(page.personal).toBe(false);
  });
});
