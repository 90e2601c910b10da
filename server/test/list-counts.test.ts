import { entityByKey } from '@aqar/domain/registry';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listRecords } from '../src/resources/list-records.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
let token: string;
const banks = () => entityByKey('bank')!;
const list = (query: string) =>
  t.app.inject({ url: `/api/v1/banks?${query}`, headers: { authorization: `Bearer ${token}` } });
const listDirect = (page: number, pageSize: number, exactCountCost: number) =>
  listRecords(
    t.db,
    banks(),
    { page, pageSize, search: 'Tally Bank', sort: 'number', order: 'asc' },
    { filters: [], exactCountCost },
  );

beforeAll(async () => {
  t = await createTestApp();
  token = await t.signIn();
  // 150 matching banks, written straight in SQL (numbers far past the API's).
  await t.db.query(
    `insert into banks (number, name, ltnname) select 900000 + g, 'مصرف ' || g, 'Tally Bank ' || g from generate_series(1, 150) g`,
  );
});
afterAll(async () => t?.close());

describe('list counts', () => {
  it('are exact when counting is cheap, whatever the page, and search ignores case', async () => {
    for (const query of ['search=tally%20bank&pageSize=100', 'search=TALLY%20BANK&pageSize=100&page=1']) {
      const body = (await list(query)).json();
      expect(body).toMatchObject({ success: true, count: 150, countExact: true, pages: 2 });
    }
  });

  it('fall back to the planner estimate, flagged, when counting would cost too much', async () => {
    const estimated = await listDirect(0, 100, 0);
    expect(estimated.data).toHaveLength(100);
    expect(estimated.countExact).toBe(false);
    // At least the rows already seen, whatever the planner guessed.
    expect(estimated.count).toBeGreaterThanOrEqual(100);
    expect(estimated.pages).toBe(Math.ceil(estimated.count / 100));
  });

  it('take the total from a page that is not full, at no cost', async () => {
    expect(await listDirect(1, 100, 0)).toMatchObject({ count: 150, countExact: true, pages: 2 });
    expect(await listDirect(0, 1000, 0)).toMatchObject({ count: 150, countExact: true, pages: 1 });
    const none = await listRecords(
      t.db,
      banks(),
      { page: 0, pageSize: 100, search: 'no bank has this name', sort: 'number', order: 'asc' },
      { filters: [], exactCountCost: 0 },
    );
    expect(none).toMatchObject({ data: [], count: 0, countExact: true, pages: 0 });
  });
});
