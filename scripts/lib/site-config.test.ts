import { describe, expect, it } from 'vitest';
import { runtimeConfigFor } from './site-config';

describe('runtime-config.json written from the environment', () => {
  it('points at the local ports by default', () => {
    expect(runtimeConfigFor('shell', {})).toEqual({
      apiBaseUrl: 'http://localhost:4000',
      production: true,
      remotes: {
        mfe_donations: 'http://localhost:3001/remoteEntry.js',
        mfe_content: 'http://localhost:3002/remoteEntry.js',
        mfe_media: 'http://localhost:3003/remoteEntry.js',
        mfe_csr: 'http://localhost:3004/remoteEntry.js',
      },
    });
  });

  it('lets a deploy move a remote and the API without rebuilding', () => {
    const config = runtimeConfigFor('shell', {
      API_BASE_URL: 'https://api.srimandir.org',
      REMOTE_MFE_DONATIONS_URL: 'https://donations-v2.srimandir.org/remoteEntry.js',
    });
    expect(config.apiBaseUrl).toBe('https://api.srimandir.org');
    expect(config.remotes.mfe_donations).toBe('https://donations-v2.srimandir.org/remoteEntry.js');
    expect(config.remotes.mfe_media).toBe('http://localhost:3003/remoteEntry.js');
  });

  it('gives a remote on its own page every other remote, not itself', () => {
    const config = runtimeConfigFor('mfe-content', {});
    expect(Object.keys(config.remotes).sort()).toEqual(['mfe_csr', 'mfe_donations', 'mfe_media']);
  });

  it.each([
    ['a malformed address', 'csr-server'],
    ['the manifest instead of the entry', 'https://csr.srimandir.org/mf-manifest.json'],
  ])('refuses %s with a clear message', (_case, address) => {
    expect(() => runtimeConfigFor('shell', { REMOTE_MFE_CSR_URL: address })).toThrow(
      /Invalid site configuration[\s\S]*REMOTE_MFE_CSR_URL/,
    );
  });
});
