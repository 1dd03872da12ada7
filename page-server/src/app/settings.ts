import { readFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { RUNTIME_CONFIG_FILE, type RuntimeConfig, runtimeConfigSchema } from '@temple/shared/contracts';
import { z } from 'zod';

/** The shell's build in this workspace, for a server started here after `npm run build`. */
const WORKSPACE_SHELL_DIST = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'shell', 'dist');

const PORT_EXPECTED = 'PORT must be a port number: decimal digits, 0 to 65535 (0 picks a free port)';

const envSchema = z.object({
  SHELL_DIST_DIR: z.string().min(1).default(WORKSPACE_SHELL_DIST),
  // Decimal digits only: coercion would read "" and " " as 0 (a random port), and "0x50" or "1e3" as numbers.
  PORT: z
    .string()
    .regex(/^\d+$/, PORT_EXPECTED)
    .transform(Number)
    .pipe(z.number().max(65_535, PORT_EXPECTED))
    .default(3000),
  HOST: z.string().min(1).default('localhost'),
});

export interface PageServerSettings {
  /** The shell's build folder, as deployed. */
  root: string;
  port: number;
  host: string;
  /** The deployment's runtime-config.json: where the remotes and the API are. */
  runtimeConfig: RuntimeConfig;
}

/**
 * What the shell's page server needs, from the environment and the build folder's
 * runtime-config.json (written at deploy time, as for a static host). Throws a message
 * naming what is wrong, for the operator.
 */
export async function readSettings(env: NodeJS.ProcessEnv = process.env): Promise<PageServerSettings> {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new Error(`Invalid page server settings in the environment:\n${z.prettifyError(parsed.error)}`);
  }
  const root = resolve(parsed.data.SHELL_DIST_DIR);
  const file = join(root, RUNTIME_CONFIG_FILE);
  const text = await readFile(file, 'utf8').catch(() => undefined);
  if (text === undefined) {
    throw new Error(
      `${file} is missing: SHELL_DIST_DIR names the shell's build, with its runtime configuration`,
    );
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new Error(`${file} is not JSON`);
  }
  const config = runtimeConfigSchema.safeParse(json);
  if (!config.success) throw new Error(`${file} is invalid:\n${z.prettifyError(config.error)}`);
  // The shell's build copies its development file (localhost addresses) into dist/: never serve the public from it.
  if (!config.data.production) {
    throw new Error(
      `${file} says "production": false, a development configuration: write the deployment's runtime-config.json ` +
        `there, with "production": true and the public addresses of the API and of every remote (see docs/deploy.md)`,
    );
  }
  return { root, port: parsed.data.PORT, host: parsed.data.HOST, runtimeConfig: config.data };
}
