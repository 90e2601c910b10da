import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../../src/db/client.ts';
import { createDatabase, databaseUrl, dropDatabase } from './postgres-cluster.ts';
import { testDatabaseKind } from './test-database-source.ts';

export interface TestDatabaseClone {
  db: Database;
  /** Connection string of the clone on a PostgreSQL server (a second pool can open it); unset on PGlite. */
  url?: string;
}

/** See createTestDatabase; this also tells where a PostgreSQL clone lives. */
export const cloneTestDatabase = async (
  options: {
    /** PGlite: keep the clone in this folder on disk instead of in memory. */
    dataDir?: string;
  } = {},
): Promise<TestDatabaseClone> => {
  const source = inject('aqarTestDatabase');
  const kind = testDatabaseKind();
  if (!source || source.kind !== kind) {
    throw new Error(
      `No prepared ${kind} test database: run the tests through the root vitest.config.ts (project api-${kind}).`,
    );
  }
  if (source.kind === 'pglite') {
    return {
      db: await openDatabase({
        dataDir: options.dataDir,
        loadDataDir: new Blob([readFileSync(source.dumpFile)]),
      }),
    };
  }
  const name = `aqar_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await createDatabase(source.adminUrl, name, source.template);
  const url = databaseUrl(source.adminUrl, name);
  const db = await openDatabase({ url, poolSize: 5 });
  let closed = false;
  return {
    url,
    db: {
      ...db,
      close: async () => {
        if (closed) return;
        closed = true;
        await db.close();
        await dropDatabase(source.adminUrl, name);
      },
    },
  };
};

/**
 * A fresh clone of the migrated, demo-seeded database, on the backend chosen by `AQAR_TEST_DB`
 * ('pglite' by default, or 'pg'). Each call is independent of every other: tests may write freely.
 * Close it when done (an `afterAll` is enough); a PostgreSQL clone is dropped on close.
 */
export const createTestDatabase = async (): Promise<Database> => (await cloneTestDatabase()).db;
