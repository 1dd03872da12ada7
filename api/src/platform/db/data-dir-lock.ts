import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdir, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const LOCK_FILE = 'api.lock';
/** Held while one process takes over a stale lock, so two starting together cannot both take it. */
const TAKEOVER_FILE = 'api.lock.takeover';
/** The holder touches its lock this often. */
const HEARTBEAT_MS = 2_000;
/**
 * A lock not touched for this long, watched on this process's own clock, is a dead holder's:
 * far longer than the longest stretch a live holder's thread is busy (PGlite creating a
 * database takes seconds).
 */
const STALE_AFTER_MS = 20_000;

/** A second process on one embedded database would silently lose rows: it is refused. */
export class DataDirInUseError extends Error {
  override name = 'DataDirInUseError';
}

interface LockHolder {
  token: string;
  pid: number;
  host: string;
}

async function readHolder(file: string): Promise<Partial<LockHolder> | undefined> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as Partial<LockHolder>;
  } catch {
    return undefined;
  }
}

const touchedAt = (file: string) =>
  stat(file).then(
    (info) => info.mtimeMs,
    () => undefined,
  );

/** A process of this pid runs here (stopped or busy, it still holds its lock). */
function runsHere(pid: unknown): boolean {
  if (typeof pid !== 'number' || pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Whether the lock's holder is alive. On this host, a process of its pid that runs says so
 * at once (a stopped or busy one too). Otherwise only its heartbeat tells, watched on this
 * process's own clock, never compared with the file's date (a clock that stepped back would
 * make a dead lock look fresh for as long): the file is touched again while we watch. A
 * pid says nothing from another container, where pids are its own.
 */
async function holderIsAlive(
  file: string,
  holder: Partial<LockHolder> | undefined,
  { heartbeatMs, staleAfterMs }: { heartbeatMs: number; staleAfterMs: number },
): Promise<boolean> {
  if (holder?.host === hostname() && runsHere(holder.pid)) return true;
  const first = await touchedAt(file);
  if (first === undefined) return false;
  const watchUntil = performance.now() + staleAfterMs;
  while (performance.now() < watchUntil) {
    await sleep(heartbeatMs / 2);
    const latest = await touchedAt(file);
    if (latest === undefined) return false;
    if (latest !== first) return true;
  }
  return false;
}

/** Another process wrote the lock: this one must stop writing to the folder at once. */
function stopAtOnce(dir: string): void {
  console.error(`The data folder ${dir} was taken by another API process: stopping, to leave it whole.`);
  process.exit(1);
}

export interface DataDirLockOptions {
  heartbeatMs?: number;
  staleAfterMs?: number;
  /** Called when another process has taken the lock (by default, this process stops). */
  onLost?: () => void;
}

export interface DataDirLock {
  /**
   * Checked before every use of the database, synchronously: throws (and calls onLost) when
   * the lock is no longer this process's, so a process that was stopped or busy while another
   * took over writes nothing, even a request that waited in its sockets.
   */
  assertHeld(): void;
  release(): Promise<void>;
}

/**
 * Takes the data folder for this process: a lock file, created exclusively, with a token
 * of this process, its pid and host, and a heartbeat. A lock whose holder is gone (a crash)
 * is taken over, by one process only; a live holder makes this a clear start error. The
 * release removes the lock only while it is still this process's.
 */
export async function lockDataDir(
  dir: string,
  {
    heartbeatMs = HEARTBEAT_MS,
    staleAfterMs = STALE_AFTER_MS,
    onLost = () => stopAtOnce(dir),
  }: DataDirLockOptions = {},
): Promise<DataDirLock> {
  await mkdir(dir, { recursive: true });
  const file = join(dir, LOCK_FILE);
  const takeoverFile = join(dir, TAKEOVER_FILE);
  const token = randomUUID();
  const mine = JSON.stringify({ token, pid: process.pid, host: hostname(), since: new Date().toISOString() });
  const refuse = async () => {
    const holder = await readHolder(file);
    return new DataDirInUseError(
      `The data folder ${dir} is in use by another API process (pid ${holder?.pid} on ${holder?.host}). ` +
        'Stop that process first, or give this one its own API_DATA_DIR or a DATABASE_URL.',
    );
  };

  try {
    await writeFile(file, mine, { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const judged = await readHolder(file);
    if (await holderIsAlive(file, judged, { heartbeatMs, staleAfterMs })) throw await refuse();
    // One process takes the dead lock over: whoever creates the takeover file. A takeover
    // file left by a crash in this very step is itself stale after a while.
    try {
      await writeFile(takeoverFile, token, { flag: 'wx' });
    } catch (takeoverError) {
      if ((takeoverError as NodeJS.ErrnoException).code !== 'EEXIST') throw takeoverError;
      if (Date.now() - ((await touchedAt(takeoverFile)) ?? 0) < staleAfterMs) throw await refuse();
      await rm(takeoverFile, { force: true });
      throw new DataDirInUseError(
        `The data folder ${dir} was being taken over by another process: start again.`,
      );
    }
    try {
      // Taken over by another since it was judged dead (it got here first): its lock is live.
      if ((await readHolder(file))?.token !== judged?.token) throw await refuse();
      await rm(file, { force: true });
      await writeFile(file, mine, { flag: 'wx' });
    } finally {
      await rm(takeoverFile, { force: true });
    }
  }

  let lost = false;
  const stillMine = () => {
    try {
      return (JSON.parse(readFileSync(file, 'utf8')) as Partial<LockHolder>).token === token;
    } catch {
      return false;
    }
  };
  const lose = () => {
    if (lost) return;
    lost = true;
    clearInterval(heartbeat);
    onLost();
  };
  const heartbeat = setInterval(() => {
    if (!stillMine()) return lose();
    const now = new Date();
    utimes(file, now, now).catch(() => {});
  }, heartbeatMs);
  heartbeat.unref();
  return {
    assertHeld() {
      if (lost || !stillMine()) {
        lose();
        throw new DataDirInUseError(`The data folder ${dir} was taken by another API process.`);
      }
    },
    async release() {
      clearInterval(heartbeat);
      if (!lost && stillMine()) await rm(file, { force: true });
    },
  };
}
