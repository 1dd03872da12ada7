import {
  REMOTE_ENTRY_FILE,
  REMOTE_ENTRY_URL_EXPECTED,
  REMOTE_ENTRY_URL_PATTERN,
  type RuntimeConfig,
} from '@temple/shared/contracts';
import { z } from 'zod';
import { API_PORT, APPS, type AppName, localOrigin } from './local-apps';

const REMOTE_APPS = (Object.keys(APPS) as AppName[]).filter((app) => app !== 'shell');

/** "mfe-donations" is moved by REMOTE_MFE_DONATIONS_URL. */
const remoteEnvOf = (app: AppName) => `REMOTE_${app.toUpperCase().replace(/-/g, '_')}_URL`;

const envSchema = z.object({
  API_BASE_URL: z.union([z.url(), z.literal('')]).default(localOrigin(API_PORT)),
  NODE_ENV: z.string().default('production'),
  ...Object.fromEntries(
    REMOTE_APPS.map((app) => [
      remoteEnvOf(app),
      z.url().regex(REMOTE_ENTRY_URL_PATTERN, REMOTE_ENTRY_URL_EXPECTED).optional(),
    ]),
  ),
});

/**
 * The runtime-config.json each app is served with, written from the environment at
 * deploy time: the API base URL and where every remote lives. A remote on its own page
 * gets the same, minus itself.
 */
export function runtimeConfigFor(app: AppName, source: NodeJS.ProcessEnv = process.env): RuntimeConfig {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    throw new Error(`Invalid site configuration in the environment:\n${z.prettifyError(parsed.error)}`);
  }
  const env: Record<string, string | undefined> = parsed.data;
  const remotes: RuntimeConfig['remotes'] = {};
  for (const remote of REMOTE_APPS) {
    if (remote === app) continue;
    remotes[APPS[remote].federationName] =
      env[remoteEnvOf(remote)] ?? `${localOrigin(APPS[remote].port)}/${REMOTE_ENTRY_FILE}`;
  }
  return { apiBaseUrl: parsed.data.API_BASE_URL, production: parsed.data.NODE_ENV === 'production', remotes };
}
