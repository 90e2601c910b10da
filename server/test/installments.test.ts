import { installmentSchedule } from '@aqar/domain/calc/installment-schedule';
import { messages } from '@aqar/domain/messages';
import { englishText } from '@aqar/domain/narrative-text';
import Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
let token: string;
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const request = (method: Method, url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { authorization: `Bearer ${token}` },
    ...(payload ? { payload: payload as Record<string, unknown> } : {}),
  });
type Data = { id: string; number: number } & Record<string, unknown>;
const created = async (url: string, payload: Record<string, unknown>) => {
  const response = await request('POST', url, payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as Data;
};
const same = (a: unknown, b: Decimal.Value) =>
  expect(new Decimal(String(a)).eq(b), `${String(a)} = ${String(b)}`).toBe(true);

const account: Record<string, string> = {};
let aed: string;
let rentPattern: Data;
let buildingId: string;
let clientId: string;
let clientAccount: string;
let unitNo = 0;

beforeAll(async () => {
  t = await createTestApp();
  token = await t.signIn();
  for (const row of (await request('GET', '/accounts/leaves?pageSize=1000')).json().data as Data[])
    account[String(row.code)] = row.id;
  aed = (await request('GET', '/currencies?code=AED')).json().data[0].id;
  rentPattern = (await request('GET', '/contract-patterns?pageSize=100'))
    .json()
    .data.find((p: { code: number }) => p.code === 1);
  buildingId = (await created('/buildings', { name: 'Plan Tower', apartmentFloor: 1, apartmentCount: 4 })).id;
  const client = await created('/users', { cardType: 1, name: 'Plan Tenant', phone: '+971500000009' });
  clientId = client.id;
  clientAccount = String(client.accountId);
});
afterAll(async () => t?.close());

/** A signed rent contract: the worked example of docs/contract-entries.md (final price 56,700). */
const contract = async (extra: Record<string, unknown> = {}) => {
  const unit = await created('/apartments', {
    buildingId,
    apartmentNo: `P${++unitNo}`,
    apartmentKind: 1,
    propertyType: 0,
  });
  return created('/contracts', {
    contractPatternId: rentPattern.id,
    clientId,
    buildingId,
    apartmentId: unit.id,
    currencyId: aed,
    issueDate: '2026-01-01',
    startDurationDate: '2026-01-01',
    contractDuration: 3,
    contractValue: '60000',
    discountRate: '10',
    vatRate: '5',
    currentSecuringValue: '3000',
    paidType: 1,
    ...extra,
  });
};

interface Plan {
  total: Decimal.Value;
  firstBatch?: string;
  count?: number;
  eachNumber?: number;
  eachDuration?: number;
  from?: string;
  begin?: number;
}

/** The popup's payload: the header and the grid Generate makes of it. */
const payload = (contractId: string, plan: Plan, extra: Record<string, unknown> = {}) => {
  const firstBatch = plan.firstBatch;
  const schedule = installmentSchedule({
    totalAmount: plan.total,
    hasFirstBatch: !!firstBatch,
    firstBatch: firstBatch ?? 0,
    installmentsNumbers: plan.count ?? 4,
    eachNumber: plan.eachNumber ?? 3,
    eachDuration: plan.eachDuration ?? 2,
    firstInstallmentDate: plan.from ?? '2026-01-01',
    beginNumber: plan.begin ?? 1001,
  });
  return {
    installment: {
      contractId,
      currencyId: aed,
      hasFirstBatch: !!firstBatch,
      firstBatch: firstBatch ?? '0',
      paymentDate: firstBatch ? '2026-01-01' : null,
      installmentsNumbers: plan.count ?? 4,
      eachNumber: plan.eachNumber ?? 3,
      eachDuration: plan.eachDuration ?? 2,
      firstInstallmentDate: plan.from ?? '2026-01-01',
      beginNumber: plan.begin ?? 1001,
      beneficiaryName: 'Aqar Properties',
      ...extra,
    },
    installmentGrid: schedule.cheques.map((cheque) => ({
      internalNumber: String(cheque.internalNumber),
      amount: cheque.amount,
      dueDate: cheque.dueDate,
      endDueDate: cheque.endDueDate,
    })),
  };
};

const entryRows = async (origin: string, ids: string[]) =>
  (
    await t.db.query<{ id: string; created_from_id: string; debit: string; credit: string }>(
      `select e.id, e.created_from_id,
              (select sum(l.debit)::text from entry_lines l where l.parent_id = e.id) as debit,
              (select sum(l.credit)::text from entry_lines l where l.parent_id = e.id) as credit
         from entries e where e.created_from = $1 and e.created_from_id = any($2::text[]) order by e.number`,
      [origin, ids],
    )
  ).rows;

const linesOf = async (originId: string) =>
  (
    await t.db.query<{ account_id: string; debit: string; credit: string; observe_account_id: string }>(
      `select l.account_id, l.debit::text, l.credit::text, l.observe_account_id
         from entry_lines l join entries e on e.id = l.parent_id
        where e.created_from_id = $1 order by l.debit desc`,
      [originId],
    )
  ).rows;

/** Rows of the tables a plan writes: what a refused save must leave as it was. */
const snapshot = async () =>
  (
    await t.db.query<{ counts: string }>(
      `select concat_ws(',',
         (select count(*) from installments), (select count(*) from cheques),
         (select count(*) from vouchers), (select count(*) from entries),
         (select coalesce(sum(amount), 0) from cheques), (select max(updated_at) from cheques)) as counts`,
    )
  ).rows[0].counts;

const firstBatchVoucher = async (contractId: string) =>
  (
    await t.db.query<{ id: string; account_id: string; date: string }>(
      `select id, account_id, date::text from vouchers
        where connect_with = 1 and connect_with_id = $1 and is_first_batch`,
      [contractId],
    )
  ).rows;

describe('installment plans', () => {
  it('read as nothing before the first save', async () => {
    const signed = await contract();
    const response = await request('GET', `/contracts/${signed.id}/installments`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, installment: null, installmentGrid: [] });
    expect(
      (await request('GET', '/contracts/00000000-0000-4000-8000-000000000000/installments')).statusCode,
    ).toBe(404);
  });

  it('save the cheques and the first batch with their entries, the server stamping total and rest', async () => {
    const signed = await contract();
    same(signed.finalPrice, 56700);
    const body = payload(signed.id, { total: 56700, firstBatch: '6700' });
    // Forged figures are ignored: the total is the contract's final price, the rest what is left.
    const response = await request('POST', '/contracts/installments', {
      ...body,
      installment: { ...body.installment, totalAmount: '1', restAmount: '1' },
    });
    expect(response.statusCode, response.body).toBe(201);
    const saved = response.json();
    expect(saved.success).toBe(true);
    same(saved.installment.totalAmount, 56700);
    same(saved.installment.restAmount, 50000);
    expect(saved.installment.contractId).toBe(signed.id);

    const cheques = saved.installmentGrid as Data[];
    expect(cheques.map((c) => [c.internalNumber, c.dueDate, c.endDueDate])).toEqual([
      ['1001', '2026-01-01', '2026-03-31'],
      ['1002', '2026-04-01', '2026-06-30'],
      ['1003', '2026-07-01', '2026-09-30'],
      ['1004', '2026-10-01', '2026-12-31'],
    ]);
    same(
      cheques.reduce((sum, c) => sum.plus(String(c.amount)), new Decimal(0)),
      50000,
    );
    for (const cheque of cheques)
      expect(cheque).toMatchObject({
        code: 2,
        connectWith: 1,
        connectWithId: signed.id,
        installmentId: saved.installment.id,
        accountId: clientAccount,
        observeAccountId: account['122'],
        costCenterId: signed.costCenterId,
        customerId: clientId,
        apartmentId: signed.apartmentId,
        currencyId: aed,
        status: 1,
        beneficiaryName: 'Aqar Properties',
      });
    // The notes are stored as their parts (domain/src/narratives.ts), read in each reader's language.
    expect(englishText(cheques[0].note1)).toBe(
      'received chq number 1001 from Plan Tenant 12500.00 due date 2026-01-01 end date 2026-03-31 bank name -',
    );
    expect(englishText(cheques[1].note2)).toBe('2nd Payment (2)');

    // One balanced CHQ entry per cheque: Dr notes receivable / Cr the client.
    const chequeEntries = await entryRows(
      'CHQ',
      cheques.map((c) => c.id),
    );
    expect(chequeEntries).toHaveLength(4);
    for (const entry of chequeEntries) same(entry.debit, entry.credit);
    expect(await linesOf(cheques[0].id)).toEqual([
      {
        account_id: account['122'],
        debit: '12500.0000',
        credit: '0.0000',
        observe_account_id: clientAccount,
      },
      {
        account_id: clientAccount,
        debit: '0.0000',
        credit: '12500.0000',
        observe_account_id: account['122'],
      },
    ]);

    // The first batch: a receipt voucher of code 2 into the cash box, crediting the client.
    const [batch] = await firstBatchVoucher(signed.id);
    expect(batch).toMatchObject({ account_id: account['1311'], date: '2026-01-01' });
    const voucher = (await request('GET', `/vouchers/${batch.id}`)).json().data;
    expect(voucher).toMatchObject({ code: 2, isFirstBatch: true, connectWith: 1, connectWithId: signed.id });
    expect(englishText(voucher.note)).toBe(`Generate First Cash, Contract no. ${signed.number}, Amount 6700`);
    expect(await linesOf(batch.id)).toEqual([
      {
        account_id: account['1311'],
        debit: '6700.0000',
        credit: '0.0000',
        observe_account_id: clientAccount,
      },
      {
        account_id: clientAccount,
        debit: '0.0000',
        credit: '6700.0000',
        observe_account_id: account['1311'],
      },
    ]);

    // The reads: by contract, the generic list by contract, can-update.
    const read = (await request('GET', `/contracts/${signed.id}/installments`)).json();
    expect(read.installment.id).toBe(saved.installment.id);
    expect(read.installmentGrid.map((c: Data) => c.id)).toEqual(cheques.map((c) => c.id));
    const listed = (await request('GET', `/contracts/installments?contractId=${signed.id}`)).json();
    expect(listed.data.map((p: Data) => p.id)).toEqual([saved.installment.id]);
    expect(
      (await request('GET', `/contracts/installments/${saved.installment.id}/can-update`)).json(),
    ).toEqual({
      success: true,
      canUpdate: true,
    });
    // The client owes the deposit alone: 59,700 − 6,700 − 4 × 12,500.
    const { rows } = await t.db.query<{ balance: string }>(
      `select sum(l.debit - l.credit)::text as balance from entry_lines l join entries e on e.id = l.parent_id
        where l.account_id = $1 and e.created_from_id = any($2::text[])`,
      [clientAccount, [signed.id, batch.id, ...cheques.map((c) => c.id)]],
    );
    same(rows[0].balance, 3000);
  });

  it('sum to the rest to the cent, whatever the total and the count', async () => {
    for (const [value, count, firstBatch] of [
      ['1000.01', 3, undefined],
      ['99999.99', 7, '0.05'],
      ['10', 120, '3.33'],
    ] as const) {
      const signed = await contract({ contractValue: value, discountRate: null, vatRate: null });
      const body = payload(signed.id, {
        total: String(signed.finalPrice),
        firstBatch,
        count,
        eachNumber: 1,
      });
      const response = await request('POST', '/contracts/installments', body);
      expect(response.statusCode, response.body).toBe(201);
      const { installment, installmentGrid } = response.json();
      expect(installmentGrid).toHaveLength(count);
      same(
        installmentGrid.reduce((sum: Decimal, c: Data) => sum.plus(String(c.amount)), new Decimal(0)),
        installment.restAmount,
      );
      same(new Decimal(value).minus(firstBatch ?? 0), installment.restAmount);
    }
  });

  it('replace cheques and entries in place on PUT, never duplicating them, and follow the first batch', async () => {
    const signed = await contract();
    const first = (
      await request(
        'POST',
        '/contracts/installments',
        payload(signed.id, { total: 56700, firstBatch: '6700' }),
      )
    ).json();
    const planId = first.installment.id;
    const oldIds = first.installmentGrid.map((c: Data) => c.id);
    const oldEntries = await entryRows('CHQ', oldIds);
    const [oldBatch] = await firstBatchVoucher(signed.id);
    const [oldBatchEntry] = await entryRows('VOUCHER', [oldBatch.id]);

    // ReGenerate: six monthly cheques after a larger first batch.
    const again = await request(
      'PUT',
      `/contracts/installments/${planId}`,
      payload(signed.id, { total: 56700, firstBatch: '10700', count: 6, eachNumber: 1 }),
    );
    expect(again.statusCode, again.body).toBe(200);
    const grid = again.json().installmentGrid as Data[];
    expect(grid).toHaveLength(6);
    same(again.json().installment.restAmount, 46000);
    // The four cheques are kept (updated in place), two are added; each has one entry.
    expect(grid.slice(0, 4).map((c) => c.id)).toEqual(oldIds);
    const entries = await entryRows(
      'CHQ',
      grid.map((c) => c.id),
    );
    expect(entries).toHaveLength(6);
    expect(entries.filter((e) => oldIds.includes(e.created_from_id)).map((e) => e.id)).toEqual(
      oldEntries.map((e) => e.id),
    );
    for (const [index, entry] of entries.entries()) {
      same(entry.debit, entry.credit);
      same(entry.debit, grid.find((c) => c.id === entry.created_from_id)?.amount as string);
      expect(index).toBeLessThan(6);
    }
    const [batch] = await firstBatchVoucher(signed.id);
    expect(batch.id).toBe(oldBatch.id);
    const [batchEntry] = await entryRows('VOUCHER', [batch.id]);
    expect(batchEntry.id).toBe(oldBatchEntry.id);
    same(batchEntry.debit, 10700);

    // Fewer cheques and no first batch: the extra cheques and the voucher go with their entries.
    const fewer = await request(
      'PUT',
      `/contracts/installments/${planId}`,
      payload(signed.id, { total: 56700, count: 2, eachNumber: 6 }),
    );
    expect(fewer.statusCode, fewer.body).toBe(200);
    const kept = fewer.json().installmentGrid as Data[];
    expect(kept.map((c) => c.id)).toEqual(oldIds.slice(0, 2));
    expect(kept.map((c) => c.amount)).toEqual(['28350.0000', '28350.0000']);
    expect(await entryRows('CHQ', [...oldIds, ...grid.map((c) => c.id)])).toHaveLength(2);
    expect(await firstBatchVoucher(signed.id)).toEqual([]);
    expect(await entryRows('VOUCHER', [oldBatch.id])).toEqual([]);
    expect(fewer.json().installment).toMatchObject({ hasFirstBatch: false, paymentDate: null });
    same(fewer.json().installment.firstBatch, 0);
  });

  it('refuse each rule of spec section 5 at its field, with its message, writing nothing', async () => {
    const signed = await contract();
    const good = payload(signed.id, { total: 56700, firstBatch: '6700' });
    const before = await snapshot();
    const refused = async (body: unknown, path: string, message: string) => {
      const response = await request('POST', '/contracts/installments', body);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().errors?.[path], response.body).toBe(message);
    };
    await refused(
      { ...good, installment: { ...good.installment, firstBatch: '56700.01' } },
      'installment.firstBatch',
      messages.firstBatchAboveTotal,
    );
    await refused(
      { ...good, installment: { ...good.installment, currencyId: null } },
      'installment.currencyId',
      messages.currencyRequired,
    );
    await refused(
      { ...good, installment: { ...good.installment, paymentDate: null } },
      'installment.paymentDate',
      messages.paymentDateRequired,
    );
    await refused(
      { ...good, installment: { ...good.installment, firstBatch: '0' } },
      'installment.firstBatch',
      messages.firstBatchRequired,
    );
    const above = good.installmentGrid.map((row, index) =>
      index === 0 ? { ...row, amount: '12500.01' } : row,
    );
    await refused({ ...good, installmentGrid: above }, 'installmentGrid', messages.chequesAboveRest);
    // The grid needs a row, each row a positive amount and a due date; unknown keys are named.
    await refused({ ...good, installmentGrid: [] }, 'installmentGrid', messages.tooFewRows);
    await refused(
      { ...good, installmentGrid: [{ ...good.installmentGrid[0], dueDate: null }] },
      'installmentGrid.0.dueDate',
      messages.required,
    );
    await refused(
      { ...good, installmentGrid: [{ ...good.installmentGrid[0], amount: '-5' }] },
      'installmentGrid.0.amount',
      messages.mustBePositive,
    );
    await refused({ ...good, extra: 1 }, 'extra', messages.unknownField);
    expect(await snapshot()).toBe(before);
  });

  it('leave the database as it was when a row fails half-way through the save', async () => {
    const signed = await contract();
    const first = (
      await request(
        'POST',
        '/contracts/installments',
        payload(signed.id, { total: 56700, firstBatch: '6700' }),
      )
    ).json();
    const before = await snapshot();
    const body = payload(signed.id, { total: 56700, firstBatch: '700', count: 6, eachNumber: 2 });
    // The fifth row names a bank that does not exist: refused after four cheques were rewritten.
    body.installmentGrid[4] = {
      ...body.installmentGrid[4],
      bankId: '00000000-0000-4000-8000-000000000000',
    } as never;
    const response = await request('PUT', `/contracts/installments/${first.installment.id}`, body);
    expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(await snapshot()).toBe(before);
    const read = (await request('GET', `/contracts/${signed.id}/installments`)).json();
    expect(read.installmentGrid.map((c: Data) => c.id)).toEqual(first.installmentGrid.map((c: Data) => c.id));
    same(read.installment.firstBatch, 6700);
  });

  it('take one plan per contract, also from two saves at once', async () => {
    const signed = await contract();
    const body = payload(signed.id, { total: 56700 });
    const answers = await Promise.all([
      request('POST', '/contracts/installments', body),
      request('POST', '/contracts/installments', body),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    const conflict = answers.find((a) => a.statusCode === 409)!;
    expect(conflict.json().message).toBe(messages.installmentExists);
    expect(
      await entryRows(
        'CHQ',
        answers
          .find((a) => a.statusCode === 201)!
          .json()
          .installmentGrid.map((c: Data) => c.id),
      ),
    ).toHaveLength(4);
    const { rows } = await t.db.query<{ count: string }>(
      `select count(*)::text from cheques where connect_with_id = $1`,
      [signed.id],
    );
    expect(rows[0].count).toBe('4');
  });

  it('stop changing cheques once one is collected: can-update false and PUT 409', async () => {
    const signed = await contract();
    const saved = (
      await request(
        'POST',
        '/contracts/installments',
        payload(signed.id, { total: 56700, firstBatch: '6700' }),
      )
    ).json();
    const planId = saved.installment.id;
    const [firstCheque] = saved.installmentGrid as Data[];
    await created('/op-collections', {
      chequeId: firstCheque.id,
      date: '2026-01-05',
      amount: firstCheque.amount,
      currencyId: aed,
      debitAccountId: account['1321'],
      creditAccountId: account['122'],
      genEntries: true,
    });
    expect((await request('GET', `/contracts/installments/${planId}/can-update`)).json().canUpdate).toBe(
      false,
    );

    const before = await snapshot();
    const regenerated = await request(
      'PUT',
      `/contracts/installments/${planId}`,
      payload(signed.id, { total: 56700, firstBatch: '6700', count: 5 }),
    );
    expect(regenerated.statusCode, regenerated.body).toBe(409);
    expect(regenerated.json().message).toBe(messages.installmentsOperated);
    expect(await snapshot()).toBe(before);

    // What leaves the cheques as they are still saves: the first batch's day moves.
    const unchanged = payload(signed.id, { total: 56700, firstBatch: '6700' }, { paymentDate: '2026-01-03' });
    unchanged.installmentGrid = (saved.installmentGrid as Data[]).map((c) => ({
      internalNumber: String(c.internalNumber),
      amount: String(c.amount),
      dueDate: String(c.dueDate),
      endDueDate: String(c.endDueDate),
      note1: c.note1,
      note2: c.note2,
    })) as never;
    const kept = await request('PUT', `/contracts/installments/${planId}`, unchanged);
    expect(kept.statusCode, kept.body).toBe(200);
    expect((await firstBatchVoucher(signed.id))[0].date).toBe('2026-01-03');

    // Nor can the contract be deleted now.
    const refused = await request('DELETE', `/contracts/${signed.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(messages.contractHasOperatedInstallments);
    expect(
      (await request('GET', `/contracts/${signed.id}/installments`)).json().installmentGrid,
    ).toHaveLength(4);
  });

  it('go with their contract while no cheque is operated, entries and first batch included', async () => {
    const signed = await contract();
    const saved = (
      await request(
        'POST',
        '/contracts/installments',
        payload(signed.id, { total: 56700, firstBatch: '6700' }),
      )
    ).json();
    const chequeIds = (saved.installmentGrid as Data[]).map((c) => c.id);
    const [batch] = await firstBatchVoucher(signed.id);
    const removed = await request('DELETE', `/contracts/${signed.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await request('GET', `/contracts/installments/${saved.installment.id}`)).statusCode).toBe(404);
    expect(await entryRows('CHQ', chequeIds)).toEqual([]);
    expect(await entryRows('VOUCHER', [batch.id])).toEqual([]);
    expect(await firstBatchVoucher(signed.id)).toEqual([]);
    const { rows } = await t.db.query<{ count: string }>(
      'select count(*)::text from cheques where id = any($1::uuid[])',
      [chequeIds],
    );
    expect(rows[0].count).toBe('0');
  });
});
