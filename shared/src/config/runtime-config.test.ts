import { getApi } from '../api/api-instance';
import {
  fetchRuntimeConfig,
  RUNTIME_CONFIG_ELEMENT_ID,
  RuntimeConfigError,
  setRuntimeConfig,
} from './runtime-config';

function inlineInPage(text: string) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = RUNTIME_CONFIG_ELEMENT_ID;
  element.textContent = text;
  document.head.append(element);
}

function serve(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status })),
  );
}

describe('runtime configuration', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    document.getElementById(RUNTIME_CONFIG_ELEMENT_ID)?.remove();
  });

  it('uses the copy the server wrote into the page, without a request', async () => {
    serve(500, 'should not be asked');
    inlineInPage(
      '{"apiBaseUrl":"https://api.example.org","remotes":{"partners":"https://csr.example.org/remoteEntry.js"}}',
    );
    await expect(fetchRuntimeConfig()).resolves.toEqual({
      apiBaseUrl: 'https://api.example.org',
      production: true,
      remotes: { partners: 'https://csr.example.org/remoteEntry.js' },
    });
    expect(fetch).not.toHaveBeenCalled();
  });

  it.each([
    ['not JSON', '{apiBaseUrl:'],
    ['invalid', '{"remotes":{}}'],
  ])('falls back to the file when the copy in the page is %s', async (_case, text) => {
    serve(200, { apiBaseUrl: '' });
    inlineInPage(text);
    await expect(fetchRuntimeConfig()).resolves.toMatchObject({ apiBaseUrl: '' });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('reads the API base URL and the remotes, defaulting what may be left out', async () => {
    serve(200, {
      apiBaseUrl: 'https://api.example.org',
      remotes: { gallery: 'https://media.example.org/remoteEntry.js' },
    });
    await expect(fetchRuntimeConfig()).resolves.toEqual({
      apiBaseUrl: 'https://api.example.org',
      production: true,
      remotes: { gallery: 'https://media.example.org/remoteEntry.js' },
    });
  });

  it('accepts an empty base URL for a same-origin API', async () => {
    serve(200, { apiBaseUrl: '' });
    await expect(fetchRuntimeConfig()).resolves.toMatchObject({ apiBaseUrl: '' });
  });

  it.each([
    [
      'a remote name that is not a federation name',
      { apiBaseUrl: '', remotes: { 'partners-app': 'https://x.example.org' } },
    ],
    ['a remote that is not a URL', { apiBaseUrl: '', remotes: { partners: 'not a url' } }],
    [
      'a remote given by its manifest instead of its entry',
      { apiBaseUrl: '', remotes: { partners: 'https://csr.example.org/mf-manifest.json' } },
    ],
    ['no API base URL', { remotes: {} }],
  ])('rejects %s with a clear error', async (_case, body) => {
    serve(200, body);
    await expect(fetchRuntimeConfig()).rejects.toThrow(/runtime-config.json is invalid/);
  });

  it('says so when the file cannot be read', async () => {
    serve(404, 'Not found');
    await expect(fetchRuntimeConfig()).rejects.toBeInstanceOf(RuntimeConfigError);
  });

  it('gives an API client for the configured backend', () => {
    setRuntimeConfig({ apiBaseUrl: 'https://api.example.org', production: true, remotes: {} });
    expect(getApi().baseUrl).toBe('https://api.example.org');
  });
});
