import { loadStorageConfig } from '../config.ts';
import { findSnapshot, listSnapshots, restoreSnapshot, snapshotFolder } from './snapshots.ts';

// `npm run restore -- <snapshot>`: puts a snapshot of the embedded database back, with the server
// stopped. The data directory it replaces is moved aside, not deleted.
const config = loadStorageConfig();
const given = process.argv[2];
const fail = (message: string): never => {
  console.error(message);
  process.exit(1);
};

if (config.databaseUrl) {
  fail('DATABASE_URL is set: restore a PostgreSQL server with pg_restore (docs/postgresql.md).');
}
const folder = snapshotFolder(config.dataDir);
if (!given) {
  const names = listSnapshots(folder);
  fail(
    [
      'Usage: npm run restore -- <snapshot file or name>',
      names.length > 0
        ? `Snapshots in ${folder}, oldest first:\n  ${names.join('\n  ')}`
        : `No snapshots in ${folder}.`,
    ].join('\n'),
  );
}
const file = findSnapshot(config.dataDir, given) ?? fail(`No snapshot ${given} (looked in ${folder} too).`);
try {
  const { movedAside } = await restoreSnapshot(config.dataDir, file);
  console.log(`Restored ${file} into ${config.dataDir}.`);
  if (movedAside)
    console.log(`The database it replaced is in ${movedAside}; delete it when no longer needed.`);
} catch (error) {
  fail((error as Error).message);
}
