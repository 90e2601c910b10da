import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The embedded database belongs to one process at a time: PGlite has no lock of its own, and two
 * processes writing one data folder corrupt it. Whoever opens the folder (the server, a restore)
 * first takes `server.pid` in it, created exclusively with its process id inside, and removes it
 * when done. A file left by a killed process names a process that no longer exists: it is stale,
 * and the next process takes the folder over.
 */
const lockFileOf = (dataDir: string) => path.join(dataDir, 'server.pid');

/** Folders this process holds: a second open from the same process is refused as well. */
const heldHere = new Set<string>();

export class DataDirInUseError extends Error {
  override name = 'DataDirInUseError';
  constructor(
    readonly dataDir: string,
    /** The process holding the folder. */
    readonly pid: number,
  ) {
    super(
      `The data folder ${dataDir} is in use by process ${pid} (another Aqar server, or a restore). ` +
        `Stop that process first. If it is not Aqar (its id was reused), delete ${lockFileOf(dataDir)}.`,
    );
  }
}

const isAlive = (pid: number): boolean => {
  try {
    // Signal 0 only asks whether the process exists.
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

const pause = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/**
 * The process id a lock file names: undefined when there is no file, null when it names none
 * (empty or garbage). A file is created empty and written just after, so an empty one is read
 * again a few times before it counts as garbage.
 */
const holderOf = (file: string): number | null | undefined => {
  for (let attempt = 0; ; attempt++) {
    let text: string;
    try {
      text = readFileSync(file, 'utf8').trim();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
    const pid = Number(text);
    if (text !== '' && Number.isInteger(pid) && pid > 0) return pid;
    if (attempt >= 20) return null;
    pause(5);
  }
};

/**
 * Takes the data folder for this process, or throws DataDirInUseError naming the live process
 * that holds it. The answer gives the folder back (it runs once; later calls do nothing).
 */
export const lockDataDir = (dataDir: string): (() => void) => {
  const key = path.resolve(dataDir);
  const file = lockFileOf(dataDir);
  if (heldHere.has(key)) throw new DataDirInUseError(dataDir, process.pid);
  mkdirSync(dataDir, { recursive: true });
  for (let attempt = 1; ; attempt++) {
    try {
      // 'wx': created only if absent, atomically; of two processes starting together, one wins.
      writeFileSync(file, `${process.pid}\n`, { flag: 'wx' });
      heldHere.add(key);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        heldHere.delete(key);
        if (holderOf(file) === process.pid) rmSync(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = holderOf(file);
    if (holder === undefined) continue;
    // Our own id in a file we did not write is a previous life's (containers reuse small ids).
    if (holder !== null && holder !== process.pid && isAlive(holder)) {
      throw new DataDirInUseError(dataDir, holder);
    }
    if (attempt > 5) throw new Error(`Could not take ${file}: it keeps changing`);
    // Stale. Moved aside under a name of our own (a rename moves one file, to one process), then
    // checked: if another process took the folder in between, its fresh lock is what moved, and
    // it goes back.
    const aside = `${file}.stale-${process.pid}`;
    try {
      renameSync(file, aside);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw error;
    }
    const moved = holderOf(aside);
    if (moved !== holder && moved !== null && moved !== undefined && isAlive(moved)) {
      renameSync(aside, file);
      throw new DataDirInUseError(dataDir, moved);
    }
    rmSync(aside, { force: true });
  }
};
