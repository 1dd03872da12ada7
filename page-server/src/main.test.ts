import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

const packageRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
let dist: string;
let server: ChildProcess | undefined;

/** Runs `node --import tsx src/main.ts`, as the package's start script runs it, with this environment. */
function startServer(env: Record<string, string>) {
  server = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: packageRoot,
    env: { PATH: process.env.PATH, ...env },
  });
  let output = '';
  server.stdout?.on('data', (chunk: Buffer) => {
    output += chunk;
  });
  server.stderr?.on('data', (chunk: Buffer) => {
    output += chunk;
  });
  return { process: server, output: () => output };
}

beforeEach(async () => {
  dist = await mkdtemp(join(tmpdir(), 'page-server-main-'));
  await writeFile(
    join(dist, 'index.html'),
    '<!doctype html><html><head></head><body><div id="root"></div></body></html>',
  );
});

afterEach(() => {
  server?.kill('SIGKILL');
  server = undefined;
});

describe('the page server started on its own', () => {
  it("serves the shell's pages from SHELL_DIST_DIR with the deployment's configuration, and stops on SIGTERM", async () => {
    await writeFile(
      join(dist, 'runtime-config.json'),
      JSON.stringify({ apiBaseUrl: 'https://api.srimandir.org', remotes: {} }),
    );
    const started = startServer({ SHELL_DIST_DIR: dist, PORT: '0' });
    await expect
      .poll(started.output, { timeout: 15_000 })
      .toMatch(/The shell's pages are served at http:\/\/localhost:\d+/);
    const address = /http:\/\/localhost:\d+/.exec(started.output())?.[0];

    const page = await fetch(`${address}/no-such-page`);
    expect(page.status).toBe(404);
    expect(page.headers.get('content-security-policy')).toContain(
      "connect-src 'self' https://api.srimandir.org",
    );
    expect(await page.text()).toContain(
      '<script type="application/json" id="runtime-config">{"apiBaseUrl":"https://api.srimandir.org","production":true,"remotes":{}}</script>',
    );

    started.process.kill('SIGTERM');
    const [code] = await once(started.process, 'exit');
    expect(code).toBe(0);
  }, 30_000);

  it('says at start where its pages point: the API and each remote, by address alone', async () => {
    await writeFile(
      join(dist, 'runtime-config.json'),
      JSON.stringify({
        apiBaseUrl: 'https://api.srimandir.org',
        remotes: {
          mfe_content: 'https://content.srimandir.org/remoteEntry.js',
          mfe_media: 'https://deploy:secret@media.srimandir.org/v2/remoteEntry.js?release=7',
        },
      }),
    );
    const started = startServer({ SHELL_DIST_DIR: dist, PORT: '0' });
    // The lines after the first ("The shell's pages are served at …", with its random port).
    await expect
      .poll(() => started.output().split('\n').slice(1), { timeout: 15_000 })
      .toEqual([
        '  API: https://api.srimandir.org',
        '  mfe_content: https://content.srimandir.org/remoteEntry.js',
        '  mfe_media: https://media.srimandir.org/v2/remoteEntry.js',
        '',
      ]);
    started.process.kill('SIGTERM');
    const [code] = await once(started.process, 'exit');
    expect(code).toBe(0);
  }, 30_000);

  it('stops with exit 2 and says what is missing when the build has no runtime configuration', async () => {
    const started = startServer({ SHELL_DIST_DIR: dist, PORT: '0' });
    const [code] = await once(started.process, 'exit');
    expect(code).toBe(2);
    expect(started.output()).toContain(`${join(dist, 'runtime-config.json')} is missing`);
  }, 30_000);
});
