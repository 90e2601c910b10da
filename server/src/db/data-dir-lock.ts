import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The embedded database belongs to one process at a time. A server writes its process id into the
 * data folder while it runs, so that a restore can tell that it must wait. A file left by a killed
 * server names a process that no longer exists, and counts for nothing.
 */
const pidFile = (dataDir: string) => path.join(dataDir, 'server.pid');

/** Marks the data folder as in use by this process; the answer unmarks it. */
export const markDataDirInUse = (dataDir: string): (() => void) => {
  const file = pidFile(dataDir);
  writeFileSync(file, `${process.pid}\n`);
  return () => {
    if (processUsingDataDir(dataDir) === undefined) rmSync(file, { force: true });
  };
};

/** The id of another live process that marked the data folder, if any. */
export const processUsingDataDir = (dataDir: string): number | undefined => {
  const file = pidFile(dataDir);
  if (!existsSync(file)) return undefined;
  const pid = Number(readFileSync(file, 'utf8').trim());
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return undefined;
  try {
    // Signal 0 only asks whether the process exists.
    process.kill(pid, 0);
    return pid;
  } catch (error) {
    // EPERM: it exists, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM' ? pid : undefined;
  }
};
