import type { Database } from '../../src/db/client.ts';
import { migrate } from '../../src/db/migrate.ts';
import { seed } from '../../src/seed/seed.ts';

/**
 * Brings an empty database to what every test starts from: all migrations, then the demo company
 * with its administrator (`demoAdmin` in server/src/seed/demo-credentials.ts), exactly as a first
 * `npm start` would.
 */
export const prepareDatabase = async (db: Database): Promise<void> => {
  await migrate(db);
  await seed(db, { seedDemo: true });
};
