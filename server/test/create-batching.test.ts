import { entityByKey } from '@aqar/domain/registry';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Queryable } from '../src/db/client.ts';
import { createBatcher } from '../src/resources/create-batcher.ts';
import type { Row } from '../src/resources/record.ts';
import { parseBody } from '../src/resources/record-rules.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

/**
 * Concurrent creates of an entity whose creates are independent (journal entries) share
 * transactions (server/src/resources/create-batcher.ts). Each caller must still get exactly its
 * own answer: its record with a gapless number, or its own error with nothing of it written.
 */

let t: TestApp;
let token: string;
let leaves: { id: string }[];
let parentAccount: string;
let aed: string;

const post = (payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/entries',
    headers: { authorization: `Bearer ${token}` },
    payload,
  });

const entry = (debitAccount: string, creditAccount: string, amount: string, note: string) => ({
  date: '2026-05-20',
  currencyId: aed,
  note,
  lines: [
    { accountId: debitAccount, debit: amount, credit: '0' },
    { accountId: creditAccount, debit: '0', credit: amount },
  ],
});

const highestNumber = async () =>
  (await t.db.query<{ number: number }>('select coalesce(max(number), 0)::int8 as number from entries'))
    .rows[0].number;

const entries = entityByKey('entries')!;
const actor = { id: null, email: 'batch-test@aqar.demo' };

/** Creates given in one tick: the first starts alone, the rest wait and share transactions. */
const createTogether = (payloads: Row[]) => {
  const creates = createBatcher(t.db);
  return Promise.allSettled(
    payloads.map((values) => creates.create(entries, parseBody(entries, values, 'create'), actor)),
  );
};

/** Sum of the kept day balances of an account against the sum of its lines. */
const balanceAgrees = async (accountId: string) => {
  const { rows } = await t.db.query<{ kept: string; lines: string }>(
    `select (select coalesce(sum(debit - credit), 0) from ledger_account_days where account_id = $1)::text as kept,
            (select coalesce(sum(debit_base - credit_base), 0) from entry_lines where account_id = $1)::text as lines`,
    [accountId],
  );
  return rows[0].kept === rows[0].lines;
};

beforeAll(async () => {
  t = await createTestApp();
  token = await t.signIn();
  const headers = { authorization: `Bearer ${token}` };
  leaves = (await t.app.inject({ url: '/api/v1/accounts/leaves?pageSize=10&sort=code', headers })).json()
    .data;
  const accounts = (await t.app.inject({ url: '/api/v1/accounts?code=12&pageSize=5', headers })).json().data;
  parentAccount = accounts.find((a: { code: string }) => a.code === '12').id;
  const currencies = (await t.app.inject({ url: '/api/v1/currencies?pageSize=100', headers })).json().data;
  aed = currencies.find((c: { code: string }) => c.code === 'AED').id;
});
afterAll(async () => t?.close());

describe('concurrent creates', () => {
  it('share transactions, and every entry gets its own consecutive number, lines and audit row', async () => {
    const before = await highestNumber();
    const count = 30;
    const responses = await Promise.all(
      Array.from({ length: count }, (_, index) =>
        post(entry(leaves[0].id, leaves[1].id, `${index + 1}.25`, `Concurrent ${index + 1}`)),
      ),
    );
    for (const response of responses) expect(response.statusCode, response.body).toBe(201);
    const records = responses.map((response) => response.json().data);
    const numbers = records.map((record) => record.number as number).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: count }, (_, index) => before + index + 1));
    for (const [index, record] of records.entries()) {
      expect(record.note).toBe(`Concurrent ${index + 1}`);
      expect(record.lines.map((line: { debit: string }) => line.debit)).toEqual([
        `${index + 1}.2500`,
        '0.0000',
      ]);
    }

    const ids = records.map((record) => record.id as string);
    const { rows: audits } = await t.db.query<{ recordId: string; number: number }>(
      `select record_id as "recordId", (after ->> 'number')::int8 as number from audit_log
        where entity = 'entries' and action = 'create' and record_id = any($1::uuid[])`,
      [ids],
    );
    expect(audits).toHaveLength(count);
    const numberOf = new Map(records.map((record) => [record.id, record.number]));
    for (const audit of audits) expect(audit.number).toBe(numberOf.get(audit.recordId));
    expect(await balanceAgrees(leaves[0].id)).toBe(true);
    expect(await balanceAgrees(leaves[1].id)).toBe(true);
  });

  it('shares transactions among creates waiting together, numbering them without gaps', async () => {
    const before = await highestNumber();
    const count = 30;
    const results = await createTogether(
      Array.from({ length: count }, (_, index) =>
        entry(leaves[0].id, leaves[4].id, '2.00', `Together ${index}`),
      ),
    );
    const records = results.map((result) => (result as PromiseFulfilledResult<Row>).value);
    expect(records.map((record) => record.note)).toEqual(
      Array.from({ length: count }, (_, index) => `Together ${index}`),
    );
    // Two transactions run side by side, so their numbers may interleave in either order.
    expect(records.map((record) => record.number as number).sort((a, b) => a - b)).toEqual(
      Array.from({ length: count }, (_, index) => before + index + 1),
    );
    // Rows written by one transaction share its id (xmin).
    const { rows } = await t.db.query<{ count: number }>(
      'select count(distinct xmin::text)::int8 as count from entries where id = any($1::uuid[])',
      [records.map((record) => record.id)],
    );
    expect(rows[0].count).toBeLessThanOrEqual(4);
    expect(await balanceAgrees(leaves[4].id)).toBe(true);
  });

  it('answers a bad entry among them with its own error and writes nothing of it', async () => {
    const before = await highestNumber();
    const count = 12;
    const bad = 5;
    const results = await createTogether(
      Array.from({ length: count }, (_, index) =>
        index === bad
          ? entry(parentAccount, leaves[1].id, '7.00', 'On a parent account')
          : entry(leaves[2].id, leaves[3].id, '3.00', `Beside a bad one ${index}`),
      ),
    );
    const failure = results[bad] as PromiseRejectedResult;
    expect(failure.status).toBe('rejected');
    // Refused at its line, as the definition's leaf-only account field says.
    expect(failure.reason.statusCode).toBe(400);
    expect(failure.reason.fieldCodes).toEqual({ 'lines.0.accountId': 'accountNotLeaf' });
    const good = results.filter((_, index) => index !== bad) as PromiseFulfilledResult<Row>[];
    for (const result of good) expect(result.status).toBe('fulfilled');
    const numbers = good.map((result) => result.value.number as number).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: count - 1 }, (_, index) => before + index + 1));

    const { rows } = await t.db.query<{ count: number }>(
      `select (select count(*) from entries where note = 'On a parent account')
            + (select count(*) from audit_log where after ->> 'note' = 'On a parent account') as count`,
    );
    expect(Number(rows[0].count)).toBe(0);
    expect(await balanceAgrees(leaves[2].id)).toBe(true);
    expect(await balanceAgrees(leaves[1].id)).toBe(true);
  });

  it('writes text with quotes, backslashes and Arabic exactly as given (values travel inlined)', async () => {
    const notes = [
      "O'Brien's \\ cheque; select 1; --",
      'قيد يومية "مؤجل"',
      'tab\there\nnew line',
      '$1 $$ \\x00',
    ];
    const results = await createTogether(
      notes.map((note) => entry(leaves[0].id, leaves[1].id, '1.50', note)),
    );
    const records = results.map((result) => (result as PromiseFulfilledResult<Row>).value);
    expect(records.map((record) => record.note)).toEqual(notes);
    const { rows } = await t.db.query<{ id: string; note: string }>(
      'select id, note from entries where id = any($1::uuid[])',
      [records.map((record) => record.id)],
    );
    const stored = new Map(rows.map((row) => [row.id, row.note]));
    expect(records.map((record) => stored.get(record.id as string))).toEqual(notes);
  });

  it('keeps a lone create and a create that cannot be batched on their own', async () => {
    const creates = createBatcher(t.db);
    const alone = await creates.create(
      entries,
      parseBody(entries, entry(leaves[0].id, leaves[1].id, '1.00', 'Alone'), 'create'),
      actor,
    );
    expect(alone.number).toBe(await highestNumber());
    const stores = entityByKey('stores')!;
    const store = await creates.create(stores, parseBody(stores, { name: 'Batcher store' }, 'create'), actor);
    expect(store.name).toBe('Batcher store');
  });
});

describe('creates sent with the commit', () => {
  it('send nothing before the commit, and answer and audit each record as it reads back', async () => {
    // Every statement of a batch travels in the one round trip that commits it.
    let sentBefore = 0;
    const counting = {
      ...t.db,
      transaction: <T>(work: (tx: Queryable) => Promise<T>) =>
        t.db.transaction((tx) =>
          work({
            ...tx,
            query: (sql, params) => {
              sentBefore += 1;
              return tx.query(sql, params);
            },
            exec: (sql) => {
              sentBefore += 1;
              return tx.exec(sql);
            },
          }),
        ),
    } as Database;
    const creates = createBatcher(counting);
    const settled = await Promise.all(
      ['Sent with the commit 1', "Sent with the commit 'two'"].map((note) =>
        creates.create(
          entries,
          parseBody(entries, entry(leaves[2].id, leaves[3].id, '7.10', note), 'create'),
          actor,
        ),
      ),
    );
    expect(sentBefore).toBe(0);

    // The answer, a later read and the audit trail hold the same record, number and labels included.
    const headers = { authorization: `Bearer ${token}` };
    for (const record of settled) {
      expect(record.number).toBeGreaterThan(0);
      const read = (await t.app.inject({ url: `/api/v1/entries/${record.id}`, headers })).json().data;
      expect(record).toEqual(read);
      const audit = (
        await t.app.inject({ url: `/api/v1/audit?entity=entries&id=${record.id}`, headers })
      ).json().data;
      expect(audit).toHaveLength(1);
      expect(audit[0].after).toEqual(read);
    }
  });
});
