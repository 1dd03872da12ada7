import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { readSettings } from './settings';

let dist: string;

beforeEach(async () => {
  dist = await mkdtemp(join(tmpdir(), 'page-server-settings-'));
});

const DEPLOYED_CONFIG = {
  apiBaseUrl: 'https://api.srimandir.org',
  remotes: { mfe_content: 'https://content.srimandir.org/remoteEntry.js' },
};

describe('readSettings', () => {
  it("reads the port, the interface and the deployment's runtime configuration", async () => {
    await writeFile(join(dist, 'runtime-config.json'), JSON.stringify(DEPLOYED_CONFIG));
    await expect(readSettings({ SHELL_DIST_DIR: dist, PORT: '8080', HOST: '0.0.0.0' })).resolves.toEqual({
      root: dist,
      port: 8080,
      host: '0.0.0.0',
      runtimeConfig: {
        apiBaseUrl: 'https://api.srimandir.org',
        production: true,
        remotes: { mfe_content: 'https://content.srimandir.org/remoteEntry.js' },
      },
    });
  });

  it('listens on localhost, port 3000, unless told otherwise', async () => {
    await writeFile(join(dist, 'runtime-config.json'), JSON.stringify(DEPLOYED_CONFIG));
    const settings = await readSettings({ SHELL_DIST_DIR: dist });
    expect([settings.host, settings.port]).toEqual(['localhost', 3000]);
  });

  it('names a port that is not one', async () => {
    await writeFile(join(dist, 'runtime-config.json'), JSON.stringify(DEPLOYED_CONFIG));
    await expect(readSettings({ SHELL_DIST_DIR: dist, PORT: 'eighty' })).rejects.toThrow(
      /Invalid page server settings in the environment:[\s\S]*PORT/,
    );
  });

  it.each(['', ' ', '0x50', '1e3', '80.0', '+80', '-1', '65536', '99999999999999999999'])(
    'refuses PORT=%j, saying what a port is',
    async (port) => {
      await writeFile(join(dist, 'runtime-config.json'), JSON.stringify(DEPLOYED_CONFIG));
      await expect(readSettings({ SHELL_DIST_DIR: dist, PORT: port })).rejects.toThrow(
        'Invalid page server settings in the environment:\n' +
          '✖ PORT must be a port number: decimal digits, 0 to 65535 (0 picks a free port)\n  → at PORT',
      );
    },
  );

  it.each([
    ['0', 0],
    ['80', 80],
    ['65535', 65_535],
  ])('takes PORT=%s as port %i (0: a free port, as the tests use)', async (port, expected) => {
    await writeFile(join(dist, 'runtime-config.json'), JSON.stringify(DEPLOYED_CONFIG));
    expect((await readSettings({ SHELL_DIST_DIR: dist, PORT: port })).port).toBe(expected);
  });

  it("refuses the development configuration the shell's build copies into dist/", async () => {
    await writeFile(
      join(dist, 'runtime-config.json'),
      JSON.stringify({
        apiBaseUrl: 'http://localhost:4000',
        production: false,
        remotes: { mfe_content: 'http://localhost:3002/remoteEntry.js' },
      }),
    );
    await expect(readSettings({ SHELL_DIST_DIR: dist })).rejects.toThrow(
      `${join(dist, 'runtime-config.json')} says "production": false, a development configuration: ` +
        `write the deployment's runtime-config.json there, with "production": true and the public addresses ` +
        'of the API and of every remote (see docs/deploy.md)',
    );
  });

  it('refuses a folder without its runtime configuration', async () => {
    await expect(readSettings({ SHELL_DIST_DIR: dist })).rejects.toThrow(
      `${join(dist, 'runtime-config.json')} is missing`,
    );
  });

  it('refuses a runtime configuration that is not JSON', async () => {
    await writeFile(join(dist, 'runtime-config.json'), '{ apiBaseUrl: ');
    await expect(readSettings({ SHELL_DIST_DIR: dist })).rejects.toThrow('runtime-config.json is not JSON');
  });

  it('refuses a remote given by its manifest instead of its entry script', async () => {
    await writeFile(
      join(dist, 'runtime-config.json'),
      JSON.stringify({
        ...DEPLOYED_CONFIG,
        remotes: { mfe_content: 'https://content.srimandir.org/mf-manifest.json' },
      }),
    );
    await expect(readSettings({ SHELL_DIST_DIR: dist })).rejects.toThrow(
      /runtime-config\.json is invalid:[\s\S]*remotes\.mfe_content/,
    );
  });
});
