import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from './client.ts';

export const migrationsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Committed migrations in the order they apply: by file name. */
export const migrationFiles = (): string[] =>
  readdirSync(migrationsDir)
    .filter((file) => file.endsWith('.sql'))
    .sort();

/** The committed migrations this database has not applied yet; all of them on an empty one. */
export const pendingMigrations = async (db: Database): Promise<{ pending: string[]; empty: boolean }> => {
  const { rows } = await db.query<{ present: boolean }>(
    "select to_regclass('schema_migrations') is not null as present",
  );
  if (!rows[0].present) return { pending: migrationFiles(), empty: true };
  const done = new Set(
    (await db.query<{ name: string }>('select name from schema_migrations')).rows.map((r) => r.name),
  );
  return { pending: migrationFiles().filter((file) => !done.has(file)), empty: false };
};

/** Any number, shared by every process migrating the same database. */
const migrationLockKey = 7_366_121;

/**
 * Applies the pending migrations in one transaction. Several processes may start at once: the
 * transaction-scoped advisory lock makes the others wait and then find nothing left to do.
 */
export const migrate = async (db: Database): Promise<string[]> =>
  db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [migrationLockKey]);
    await tx.exec(
      'create table if not exists schema_migrations (name text primary key, applied_at timestamptz not null default now())',
    );
    const done = new Set(
      (await tx.query<{ name: string }>('select name from schema_migrations')).rows.map((r) => r.name),
    );
    const applied: string[] = [];
    for (const file of migrationFiles()) {
      if (done.has(file)) continue;
      await tx.exec(readFileSync(path.join(migrationsDir, file), 'utf8'));
      await tx.query('insert into schema_migrations (name) values ($1)', [file]);
      applied.push(file);
    }
    return applied;
  });
