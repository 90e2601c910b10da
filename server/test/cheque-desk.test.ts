import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { openDatabase } from '../src/db/client.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
let token: string;
const request = (method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { authorization: `Bearer ${token}` },
    payload: payload as Record<string, unknown> | undefined,
  });

type Data = { id: string; number: number } & Record<string, unknown>;
const created = async (url: string, payload: Record<string, unknown>) => {
  const response = await request('POST', url, payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as Data;
};

const account: Record<string, string> = {};
let aed: string;
let usd: string;
let received: Data;
let paid: Data;
let apartment: Data;
let bank: Data;
let otherBank: Data;

/** The user's day every desk call of this file names. */
const today = '2026-12-30';

beforeAll(async () => {
  t = await createTestApp();
  token = await t.signIn();
  for (const row of (await request('GET', '/accounts/leaves?pageSize=1000')).json().data as {
    id: string;
    code: string;
  }[])
    account[row.code] = row.id;
  aed = (await request('GET', '/currencies?code=AED')).json().data[0].id;
  usd = (await request('GET', '/currencies?code=USD')).json().data[0].id;
  received = (await request('GET', '/cheque-patterns/code/2')).json().data;
  paid = (await request('GET', '/cheque-patterns/code/1')).json().data;
  apartment = (await request('GET', '/apartments?pageSize=1')).json().data[0];
  const building = await request('PATCH', `/buildings/${apartment.buildingId}`, {
    buildingBankAccountId: account['1321'],
    buildingChequeAccountId: account['122'],
  });
  expect(building.statusCode, building.body).toBe(200);
  bank = await created('/banks', { name: 'بنك المكتب', ltnname: 'Desk bank' });
  otherBank = await created('/banks', { name: 'بنك آخر', ltnname: 'Other bank' });
});
afterAll(async () => t?.close());

/** A customer of its own per test, so that the desk filtered by its account shows its cheques alone. */
const newClient = async (name: string) => {
  const customer = await created('/users', { cardType: 1, name, phone: '0500000003' });
  return { customerId: customer.id, accountId: customer.accountId as string };
};

let sequence = 0;
const newCheque = (
  client: { customerId: string; accountId: string },
  extra: Record<string, unknown> = {},
) => {
  sequence += 1;
  return created('/cheques', {
    chequePatternId: received.id,
    date: '2026-11-01',
    internalNumber: `DESK-${sequence}`,
    amount: '1000',
    customerId: client.customerId,
    accountId: client.accountId,
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

interface Totals {
  count: number;
  amount: string;
  rest: string;
}
interface Desk {
  today: string;
  weekEnd: string;
  buckets: Record<string, Totals>;
  banks: (Totals & { bankId: string | null; name: string | null })[];
  rows: Data[];
  count: number;
}
const desk = async (query: Record<string, string | number | boolean>) => {
  const search = new URLSearchParams(
    Object.entries({ today, ...query }).map(([key, value]) => [key, String(value)]),
  );
  const response = await request('GET', `/cheques/desk?${search}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as Desk;
};
/** Totals as exact numbers, so that scale does not matter (1000 and 1000.0000 are one amount). */
const exactly = (totals: Totals) => ({
  count: totals.count,
  amount: Number(totals.amount),
  rest: Number(totals.rest),
});

const collectionsOf = async (ids: string[]) =>
  (
    await t.db.query<{ cheque_id: string }>(
      'select cheque_id from op_collections where cheque_id = any($1::uuid[])',
      [ids],
    )
  ).rows.map((row) => row.cheque_id);

describe('the cheque desk', () => {
  let client: { customerId: string; accountId: string };
  const made: Record<string, Data> = {};

  beforeAll(async () => {
    client = await newClient('Desk tenant');
    const add = async (name: string, extra: Record<string, unknown>) => {
      made[name] = await newCheque(client, { internalNumber: `D-${name}`, ...extra });
    };
    await add('overdue1', { dueDate: '2026-12-01', amount: '1000.50', bankId: bank.id });
    await add('overdue2', {
      dueDate: '2026-12-29',
      amount: '250.25',
      bankId: otherBank.id,
      depositStatus: true,
    });
    await add('today', { dueDate: today, amount: '300', bankId: bank.id });
    await add('week1', { dueDate: '2027-01-02', amount: '400', apartmentId: null });
    await add('week2', { dueDate: '2027-01-05', amount: '500', bankId: bank.id });
    await add('later', { dueDate: '2027-01-06', amount: '600' });
    // 100 dollars at 3.6725: 367.25 in the base currency.
    await add('dollars', { dueDate: '2027-02-01', amount: '100', currencyId: usd, currencyVal: '3.6725' });
    await add('undated', { withoutDueDate: true, amount: '700' });
    // Partially collected, 600 of 1000 left: on the desk with its rest, not collectable at once.
    await add('partial', { dueDate: '2026-12-15', amount: '1000' });
    await created('/op-partial-collections', operation(made.partial, { amount: '400' }));
    // Returned and not replaced: still owed, on the desk as returned.
    await add('returned', { dueDate: '2026-12-10', amount: '200' });
    await created('/op-returns', operation(made.returned, { debitAccountId: client.accountId, reason: 1 }));
    // Off the desk: collected, fully collected by partials, returned and replaced, paid.
    await add('collected', { dueDate: '2026-12-20', amount: '50' });
    await created('/op-collections', operation(made.collected));
    await add('fullyPartial', { dueDate: '2026-12-20', amount: '60' });
    await created('/op-partial-collections', operation(made.fullyPartial, { amount: '60' }));
    await add('replaced', { dueDate: '2026-12-20', amount: '70' });
    await add('replacement', { dueDate: '2027-01-20', amount: '70' });
    await created(
      '/op-returns',
      operation(made.replaced, {
        amount: '70',
        debitAccountId: client.accountId,
        reason: 2,
        connectWithChqId: made.replacement.id,
      }),
    );
    await add('paid', {
      chequePatternId: paid.id,
      dueDate: '2026-12-20',
      amount: '80',
      observeAccountId: account['1321'],
    });
  });

  it('buckets the received cheques still to collect by due date, with exact totals', async () => {
    const answer = await desk({ accountId: client.accountId });
    expect(answer).toMatchObject({ today, weekEnd: '2027-01-05' });
    expect(exactly(answer.buckets.overdue)).toEqual({
      count: 4,
      amount: 1000.5 + 250.25 + 1000 + 200,
      rest: 1000.5 + 250.25 + 600 + 200,
    });
    expect(answer.buckets.overdue.rest).toBe('2050.75');
    expect(exactly(answer.buckets.today)).toEqual({ count: 1, amount: 300, rest: 300 });
    expect(exactly(answer.buckets.week)).toEqual({ count: 2, amount: 900, rest: 900 });
    expect(exactly(answer.buckets.later)).toEqual({ count: 3, amount: 600 + 367.25 + 70, rest: 1037.25 });
    expect(exactly(answer.buckets.noDueDate)).toEqual({ count: 1, amount: 700, rest: 700 });
    expect(answer.count).toBe(11);

    // By due date, none last; each row with its bucket, days overdue, rest and building.
    expect(answer.rows.map((row) => row.internalNumber)).toEqual([
      'D-overdue1',
      'D-returned',
      'D-partial',
      'D-overdue2',
      'D-today',
      'D-week1',
      'D-week2',
      'D-later',
      'D-replacement',
      'D-dollars',
      'D-undated',
    ]);
    const byName = Object.fromEntries(answer.rows.map((row) => [String(row.internalNumber).slice(2), row]));
    expect(byName.overdue1).toMatchObject({
      bucket: 'overdue',
      daysOverdue: 29,
      status: 1,
      collectable: true,
      buildingId: apartment.buildingId,
      bankIdLatinLabel: 'Desk bank',
    });
    expect(Number(byName.overdue1.rest)).toBe(1000.5);
    expect(byName.partial).toMatchObject({ status: 3, collectable: false });
    expect(Number(byName.partial.rest)).toBe(600);
    expect(byName.returned).toMatchObject({ status: 4, collectable: false });
    expect(byName.week1).toMatchObject({ bucket: 'week', daysOverdue: 0, buildingId: null });
    expect(byName.undated).toMatchObject({ bucket: 'noDueDate', dueDate: null });

    // Per bank: the cheques without one together.
    const banks = Object.fromEntries(answer.banks.map((row) => [row.name ?? 'none', exactly(row)]));
    expect(banks).toEqual({
      [bank.name as string]: { count: 3, amount: 1800.5, rest: 1800.5 },
      [otherBank.name as string]: { count: 1, amount: 250.25, rest: 250.25 },
      none: { count: 7, amount: 1000 + 200 + 400 + 600 + 367.25 + 70 + 700, rest: 2937.25 },
    });
  });

  it('filters by bucket, bank, building, tenant, pattern, deposit status, status and number', async () => {
    const names = (answer: Desk) => answer.rows.map((row) => row.internalNumber);
    const overdue = await desk({ accountId: client.accountId, bucket: 'overdue' });
    expect(names(overdue)).toEqual(['D-overdue1', 'D-returned', 'D-partial', 'D-overdue2']);
    expect(overdue.count).toBe(4);
    // The cards keep every bucket; the banks follow the chosen one.
    expect(overdue.buckets.today.count).toBe(1);
    expect(overdue.banks.map((row) => [row.name ?? 'none', row.count])).toEqual(
      expect.arrayContaining([
        [bank.name, 1],
        [otherBank.name, 1],
        ['none', 2],
      ]),
    );
    expect(names(await desk({ accountId: client.accountId, bucket: 'week' }))).toEqual([
      'D-week1',
      'D-week2',
    ]);
    expect(names(await desk({ accountId: client.accountId, bucket: 'noDueDate' }))).toEqual(['D-undated']);
    expect(names(await desk({ accountId: client.accountId, bankId: bank.id }))).toEqual([
      'D-overdue1',
      'D-today',
      'D-week2',
    ]);
    const inBuilding = await desk({
      accountId: client.accountId,
      buildingId: apartment.buildingId as string,
    });
    expect(names(inBuilding)).not.toContain('D-week1');
    expect(inBuilding.count).toBe(10);
    expect(names(await desk({ customerId: client.customerId, depositStatus: true }))).toEqual(['D-overdue2']);
    expect((await desk({ customerId: client.customerId, depositStatus: false })).count).toBe(10);
    expect(names(await desk({ customerId: client.customerId, status: 4 }))).toEqual(['D-returned']);
    expect(names(await desk({ customerId: client.customerId, search: 'd-WEEK' }))).toEqual([
      'D-week1',
      'D-week2',
    ]);
    expect((await desk({ customerId: client.customerId, code: 2 })).count).toBe(11);
    expect((await desk({ customerId: client.customerId, code: 1 })).count).toBe(0);
    // Pages of the same order.
    const second = await desk({ accountId: client.accountId, pageSize: 4, page: 1 });
    expect(names(second)).toEqual(['D-today', 'D-week1', 'D-week2', 'D-later']);
    expect(second.count).toBe(11);
  });

  it('answers the buckets alone for the home page, and refuses bad filters with a 400 per field', async () => {
    const response = await request(
      'GET',
      `/cheques/desk/buckets?today=${today}&accountId=${client.accountId}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    const { buckets } = response.json().data as { buckets: Record<string, Totals> };
    expect(exactly(buckets.overdue)).toEqual({ count: 4, amount: 2450.75, rest: 2050.75 });
    expect(buckets.today.count).toBe(1);

    const bad = await request(
      'GET',
      '/cheques/desk?today=2026-02-30&bucket=soon&bankId=x&depositStatus=maybe',
    );
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['bankId', 'bucket', 'depositStatus', 'today']);
    expect((await request('GET', '/cheques/desk?colour=red')).statusCode).toBe(400);
  });

  it('is for signed-in users only', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/v1/cheques/desk' });
    expect(anonymous.statusCode).toBe(401);
    const collect = await t.app.inject({
      method: 'POST',
      url: '/api/v1/cheques/bulk-collect',
      payload: { chequeIds: [made.today.id] },
    });
    expect(collect.statusCode).toBe(401);
  });
});

describe('bulk collection', () => {
  const entriesOf = async (ids: string[]) =>
    (
      await t.db.query<{ created_from_id: string; lines: [string, string, string][] }>(
        `select e.created_from_id,
                json_agg(json_build_array(l.account_id, l.debit::text, l.credit::text) order by l.position) as lines
           from entries e join entry_lines l on l.parent_id = e.id
          where e.created_from = 'OP_COLLECTION' and e.created_from_id = any($1::text[])
          group by e.created_from_id`,
        [ids],
      )
    ).rows;

  it('writes one collection and its entry per cheque, with the pattern and building defaults', async () => {
    const client = await newClient('Bulk tenant');
    const cheques = await Promise.all(
      ['1200', '800.75', '99.99'].map((amount, index) =>
        newCheque(client, { amount, dueDate: `2026-12-2${index}` }),
      ),
    );
    const ids = cheques.map((cheque) => cheque.id);
    const response = await request('POST', '/cheques/bulk-collect', { chequeIds: ids, date: '2026-12-30' });
    expect(response.statusCode, response.body).toBe(201);
    const answer = response.json().data;
    expect(answer).toMatchObject({ count: 3, amount: '2100.74' });
    expect(answer.collections.map((collection: { chequeId: string }) => collection.chequeId)).toEqual(ids);
    for (const collection of answer.collections) expect(collection.number).toBeGreaterThan(0);

    const collections = (
      await t.db.query<{ cheque_id: string; date: string; amount: string; debit_account_id: string }>(
        `select cheque_id, date::text, amount::text, debit_account_id from op_collections
          where cheque_id = any($1::uuid[]) order by op_collections.amount desc`,
        [ids],
      )
    ).rows;
    expect(collections).toEqual([
      { cheque_id: ids[0], date: '2026-12-30', amount: '1200.0000', debit_account_id: account['1321'] },
      { cheque_id: ids[1], date: '2026-12-30', amount: '800.7500', debit_account_id: account['1321'] },
      { cheque_id: ids[2], date: '2026-12-30', amount: '99.9900', debit_account_id: account['1321'] },
    ]);
    const entries = await entriesOf(answer.collections.map((collection: { id: string }) => collection.id));
    expect(entries).toHaveLength(3);
    for (const entry of entries) {
      const amount = entry.lines[0][1];
      expect(entry.lines).toEqual([
        [account['1321'], amount, '0.0000'],
        [account['122'], '0.0000', amount],
      ]);
    }
    for (const id of ids) {
      const cheque = (await request('GET', `/cheques/${id}`)).json().data;
      expect(cheque).toMatchObject({ status: 2, collectionStatus: true });
    }
    expect((await desk({ accountId: client.accountId })).count).toBe(0);
  });

  it('dates each collection by its pattern when no date is given (the seeded pattern: the due date)', async () => {
    const client = await newClient('Bulk dated tenant');
    const cheque = await newCheque(client, { dueDate: '2027-01-03' });
    const response = await request('POST', '/cheques/bulk-collect', { chequeIds: [cheque.id] });
    expect(response.statusCode, response.body).toBe(201);
    const { rows } = await t.db.query<{ date: string }>(
      'select date::text from op_collections where cheque_id = $1',
      [cheque.id],
    );
    expect(rows).toEqual([{ date: '2027-01-03' }]);
  });

  it('leaves every cheque untouched when one cannot be collected, naming it', async () => {
    const client = await newClient('Bulk refused tenant');
    const good = await Promise.all([1, 2, 3].map(() => newCheque(client)));
    const goodIds = good.map((cheque) => cheque.id);
    const collected = await newCheque(client, { internalNumber: 'BAD-COLLECTED' });
    await created('/op-collections', operation(collected));
    const partial = await newCheque(client, { internalNumber: 'BAD-PARTIAL' });
    await created('/op-partial-collections', operation(partial, { amount: '10' }));
    const returned = await newCheque(client, { internalNumber: 'BAD-RETURNED' });
    await created('/op-returns', operation(returned, { debitAccountId: client.accountId, reason: 1 }));
    const unknown = '00000000-0000-4000-8000-000000000000';
    const entriesBefore = (await t.db.query('select id from entries')).rows.length;

    for (const [bad, status, code] of [
      [collected.id, 409, 'chequeAlreadyCollected'],
      [partial.id, 409, 'chequePartiallyCollected'],
      [returned.id, 409, 'chequeReturnOpen'],
      [unknown, 422, 'chequeNotFound'],
    ] as const) {
      const response = await request('POST', '/cheques/bulk-collect', {
        chequeIds: [goodIds[0], goodIds[1], bad, goodIds[2]],
        date: '2026-12-30',
      });
      expect(response.statusCode, response.body).toBe(status);
      expect(response.json().codes).toEqual({ 'chequeIds.2': code });
      expect(response.json().message).toContain('nothing was collected');
      expect(await collectionsOf(goodIds)).toEqual([]);
    }
    const collectedName = await request('POST', '/cheques/bulk-collect', {
      chequeIds: [collected.id, partial.id, goodIds[0]],
    });
    expect(collectedName.statusCode).toBe(409);
    expect(collectedName.json().message).toContain('BAD-COLLECTED');
    expect(collectedName.json().message).toContain('BAD-PARTIAL');
    expect(Object.keys(collectedName.json().codes)).toEqual(['chequeIds.0', 'chequeIds.1']);

    // A locked period refuses the batch as well.
    expect((await request('PUT', '/settings/lock-date', { lockDate: '2026-12-31' })).statusCode).toBe(200);
    try {
      const locked = await request('POST', '/cheques/bulk-collect', {
        chequeIds: goodIds,
        date: '2026-12-30',
      });
      expect(locked.statusCode).toBe(422);
      expect(Object.values(locked.json().codes)).toEqual(['periodLocked', 'periodLocked', 'periodLocked']);
    } finally {
      expect((await request('PUT', '/settings/lock-date', { lockDate: null })).statusCode).toBe(200);
    }
    expect(await collectionsOf(goodIds)).toEqual([]);
    expect((await t.db.query('select id from entries')).rows.length).toBe(entriesBefore);
    for (const cheque of good)
      expect((await request('GET', `/cheques/${cheque.id}`)).json().data).toMatchObject({ status: 1 });
  });

  it('refuses an empty batch, a repeated cheque and more than 1000 cheques with a 400', async () => {
    const empty = await request('POST', '/cheques/bulk-collect', { chequeIds: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toHaveProperty('chequeIds');
    const id = '00000000-0000-4000-8000-000000000001';
    const twice = await request('POST', '/cheques/bulk-collect', { chequeIds: [id, id] });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().codes).toEqual({ 'chequeIds.1': 'duplicateCheque' });
    const many = Array.from(
      { length: 1001 },
      (_, index) => `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    );
    const tooMany = await request('POST', '/cheques/bulk-collect', { chequeIds: many });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().errors).toEqual({ chequeIds: 'At most 1000 cheques are collected at once' });
  });

  it('lets one of two concurrent bulk collections of the same cheque through', async () => {
    const client = await newClient('Bulk race tenant');
    const [first, shared, last] = await Promise.all([1, 2, 3].map(() => newCheque(client)));
    const secondDb = t.databaseUrl ? await openDatabase({ url: t.databaseUrl }) : t.db;
    const second = await buildApp({ db: secondDb, config: t.config, logger: false });
    try {
      const responses = await Promise.all(
        [
          [t.app, [first.id, shared.id]],
          [second, [last.id, shared.id]],
        ].map(([app, chequeIds]) =>
          (app as typeof t.app).inject({
            method: 'POST',
            url: '/api/v1/cheques/bulk-collect',
            headers: { authorization: `Bearer ${token}` },
            payload: { chequeIds, date: '2026-12-30' },
          }),
        ),
      );
      expect(
        responses.map((response) => response.statusCode).sort(),
        responses.map((response) => response.body).join('\n'),
      ).toEqual([201, 409]);
      const won = responses.findIndex((response) => response.statusCode === 201);
      const collectedNow = await collectionsOf([first.id, shared.id, last.id]);
      expect(collectedNow.sort()).toEqual((won === 0 ? [first.id, shared.id] : [last.id, shared.id]).sort());
      expect(responses[1 - won].json().codes).toEqual({ 'chequeIds.1': 'chequeAlreadyCollected' });
    } finally {
      await second.close();
      if (secondDb !== t.db) await secondDb.close();
    }
  });
});
