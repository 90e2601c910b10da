import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Database } from '../../src/db/client.ts';

type Step = (db: Database) => Promise<void>;

// Imported by file URL at run time so that the harness keeps working while a module is still
// being written; once it exists its export must be there.
const importStep = async (relativePath: string, exportName: string): Promise<Step | undefined> => {
  const url = new URL(relativePath, import.meta.url);
  if (!existsSync(fileURLToPath(url))) return undefined;
  const module = (await import(url.href)) as Record<string, unknown>;
  const step = module[exportName];
  if (typeof step !== 'function') throw new Error(`${relativePath} does not export a function ${exportName}`);
  return step as Step;
};

/** Brings an empty database to what every test starts from: all migrations, then the demo company. */
export const prepareDatabase = async (db: Database): Promise<void> => {
  const migrate = await importStep('../../src/db/migrate.ts', 'migrate');
  const seedDemo = await importStep('../../src/seed/demo.ts', 'seedDemo');
  if (!migrate) console.warn('[aqar test db] server/src/db/migrate.ts does not exist yet: the database stays empty');
  else await migrate(db);
  if (!seedDemo) console.warn('[aqar test db] server/src/seed/demo.ts does not exist yet: no demo company');
  else await seedDemo(db);
};
