import { describe, expect, it } from 'vitest';
import { pendingStatements } from '../src/db/generate.ts';
import { migrate } from '../src/db/migrate.ts';
import { createTestDatabase } from './support/test-database.ts';

describe('migrations', () => {
  it('match the entity definitions (run `npm run db:generate` after changing one)', async () => {
    const { statements } = await pendingStatements();
    expect(statements).toEqual([]);
  });

  it('are idempotent, also when several processes migrate at once', async () => {
    const db = await createTestDatabase();
    try {
      const runs = await Promise.all([migrate(db), migrate(db)]);
      expect(runs).toEqual([[], []]);
    } finally {
      await db.close();
    }
  });
});
