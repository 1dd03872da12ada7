import { useTestRuntimeConfig } from '@temple/shared/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readDeployedReleases } from './deployed-releases';

const manifest = (buildVersion: string) => ({ metaData: { buildInfo: { buildVersion } } });

describe('readDeployedReleases', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('names the release of every configured remote from the manifest beside its entry, in the order of their names', async () => {
    useTestRuntimeConfig({
      remotes: {
        mfe_media: 'https://media.test/remoteEntry.js',
        mfe_content: 'https://cdn.test/content/remoteEntry.js',
        mfe_csr: 'https://csr.test/remoteEntry.js',
      },
    });
    const versions: Record<string, string> = {
      'https://cdn.test/content/mf-manifest.json': '2.4.0',
      'https://csr.test/mf-manifest.json': '1.0.3',
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        const version = versions[url];
        return version ? Response.json(manifest(version)) : new Response('gone', { status: 404 });
      }),
    );
    expect(await readDeployedReleases()).toEqual([
      { remote: 'mfe_content', release: { ok: true, version: '2.4.0' } },
      { remote: 'mfe_csr', release: { ok: true, version: '1.0.3' } },
      { remote: 'mfe_media', release: { ok: false, reason: 'manifest answered 404' } },
    ]);
  });

  it('says so when a manifest is unreachable or names no version', async () => {
    useTestRuntimeConfig({
      remotes: {
        mfe_content: 'https://content.test/remoteEntry.js',
        mfe_media: 'https://media.test/remoteEntry.js',
      },
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        if (url.startsWith('https://media.test')) throw new TypeError('Failed to fetch');
        return Response.json({ metaData: {} });
      }),
    );
    expect(await readDeployedReleases()).toEqual([
      { remote: 'mfe_content', release: { ok: false, reason: 'manifest names no build version' } },
      { remote: 'mfe_media', release: { ok: false, reason: 'Failed to fetch' } },
    ]);
  });
});
