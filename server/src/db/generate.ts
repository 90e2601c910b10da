import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type DrizzleSnapshotJSON, generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import { migrationFiles, migrationsDir } from './migrate.ts';
import { schema } from './tables.ts';

/**
 * Writes the next migration from the difference between the tables derived from the entity
 * definitions and the snapshot of the last generated migration. `npm run db:generate -- name`.
 */
export const snapshotFile = path.join(migrationsDir, 'meta', 'snapshot.json');

export const readSnapshot = (): DrizzleSnapshotJSON =>
  existsSync(snapshotFile)
    ? (JSON.parse(readFileSync(snapshotFile, 'utf8')) as DrizzleSnapshotJSON)
    : (generateDrizzleJson({}) as DrizzleSnapshotJSON);

/** SQL statements needed to bring the last snapshot up to the current definitions. */
export const pendingStatements = async () => {
  const previous = readSnapshot();
  const current = generateDrizzleJson(schema, previous.id) as DrizzleSnapshotJSON;
  return { current, statements: await generateMigration(previous, current) };
};

const main = async () => {
  const name = (process.argv[2] ?? 'schema').replace(/[^a-z0-9_]+/gi, '_').toLowerCase();
  const { current, statements } = await pendingStatements();
  if (statements.length === 0) {
    console.log('Schema is up to date; no migration written.');
    return;
  }
  // After the highest number in use (hand-written migrations take numbers of their own).
  const next = String(
    Math.max(-1, ...migrationFiles().map((file) => Number.parseInt(file, 10))) + 1,
  ).padStart(4, '0');
  const file = path.join(migrationsDir, `${next}_${name}.sql`);
  writeFileSync(file, `${statements.map((s) => s.trim().replace(/;$/, '')).join(';\n\n')};\n`);
  mkdirSync(path.dirname(snapshotFile), { recursive: true });
  writeFileSync(snapshotFile, `${JSON.stringify(current, null, 2)}\n`);
  console.log(`Wrote ${path.relative(process.cwd(), file)} (${statements.length} statements).`);
};

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) await main();
