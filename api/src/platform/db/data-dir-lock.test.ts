import { mkdtemp, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataDirInUseError, lockDataDir } from './data-dir-lock';

const HEARTBEAT_MS = 100;
const releases: (() => Promise<void>)[] = [];
const stops: (() => void)[] = [];
let dir = '';

afterEach(async () => {
  for (const stop of stops.splice(0)) stop();
  for (const release of releases.splice(0)) await release();
  if (dir) await rm(dir, { recursive: true, force: true });
});

async function freshDir() {
  dir = await mkdtemp(join(tmpdir(), 'data-dir-lock-'));
  return dir;
}

async function lock(onLost = () => {}) {
  const release = await lockDataDir(dir, { heartbeatMs: HEARTBEAT_MS, onLost });
  releases.push(release);
  return release;
}

/** A holder in another container: its pid means nothing here (free, or pid 1), its heartbeat moves. */
async function otherHolder(pid: number) {
  const file = join(dir, 'api.lock');
  await writeFile(file, JSON.stringify({ token: 'other', pid, host: hostname() }));
  const beat = setInterval(() => {
    const now = new Date();
    void utimes(file, now, now).catch(() => {});
  }, HEARTBEAT_MS);
  stops.push(() => clearInterval(beat));
}

describe('the data folder lock', () => {
  it('refuses a second holder while the first is alive', async () => {
    await freshDir();
    await lock();
    await expect(lockDataDir(dir, { heartbeatMs: HEARTBEAT_MS })).rejects.toThrow(DataDirInUseError);
  });

  it.each([
    ['a pid that is free here', 2 ** 22 - 1],
    ['pid 1', 1],
    ['this process’s own pid', process.pid],
  ])('refuses a live holder on a host of the same name, with %s', async (_, pid) => {
    await freshDir();
    await otherHolder(pid);
    await expect(lockDataDir(dir, { heartbeatMs: HEARTBEAT_MS })).rejects.toThrow(
      `is in use by another API process (pid ${pid} on ${hostname()})`,
    );
  });

  it('takes over the lock of a holder whose heartbeat stopped (a crash)', async () => {
    await freshDir();
    await writeFile(
      join(dir, 'api.lock'),
      JSON.stringify({ token: 'crashed', pid: process.pid, host: hostname() }),
    );
    const started = Date.now();
    await lock();
    expect(Date.now() - started).toBeLessThan(5 * HEARTBEAT_MS + 400);
    expect(JSON.parse(await readFile(join(dir, 'api.lock'), 'utf8')).token).not.toBe('crashed');
  });

  it('stops its holder when another process takes the lock, and leaves the other’s lock in place', async () => {
    await freshDir();
    const onLost = vi.fn();
    const release = await lock(onLost);
    await otherHolder(4242);
    await sleep(3 * HEARTBEAT_MS);
    expect(onLost).toHaveBeenCalledTimes(1);
    await release();
    expect(JSON.parse(await readFile(join(dir, 'api.lock'), 'utf8')).token).toBe('other');
  });

  it('removes its own lock on release, so the next start takes the folder at once', async () => {
    await freshDir();
    const release = await lock();
    await release();
    const started = Date.now();
    await lock();
    expect(Date.now() - started).toBeLessThan(HEARTBEAT_MS);
  });
});
