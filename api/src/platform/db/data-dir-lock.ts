import { mkdir, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import { join } from 'node:path';

const LOCK_FILE = 'api.lock';
/** The holder touches its lock this often, so a lock from another machine can be judged by age. */
const HEARTBEAT_MS = 10_000;
const STALE_AFTER_MS = 3 * HEARTBEAT_MS;

/** A second process on one embedded database would silently lose rows: it is refused. */
export class DataDirInUseError extends Error {
  override name = 'DataDirInUseError';
}

interface LockHolder {
  pid: number;
  host: string;
}

function readHolder(text: string): LockHolder | undefined {
  try {
    const value = JSON.parse(text) as Partial<LockHolder>;
    return typeof value.pid === 'number' && typeof value.host === 'string'
      ? { pid: value.pid, host: value.host }
      : undefined;
  } catch {
    return undefined;
  }
}

function processIsAlive(pid: number): boolean {
  if (pid === process.pid) return false; // A lock with our own pid is a crashed predecessor's (e.g. pid 1 in a container).
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** On this machine the holder's pid tells; from another one, only a fresh heartbeat does. */
async function holdsLock(file: string, holder: LockHolder | undefined): Promise<boolean> {
  if (!holder) return false;
  if (holder.host === hostname()) return processIsAlive(holder.pid);
  const touched = await stat(file).then(
    (info) => info.mtimeMs,
    () => 0,
  );
  return Date.now() - touched < STALE_AFTER_MS;
}

/**
 * Takes the data folder for this process: a lock file with its pid and host, created
 * exclusively. A lock left by a process that is gone (a crash) is taken over, so a
 * restart after a crash works; a live holder makes this a clear start error.
 */
export async function lockDataDir(dir: string): Promise<() => Promise<void>> {
  await mkdir(dir, { recursive: true });
  const file = join(dir, LOCK_FILE);
  const mine = JSON.stringify({ pid: process.pid, host: hostname(), since: new Date().toISOString() });
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      await writeFile(file, mine, { flag: 'wx' });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readHolder(await readFile(file, 'utf8').catch(() => ''));
      if (await holdsLock(file, holder)) {
        throw new DataDirInUseError(
          `The data folder ${dir} is in use by another API process (pid ${holder?.pid} on ${holder?.host}). ` +
            'Stop that process first, or give this one its own API_DATA_DIR or a DATABASE_URL.',
        );
      }
      await rm(file, { force: true });
      continue;
    }
    const heartbeat = setInterval(() => {
      const now = new Date();
      utimes(file, now, now).catch(() => {});
    }, HEARTBEAT_MS);
    heartbeat.unref();
    return async () => {
      clearInterval(heartbeat);
      await rm(file, { force: true });
    };
  }
  throw new DataDirInUseError(`The data folder ${dir} could not be locked: other processes keep taking it.`);
}
