import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Queryable } from '../src/db/client.ts';
import { openDatabase } from '../src/db/client.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

/**
 * The balances kept by triggers (per account, cost center and month; per account and month; per
 * account and day) must always equal an aggregate over
 * the lines, whatever is written: inserts, amount, account, cost center and parent changes,
 * entry date changes across months, deletes of lines and of whole entries, through SQL and
 * through the API, and concurrent postings on the same hot accounts.
 */

let t: TestApp;
let token: string;
let leaves: string[];
let costCenters: (string | null)[];
let aed: string;
let nextNumber = 5_000_000;

/** A small seeded generator, so a failure can be replayed. */
const random = (() => {
  let state = 20_260_401;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let x = Math.imul(state ^ (state >>> 15), 1 | state);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296;
  };
})();
const pickOne = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)];
const amount = () => (Math.floor(random() * 1_000_000) / 100 + 0.01).toFixed(2);
const randomDate = () => {
  const month = 1 + Math.floor(random() * 24);
  const year = 2025 + Math.floor((month - 1) / 12);
  return `${year}-${String(((month - 1) % 12) + 1).padStart(2, '0')}-${String(1 + Math.floor(random() * 28)).padStart(2, '0')}`;
};

/** Keys where the balances and the lines disagree (none when all is well), in either table. */
const mismatches = async (db: Queryable) => [
  ...(
    await db.query(
      `with kept as (
         select account_id, cost_center_id, month, sum(debit) as debit, sum(credit) as credit
           from ledger_balances group by 1, 2, 3 having sum(debit) <> 0 or sum(credit) <> 0),
       lines as (
         select l.account_id, coalesce(l.cost_center_id, '00000000-0000-0000-0000-000000000000'::uuid) as cost_center_id,
                date_trunc('month', e.date)::date as month, sum(l.debit_base) as debit, sum(l.credit_base) as credit
           from entry_lines l join entries e on e.id = l.parent_id group by 1, 2, 3)
       select 'per cost center' as kind, * from kept full join lines using (account_id, cost_center_id, month)
        where kept.debit is distinct from lines.debit or kept.credit is distinct from lines.credit`,
    )
  ).rows,
  ...(
    await db.query(
      `with kept as (
         select account_id, month, sum(debit) as debit, sum(credit) as credit
           from ledger_account_balances group by 1, 2 having sum(debit) <> 0 or sum(credit) <> 0),
       lines as (
         select l.account_id, date_trunc('month', e.date)::date as month,
                sum(l.debit_base) as debit, sum(l.credit_base) as credit
           from entry_lines l join entries e on e.id = l.parent_id group by 1, 2)
       select 'per account' as kind, * from kept full join lines using (account_id, month)
        where kept.debit is distinct from lines.debit or kept.credit is distinct from lines.credit`,
    )
  ).rows,
  ...(
    await db.query(
      `with kept as (
         select account_id, day, sum(debit) as debit, sum(credit) as credit
           from ledger_account_days group by 1, 2 having sum(debit) <> 0 or sum(credit) <> 0),
       lines as (
         select l.account_id, e.date as day, sum(l.debit_base) as debit, sum(l.credit_base) as credit
           from entry_lines l join entries e on e.id = l.parent_id group by 1, 2)
       select 'per day' as kind, * from kept full join lines using (account_id, day)
        where kept.debit is distinct from lines.debit or kept.credit is distinct from lines.credit`,
    )
  ).rows,
];

/** Writes one balanced entry directly in SQL: `pairs` debit/credit pairs of random amounts. */
const insertEntry = async (tx: Queryable, pairs: number) => {
  const { rows } = await tx.query<{ id: string }>(
    `insert into entries (number, date, currency_id, currency_val) values ($1, $2, $3, 1) returning id`,
    [nextNumber++, randomDate(), aed],
  );
  for (let pair = 0; pair < pairs; pair++) {
    const value = amount();
    await tx.query(
      `insert into entry_lines (parent_id, position, account_id, debit, credit, debit_base, credit_base, cost_center_id)
       values ($1, $2, $3, $4, 0, $4, 0, $5), ($1, $2 + 1, $6, 0, $4, 0, $4, $7)`,
      [
        rows[0].id,
        pair * 2,
        pickOne(leaves),
        value,
        pickOne(costCenters),
        pickOne(leaves),
        pickOne(costCenters),
      ],
    );
  }
  return rows[0].id;
};

const entryIds = async (db: Queryable) =>
  (await db.query<{ id: string }>(`select id from entries where number >= 5000000 order by number`)).rows.map(
    (row) => row.id,
  );

beforeAll(async () => {
  t = await createTestApp();
  token = await t.signIn();
  leaves = (
    await t.db.query<{ id: string }>(
      `select id from accounts a where not exists (select 1 from accounts c where c.parent_id = a.id) order by code limit 12`,
    )
  ).rows.map((row) => row.id);
  costCenters = [
    null,
    ...(await t.db.query<{ id: string }>('select id from cost_centers')).rows.map((row) => row.id),
  ];
  aed = (await t.db.query<{ id: string }>(`select id from currencies where code = 'AED'`)).rows[0].id;
});
afterAll(async () => t?.close());

describe('monthly ledger balances', () => {
  it('equal the lines after many random inserts, updates and deletes', async () => {
    for (let batch = 0; batch < 12; batch++) {
      await t.db.transaction(async (tx) => {
        for (let i = 0; i < 10; i++) await insertEntry(tx, 1 + Math.floor(random() * 3));
      });
    }
    expect(await mismatches(t.db)).toEqual([]);

    for (let round = 0; round < 60; round++) {
      const ids = await entryIds(t.db);
      const id = pickOne(ids);
      const operation = Math.floor(random() * 7);
      await t.db.transaction(async (tx) => {
        const lines = (
          await tx.query<{ id: string; debit_base: string }>(
            `select id, debit_base from entry_lines where parent_id = $1 order by position`,
            [id],
          )
        ).rows;
        const debitLine = lines.find((line) => Number(line.debit_base) > 0)!;
        const creditLine = lines.find((line) => Number(line.debit_base) === 0)!;
        switch (operation) {
          case 0: {
            // Both sides grow by the same amount, so the entry stays balanced.
            const extra = amount();
            await tx.query(
              `update entry_lines set debit = debit + $2, debit_base = debit_base + $2 where id = $1`,
              [debitLine.id, extra],
            );
            await tx.query(
              `update entry_lines set credit = credit + $2, credit_base = credit_base + $2 where id = $1`,
              [creditLine.id, extra],
            );
            break;
          }
          case 1:
            await tx.query(`update entry_lines set account_id = $2 where id = $1`, [
              debitLine.id,
              pickOne(leaves),
            ]);
            break;
          case 2:
            await tx.query(`update entry_lines set cost_center_id = $2 where id = $1`, [
              creditLine.id,
              pickOne(costCenters),
            ]);
            break;
          case 3:
            await tx.query(`update entries set date = $2 where id = $1`, [id, randomDate()]);
            break;
          case 4:
            await tx.query(`delete from entries where id = $1`, [id]);
            break;
          case 5: {
            // A whole pair of lines leaves (when the entry keeps two), or a new pair joins.
            if (lines.length >= 4) {
              const pair = (
                await tx.query<{ id: string }>(
                  `select id from entry_lines where parent_id = $1 order by position desc limit 2`,
                  [id],
                )
              ).rows.map((row) => row.id);
              await tx.query(`delete from entry_lines where id = any($1::uuid[])`, [pair]);
            } else {
              const value = amount();
              await tx.query(
                `insert into entry_lines (parent_id, position, account_id, debit, credit, debit_base, credit_base)
                 values ($1, 100, $2, $4, 0, $4, 0), ($1, 101, $3, 0, $4, 0, $4)`,
                [id, pickOne(leaves), pickOne(leaves), value],
              );
            }
            break;
          }
          case 6: {
            // Two entries swap debit lines of the same amount: both stay balanced, months differ.
            const other = await insertEntry(tx, 1);
            await tx.query(
              `update entry_lines set debit = $2, debit_base = $2 where parent_id = $1 and debit_base > 0`,
              [other, debitLine.debit_base],
            );
            await tx.query(
              `update entry_lines set credit = $2, credit_base = $2 where parent_id = $1 and credit_base > 0`,
              [other, debitLine.debit_base],
            );
            const otherDebit = (
              await tx.query<{ id: string }>(
                `select id from entry_lines where parent_id = $1 and debit_base > 0`,
                [other],
              )
            ).rows[0].id;
            await tx.query(`update entry_lines set parent_id = $2 where id = $1`, [debitLine.id, other]);
            await tx.query(`update entry_lines set parent_id = $2 where id = $1`, [otherDebit, id]);
            break;
          }
        }
      });
    }
    expect(await mismatches(t.db)).toEqual([]);
  });

  it('equal the lines when entries are posted, changed and deleted through the API', async () => {
    const request = (method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: Record<string, unknown>) =>
      t.app.inject({ method, url: `/api/v1${url}`, headers: { authorization: `Bearer ${token}` }, payload });
    const created: string[] = [];
    for (let i = 0; i < 15; i++) {
      const value = amount();
      const response = await request('POST', '/entries', {
        date: randomDate(),
        currencyId: aed,
        lines: [
          { accountId: leaves[i % 6], debit: value, credit: '0', costCenterId: pickOne(costCenters) },
          { accountId: leaves[6 + (i % 6)], debit: '0', credit: value },
        ],
      });
      expect(response.statusCode, response.body).toBe(201);
      created.push(response.json().data.id);
    }
    for (const [index, id] of created.entries()) {
      if (index % 3 === 0) expect((await request('DELETE', `/entries/${id}`)).statusCode).toBe(200);
      if (index % 3 === 1) {
        const response = await request('PATCH', `/entries/${id}`, {
          date: randomDate(),
          lines: [
            { accountId: leaves[2], debit: '10.25', credit: '0' },
            { accountId: leaves[3], debit: '0', credit: '10.25', costCenterId: pickOne(costCenters) },
          ],
        });
        expect(response.statusCode, response.body).toBe(200);
      }
      if (index % 3 === 2) {
        expect((await request('PATCH', `/entries/${id}`, { date: randomDate() })).statusCode).toBe(200);
      }
    }
    expect(await mismatches(t.db)).toEqual([]);
  });

  it('fold into one row per key, and rebuild from the lines, without changing a figure', async () => {
    await t.db.query('select ledger_balances_compact()');
    expect(await mismatches(t.db)).toEqual([]);
    const { rows } = await t.db.query<{ count: number }>(
      `select (select count(*) from (select 1 from ledger_balances group by account_id, cost_center_id, month having count(*) > 1) x)
            + (select count(*) from (select 1 from ledger_account_balances group by account_id, month having count(*) > 1) y)
            + (select count(*) from (select 1 from ledger_account_days group by account_id, day having count(*) > 1) z) as count`,
    );
    expect(rows[0].count).toBe(0);
    await t.db.query('select ledger_balances_rebuild()');
    expect(await mismatches(t.db)).toEqual([]);
  });

  it('take ten concurrent writers on the same hot accounts without waiting or deadlocks', async () => {
    if (!t.databaseUrl) return; // PGlite has one connection: nothing runs concurrently there.
    const pool = await openDatabase({ url: t.databaseUrl, poolSize: 10 });
    try {
      const [cash, revenue] = leaves;
      const writer = async (worker: number) => {
        for (let i = 0; i < 20; i++) {
          await pool.transaction(async (tx) => {
            const { rows } = await tx.query<{ id: string }>(
              `insert into entries (number, date, currency_id, currency_val) values ($1, '2026-06-15', $2, 1) returning id`,
              [6_000_000 + worker * 1000 + i, aed],
            );
            await tx.query(
              `insert into entry_lines (parent_id, position, account_id, debit, credit, debit_base, credit_base)
               values ($1, 0, $2, 5, 0, 5, 0)`,
              [rows[0].id, cash],
            );
            // Hold the hot rows a while, as a slower posting would.
            await tx.query('select pg_sleep(0.005)');
            await tx.query(
              `insert into entry_lines (parent_id, position, account_id, debit, credit, debit_base, credit_base)
               values ($1, 1, $2, 0, 5, 0, 5)`,
              [rows[0].id, revenue],
            );
          });
        }
      };
      await Promise.all(Array.from({ length: 10 }, (_, worker) => writer(worker)));
      expect(await mismatches(pool)).toEqual([]);
      const { rows } = await pool.query<{ slots: number; debit: string }>(
        `select count(*)::int8 as slots, sum(debit) as debit from ledger_account_balances
          where account_id = $1 and month = '2026-06-01'`,
        [cash],
      );
      expect(rows[0].slots).toBeLessThanOrEqual(10 + 1);
      expect(Number(rows[0].debit)).toBeGreaterThanOrEqual(1000);
    } finally {
      await pool.close();
    }
  });
});
