import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { type Database, openDatabase } from '../server/src/db/client.ts';
import { createDatabase, startPostgresCluster } from '../server/test/support/postgres-cluster.ts';
import { prepareDatabase } from '../server/test/support/prepare-database.ts';

/** A benchmark's migrated and seeded database, and how a server started on it reaches it. */
export interface BenchDatabase {
  db: Database;
  /** The server's version, as the results name it. */
  version: string;
  /** The environment a benchmark server (bench/serve.ts) opens the same database with. */
  serverEnv: Record<string, string>;
  /** Stops the throwaway cluster, or removes the PGlite folder. */
  dispose: () => Promise<void>;
}

/**
 * A fresh database for one benchmark on `backend`: a PGlite folder under `workFolder`, or a
 * durable throwaway PostgreSQL cluster (fsync and synchronous commit on, as a production server)
 * with a database called `name`. Migrated and seeded, still open: the caller seeds its own data,
 * then closes `db` before a server opens the database.
 */
export const openBenchDatabase = async (
  backend: 'pglite' | 'pg',
  { workFolder, name, sharedBuffers }: { workFolder: string; name: string; sharedBuffers: string },
): Promise<BenchDatabase> => {
  const pgliteDir = join(workFolder, `pglite-${name}`);
  const cluster =
    backend === 'pg'
      ? await startPostgresCluster({ durable: true, settings: { shared_buffers: sharedBuffers } })
      : undefined;
  const dispose = async () => {
    await cluster?.stop();
    rmSync(pgliteDir, { recursive: true, force: true });
  };
  try {
    rmSync(pgliteDir, { recursive: true, force: true });
    if (cluster) await createDatabase(cluster.url(), name);
    const db = cluster
      ? await openDatabase({ url: cluster.url(name) })
      : await openDatabase({ dataDir: pgliteDir });
    const serverEnv: Record<string, string> = cluster
      ? { BENCH_DATABASE_URL: cluster.url(name), BENCH_DATA_DIR: workFolder }
      : { BENCH_PGLITE_DIR: pgliteDir, BENCH_DATA_DIR: workFolder };
    try {
      const { rows } = await db.query<{ version: string }>('select version() as version');
      await prepareDatabase(db);
      return { db, version: rows[0].version.split(',')[0], serverEnv, dispose };
    } catch (error) {
      await db.close();
      throw error;
    }
  } catch (error) {
    await dispose();
    throw error;
  }
};
