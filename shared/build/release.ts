import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The release name of a build: `MF_BUILD_VERSION` when the pipeline sets it (federation
 * writes the same value into mf-manifest.json), else the app's package version.
 */
export function releaseOf(appRoot: string, env: NodeJS.ProcessEnv = process.env): string {
  if (env.MF_BUILD_VERSION) return env.MF_BUILD_VERSION;
  const pkg = JSON.parse(readFileSync(join(appRoot, 'package.json'), 'utf8')) as { version?: string };
  return pkg.version ?? '0.0.0';
}
