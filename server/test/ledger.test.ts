import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postDocumentEntry, removeDocumentEntry } from '../src/modules/ledger/posting.ts';
import { systemActor } from '../src/http/actor.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
let token: string;
let accounts: { id: string; code: string }[];
let aed: string;
let usd: string;
const auth = () => ({ authorization: `Bearer ${token}` });
const request = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE' | 'PUT',
  url: string,
  payload?: Record<string, unknown>,
) => t.app.inject({ method, url: `/api/v1${url}`, headers: auth(), payload });
const entryCount = async () =>
  (await t.db.query<{ count: number }>('select count(*)::int8 as count from entries')).rows[0].count;
const lines = (debitAccount: string, creditAccount: string, amount: string) => [
  { accountId: debitAccount, debit: amount, credit: '0' },
  { accountId: creditAccount, debit: '0', credit: amount },
];

beforeAll(async () => {
  t = await createTestApp();
  token = await t.signIn();
  accounts = (await request('GET', '/accounts/leaves?pageSize=10&sort=code')).json().data;
  const currencies = (await request('GET', '/currencies?pageSize=100')).json().data as {
    id: string;
    code: string;
  }[];
  aed = currencies.find((c) => c.code === 'AED')!.id;
  usd = currencies.find((c) => c.code === 'USD')!.id;
});
afterAll(async () => t?.close());

describe('journal entries through the API', () => {
  it('creates a balanced entry from the spec payload, with base amounts and totals', async () => {
    const response = await request('POST', '/entries', {
      entry: { date: '2026-03-01', currencyId: usd, currencyVal: '3.6725', note: 'USD purchase' },
      entryGridData: lines(accounts[0].id, accounts[1].id, '100.01'),
    });
    expect(response.statusCode, response.body).toBe(201);
    const entry = response.json().data;
    expect(entry.debit).toBe('100.0100');
    expect(entry.credit).toBe('100.0100');
    expect(
      entry.lines.map((l: { debitBase: string; creditBase: string }) => [l.debitBase, l.creditBase]),
    ).toEqual([
      ['367.2867', '0.0000'],
      ['0.0000', '367.2867'],
    ]);
    expect(entry.lines[0].accountIdLabel).toBeTruthy();
  });

  it("lists each entry with its first line's account, cost center and observe account", async () => {
    const costCenter = (await request('GET', '/cost-centers?pageSize=1')).json().data[0];
    const created = await request('POST', '/entries', {
      date: '2026-03-02',
      currencyId: aed,
      note: 'Listed with its accounts',
      lines: [
        {
          accountId: accounts[2].id,
          debit: '5',
          credit: '0',
          costCenterId: costCenter.id,
          observeAccountId: accounts[3].id,
        },
        { accountId: accounts[3].id, debit: '0', credit: '5', observeAccountId: accounts[2].id },
      ],
    });
    expect(created.statusCode, created.body).toBe(201);
    const row = (await request('GET', '/entries?search=Listed%20with%20its%20accounts')).json().data[0];
    expect(row).toMatchObject({
      accountId: accounts[2].id,
      costCenterId: costCenter.id,
      observeAccountId: accounts[3].id,
    });
    expect(row.accountIdLabel).toBeTruthy();
    expect(row.costCenterIdLabel).toBeTruthy();
    expect(row.observeAccountIdLabel).toBeTruthy();

    // Lines in another order: the header follows the new first line.
    const updated = await request('PATCH', `/entries/${row.id}`, {
      lines: [
        { accountId: accounts[3].id, debit: '0', credit: '5' },
        { accountId: accounts[2].id, debit: '5', credit: '0' },
      ],
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().data).toMatchObject({
      accountId: accounts[3].id,
      costCenterId: null,
      observeAccountId: null,
    });
  });

  it('refuses an unbalanced entry with the spec messages and saves nothing', async () => {
    const before = await entryCount();
    const response = await request('POST', '/entries', {
      date: '2026-03-01',
      currencyId: aed,
      lines: [
        { accountId: accounts[0].id, debit: '100', credit: '0' },
        { accountId: accounts[1].id, debit: '0', credit: '90' },
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.debit).toBe('Debit and credit must be equal.');
    expect(response.json().errors.difference).toBe('Difference must be 0.');
    expect(await entryCount()).toBe(before);
  });

  it('refuses an entry whose totals are below 1 (spec section 5) and saves nothing; 1 is enough', async () => {
    const before = await entryCount();
    const small = await request('POST', '/entries', {
      date: '2026-03-01',
      currencyId: aed,
      lines: lines(accounts[0].id, accounts[1].id, '0.99'),
    });
    expect(small.statusCode, small.body).toBe(400);
    expect(small.json().errors).toEqual({
      debit: "The entry's totals must be at least 1",
      credit: "The entry's totals must be at least 1",
    });
    expect(await entryCount()).toBe(before);
    const one = await request('POST', '/entries', {
      date: '2026-03-01',
      currencyId: aed,
      lines: lines(accounts[0].id, accounts[1].id, '1'),
    });
    expect(one.statusCode, one.body).toBe(201);
  });

  it('refuses two-sided lines and a repeated account on one side', async () => {
    const twoSided = await request('POST', '/entries', {
      date: '2026-03-01',
      currencyId: aed,
      lines: [
        { accountId: accounts[0].id, debit: '10', credit: '10' },
        { accountId: accounts[1].id, debit: '0', credit: '0' },
      ],
    });
    expect(twoSided.statusCode).toBe(400);
    expect(twoSided.json().errors['lines.0.debit']).toBe(
      'Either debit or credit should be non-zero, but not both.',
    );
    const repeated = await request('POST', '/entries', {
      date: '2026-03-01',
      currencyId: aed,
      lines: [
        { accountId: accounts[0].id, debit: '5', credit: '0' },
        { accountId: accounts[0].id, debit: '5', credit: '0' },
        { accountId: accounts[1].id, debit: '0', credit: '10' },
      ],
    });
    expect(repeated.statusCode).toBe(400);
    expect(repeated.json().errors['lines.1.accountId']).toBe(
      'Account IDs must be unique for debit and credit entries respectively.',
    );
  });

  it('refuses a line on a parent account', async () => {
    const parent = (await request('GET', '/accounts?code=12&pageSize=5'))
      .json()
      .data.find((a: { code: string }) => a.code === '12');
    const response = await request('POST', '/entries', {
      date: '2026-03-01',
      currencyId: aed,
      lines: lines(parent.id, accounts[1].id, '10'),
    });
    // Refused at the line, as the definition's leaf-only account field says.
    expect(response.statusCode).toBe(400);
    expect(response.json().codes).toEqual({ 'lines.0.accountId': 'accountNotLeaf' });
  });
});

describe('the database itself', () => {
  it('refuses an unbalanced entry written directly in SQL', async () => {
    const attempt = t.db.transaction(async (tx) => {
      const { rows } = await tx.query<{ id: string }>(
        `insert into entries (number, date, currency_id, currency_val) values (900001, '2026-03-02', $1, 1) returning id`,
        [aed],
      );
      await tx.query(
        `insert into entry_lines (parent_id, position, account_id, debit, credit, debit_base, credit_base)
         values ($1, 0, $2, 100, 0, 100, 0), ($1, 1, $3, 0, 99, 0, 99)`,
        [rows[0].id, accounts[0].id, accounts[1].id],
      );
    });
    await expect(attempt).rejects.toThrow(/Debit and credit must be equal/);
    const { rows } = await t.db.query('select 1 from entries where number = 900001');
    expect(rows).toHaveLength(0);
  });

  it('refuses a line on an account with sub-accounts', async () => {
    const parent = await t.db.query<{ id: string }>(`select id from accounts where code = '12'`);
    await expect(
      t.db.transaction(async (tx) => {
        const { rows } = await tx.query<{ id: string }>(
          `insert into entries (number, date, currency_id) values (900004, '2026-03-02', $1) returning id`,
          [aed],
        );
        await tx.query(
          `insert into entry_lines (parent_id, position, account_id, debit, credit, debit_base, credit_base)
           values ($1, 0, $2, 5, 0, 5, 0), ($1, 1, $3, 0, 5, 0, 5)`,
          [rows[0].id, parent.rows[0].id, accounts[1].id],
        );
      }),
    ).rejects.toThrow(/sub-accounts/);
  });

  it('refuses a line with both sides, and an entry without lines', async () => {
    await expect(
      t.db.transaction(async (tx) => {
        const { rows } = await tx.query<{ id: string }>(
          `insert into entries (number, date, currency_id) values (900002, '2026-03-02', $1) returning id`,
          [aed],
        );
        await tx.query(
          `insert into entry_lines (parent_id, position, account_id, debit, credit, debit_base, credit_base) values ($1, 0, $2, 5, 5, 5, 5)`,
          [rows[0].id, accounts[0].id],
        );
      }),
    ).rejects.toThrow(/entry_lines_one_side/);
    await expect(
      t.db.transaction((tx) =>
        tx.query(`insert into entries (number, date, currency_id) values (900003, '2026-03-02', $1)`, [aed]),
      ),
    ).rejects.toThrow(/at least two lines/);
  });
});

describe('document entries', () => {
  const documentId = '11111111-1111-4111-8111-111111111111';

  it('are replaced in place, never duplicated, and removed with the document', async () => {
    const post = (amount: string) =>
      t.db.transaction((tx) =>
        postDocumentEntry(
          tx,
          {
            origin: 'VOUCHER',
            originId: documentId,
            code: 2,
            date: '2026-04-01',
            currencyId: aed,
            rate: '1',
            lines: lines(accounts[0].id, accounts[1].id, amount),
          },
          systemActor,
        ),
      );
    const first = await post('50');
    const second = await post('75');
    expect(second.id).toBe(first.id);
    expect(second.number).toBe(first.number);
    expect(second.debit).toBe('75.0000');
    const { rows } = await t.db.query('select id from entries where created_from_id = $1', [documentId]);
    expect(rows).toHaveLength(1);

    const found = await request('GET', `/entries/created-from/${documentId}`);
    expect(found.statusCode).toBe(200);
    expect(found.json().data.entry.id).toBe(first.id);

    const edit = await request('PATCH', `/entries/${first.id}`, { note: 'sneaky edit' });
    expect(edit.statusCode).toBe(409);
    const remove = await request('DELETE', `/entries/${first.id}`);
    expect(remove.statusCode).toBe(409);

    await t.db.transaction((tx) => removeDocumentEntry(tx, 'VOUCHER', documentId, systemActor));
    const gone = await request('GET', `/entries/created-from/${documentId}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe('There is no Entry');
  });
});

describe('period lock', () => {
  it('holds for creating, changing and deleting entries on or before the lock date', async () => {
    const early = (
      await request('POST', '/entries', {
        date: '2026-01-10',
        currencyId: aed,
        lines: lines(accounts[0].id, accounts[1].id, '20'),
      })
    ).json().data;
    const lock = await request('PUT', '/settings/lock-date', { lockDate: '2026-01-31' });
    expect(lock.statusCode, lock.body).toBe(200);
    expect((await request('GET', '/settings/lock-date')).json().data.lockDate).toBe('2026-01-31');

    const create = await request('POST', '/entries', {
      date: '2026-01-31',
      currencyId: aed,
      lines: lines(accounts[0].id, accounts[1].id, '20'),
    });
    expect(create.statusCode).toBe(422);
    expect(create.json().message).toMatch(/31\/01\/2026 is locked/);
    const update = await request('PATCH', `/entries/${early.id}`, { note: 'changed' });
    expect(update.statusCode).toBe(422);
    const remove = await request('DELETE', `/entries/${early.id}`);
    expect(remove.statusCode).toBe(422);
    const moveIn = (
      await request('POST', '/entries', {
        date: '2026-02-01',
        currencyId: aed,
        lines: lines(accounts[0].id, accounts[1].id, '20'),
      })
    ).json().data;
    expect((await request('PATCH', `/entries/${moveIn.id}`, { date: '2026-01-15' })).statusCode).toBe(422);

    expect((await request('PUT', '/settings/lock-date', { lockDate: null })).statusCode).toBe(200);
    expect((await request('PATCH', `/entries/${early.id}`, { note: 'changed' })).statusCode).toBe(200);
  });
});
