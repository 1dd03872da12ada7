import { getRuntimeConfig, manifestUrlOf } from '@temple/shared/core';
import * as z from 'zod/mini';

/** The part of a remote's mf-manifest.json that names its build. */
const manifestSchema = z.object({
  metaData: z.object({ buildInfo: z.object({ buildVersion: z.string().check(z.minLength(1)) }) }),
});

export interface DeployedRelease {
  remote: string;
  /** The release named by the remote's manifest, or why it could not be read. */
  release: { ok: true; version: string } | { ok: false; reason: string };
}

async function readRelease(remoteUrl: string): Promise<DeployedRelease['release']> {
  try {
    const response = await fetch(manifestUrlOf(remoteUrl), { cache: 'no-store' });
    if (!response.ok) return { ok: false, reason: `manifest answered ${response.status}` };
    const parsed = manifestSchema.safeParse(await response.json());
    if (!parsed.success) return { ok: false, reason: 'manifest names no build version' };
    return { ok: true, version: parsed.data.metaData.buildInfo.buildVersion };
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? error.message : 'unreachable' };
  }
}

/**
 * Which release of every configured remote is live, read from the manifests beside the
 * remote entries the page loads — what an operator checks after a deploy or a rollback.
 */
export async function readDeployedReleases(): Promise<DeployedRelease[]> {
  const { remotes } = getRuntimeConfig();
  // In the order of their names, whatever the configuration's order.
  const configured = Object.entries(remotes)
    .map(([remote, url]) => ({ remote, url }))
    .sort((a, b) => a.remote.localeCompare(b.remote));
  return Promise.all(
    configured.map(async ({ remote, url }) => ({ remote, release: await readRelease(url) })),
  );
}
