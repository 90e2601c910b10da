import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/db/client.ts';
import { createDatabase, databaseUrl, dropDatabase, startPostgresCluster } from './postgres-cluster.ts';
import { prepareDatabase } from './prepare-database.ts';
import { type TestDatabaseSource, testDatabaseKind } from './test-database-source.ts';

const workFolder = fileURLToPath(new URL('../../../.tmp/test-db/', import.meta.url));

/**
 * Migrates and seeds one database per test run; every test file then gets its own clone of it
 * (see test-database.ts), which is far cheaper than migrating per file.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const kind = testDatabaseKind(project.config.env?.AQAR_TEST_DB ?? process.env.AQAR_TEST_DB);
  const started = Date.now();
  const prepared = kind === 'pglite' ? await preparePglite() : await preparePostgres();
  project.provide('aqarTestDatabase', prepared.source);
  console.log(`[aqar test db] ${project.name}: ${kind} database prepared in ${Date.now() - started} ms`);
  return prepared.teardown;
}

interface Prepared {
  source: TestDatabaseSource;
  teardown: () => Promise<void>;
}

const preparePglite = async (): Promise<Prepared> => {
  const runId = `${process.pid}-${Date.now()}`;
  const dataDir = join(workFolder, `pglite-${runId}`);
  const dumpFile = join(workFolder, `pglite-${runId}.tar`);
  mkdirSync(workFolder, { recursive: true });
  try {
    const db = await openDatabase({ dataDir });
    try {
      await prepareDatabase(db);
    } finally {
      await db.close();
    }
    // The Database interface hides PGlite itself, so the folder is reopened to take the dump.
    const raw = await PGlite.create({ dataDir, extensions: { pg_trgm } });
    try {
      const dump = await raw.dumpDataDir('none');
      writeFileSync(dumpFile, Buffer.from(await dump.arrayBuffer()));
    } finally {
      await raw.close();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  return {
    source: { kind: 'pglite', dumpFile },
    teardown: async () => rmSync(dumpFile, { force: true }),
  };
};

const preparePostgres = async (): Promise<Prepared> => {
  const given = process.env.TEST_DATABASE_URL;
  const cluster = given ? undefined : await startPostgresCluster();
  const adminUrl = given ?? cluster!.url('postgres');
  const template = `aqar_template_${process.pid}_${Date.now()}`;
  const stop = async () => {
    try {
      await dropDatabase(adminUrl, template);
    } finally {
      await cluster?.stop();
    }
  };
  try {
    await createDatabase(adminUrl, template);
    const db = await openDatabase({ url: databaseUrl(adminUrl, template), poolSize: 2 });
    try {
      await prepareDatabase(db);
    } finally {
      // CREATE DATABASE … TEMPLATE needs the template to have no open connections.
      await db.close();
    }
  } catch (error) {
    await stop().catch(() => {});
    throw error;
  }
  return { source: { kind: 'pg', adminUrl, template }, teardown: stop };
};
