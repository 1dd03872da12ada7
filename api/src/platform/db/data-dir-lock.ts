import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const LOCK_FILE = 'api.lock';
/** The holder touches its lock this often; a lock not touched for five of them is a dead holder's. */
const HEARTBEAT_MS = 2_000;
const MISSED_HEARTBEATS = 5;

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

/**
 * Whether the lock's holder is alive, judged by its heartbeat alone: the file is touched
 * again within a few heartbeats. Never by pid: a process in another container, even on a
 * host of the same name, has pids of its own, so a pid that is free here says nothing.
 */
async function holderIsAlive(file: string, heartbeatMs: number): Promise<boolean> {
  const first = await touchedAt(file);
  if (first === undefined) return false;
  const deadline = first + MISSED_HEARTBEATS * heartbeatMs;
  while (Date.now() < deadline) {
    await sleep(Math.min(heartbeatMs / 2, Math.max(deadline - Date.now(), 1)));
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
  /** Called when another process has taken the lock (by default, this process stops). */
  onLost?: () => void;
}

/**
 * Takes the data folder for this process: a lock file, created exclusively, with a token
 * of this process and a heartbeat. A lock whose heartbeat has stopped (a crash) is taken
 * over, so a restart after a crash works, after a few seconds; a live holder makes this a
 * clear start error. Every heartbeat checks the lock is still this process's, and the
 * release removes it only then.
 */
export async function lockDataDir(
  dir: string,
  { heartbeatMs = HEARTBEAT_MS, onLost = () => stopAtOnce(dir) }: DataDirLockOptions = {},
): Promise<() => Promise<void>> {
  await mkdir(dir, { recursive: true });
  const file = join(dir, LOCK_FILE);
  const token = randomUUID();
  const mine: LockHolder & { since: string } = {
    token,
    pid: process.pid,
    host: hostname(),
    since: new Date().toISOString(),
  };
  const stillMine = async () => (await readHolder(file))?.token === token;
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      await writeFile(file, JSON.stringify(mine), { flag: 'wx' });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      if (await holderIsAlive(file, heartbeatMs)) {
        const holder = await readHolder(file);
        throw new DataDirInUseError(
          `The data folder ${dir} is in use by another API process (pid ${holder?.pid} on ${holder?.host}). ` +
            'Stop that process first, or give this one its own API_DATA_DIR or a DATABASE_URL.',
        );
      }
      await rm(file, { force: true });
      continue;
    }
    let lost = false;
    const heartbeat = setInterval(async () => {
      if (lost) return;
      if (!(await stillMine())) {
        lost = true;
        clearInterval(heartbeat);
        onLost();
        return;
      }
      const now = new Date();
      await utimes(file, now, now).catch(() => {});
    }, heartbeatMs);
    heartbeat.unref();
    return async () => {
      clearInterval(heartbeat);
      if (!lost && (await stillMine())) await rm(file, { force: true });
    };
  }
  throw new DataDirInUseError(`The data folder ${dir} could not be locked: other processes keep taking it.`);
}
