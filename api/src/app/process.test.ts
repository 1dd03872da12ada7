import { type ChildProcess, spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { newTestDatabaseLocation, removeTestDatabase } from '../testing/test-app';

const MAIN = fileURLToPath(new URL('../main.ts', import.meta.url));
const TSX = fileURLToPath(new URL('../../node_modules/.bin/tsx', import.meta.url));

function start(env: Record<string, string>) {
  const child = spawn(TSX, [MAIN], { env: { ...process.env, HOST: '127.0.0.1', PORT: '0', ...env } });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

async function listeningUrl(output: () => string, child: ChildProcess): Promise<string> {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output());
    if (match?.[1]) return match[1];
    if (child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The API did not start:\n${output()}`);
}

describe('the API process', () => {
  it('refuses bad configuration with a clear message and exit code 2', async () => {
    const api = start({ PORT: '99999', CORS_ORIGINS: 'nope' });
    expect(await api.exited).toBe(2);
    expect(api.output()).toContain('Invalid configuration:');
    expect(api.output()).toMatch(/PORT: .+/);
    expect(api.output()).toContain('CORS_ORIGINS: each CORS origin must be an http:// or https:// URL');
  });

  it.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
    'logs JSON, serves, and stops cleanly on SIGTERM',
    async () => {
      const location = await newTestDatabaseLocation();
      const api = start({
        API_DATA_DIR: location.pgliteDir ?? '',
        LOG_LEVEL: 'info',
        SEED_SAMPLE_DATA: 'false',
      });
      try {
        const url = await listeningUrl(api.output, api.child);
        expect((await fetch(`${url}/health`)).status).toBe(200);
        api.child.kill('SIGTERM');
        expect(await api.exited).toBe(0);
        const lines = api.output().trim().split('\n');
        for (const line of lines) expect(() => JSON.parse(line)).not.toThrow();
        expect(api.output()).toContain('stopping: finishing in-flight requests');
      } finally {
        api.child.kill('SIGKILL');
        await removeTestDatabase(location);
      }
    },
    60_000,
  );

  it.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
    'holds its data folder alone: a second process is refused, a crashed one does not block a restart',
    async () => {
      const location = await newTestDatabaseLocation();
      const env = { API_DATA_DIR: location.pgliteDir ?? '', LOG_LEVEL: 'info', SEED_SAMPLE_DATA: 'false' };
      const first = start(env);
      const processes = [first];
      let apiPid: number | undefined;
      try {
        const url = await listeningUrl(first.output, first.child);
        const second = start(env);
        processes.push(second);
        expect(await second.exited).toBe(2);
        expect(second.output()).toMatch(
          new RegExp(
            `The data folder ${location.pgliteDir} is in use by another API process \\(pid \\d+ on `,
          ),
        );
        expect((await fetch(`${url}/health`)).status).toBe(200);

        // A crash of the API (not of tsx, which runs it as a child) leaves its lock file behind;
        // the next start takes it over.
        const lock: { pid: number } = JSON.parse(await readFile(join(env.API_DATA_DIR, 'api.lock'), 'utf8'));
        apiPid = lock.pid;
        process.kill(lock.pid, 'SIGKILL');
        await first.exited;
        apiPid = undefined;
        const restarted = start(env);
        processes.push(restarted);
        const restartedUrl = await listeningUrl(restarted.output, restarted.child);
        expect((await fetch(`${restartedUrl}/health`)).status).toBe(200);
      } finally {
        if (apiPid) process.kill(apiPid, 'SIGKILL');
        for (const api of processes) api.child.kill('SIGTERM');
        await Promise.all(processes.map((api) => api.exited));
        await removeTestDatabase(location);
      }
    },
    120_000,
  );

  it('refuses a production start without an explicit data place', async () => {
    const api = start({
      NODE_ENV: 'production',
      SANDBOX_IN_PRODUCTION: 'true',
      API_DATA_DIR: '',
      DATABASE_URL: '',
    });
    expect(await api.exited).toBe(2);
    expect(api.output()).toContain('NODE_ENV=production needs DATABASE_URL or API_DATA_DIR');
  });
});
