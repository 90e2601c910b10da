import { afterAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { createTestApp } from './test-app.ts';
import { createTestDatabase } from './test-database.ts';
import { testDatabaseKind } from './test-database-source.ts';

describe('test database harness', () => {
  const opened: Database[] = [];
  afterAll(async () => {
    await Promise.all(opened.map((db) => db.close()));
  });

  it('gives each caller its own clone on the backend AQAR_TEST_DB names', async () => {
    const first = await createTestDatabase();
    opened.push(first);
    const second = await createTestDatabase();
    opened.push(second);
    expect(first.kind).toBe(testDatabaseKind());
    expect(second.kind).toBe(testDatabaseKind());

    await first.query('create table harness_probe (id integer primary key)');
    await first.query('insert into harness_probe values (1)');
    const inFirst = await first.query<{ count: number }>('select count(*)::int as count from harness_probe');
    expect(inFirst.rows[0].count).toBe(1);
    const inSecond = await second.query<{ present: boolean }>(
      "select to_regclass('public.harness_probe') is not null as present",
    );
    expect(inSecond.rows[0].present).toBe(false);
  });

  it('clones carry the same prepared schema', async () => {
    const db = await createTestDatabase();
    opened.push(db);
    const tables = await db.query<{ count: number }>(
      "select count(*)::int as count from information_schema.tables where table_schema = 'public'",
    );
    const again = await createTestDatabase();
    opened.push(again);
    const tablesAgain = await again.query<{ count: number }>(
      "select count(*)::int as count from information_schema.tables where table_schema = 'public'",
    );
    expect(tablesAgain.rows[0].count).toBe(tables.rows[0].count);
  });

  it('signs the demo administrator in to the real app', async () => {
    const testApp = await createTestApp();
    try {
      const token = await testApp.signIn();
      expect(token.length).toBeGreaterThan(20);
    } finally {
      await testApp.close();
    }
  });
});
