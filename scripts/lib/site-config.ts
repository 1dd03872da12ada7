import { API_PORT, APPS, type AppName, localOrigin, REMOTE_NAMES, type RuntimeConfig } from '@temple/shared';
import { z } from 'zod';

const REMOTE_ENV: Record<(typeof REMOTE_NAMES)[number], string> = {
  mfe_donations: 'REMOTE_MFE_DONATIONS_URL',
  mfe_content: 'REMOTE_MFE_CONTENT_URL',
  mfe_media: 'REMOTE_MFE_MEDIA_URL',
  mfe_csr: 'REMOTE_MFE_CSR_URL',
};

const envSchema = z.object({
  API_BASE_URL: z.union([z.url(), z.literal('')]).default(localOrigin(API_PORT)),
  NODE_ENV: z.string().default('production'),
  REMOTE_MFE_DONATIONS_URL: z.url().optional(),
  REMOTE_MFE_CONTENT_URL: z.url().optional(),
  REMOTE_MFE_MEDIA_URL: z.url().optional(),
  REMOTE_MFE_CSR_URL: z.url().optional(),
});

/** Remote manifest URL for a federation name: from the environment, else the local port. */
function remoteUrl(env: z.infer<typeof envSchema>, name: (typeof REMOTE_NAMES)[number]): string {
  const fromEnv = env[REMOTE_ENV[name] as keyof typeof env];
  if (fromEnv) return fromEnv;
  const app = Object.values(APPS).find((candidate) => candidate.federationName === name);
  return `${localOrigin(app?.port ?? 0)}/mf-manifest.json`;
}

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
  const env = parsed.data;
  const own = APPS[app].federationName;
  const remotes: RuntimeConfig['remotes'] = {};
  for (const name of REMOTE_NAMES) {
    if (name !== own) remotes[name] = remoteUrl(env, name);
  }
  return { apiBaseUrl: env.API_BASE_URL, production: env.NODE_ENV === 'production', remotes };
}

export const REMOTE_ENV_VARIABLES = Object.values(REMOTE_ENV);
