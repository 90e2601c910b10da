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
import { untilReachable } from './db/start-retry.ts';

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
// A PostgreSQL pool connects when first used: the process starts, and listens, with the server
// away (see prepare below).
const db = await openDatabase({
  url: config.databaseUrl,
  dataDir: embedded ? pgliteFolder(config.dataDir) : undefined,
  connectTimeoutMs: config.dbConnectTimeoutMs,
  statementTimeoutMs: config.dbStatementTimeoutMs,
  verify: false,
});
const snapshots = { folder: snapshotFolder(config.dataDir), keep: config.snapshotKeep };

// Until the database is migrated and seeded, /api answers 503 (app.ts, `starting`).
let ready = false;
const app = await buildApp({ db, config, starting: () => !ready });
let schedule: SnapshotSchedule | undefined;

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

/** Migrations and the seed: everything the database needs before the API may use it. */
const prepare = async () => {
  // A migration changes data that is there: the embedded database keeps a copy of what it was.
  if (embedded) {
    const { pending, empty } = await pendingMigrations(db);
    if (pending.length > 0 && !empty) {
      await takeSnapshot(db, snapshots, 'before-migration').then(
        (file) => app.log.info({ file }, 'Database snapshot taken'),
        (error: unknown) => app.log.error({ err: error }, 'Database snapshot failed'),
      );
    }
  }
  // On a PostgreSQL server, migrations and the seed run on a connection of their own without the
  // statement timeout: a migration may rewrite a large table, and waiting for another process's
  // migrations is normal.
  const migrator = embedded
    ? db
    : await openDatabase({
        url: config.databaseUrl,
        poolSize: 1,
        connectTimeoutMs: config.dbConnectTimeoutMs,
      });
  try {
    const applied = await migrate(migrator);
    if (applied.length > 0) app.log.info({ applied }, 'Migrations applied');
    await seed(migrator, config, app.log);
  } finally {
    if (migrator !== db) await migrator.close();
  }
};

// Listening first: a service manager or a proxy sees a live process whose health check answers 503
// while the database is away, rather than a refused connection, and users get a message.
await app.listen({ port: config.port, host: config.host });
try {
  await untilReachable(prepare, app.log);
} catch (error) {
  app.log.fatal({ err: error }, 'The database could not be prepared; stopping');
  process.exit(1);
}
ready = true;
app.log.info('Database ready');
schedule =
  embedded && config.snapshotMinutes > 0
    ? startSnapshotSchedule(db, { ...snapshots, everyMinutes: config.snapshotMinutes, log: app.log })
    : undefined;
