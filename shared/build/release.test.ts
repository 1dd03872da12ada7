import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { releaseOf } from './release';

describe('releaseOf', () => {
  it('is the pipeline release when MF_BUILD_VERSION is set, as in mf-manifest.json', async () => {
    expect(releaseOf('/nowhere', { MF_BUILD_VERSION: '2026.11.22-rc1' })).toBe('2026.11.22-rc1');
  });

  it("is the app's package version otherwise", async () => {
    const appRoot = await mkdtemp(join(tmpdir(), 'release-'));
    await writeFile(join(appRoot, 'package.json'), JSON.stringify({ name: 'mfe-x', version: '1.4.2' }));
    expect(releaseOf(appRoot, {})).toBe('1.4.2');
  });
});
