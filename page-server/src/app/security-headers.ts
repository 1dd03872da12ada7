import type { RuntimeConfig } from '@temple/shared/contracts';

/**
 * Response headers for every file an app serves. The Content-Security-Policy allows
 * exactly the origins this app's runtime configuration names (its remotes and the API):
 * scripts only from files, never inline; styles may be inline because Mantine writes
 * CSS variables into style attributes. Images come from the same origins as the code: no
 * page shows a picture from elsewhere. (X-Content-Type-Options: nosniff is sent by
 * StaticSite itself, with every answer.)
 */
export function securityHeadersFor(config: RuntimeConfig): Record<string, string> {
  // Both come from the validated runtime configuration: absolute URLs, or no API URL at all.
  const remoteOrigins = [...new Set(Object.values(config.remotes).map((url) => new URL(url).origin))];
  const apiOrigin = config.apiBaseUrl ? new URL(config.apiBaseUrl).origin : undefined;
  const withRemotes = (...sources: string[]) => ["'self'", ...sources, ...remoteOrigins].join(' ');
  const directives = [
    "default-src 'self'",
    `script-src ${withRemotes()}`,
    `style-src ${withRemotes("'unsafe-inline'")}`,
    `img-src ${withRemotes('data:', 'blob:')}`,
    `media-src ${withRemotes()}`,
    `font-src ${withRemotes('data:')}`,
    `connect-src ${withRemotes(...(apiOrigin ? [apiOrigin] : []))}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
  return {
    'Content-Security-Policy': directives.join('; '),
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}
