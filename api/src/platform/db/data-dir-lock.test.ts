import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataDirInUseError, type DataDirLock, type DataDirLockOptions, lockDataDir } from './data-dir-lock';

const TIMING = { heartbeatMs: 100, staleAfterMs: 600 };
/** A pid no process has here (above Linux's largest). */
const FREE_PID = 2 ** 22 + 1;
const locks: DataDirLock[] = [];
const stops: (() => void)[] = [];
let dir = '';

afterEach(async () => {
  for (const stop of stops.splice(0)) stop();
  for (const lock of locks.splice(0)) await lock.release();
  if (dir) await rm(dir, { recursive: true, force: true });
});

async function freshDir() {
  dir = await mkdtemp(join(tmpdir(), 'data-dir-lock-'));
  return dir;
}

async function lock(options: DataDirLockOptions = {}) {
  const taken = await lockDataDir(dir, { ...TIMING, onLost: () => {}, ...options });
  locks.push(taken);
  return taken;
}

const lockFile = () => join(dir, 'api.lock');
const tokenInLock = async () => JSON.parse(await readFile(lockFile(), 'utf8')).token;

/** A lock another process wrote; with `beating`, its heartbeat goes on. */
async function otherHolder(pid: number, { beating }: { beating: boolean }) {
  await writeFile(lockFile(), JSON.stringify({ token: 'other', pid, host: hostname() }));
  if (!beating) return;
  const beat = setInterval(() => {
    const now = new Date();
    void utimes(lockFile(), now, now).catch(() => {});
  }, TIMING.heartbeatMs);
  stops.push(() => clearInterval(beat));
}

/** A process that runs here, as a stopped or busy API would: alive, touching nothing. */
function runningProcess(): ChildProcess {
  const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
  stops.push(() => child.kill('SIGKILL'));
  return child;
}

describe('the data folder lock', () => {
  it('refuses a second holder while the first is alive', async () => {
    await freshDir();
    await lock();
    await expect(lockDataDir(dir, TIMING)).rejects.toThrow(DataDirInUseError);
  });

  it('refuses a holder on this host whose process runs, though its heartbeat stopped (stopped, or busy)', async () => {
    await freshDir();
    const holder = runningProcess();
    await otherHolder(holder.pid ?? 0, { beating: false });
    await expect(lockDataDir(dir, TIMING)).rejects.toThrow(`(pid ${holder.pid} on ${hostname()})`);
  });

  it.each([
    ['a pid that is free here', FREE_PID],
    ['this process’s own pid', process.pid],
  ])('refuses a holder in another container (%s) whose heartbeat goes on', async (_, pid) => {
    await freshDir();
    await otherHolder(pid, { beating: true });
    await expect(lockDataDir(dir, TIMING)).rejects.toThrow(`is in use by another API process (pid ${pid}`);
  });

  it('takes over the lock of a holder that is gone and whose heartbeat stopped (a crash)', async () => {
    await freshDir();
    await otherHolder(FREE_PID, { beating: false });
    await lock();
    expect(await tokenInLock()).not.toBe('other');
  });

  it('judges a dead lock by its own clock: one dated in the future is taken over all the same', async () => {
    await freshDir();
    await otherHolder(FREE_PID, { beating: false });
    const tenMinutesAhead = new Date(Date.now() + 10 * 60 * 1000);
    await utimes(lockFile(), tenMinutesAhead, tenMinutesAhead);
    const started = performance.now();
    await lock();
    expect(performance.now() - started).toBeLessThan(TIMING.staleAfterMs + 1000);
  });

  it('lets exactly one of several processes starting together take over a dead lock', async () => {
    await freshDir();
    await otherHolder(FREE_PID, { beating: false });
    const starts = await Promise.allSettled(
      Array.from({ length: 6 }, () => lockDataDir(dir, { ...TIMING, onLost: () => {} })),
    );
    const taken = starts.filter((start) => start.status === 'fulfilled');
    for (const start of taken) locks.push(start.value);
    expect(taken).toHaveLength(1);
    expect(starts.filter((start) => start.status === 'rejected')).toHaveLength(5);
  });

  it('stops its holder, before any further use of the database, once another process has taken the lock', async () => {
    await freshDir();
    const onLost = vi.fn();
    const taken = await lock({ onLost, heartbeatMs: 60_000 });
    await otherHolder(4242, { beating: false });
    // No heartbeat has run yet: the check before the next query finds it all the same.
    expect(() => taken.assertHeld()).toThrow(DataDirInUseError);
    expect(onLost).toHaveBeenCalledTimes(1);
    await taken.release();
    expect(await tokenInLock()).toBe('other');
  });

  it('removes its own lock on release, so the next start takes the folder at once', async () => {
    await freshDir();
    const first = await lock();
    await first.release();
    const started = performance.now();
    await lock();
    expect(performance.now() - started).toBeLessThan(TIMING.heartbeatMs);
  });

  it('keeps a lock that is still its own while its heartbeat goes on', async () => {
    await freshDir();
    const taken = await lock();
    await sleep(3 * TIMING.heartbeatMs);
    expect(() => taken.assertHeld()).not.toThrow();
  });
});
