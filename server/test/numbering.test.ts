import { entityByKey } from '@aqar/domain/registry';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.ts';
import { systemActor } from '../src/http/actor.ts';
import { createRecord } from '../src/resources/create-records.ts';
import type { Row } from '../src/resources/record.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
let token: string;
let debitAccount: string;
let creditAccount: string;
let aed: string;

const entries = () => entityByKey('entries')!;
const entryValues = (note: string, amount = '10'): Row => ({
  date: '2026-06-01',
  currencyId: aed,
  currencyVal: '1',
  note,
  lines: [
    { accountId: debitAccount, debit: amount, credit: '0' },
    { accountId: creditAccount, debit: '0', credit: amount },
  ],
});
const lastEntryNumber = async () =>
  (await t.db.query<{ last: number }>('select coalesce(max(number), 0)::int8 as last from entries')).rows[0]
    .last;

beforeAll(async () => {
  t = await createTestApp();
  token = await t.signIn();
  const get = async (url: string) =>
    (await t.app.inject({ url: `/api/v1${url}`, headers: { authorization: `Bearer ${token}` } })).json().data;
  const leaves = (await get('/accounts/leaves?pageSize=2&sort=code')) as { id: string }[];
  [debitAccount, creditAccount] = leaves.map((leaf) => leaf.id);
  aed = ((await get('/currencies?code=AED')) as { id: string }[])[0].id;
});
afterAll(async () => t?.close());

describe('numbers taken at commit', () => {
  it('reach the returned record, the stored row and the audit trail; no placeholder is left', async () => {
    const start = (await lastEntryNumber()) + 1;
    const record = await t.db.transaction((tx) =>
      createRecord(tx, entries(), entryValues('Numbered at commit'), systemActor),
    );
    expect(record.number).toBe(start);
    const audit = await t.app.inject({
      url: `/api/v1/audit?entity=entries&id=${record.id}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(audit.json().data[0].after.number).toBe(start);
    const negative = await t.db.query('select id from entries where number <= 0');
    expect(negative.rows).toEqual([]);
  });

  it('are not taken by a transaction that fails its deferred ledger check', async () => {
    const start = (await lastEntryNumber()) + 1;
    await expect(
      t.db.transaction(async (tx) => {
        const record = await createRecord(tx, entries(), entryValues('Unbalanced later'), systemActor);
        // Unbalances the entry behind the API's back; the database's check refuses it at commit.
        await tx.query(
          'update entry_lines set debit_base = debit_base + 1 where parent_id = $1 and debit > 0',
          [record.id],
        );
      }),
    ).rejects.toThrow('Debit and credit must be equal.');
    const next = await t.db.transaction((tx) =>
      createRecord(tx, entries(), entryValues('After the refusal'), systemActor),
    );
    expect(next.number).toBe(start);
  });

  it('number several records of one transaction in the order they were created', async () => {
    const start = (await lastEntryNumber()) + 1;
    const created = await t.db.transaction(async (tx) => [
      await createRecord(tx, entries(), entryValues('First of three'), systemActor),
      await createRecord(tx, entries(), entryValues('Second of three'), systemActor),
      await createRecord(tx, entries(), entryValues('Third of three'), systemActor),
    ]);
    expect(created.map((record) => record.number)).toEqual([start, start + 1, start + 2]);
  });
});

// The point of numbering at commit: an open transaction does not hold its scope's counter, so
// another one creates, numbers and commits meanwhile. PGlite runs one transaction at a time, so
// this belongs to the PostgreSQL server's run only.
if (process.env.AQAR_TEST_DB === 'pg') {
  describe('numbers taken at commit on a PostgreSQL server', () => {
    it('let another transaction number and commit while one is still open', async () => {
      const other = await openDatabase({ url: t.databaseUrl! });
      try {
        const start = (await lastEntryNumber()) + 1;
        let release!: () => void;
        const held = new Promise<void>((resolve) => {
          release = resolve;
        });
        let created!: () => void;
        const openCreated = new Promise<void>((resolve) => {
          created = resolve;
        });
        const open = t.db.transaction(async (tx) => {
          const record = await createRecord(tx, entries(), entryValues('Open transaction'), systemActor);
          created();
          await held;
          return record;
        });
        await openCreated;
        const meanwhile = await other.transaction((tx) =>
          createRecord(tx, entries(), entryValues('Committed meanwhile'), systemActor),
        );
        release();
        const late = await open;
        expect([meanwhile.number, late.number]).toEqual([start, start + 1]);
      } finally {
        await other.close();
      }
    });
  });
}
