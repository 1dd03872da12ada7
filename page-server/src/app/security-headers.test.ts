import { describe, expect, it } from 'vitest';
import { securityHeadersFor } from './security-headers';

const config = {
  apiBaseUrl: 'https://api.example.org/v',
  production: true,
  remotes: {
    mfe_donations: 'https://donations.example.org/remoteEntry.js',
    mfe_content: 'https://cdn.example.org/content/remoteEntry.js',
    mfe_media: 'https://cdn.example.org/media/remoteEntry.js',
  },
};

function directive(name: string, headers = securityHeadersFor(config)): string[] {
  const found = headers['Content-Security-Policy']?.split('; ').find((entry) => entry.startsWith(`${name} `));
  return found?.split(' ').slice(1) ?? [];
}

describe('security headers', () => {
  it('allows scripts only from the app itself and its configured remotes, never inline', () => {
    expect(directive('script-src')).toEqual([
      "'self'",
      'https://donations.example.org',
      'https://cdn.example.org',
    ]);
  });

  it('lets the page call the configured API and fetch remote manifests', () => {
    expect(directive('connect-src')).toEqual(
      expect.arrayContaining(["'self'", 'https://api.example.org', 'https://donations.example.org']),
    );
    expect(directive('script-src')).not.toContain('https://api.example.org');
  });

  it('takes images only from the app, its remotes, data: and blob: URLs, not from any https site', () => {
    expect(directive('img-src')).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://donations.example.org',
      'https://cdn.example.org',
    ]);
  });

  it('forbids framing, plugins and foreign base URLs', () => {
    expect(directive('frame-ancestors')).toEqual(["'none'"]);
    expect(directive('object-src')).toEqual(["'none'"]);
    expect(directive('base-uri')).toEqual(["'self'"]);
  });

  it('adds no API origin when the API shares the page origin', () => {
    const sameOrigin = securityHeadersFor({ ...config, apiBaseUrl: '', remotes: {} });
    expect(directive('connect-src', sameOrigin)).toEqual(["'self'"]);
  });

  it('sends the referrer and permissions policies', () => {
    const headers = securityHeadersFor(config);
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['Permissions-Policy']).toContain('camera=()');
  });
});
