import { configureRemotes, prefetchRemoteModule } from './remote-modules';

vi.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: vi.fn(), loadRemote: vi.fn() }));

const manifest = {
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' }, publicPath: 'auto' },
  exposes: [
    {
      name: 'DonationDialog',
      assets: {
        js: { sync: ['static/js/async/dialog.2b.js'] },
        css: { sync: ['static/css/async/dialog.3c.css'] },
      },
    },
  ],
};

const prefetchLinks = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map((link) => [
    link.as,
    link.href,
  ]);

describe('prefetching a remote module on idle', () => {
  beforeEach(() => {
    document.head.innerHTML = '';
    configureRemotes({ gifts: 'https://cdn.example.org/donations/remoteEntry.js' });
  });
  afterEach(() => vi.unstubAllGlobals());

  it("asks the browser for the module's files at low priority, once, without running them", async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify(manifest)));
    vi.stubGlobal('fetch', fetchMock);
    await prefetchRemoteModule('gifts/DonationDialog');
    await prefetchRemoteModule('gifts/DonationDialog');
    expect(fetchMock.mock.calls).toEqual([['https://cdn.example.org/donations/mf-manifest.json']]);
    expect(prefetchLinks()).toEqual([
      ['script', 'https://cdn.example.org/donations/remoteEntry.js'],
      ['script', 'https://cdn.example.org/donations/static/js/async/dialog.2b.js'],
      ['style', 'https://cdn.example.org/donations/static/css/async/dialog.3c.css'],
    ]);
  });

  it('tries again next time when the remote could not be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi
        .fn()
        .mockRejectedValueOnce(new TypeError('offline'))
        .mockResolvedValue(new Response(JSON.stringify(manifest))),
    );
    await prefetchRemoteModule('gifts/DonationHubPage');
    expect(prefetchLinks()).toEqual([]);
    await prefetchRemoteModule('gifts/DonationHubPage');
    // That module is not in the manifest: nothing to fetch, and nothing breaks.
    expect(prefetchLinks()).toEqual([]);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('does nothing for a remote the configuration does not name', async () => {
    vi.stubGlobal('fetch', vi.fn());
    await prefetchRemoteModule('partners/CsrPage');
    expect(fetch).not.toHaveBeenCalled();
  });
});
