import {
  closeSync,
  existsSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readdirSync,
  renameSync,
  rmSync,
} from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { gunzip, gzip } from 'node:zlib';
import { type Database, openDatabase } from './client.ts';
import { DataDirInUseError, lockDataDir } from './data-dir-lock.ts';

/**
 * Online snapshots of the embedded database (PGlite), which runs without fsync: a crash of the
 * machine or a power cut can lose or damage its newest writes, and a snapshot is what is left to
 * go back to. A PostgreSQL server has its own backups (docs/postgresql.md) and gets none of these.
 */

export type SnapshotReason = 'scheduled' | 'before-migration' | 'manual';

export interface SnapshotPlace {
  /** `<data folder>/snapshots`. */
  folder: string;
  /** How many snapshots to keep, the newest. */
  keep: number;
}

export interface SnapshotLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

export const snapshotFolder = (dataDir: string) => path.join(dataDir, 'snapshots');

/** Where PGlite keeps its data directory inside Aqar's data folder. */
export const pgliteFolder = (dataDir: string) => path.join(dataDir, 'pglite');

// pglite-2026-11-22T03-20-01-500Z-scheduled.tar.gz: the UTC instant first, so that names sort by age.
const snapshotPattern = /^pglite-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z-[a-z-]+\.tar\.gz$/;
const partialSuffix = '.partial';

export const snapshotName = (at: Date, reason: SnapshotReason) =>
  `pglite-${at.toISOString().replace(/[:.]/g, '-')}-${reason}.tar.gz`;

/** The snapshots in `folder`, oldest first. */
export const listSnapshots = (folder: string): string[] =>
  existsSync(folder)
    ? readdirSync(folder)
        .filter((name) => snapshotPattern.test(name))
        .sort()
    : [];

/** Removes all but the newest `keep` snapshots (and any half-written one); answers what it removed. */
export const pruneSnapshots = (folder: string, keep: number): string[] => {
  const names = listSnapshots(folder);
  const removed = names.slice(0, Math.max(0, names.length - keep));
  // Only one snapshot is written at a time, and none is being written when this runs.
  const partials = existsSync(folder)
    ? readdirSync(folder).filter((name) => name.endsWith(partialSuffix))
    : [];
  for (const name of [...removed, ...partials]) rmSync(path.join(folder, name), { force: true });
  return removed;
};

const gzipAsync = promisify(gzip);
const gunzipAsync = promisify(gunzip);

/**
 * Writes a snapshot of the running database into the folder and keeps the newest `keep`. The
 * file appears complete or not at all (written aside, then renamed). Answers its path.
 */
export const takeSnapshot = async (
  db: Database,
  place: SnapshotPlace,
  reason: SnapshotReason,
  at = new Date(),
): Promise<string> => {
  if (!db.dumpDataDir) {
    throw new Error('Snapshots are of the embedded database; back a PostgreSQL server up with pg_dump');
  }
  const tarball = await db.dumpDataDir();
  // Compressed off the event loop, after PGlite is free to serve again.
  const compressed = await gzipAsync(tarball);
  mkdirSync(place.folder, { recursive: true });
  const file = path.join(place.folder, snapshotName(at, reason));
  const partial = `${file}${partialSuffix}`;
  try {
    await writeFile(partial, compressed, { flush: true });
    renameSync(partial, file);
    // The rename itself is on disk only once the folder is.
    const folder = openSync(place.folder, 'r');
    try {
      fsyncSync(folder);
    } finally {
      closeSync(folder);
    }
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  }
  pruneSnapshots(place.folder, place.keep);
  return file;
};

export interface SnapshotSchedule {
  /** What each tick does: a snapshot when anything was written since the last one. */
  snapshotIfChanged(): Promise<string | undefined>;
  /** Ends the schedule, waiting for a snapshot under way. */
  stop(): Promise<void>;
}

/**
 * Takes a snapshot every `everyMinutes` while something changed since the previous one (an idle
 * database would otherwise push its older, different snapshots out). A failed snapshot is logged
 * and the next tick tries again; it never stops the server.
 */
export const startSnapshotSchedule = (
  db: Database,
  place: SnapshotPlace & { everyMinutes: number; log: SnapshotLog },
): SnapshotSchedule => {
  // The write-ahead log's position moves with every write and stands still otherwise.
  const walPosition = async () =>
    (await db.query<{ lsn: string }>('select pg_current_wal_lsn()::text as lsn')).rows[0].lsn;
  let lastPosition: string | undefined;
  let running: Promise<string | undefined> | undefined;

  const snapshotIfChanged = async () => {
    const before = await walPosition();
    if (before === lastPosition) return undefined;
    const file = await takeSnapshot(db, place, 'scheduled');
    // The snapshot's own checkpoint moved it: remember where it left the log.
    lastPosition = await walPosition();
    return file;
  };

  const tick = () => {
    if (running) return;
    running = snapshotIfChanged()
      .then((file) => {
        if (file) place.log.info({ file }, 'Database snapshot taken');
        return file;
      })
      .catch((error: unknown) => {
        place.log.error({ err: error }, 'Database snapshot failed');
        return undefined;
      })
      .finally(() => {
        running = undefined;
      });
  };
  const timer = place.everyMinutes > 0 ? setInterval(tick, place.everyMinutes * 60_000) : undefined;
  // The schedule alone does not keep the process alive.
  timer?.unref();

  return {
    snapshotIfChanged,
    stop: async () => {
      if (timer) clearInterval(timer);
      await running;
    },
  };
};

/** The snapshot a user named: a path to a file, or a name in the data folder's snapshots. */
export const findSnapshot = (dataDir: string, given: string): string | undefined => {
  const candidates = [path.resolve(given), path.join(snapshotFolder(dataDir), given)];
  return candidates.find((file) => existsSync(file) && !file.endsWith(partialSuffix));
};

export interface RestoreResult {
  /** Where the data directory that was replaced now is; unset when there was none. */
  movedAside?: string;
}

/**
 * Replaces the PGlite data directory in `dataDir` by the snapshot in `file`, while no server runs
 * on it. The replaced directory is moved aside, never deleted, and the snapshot is opened once
 * before the swap, so that a damaged snapshot leaves everything as it was.
 */
export const restoreSnapshot = async (
  dataDir: string,
  file: string,
  at = new Date(),
): Promise<RestoreResult> => {
  let release: () => void;
  try {
    // Held for the whole restore: a server starting meanwhile is refused.
    release = lockDataDir(dataDir);
  } catch (error) {
    if (!(error instanceof DataDirInUseError)) throw error;
    throw new Error(
      `Aqar seems to be running on ${dataDir} (process ${error.pid}). Stop it before restoring; if it is not running, delete ${path.join(dataDir, 'server.pid')}.`,
    );
  }
  try {
    return await restoreUnlocked(dataDir, file, at);
  } finally {
    release();
  }
};

const restoreUnlocked = async (dataDir: string, file: string, at: Date): Promise<RestoreResult> => {
  const target = pgliteFolder(dataDir);
  const stamp = at.toISOString().replace(/[:.]/g, '-');
  const restoring = `${target}.restoring-${stamp}`;
  rmSync(restoring, { recursive: true, force: true });
  try {
    const tarball = await gunzipAsync(await readFile(file));
    const db = await openDatabase({ dataDir: restoring, loadDataDir: new Blob([tarball]) });
    try {
      // An Aqar database answers this; a tarball of something else does not.
      await db.query('select count(*) from schema_migrations');
    } finally {
      await db.close();
    }
  } catch (error) {
    rmSync(restoring, { recursive: true, force: true });
    throw new Error(`${file} is not a snapshot that opens: ${(error as Error).message}`);
  }
  let movedAside: string | undefined;
  if (existsSync(target)) {
    movedAside = `${target}.before-restore-${stamp}`;
    renameSync(target, movedAside);
  }
  renameSync(restoring, target);
  return { movedAside };
};
