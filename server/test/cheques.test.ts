import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
let token: string;
const request = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: Record<string, unknown>,
) => t.app.inject({ method, url: `/api/v1${url}`, headers: { authorization: `Bearer ${token}` }, payload });

type Data = { id: string; number: number } & Record<string, unknown>;
const created = async (url: string, payload: Record<string, unknown>) => {
  const response = await request('POST', url, payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as Data;
};
const read = async (url: string) => {
  const response = await request('GET', url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as Data;
};

const entryOf = async (id: string) =>
  (
    await t.db.query<{ created_from: string; created_from_code: number | null; debit: string }>(
      'select created_from, created_from_code, debit::text from entries where created_from_id = $1',
      [id],
    )
  ).rows;
type Line = {
  accountId: string;
  debit: string;
  credit: string;
  observeAccountId: string;
  costCenterId: string | null;
};
const linesOf = async (id: string): Promise<[string, string, string][]> =>
  ((await read(`/entries/created-from/${id}`)) as unknown as { entry: { lines: Line[] } }).entry.lines.map(
    (line) => [line.accountId, line.debit, line.credit],
  );

const account: Record<string, string> = {};
let aed: string;
let client: string;
let received: Data;
let apartment: Data;

beforeAll(async () => {
  t = await createTestApp();
  token = await t.signIn();
  for (const row of (await request('GET', '/accounts/leaves?pageSize=1000')).json().data as {
    id: string;
    code: string;
  }[])
    account[row.code] = row.id;
  aed = (await request('GET', '/currencies?code=AED')).json().data[0].id;
  const customer = await created('/users', { cardType: 1, name: 'Cheque client', phone: '0500000001' });
  client = customer.accountId as string;
  received = await read('/cheque-patterns/code/2');
  apartment = (await request('GET', '/apartments?pageSize=1')).json().data[0];
  // The apartment's building banks at 1321 and keeps its cheques at 122.
  const building = await request('PATCH', `/buildings/${apartment.buildingId}`, {
    buildingBankAccountId: account['1321'],
    buildingChequeAccountId: account['122'],
  });
  expect(building.statusCode, building.body).toBe(200);
});
afterAll(async () => t?.close());

let sequence = 0;
const newCheque = (amount = '5000', extra: Record<string, unknown> = {}) => {
  sequence += 1;
  return created('/cheques', {
    chequePatternId: received.id,
    date: '2026-11-01',
    internalNumber: `CHQ-${sequence}`,
    amount,
    customerId: null,
    accountId: client,
    observeAccountId: account['122'],
    currencyId: aed,
    dueDate: '2026-12-01',
    apartmentId: apartment.id,
    ...extra,
  });
};

const operation = (cheque: Data, extra: Record<string, unknown> = {}) => ({
  chequeId: cheque.id,
  date: '2026-12-01',
  amount: cheque.amount,
  currencyId: aed,
  debitAccountId: account['1321'],
  creditAccountId: account['122'],
  genEntries: true,
  ...extra,
});

const statusOf = async (id: string) => {
  const cheque = await read(`/cheques/${id}`);
  return [cheque.status, cheque.collectionStatus, cheque.partialCollectionStatus, cheque.returnStatus];
};

describe('cheques', () => {
  it('take the pattern code, start uncollected and post Dr the observe account / Cr the client', async () => {
    const cheque = await newCheque('5000.25');
    expect(cheque).toMatchObject({ code: 2, status: 1, collectionStatus: false });
    expect(await entryOf(cheque.id)).toEqual([
      { created_from: 'CHQ', created_from_code: 2, debit: '5000.2500' },
    ]);
    expect(await linesOf(cheque.id)).toEqual([
      [account['122'], '5000.2500', '0.0000'],
      [client, '0.0000', '5000.2500'],
    ]);
  });

  it("take the pattern's notes account when a received cheque names no observe account", async () => {
    expect(received.defaultAccountId).toBeTruthy();
    const cheque = await newCheque('700', { observeAccountId: undefined });
    expect(cheque.observeAccountId).toBe(received.defaultAccountId);
    // One that names its own keeps it.
    const named = await newCheque('700', { observeAccountId: account['1321'] });
    expect(named.observeAccountId).toBe(account['1321']);
  });

  it('refuse a missing due date unless the cheque has none, and the same account on both sides', async () => {
    const base = { chequePatternId: received.id, date: '2026-11-01', amount: '10', currencyId: aed };
    const noDue = await request('POST', '/cheques', {
      ...base,
      accountId: client,
      observeAccountId: account['122'],
    });
    expect(noDue.statusCode).toBe(400);
    expect(noDue.json().errors).toHaveProperty('dueDate');
    const same = await request('POST', '/cheques', {
      ...base,
      withoutDueDate: true,
      accountId: client,
      observeAccountId: client,
    });
    expect(same.statusCode).toBe(400);
    expect(same.json().errors).toHaveProperty('observeAccountId');
  });

  it('answer the collection defaults of the pattern and the building (5.4)', async () => {
    const cheque = await newCheque();
    const defaults = await read(
      `/cheques/${cheque.id}/operation-defaults?operation=collection&date=2026-11-25`,
    );
    // The seeded received pattern: building bank on, dated at the due date, entries on.
    expect(defaults).toMatchObject({
      chequeId: cheque.id,
      amount: '5000',
      date: '2026-12-01',
      debitAccountId: account['1321'],
      creditAccountId: account['122'],
      currencyId: aed,
      genEntries: true,
    });
    const back = await read(`/cheques/${cheque.id}/operation-defaults?operation=return&date=2026-11-25`);
    expect(back).toMatchObject({
      date: '2026-11-25',
      debitAccountId: client,
      creditAccountId: account['122'],
    });
  });

  it('collect once: the entry, the status, the second collection and a partial refused, delete resets', async () => {
    const cheque = await newCheque();
    const collection = await created('/op-collections', operation(cheque));
    expect(await entryOf(collection.id)).toEqual([
      { created_from: 'OP_COLLECTION', created_from_code: 2, debit: '5000.0000' },
    ]);
    expect(await linesOf(collection.id)).toEqual([
      [account['1321'], '5000.0000', '0.0000'],
      [account['122'], '0.0000', '5000.0000'],
    ]);
    expect(await statusOf(cheque.id)).toEqual([2, true, false, false]);
    expect((await read(`/op-collections/cheque/${cheque.id}`)).id).toBe(collection.id);

    const twice = await request('POST', '/op-collections', operation(cheque));
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('The cheque is already collected');
    const partial = await request('POST', '/op-partial-collections', operation(cheque, { amount: '10' }));
    expect(partial.statusCode).toBe(409);

    const deleteCheque = await request('DELETE', `/cheques/${cheque.id}`);
    expect(deleteCheque.statusCode).toBe(409);
    expect(deleteCheque.json().message).toContain('\nCheque collection: 1\n');

    expect((await request('DELETE', `/op-collections/${collection.id}`)).statusCode).toBe(200);
    expect(await entryOf(collection.id)).toEqual([]);
    expect(await statusOf(cheque.id)).toEqual([1, false, false, false]);
    expect((await request('GET', `/op-collections/cheque/${cheque.id}`)).json().data).toBeNull();
    expect((await request('DELETE', `/cheques/${cheque.id}`)).statusCode).toBe(200);
    expect(await entryOf(cheque.id)).toEqual([]);
  });

  it('post the commission as its own pair, its value from the percentage when none is given', async () => {
    const cheque = await newCheque('2000');
    const collection = await created(
      '/op-collections',
      operation(cheque, {
        commissionPercentage: '1.5',
        commissionDebitId: account['33'] ?? account['1311'],
        commissionCreditId: account['1321'],
      }),
    );
    expect(collection.commissionValue).toBe('30.0000');
    const lines = await linesOf(collection.id);
    expect(lines).toHaveLength(4);
    expect(lines.slice(2)).toEqual([
      [account['33'] ?? account['1311'], '30.0000', '0.0000'],
      [account['1321'], '0.0000', '30.0000'],
    ]);
    const noAccounts = await request(
      'POST',
      '/op-collections',
      operation(await newCheque('10'), { commissionValue: '1' }),
    );
    expect(noAccounts.statusCode).toBe(400);
    expect(Object.keys(noAccounts.json().errors)).toEqual(['commissionDebitId', 'commissionCreditId']);
  });

  it('number partial collections 1..n per cheque, keep them within the amount and exclude a collection', async () => {
    const cheque = await newCheque('1000');
    const first = await created('/op-partial-collections', operation(cheque, { amount: '400' }));
    const second = await created('/op-partial-collections', operation(cheque, { amount: '350.5' }));
    expect([first.number, second.number]).toEqual([1, 2]);
    expect(second).toMatchObject({
      totalValue: '1000.0000',
      totalSumPrev: '400.0000',
      totalSum: '750.5000',
      rest: '249.5000',
    });
    expect(await statusOf(cheque.id)).toEqual([3, false, true, false]);
    expect(await linesOf(second.id)).toEqual([
      [account['1321'], '350.5000', '0.0000'],
      [account['122'], '0.0000', '350.5000'],
    ]);

    const over = await request('POST', '/op-partial-collections', operation(cheque, { amount: '249.51' }));
    expect(over.statusCode).toBe(400);
    // It says how much is left to collect.
    expect(over.json().errors).toEqual({
      amount: 'The amount is more than what is left of the cheque: 249.5',
    });
    expect(over.json().codes).toEqual({ amount: 'partialAboveLeft?rest=249.5' });
    const collection = await request('POST', '/op-collections', operation(cheque));
    expect(collection.statusCode).toBe(409);

    const defaults = await read(`/cheques/${cheque.id}/operation-defaults?operation=partial&date=2026-11-25`);
    expect(defaults).toMatchObject({ amount: '249.5', totalSumPrev: '750.5', rest: '0' });

    const third = await created('/op-partial-collections', operation(cheque, { amount: '249.5' }));
    expect(third).toMatchObject({ number: 3, rest: '0.0000' });
    const more = await request('POST', '/op-partial-collections', operation(cheque, { amount: '0.01' }));
    expect(more.statusCode).toBe(409);
    expect(more.json().message).toBe('The cheque is fully collected');

    expect((await read(`/op-partial-collections/cheque/${cheque.id}`)).id).toBe(third.id);
    expect((await read(`/op-partial-collections/next?cheque_id=${cheque.id}&number=1`)).id).toBe(second.id);
    expect((await read(`/op-partial-collections/previous?cheque_id=${cheque.id}&number=2`)).id).toBe(
      first.id,
    );
    expect(
      (await request('GET', `/op-partial-collections/next?cheque_id=${cheque.id}&number=3`)).statusCode,
    ).toBe(404);
    const last = await request('POST', '/pagination/last-one', {
      entity: 'op_partial_collection',
      chequeId: cheque.id,
    });
    expect(last.json().data).toMatchObject({ number: 3, id: third.id });

    // Only the last changes its amount or goes; its number is then taken again.
    const middle = await request('DELETE', `/op-partial-collections/${second.id}`);
    expect(middle.statusCode).toBe(409);
    const edit = await request('PATCH', `/op-partial-collections/${first.id}`, { amount: '300' });
    expect(edit.statusCode).toBe(409);
    expect((await request('DELETE', `/op-partial-collections/${third.id}`)).statusCode).toBe(200);
    expect(await entryOf(third.id)).toEqual([]);
    const again = await created('/op-partial-collections', operation(cheque, { amount: '100' }));
    expect(again).toMatchObject({ number: 3, totalSumPrev: '750.5000', rest: '149.5000' });
    const edited = await request('PATCH', `/op-partial-collections/${again.id}`, { amount: '249.5' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({ rest: '0.0000', totalSum: '1000.0000' });
  });

  it('refuse one of two partial collections sent at once that together exceed the amount', async () => {
    const cheque = await newCheque('100');
    const responses = await Promise.all(
      [60, 70].map((amount) =>
        request('POST', '/op-partial-collections', operation(cheque, { amount: String(amount) })),
      ),
    );
    const codes = responses.map((response) => response.statusCode).sort();
    expect(codes[0]).toBe(201);
    expect(codes[1]).toBeGreaterThanOrEqual(400);
    expect(codes[1]).toBeLessThan(500);
    const { rows } = await t.db.query<{ total: string; count: number }>(
      'select coalesce(sum(amount), 0)::text as total, count(*)::int as count from op_partial_collections where cheque_id = $1',
      [cheque.id],
    );
    expect(rows[0].count).toBe(1);
    expect(Number(rows[0].total)).toBeLessThanOrEqual(100);
  });

  it('return with a reason, refuse a collection until the cheque is presented again, then collect', async () => {
    const cheque = await newCheque('750');
    const noReason = await request('POST', '/op-returns', operation(cheque, { debitAccountId: client }));
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors).toHaveProperty('reason');
    const otherWithoutText = await request(
      'POST',
      '/op-returns',
      operation(cheque, { debitAccountId: client, reason: 5 }),
    );
    expect(otherWithoutText.json().errors).toHaveProperty('reasonNote');

    const returned = await created(
      '/op-returns',
      operation(cheque, { debitAccountId: client, reason: 5, reasonNote: 'Stopped by the drawer' }),
    );
    expect(await statusOf(cheque.id)).toEqual([4, false, false, true]);
    expect(await linesOf(returned.id)).toEqual([
      [client, '750.0000', '0.0000'],
      [account['122'], '0.0000', '750.0000'],
    ]);
    const early = await request('POST', '/op-collections', operation(cheque));
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toContain('returned');
    expect(
      (await request('POST', '/op-returns', operation(cheque, { debitAccountId: client, reason: 1 })))
        .statusCode,
    ).toBe(409);

    const presented = await request('PATCH', `/op-returns/${returned.id}`, { representedAt: '2026-12-05' });
    expect(presented.statusCode, presented.body).toBe(200);
    expect(await statusOf(cheque.id)).toEqual([1, false, false, false]);
    await created('/op-collections', operation(cheque, { date: '2026-12-08' }));
    expect(await statusOf(cheque.id)).toEqual([2, true, false, false]);
    // The return stays on record; reopening it now would return a collected cheque.
    const reopen = await request('PATCH', `/op-returns/${returned.id}`, { representedAt: null });
    expect(reopen.statusCode).toBe(409);
    expect((await read(`/op-returns/cheque/${cheque.id}`)).id).toBe(returned.id);
  });

  it('keep a cheque replaced by a new one uncollectable, and delete a return to reset it', async () => {
    const old = await newCheque('900');
    const replacement = await newCheque('900');
    const returned = await created(
      '/op-returns',
      operation(old, { debitAccountId: client, reason: 1, connectWithChqId: replacement.id }),
    );
    expect((await request('POST', '/op-collections', operation(old))).statusCode).toBe(409);
    const presented = await request('PATCH', `/op-returns/${returned.id}`, { representedAt: '2026-12-05' });
    expect(presented.statusCode).toBe(400);
    await created('/op-collections', operation(replacement));
    expect((await request('DELETE', `/cheques/${replacement.id}`)).statusCode).toBe(409);

    expect((await request('DELETE', `/op-returns/${returned.id}`)).statusCode).toBe(200);
    expect(await entryOf(returned.id)).toEqual([]);
    expect(await statusOf(old.id)).toEqual([1, false, false, false]);
  });

  it('hold the rules in the database too, whatever writes there', async () => {
    const cheque = await newCheque('100');
    const collection = await created('/op-collections', operation(cheque));
    const insert = (table: string, amount: string) =>
      t.db.query(
        `insert into ${table} (number, cheque_id, date, amount, currency_id, debit_account_id, credit_account_id)
         values (-1, $1, '2026-12-01', $2, $3, $4, $5)`,
        [cheque.id, amount, aed, account['1321'], account['122']],
      );
    await expect(insert('op_collections', '100')).rejects.toMatchObject({ code: '23505' });
    await expect(insert('op_partial_collections', '10')).rejects.toMatchObject({ code: 'AQ409' });
    await t.db.query('delete from op_collections where id = $1', [collection.id]);
    await insert('op_partial_collections', '60');
    await expect(insert('op_partial_collections', '40.01')).rejects.toMatchObject({ code: 'AQ409' });
    await expect(insert('op_collections', '100')).rejects.toMatchObject({ code: 'AQ409' });
    await expect(
      t.db.query('update cheques set amount = 50 where id = $1', [cheque.id]),
    ).rejects.toMatchObject({
      code: 'AQ409',
    });
    const amountChange = await request('PATCH', `/cheques/${cheque.id}`, { amount: '50' });
    expect(amountChange.statusCode).toBe(409);
  });
});
