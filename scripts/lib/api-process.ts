import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { API_PORT, APPS, localOrigin } from './local-apps';

const API_START_TIMEOUT_MS = 90_000;

export interface ApiProcess {
  stop(): Promise<void>;
  /** Settles when the API's process ends, stopped or not. */
  exited: Promise<void>;
}

async function waitForHealth(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await sleep(200);
  }
  throw new Error(`The API did not answer ${url} within ${timeoutMs} ms`);
}

/** Starts the built reference API as a child process and waits until it is healthy. */
export async function startApi(root: string): Promise<ApiProcess> {
  const entry = join(root, 'api', 'dist', 'main.js');
  if (!existsSync(entry)) throw new Error(`${entry} is missing: build first (pnpm build)`);
  const siteOrigins = Object.values(APPS).map((app) => localOrigin(app.port));
  const child: ChildProcess = spawn(process.execPath, ['--enable-source-maps', entry], {
    cwd: join(root, 'api'),
    stdio: 'inherit',
    // Port 4000, the local API the apps are configured with by default, whatever PORT the shell has.
    env: {
      CORS_ORIGINS: siteOrigins.join(','),
      SITE_URL: localOrigin(APPS.shell.port),
      ...process.env,
      PORT: String(API_PORT),
    },
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await Promise.race([
    // A first start creates the embedded database, which takes tens of seconds on a slow machine.
    waitForHealth(`${localOrigin(API_PORT)}/health`, API_START_TIMEOUT_MS),
    exited.then(() => {
      throw new Error('The API exited during start-up');
    }),
  ]);
  return {
    exited,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      const timeout = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timeout);
    },
  };
}
