import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsDir } from '../src/db/migrate.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
let token: string;
let leaves: { id: string; code: string; name: string }[];
let aed: string;
const request = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: Record<string, unknown>,
) => t.app.inject({ method, url: `/api/v1${url}`, headers: { authorization: `Bearer ${token}` }, payload });

const created = async (url: string, payload: Record<string, unknown>) => {
  const response = await request('POST', url, payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: string; number: number } & Record<string, unknown>;
};

/** The generated entries of a document, straight from the table: never more than one. */
const entriesOf = async (id: string) =>
  (
    await t.db.query<{ id: string; number: string; created_from: string; debit: string; credit: string }>(
      'select id, number::text, created_from, debit::text, credit::text from entries where created_from_id = $1',
      [id],
    )
  ).rows;

type Line = {
  accountId: string;
  debit: string;
  credit: string;
  costCenterId: string | null;
  observeAccountId: string;
};
const linesOf = async (id: string): Promise<Line[]> =>
  (await request('GET', `/entries/created-from/${id}`)).json().data.entry.lines;

const count = async (table: string) =>
  (await t.db.query<{ count: number }>(`select count(*)::int8 as count from ${table}`)).rows[0].count;

let ownerAccount: string;
let cash: string;
let owner: { id: string };
let types: { id: string }[];
let building: { id: string };

beforeAll(async () => {
  t = await createTestApp();
  token = await t.signIn();
  leaves = (await request('GET', '/accounts/leaves?pageSize=20&sort=code')).json().data;
  aed = (await request('GET', '/currencies?code=AED')).json().data[0].id;
  [cash, ownerAccount] = [leaves[0].id, leaves[1].id];
  owner = await created('/owners', { name: 'Test owner', accountId: ownerAccount });
  building = await created('/buildings', { name: 'Expense Tower', shopCount: 1 });
  types = [
    await created('/owner-expenses-types', { code: 'T1', name: 'Cleaning', isActive: true }),
    await created('/owner-expenses-types', { code: 'T2', name: 'Repairs', isActive: true }),
    await created('/owner-expenses-types', { code: 'T3', name: 'Retired', isActive: false }),
  ];
});
afterAll(async () => t?.close());

const expense = (rows: Record<string, unknown>[], extra: Record<string, unknown> = {}) => ({
  date: '2026-05-02',
  buildingId: building.id,
  ownerId: owner.id,
  accountId: cash,
  currencyId: aed,
  rows,
  ...extra,
});

describe('owner expenses', () => {
  it('start from the active expense types: the seed filter the screen loads lists those only', async () => {
    const response = await request('GET', '/owner-expenses-types?isActive=true&pageSize=1000');
    expect(response.statusCode, response.body).toBe(200);
    const ids = response.json().data.map((row: { id: string }) => row.id);
    expect(ids).toEqual(expect.arrayContaining([types[0].id, types[1].id]));
    expect(ids).not.toContain(types[2].id);
  });

  it('post Dr the owner per row / Cr the account paid from, replace the entry on edit, drop it on delete', async () => {
    const document = await created(
      '/owner-expenses',
      expense(
        [
          { expenseTypeId: types[0].id, amount: '100.10', note: 'Stairs' },
          { expenseTypeId: types[1].id, amount: '49.95' },
        ],
        { note: 'May' },
      ),
    );
    expect(document.total).toBe('150.0500');
    expect(document).not.toHaveProperty('code');

    const [entry] = await entriesOf(document.id);
    expect(entry.created_from).toBe('OWNER_EXPENSE');
    expect([entry.debit, entry.credit]).toEqual(['150.0500', '150.0500']);
    expect(
      (await linesOf(document.id)).map((l) => [l.accountId, l.debit, l.credit, l.observeAccountId]),
    ).toEqual([
      [ownerAccount, '100.1000', '0.0000', cash],
      [ownerAccount, '49.9500', '0.0000', cash],
      [cash, '0.0000', '150.0500', ownerAccount],
    ]);

    const edited = await request('PATCH', `/owner-expenses/${document.id}`, {
      rows: [
        { expenseTypeId: types[0].id, amount: '0' },
        { expenseTypeId: types[1].id, amount: '75.25' },
      ],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data.total).toBe('75.2500');
    const replaced = await entriesOf(document.id);
    expect(replaced).toHaveLength(1);
    expect(replaced[0].id).toBe(entry.id);
    expect(replaced[0].number).toBe(entry.number);
    expect(replaced[0].debit).toBe('75.2500');
    expect((await linesOf(document.id)).map((l) => [l.accountId, l.debit, l.credit])).toEqual([
      [ownerAccount, '75.2500', '0.0000'],
      [cash, '0.0000', '75.2500'],
    ]);

    // All rows zero: nothing to post, the entry goes.
    const zeroed = await request('PATCH', `/owner-expenses/${document.id}`, {
      rows: [{ expenseTypeId: types[0].id, amount: '0' }],
    });
    expect(zeroed.statusCode, zeroed.body).toBe(200);
    expect(await entriesOf(document.id)).toHaveLength(0);
    const again = await request('PATCH', `/owner-expenses/${document.id}`, {
      rows: [{ expenseTypeId: types[0].id, amount: '10' }],
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(await entriesOf(document.id)).toHaveLength(1);

    const removed = await request('DELETE', `/owner-expenses/${document.id}`);
    expect(removed.statusCode, removed.body).toBeLessThan(300);
    expect(await entriesOf(document.id)).toHaveLength(0);
    expect((await request('GET', `/owner-expenses/${document.id}`)).statusCode).toBe(404);
  });

  it("existing rows take a building in migration 0140: by the cost center named, else the owner's only building", async () => {
    const sql = readFileSync(path.join(migrationsDir, '0140_ref_payloads.sql'), 'utf8');
    const backfill = sql.slice(sql.indexOf('-- Existing owner expenses'));
    const demo = (await request('GET', '/owner-expenses?sort=number&pageSize=3')).json().data as {
      id: string;
      buildingId: string;
    }[];
    const [reem, palm] = [demo[0].buildingId, demo[1].buildingId];
    const reemCenter = (await request('GET', `/buildings/${reem}`)).json().data.mainCostCenterId;
    const soleOwner = await created('/owners', { name: 'Owner of one', accountId: ownerAccount });
    const own = await created('/buildings', { name: 'Only Tower', shopCount: 1, ownerId: soleOwner.id });
    const single = await created(
      '/owner-expenses',
      expense([{ expenseTypeId: types[0].id, amount: '1' }], { ownerId: soleOwner.id, buildingId: own.id }),
    );
    // As the rows were before the building existed: the first named the Reem tower's cost
    // center; the second, of an owner of two buildings, named none.
    const ids = [demo[0].id, demo[1].id, single.id];
    await t.db.query(
      'update owner_expenses set building_id = null, cost_center_id = null where id = any($1::uuid[])',
      [ids],
    );
    await t.db.query('update owner_expenses set cost_center_id = $2 where id = $1', [demo[0].id, reemCenter]);
    await t.db.exec(backfill);
    const after = await t.db.query<{ id: string; building_id: string | null }>(
      'select id, building_id from owner_expenses where id = any($1::uuid[])',
      [ids],
    );
    const byId = new Map(after.rows.map((row) => [row.id, row.building_id]));
    expect(ids.map((id) => byId.get(id))).toEqual([reem, null, own.id]);
    expect(palm).not.toBe(reem);
    // Put back what the demo had, for the tests after this one.
    await t.db.query('update owner_expenses set building_id = $2, cost_center_id = null where id = $1', [
      demo[1].id,
      palm,
    ]);
    await t.db.query('update owner_expenses set cost_center_id = null where id = $1', [demo[0].id]);
  });

  it('are numbered in one sequence without a pattern', async () => {
    const first = await created('/owner-expenses', expense([{ expenseTypeId: types[0].id, amount: '1' }]));
    const second = await created('/owner-expenses', expense([{ expenseTypeId: types[1].id, amount: '2' }]));
    expect(second.number).toBe(first.number + 1);
  });

  it('refuse bad input with per-field messages and write nothing', async () => {
    const before = { documents: await count('owner_expenses'), entries: await count('entries') };
    const empty = await request('POST', '/owner-expenses', { rows: [{ amount: '-5' }] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toMatchObject({
      date: expect.any(String),
      buildingId: 'Building is required',
      ownerId: 'Owner is required',
      'rows.0.expenseTypeId': 'Expense type is required',
      'rows.0.amount': 'Must be a non-negative number',
    });

    const noAccount = await created('/owners', { name: 'Owner without account' });
    const unposted = await request(
      'POST',
      '/owner-expenses',
      expense([{ expenseTypeId: types[0].id, amount: '5' }], { ownerId: noAccount.id }),
    );
    expect(unposted.statusCode).toBe(400);
    expect(unposted.json().errors).toEqual({
      ownerId: 'The owner has no ledger account: link one on the owner card',
    });
    expect({ documents: await count('owner_expenses'), entries: await count('entries') }).toEqual(before);
  });
});
