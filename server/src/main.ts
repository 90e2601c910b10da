import { mkdirSync } from 'node:fs';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { DataDirInUseError, lockDataDir } from './db/data-dir-lock.ts';
import { migrate, pendingMigrations } from './db/migrate.ts';
import {
  pgliteFolder,
  type SnapshotSchedule,
  snapshotFolder,
  startSnapshotSchedule,
  takeSnapshot,
} from './db/snapshots.ts';
import { seed } from './seed/seed.ts';

const config = loadConfig();
const embedded = !config.databaseUrl;
// PGlite creates its own folder but not the ones above it (with JWT_SECRET set, nothing else has).
if (embedded) mkdirSync(config.dataDir, { recursive: true });
// Taken before PGlite touches the folder: a second server on it must not open it at all.
let unlockDataDir: (() => void) | undefined;
if (embedded) {
  try {
    unlockDataDir = lockDataDir(config.dataDir);
  } catch (error) {
    if (!(error instanceof DataDirInUseError)) throw error;
    process.stderr.write(`Aqar cannot start: ${error.message}\n`);
    process.exit(1);
  }
  // However the process ends short of a signal (a failed migration, say), the folder is free again.
  process.once('exit', () => unlockDataDir?.());
}
const db = await openDatabase({
  url: config.databaseUrl,
  dataDir: embedded ? pgliteFolder(config.dataDir) : undefined,
  connectTimeoutMs: config.dbConnectTimeoutMs,
  statementTimeoutMs: config.dbStatementTimeoutMs,
});
const snapshots = { folder: snapshotFolder(config.dataDir), keep: config.snapshotKeep };

// A migration changes data that is there: the embedded database keeps a copy of what it was.
let beforeMigration: { file?: string; error?: unknown } | undefined;
if (embedded) {
  const { pending, empty } = await pendingMigrations(db);
  if (pending.length > 0 && !empty) {
    beforeMigration = await takeSnapshot(db, snapshots, 'before-migration').then(
      (file) => ({ file }),
      (error: unknown) => ({ error }),
    );
  }
}
// On a PostgreSQL server, migrations run on a connection of their own without the statement
// timeout: one may rewrite a large table, and waiting for another process's migrations is normal.
const migrator = embedded
  ? db
  : await openDatabase({ url: config.databaseUrl, poolSize: 1, connectTimeoutMs: config.dbConnectTimeoutMs });
let applied: string[];
try {
  applied = await migrate(migrator);
} finally {
  if (migrator !== db) await migrator.close();
}
const app = await buildApp({ db, config });
if (beforeMigration?.file) app.log.info({ file: beforeMigration.file }, 'Database snapshot taken');
if (beforeMigration?.error) app.log.error({ err: beforeMigration.error }, 'Database snapshot failed');
if (applied.length > 0) app.log.info({ applied }, 'Migrations applied');
await seed(db, config, app.log);

const schedule: SnapshotSchedule | undefined =
  embedded && config.snapshotMinutes > 0
    ? startSnapshotSchedule(db, { ...snapshots, everyMinutes: config.snapshotMinutes, log: app.log })
    : undefined;

const stop = async (signal: string) => {
  app.log.info(`${signal} received, stopping`);
  await app.close();
  await schedule?.stop();
  await db.close();
  unlockDataDir?.();
  process.exit(0);
};
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
