import Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clearDemoDocuments } from './fixtures/report-ledger.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

/*
 * The cheque, payment and contract reports (domain-reference 8) on one small data set, worked out
 * by hand below. All AED. The as-of day is fixed in every call, so no figure follows the clock.
 *
 *   Buildings B1 "Cheque Tower" (units A1, A2) and B2 "Palm House" (unit A3); tenants T1, T2.
 *   C1  T1  B1/A1  2026-01-01 … 2026-12-31  12000, deposit 1000, installments
 *   C2  T2  B1/A2  2025-03-01 … 2026-02-28   6000, deposit 500, cash: a receipt of 4000
 *   C3  T1  B2/A3  2025-06-01 … 2026-05-31  24000, deposit 2000, documented and signed;
 *                                           500 of its deposit paid back on 2026-06-05
 *   Received cheques:
 *   K1 1001 C1 3000 due 2026-01-01 collected 2026-01-05
 *   K2 1002 C1 3000 due 2026-04-01 1000 partly collected 2026-04-03
 *   K3 1003 C1 3000 due 2026-07-01
 *   K4 1004 C1 3000 due 2026-10-01
 *   K5 2001 C3 12000 due 2025-12-01 returned 2025-12-10, insufficient funds
 *   K6 2002 C3 12000 due 2026-03-15
 *   Paid cheque K7 9001 500 due 2026-04-25 to "Water Co", linked to nothing.
 *   Owner expenses: owner O1, 2026-03-10, cleaning 300 charged to B1, repairs 200 to no building.
 */

let t: TestApp;
let token: string;
const request = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: Record<string, unknown>) =>
  t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' },
    payload,
  });
type Data = Record<string, string> & { number: number };
const created = async (url: string, payload: Record<string, unknown>) => {
  const response = await request('POST', url, payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as Data;
};
type Row = Record<string, string | number | null>;
interface Report {
  columns: { key: string }[];
  rows: Row[];
  totals: Record<string, string>;
  count: number;
}
const report = async (key: string, filters: Record<string, unknown> = {}): Promise<Report> => {
  const response = await request('POST', `/reports/${key}`, filters);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
};
const m = (value: string | number) => new Decimal(value).toFixed(4);
const pick = (rows: Row[], keys: string[]) => rows.map((row) => keys.map((key) => row[key]));
const col = (rows: Row[], key: string) => rows.map((row) => row[key]);

const id: Record<string, string> = {};
const contractNumber: Record<string, number> = {};
const asOf = '2026-04-20';

beforeAll(async () => {
  t = await createTestApp();
  token = await t.signIn();
  await clearDemoDocuments(t, (method, url, payload) => request(method, url, payload));
  const account: Record<string, string> = {};
  for (const row of (await request('GET', '/accounts/leaves?pageSize=1000')).json().data as {
    id: string;
    code: string;
  }[])
    account[row.code] = row.id;
  id.notesReceivable = account['122'];
  const aed = (await request('GET', '/currencies?code=AED')).json().data[0].id;
  const rentPattern = (await request('GET', '/contract-patterns?code=1')).json().data[0];
  const received = (await request('GET', '/cheque-patterns/code/2')).json().data;
  const paid = (await request('GET', '/cheque-patterns/code/1')).json().data;
  const receipt = (await request('GET', '/voucher-patterns/code/2')).json().data;
  const payment = (await request('GET', '/voucher-patterns/code/1')).json().data;

  const b1 = await created('/buildings', { name: 'Cheque Tower', apartmentFloor: 1, apartmentCount: 2 });
  const b2 = await created('/buildings', { name: 'Palm House', apartmentFloor: 1, apartmentCount: 1 });
  id.b1 = b1.id;
  id.b2 = b2.id;
  const unit = (building: Data, no: string) =>
    created('/apartments', { buildingId: building.id, apartmentNo: no, apartmentKind: 1, propertyType: 0 });
  const [a1, a2, a3] = [await unit(b1, 'RA1'), await unit(b1, 'RA2'), await unit(b2, 'RA3')];
  const t1 = await created('/users', { cardType: 1, name: 'Tenant One', phone: '+971500000701' });
  const t2 = await created('/users', { cardType: 1, name: 'Tenant Two', phone: '+971500000702' });
  id.t1 = t1.id;
  id.t2 = t2.id;
  const contract = (client: Data, building: Data, apartment: Data, start: string, extra: object) =>
    created('/contracts', {
      contractPatternId: rentPattern.id,
      clientId: client.id,
      buildingId: building.id,
      apartmentId: apartment.id,
      currencyId: aed,
      issueDate: start,
      startDurationDate: start,
      contractDuration: 3,
      paidType: 1,
      ...extra,
    });
  const c1 = await contract(t1, b1, a1, '2026-01-01', {
    contractValue: '12000',
    currentSecuringValue: '1000',
  });
  const c2 = await contract(t2, b1, a2, '2025-03-01', {
    contractValue: '6000',
    currentSecuringValue: '500',
    paidType: 2,
  });
  const c3 = await contract(t1, b2, a3, '2025-06-01', {
    contractValue: '24000',
    currentSecuringValue: '2000',
    contractDocumented: true,
    contractSigned: true,
  });
  for (const [name, row] of Object.entries({ c1, c2, c3 })) {
    id[name] = row.id;
    contractNumber[name] = row.number;
  }
  expect([c1.finalPrice, c2.finalPrice, c3.finalPrice]).toEqual(['12000.0000', '6000.0000', '24000.0000']);

  const cheque = (
    contractRow: Data,
    client: Data,
    apartment: Data,
    no: string,
    amount: string,
    due: string,
  ) =>
    created('/cheques', {
      chequePatternId: received.id,
      internalNumber: no,
      amount,
      date: '2025-11-20',
      dueDate: due,
      accountId: client.accountId,
      observeAccountId: account['122'],
      currencyId: aed,
      customerId: client.id,
      apartmentId: apartment.id,
      connectWith: 1,
      connectWithId: contractRow.id,
    });
  const k1 = await cheque(c1, t1, a1, '1001', '3000', '2026-01-01');
  id.k1 = k1.id;
  const k2 = await cheque(c1, t1, a1, '1002', '3000', '2026-04-01');
  await cheque(c1, t1, a1, '1003', '3000', '2026-07-01');
  await cheque(c1, t1, a1, '1004', '3000', '2026-10-01');
  const k5 = await cheque(c3, t1, a3, '2001', '12000', '2025-12-01');
  await cheque(c3, t1, a3, '2002', '12000', '2026-03-15');
  await created('/cheques', {
    chequePatternId: paid.id,
    internalNumber: '9001',
    amount: '500',
    date: '2026-04-01',
    dueDate: '2026-04-25',
    beneficiaryName: 'Water Co',
    accountId: account['31'],
    observeAccountId: account['1321'],
    currencyId: aed,
  });
  const operation = (row: Data, date: string, amount: string, extra: object = {}) => ({
    chequeId: row.id,
    date,
    amount,
    currencyId: aed,
    debitAccountId: account['1321'],
    creditAccountId: account['122'],
    ...extra,
  });
  await created('/op-collections', operation(k1, '2026-01-05', '3000'));
  await created('/op-partial-collections', operation(k2, '2026-04-03', '1000'));
  await created(
    '/op-returns',
    operation(k5, '2025-12-10', '12000', { debitAccountId: t1.accountId, reason: 1 }),
  );

  await created('/vouchers', {
    voucherPatternId: receipt.id,
    date: '2025-03-01',
    accountId: account['1311'],
    currencyId: aed,
    connectWith: 1,
    connectWithId: c2.id,
    note: 'Cash from Tenant Two',
    rows: [{ accountId: t2.accountId, credit: '4000', costCenterId: b1.mainCostCenterId, note: 'Rent' }],
  });
  await created('/vouchers', {
    voucherPatternId: payment.id,
    date: '2026-06-05',
    accountId: account['1311'],
    currencyId: aed,
    connectWith: 1,
    connectWithId: c3.id,
    note: 'Deposit back',
    rows: [
      { accountId: c3.insuranceAccountId, debit: '500', costCenterId: b2.mainCostCenterId, note: 'Deposit' },
    ],
  });

  const owner = await created('/owners', { name: 'Owner One', accountId: account['2101'] });
  id.owner = owner.id;
  const cleaning = await created('/owner-expenses-types', { code: 'R1', name: 'Cleaning', isActive: true });
  const repairs = await created('/owner-expenses-types', { code: 'R2', name: 'Repairs', isActive: true });
  id.cleaning = cleaning.id;
  await created('/owner-expenses', {
    date: '2026-03-10',
    ownerId: owner.id,
    buildingId: b1.id,
    accountId: account['1311'],
    currencyId: aed,
    rows: [
      { expenseTypeId: cleaning.id, amount: '300', costCenterId: b1.mainCostCenterId, note: 'Stairs' },
      { expenseTypeId: repairs.id, amount: '200', date: '2026-03-12' },
    ],
  });
});
afterAll(async () => t?.close());

describe('cheque reports', () => {
  it('cheques: every cheque once, in due order, and its total is the sum of the cheque records', async () => {
    const all = await report('cheques');
    expect(pick(all.rows, ['chequeNumber', 'dueDate', 'amount', 'received', 'chequeStatus'])).toEqual([
      ['2001', '2025-12-01', m(12000), m(0), '4'],
      ['1001', '2026-01-01', m(3000), m(3000), '2'],
      ['2002', '2026-03-15', m(12000), m(0), '1'],
      ['1002', '2026-04-01', m(3000), m(1000), '3'],
      ['9001', '2026-04-25', m(500), m(0), '1'],
      ['1003', '2026-07-01', m(3000), m(0), '1'],
      ['1004', '2026-10-01', m(3000), m(0), '1'],
    ]);
    expect(all.totals).toMatchObject({ amount: m(36500), received: m(4000) });
    const records = await t.db.query<{ total: string }>(
      'select sum(round(amount * currency_val, 4))::numeric(28, 4)::text as total from cheques',
    );
    expect(all.totals.amount).toBe(records.rows[0].total);
    // Each row carries the cheque it opens and its unit.
    expect(all.rows[1]).toMatchObject({ chequeCode: 2, unit: 'RA1', unitEntity: 'apartment' });
    expect(typeof all.rows[1].chequeId).toBe('string');
  });

  it('cheques: building, status, paper type, due range and contract link narrow the rows', async () => {
    expect(col((await report('cheques', { buildingId: id.b1 })).rows, 'chequeNumber')).toEqual([
      '1001',
      '1002',
      '1003',
      '1004',
    ]);
    const open = await report('cheques', { chequeStatus: 'uncollected' });
    expect(col(open.rows, 'chequeNumber')).toEqual(['2002', '9001', '1003', '1004']);
    expect(open.totals.amount).toBe(m(18500));
    expect(col((await report('cheques', { paperType: 'paid' })).rows, 'chequeNumber')).toEqual(['9001']);
    expect(
      col((await report('cheques', { dueFrom: '2026-03-01', dueTo: '2026-06-30' })).rows, 'chequeNumber'),
    ).toEqual(['2002', '1002', '9001']);
    expect(col((await report('cheques', { contractLink: 'notLinked' })).rows, 'chequeNumber')).toEqual([
      '9001',
    ]);
    expect(col((await report('cheques', { beneficiary: 'water' })).rows, 'chequeNumber')).toEqual(['9001']);
  });

  it('returned cheques: the return with its reason and processing; reason, processing, building, date narrow', async () => {
    const all = await report('returned-cheques');
    expect(
      pick(all.rows, ['chequeNumber', 'amount', 'returnDate', 'returnReason', 'processing', 'building']),
    ).toEqual([['2001', m(12000), '2025-12-10', '1', 'notComplete', 'Palm House']]);
    expect(all.totals.amount).toBe(m(12000));
    expect((await report('returned-cheques', { returnReason: 'other' })).count).toBe(0);
    expect((await report('returned-cheques', { returnReason: 'insufficientFunds' })).count).toBe(1);
    expect((await report('returned-cheques', { returnProcessing: 'processed' })).count).toBe(0);
    expect((await report('returned-cheques', { buildingId: id.b1 })).count).toBe(0);
    expect((await report('returned-cheques', { dateBy: 'return', from: '2026-01-01' })).count).toBe(0);
    expect((await report('returned-cheques', { dateBy: 'due', to: '2025-12-31' })).count).toBe(1);
  });

  it('due note papers: open papers due within the days of the as-of day, overdue ones included', async () => {
    const due = await report('due-note-papers', { asOf });
    expect(pick(due.rows, ['chequeNumber', 'amount', 'partlyCollected', 'remaining', 'daysToDue'])).toEqual([
      ['2002', m(12000), m(0), m(12000), -36],
      ['1002', m(3000), m(1000), m(2000), -19],
      ['9001', m(500), m(0), m(500), 5],
    ]);
    expect(due.totals).toMatchObject({ amount: m(15500), partlyCollected: m(1000), remaining: m(14500) });
    expect(col((await report('due-note-papers', { asOf, receivedDays: 72 })).rows, 'chequeNumber')).toEqual([
      '2002',
      '1002',
      '9001',
      '1003',
    ]);
    expect(col((await report('due-note-papers', { asOf, paidDays: 4 })).rows, 'chequeNumber')).toEqual([
      '2002',
      '1002',
    ]);
    expect(
      col((await report('due-note-papers', { asOf, paperType: 'received' })).rows, 'chequeNumber'),
    ).toEqual(['2002', '1002']);
    expect(
      col(
        (await report('due-note-papers', { mode: 'range', from: '2026-06-01', to: '2026-12-31' })).rows,
        'chequeNumber',
      ),
    ).toEqual(['1003', '1004']);
  });

  it('cheques collection: what was received and what is left; status, date and building narrow', async () => {
    const all = await report('cheques-collection');
    expect(pick(all.rows, ['chequeNumber', 'collectedDate', 'amount', 'received', 'residual'])).toEqual([
      ['1001', '2026-01-05', m(3000), m(3000), m(0)],
      ['1002', '2026-04-03', m(3000), m(1000), m(2000)],
    ]);
    expect(all.totals).toMatchObject({ amount: m(6000), received: m(4000), residual: m(2000) });
    expect(
      col((await report('cheques-collection', { collectionStatus: 'total' })).rows, 'chequeNumber'),
    ).toEqual(['1001']);
    expect(
      col((await report('cheques-collection', { collectionStatus: 'partial' })).rows, 'chequeNumber'),
    ).toEqual(['1002']);
    expect(col((await report('cheques-collection', { from: '2026-02-01' })).rows, 'chequeNumber')).toEqual([
      '1002',
    ]);
    expect((await report('cheques-collection', { buildingId: id.b2 })).count).toBe(0);
  });

  it('manager cheques: per building and due period, collected, partly collected and left', async () => {
    const b1 = await report('manager-cheques', { buildingId: id.b1, from: '2026-01-01', to: '2026-06-30' });
    expect(pick(b1.rows, ['chequeNumber', 'collected', 'partlyCollected', 'remaining'])).toEqual([
      ['1001', m(3000), m(0), m(0)],
      ['1002', m(0), m(1000), m(2000)],
    ]);
    expect(b1.totals).toMatchObject({
      amount: m(6000),
      collected: m(3000),
      partlyCollected: m(1000),
      received: m(4000),
      remaining: m(2000),
    });
    expect((await report('manager-cheques')).totals.amount).toBe(m(36500));
    expect((await report('manager-cheques', { buildingId: id.b2 })).count).toBe(2);
    expect((await report('manager-cheques', { to: '2025-12-31' })).count).toBe(1);
  });

  it('contract cheques: the cheques beside their contracts; client, status, building and due range narrow', async () => {
    const all = await report('contract-cheques', { asOf });
    expect(pick(all.rows, ['contractNumber', 'chequeNumber', 'amount', 'received', 'remaining'])).toEqual([
      [contractNumber.c1, '1001', m(3000), m(3000), m(0)],
      [contractNumber.c1, '1002', m(3000), m(1000), m(2000)],
      [contractNumber.c1, '1003', m(3000), m(0), m(3000)],
      [contractNumber.c1, '1004', m(3000), m(0), m(3000)],
      [contractNumber.c3, '2001', m(12000), m(0), m(12000)],
      [contractNumber.c3, '2002', m(12000), m(0), m(12000)],
    ]);
    expect(all.totals).toMatchObject({ amount: m(36000), received: m(4000), remaining: m(32000) });
    expect(all.rows[4]).toMatchObject({ returnDate: '2025-12-10', customer: 'Tenant One' });
    expect((await report('contract-cheques', { asOf, clientId: id.t2 })).count).toBe(0);
    expect((await report('contract-cheques', { asOf, contractStatus: 'expired' })).count).toBe(0);
    expect((await report('contract-cheques', { asOf: '2026-06-10', contractStatus: 'expired' })).count).toBe(
      2,
    );
    expect(col((await report('contract-cheques', { asOf, buildingId: id.b2 })).rows, 'chequeNumber')).toEqual(
      ['2001', '2002'],
    );
    expect(
      col((await report('contract-cheques', { asOf, dueFrom: '2026-04-01' })).rows, 'chequeNumber'),
    ).toEqual(['1002', '1003', '1004']);
  });
});

describe('payment and owner reports', () => {
  it('overdue payments: contracts with cheques overdue past the days, with the collection block', async () => {
    const all = await report('overdue-payments', { asOf });
    expect(
      pick(all.rows, [
        'contractNumber',
        'overdueCount',
        'overdueAmount',
        'oldestDueDate',
        'lastPaymentDate',
        'lastPaymentAmount',
        'totalCollected',
        'totalUncollected',
      ]),
    ).toEqual([
      [contractNumber.c3, '2', m(24000), '2025-12-01', null, null, m(0), m(24000)],
      [contractNumber.c1, '1', m(2000), '2026-04-01', '2026-04-03', m(1000), m(4000), m(8000)],
    ]);
    expect(all.totals).toMatchObject({ overdueCount: m(3), overdueAmount: m(26000) });
    const noReturns = await report('overdue-payments', { asOf, excludeReturned: true });
    expect(pick(noReturns.rows, ['contractNumber', 'overdueAmount', 'oldestDueDate'])).toEqual([
      [contractNumber.c3, m(12000), '2026-03-15'],
      [contractNumber.c1, m(2000), '2026-04-01'],
    ]);
    expect(col((await report('overdue-payments', { asOf, exceedsDays: 30 })).rows, 'contractNumber')).toEqual(
      [contractNumber.c3],
    );
    expect((await report('overdue-payments', { asOf, clientId: id.t2 })).count).toBe(0);
    expect(
      col((await report('overdue-payments', { asOf, buildingId: id.b1 })).rows, 'contractNumber'),
    ).toEqual([contractNumber.c1]);
  });

  it('owner expenses: one row per line with its building; owner, type, building and dates narrow', async () => {
    const all = await report('owner-expenses');
    expect(pick(all.rows, ['date', 'building', 'owner', 'expenseType', 'amount'])).toEqual([
      ['2026-03-10', 'Cheque Tower', 'Owner One', 'Cleaning', m(300)],
      ['2026-03-12', null, 'Owner One', 'Repairs', m(200)],
    ]);
    expect(all.totals.amount).toBe(m(500));
    expect(typeof all.rows[0].documentId).toBe('string');
    expect((await report('owner-expenses', { expenseTypeId: id.cleaning })).totals.amount).toBe(m(300));
    expect((await report('owner-expenses', { buildingId: id.b1 })).count).toBe(1);
    expect((await report('owner-expenses', { from: '2026-03-11' })).totals.amount).toBe(m(200));
    expect((await report('owner-expenses', { ownerId: id.owner })).count).toBe(2);
    expect((await report('owner-expenses', { ownerId: id.b1 })).count).toBe(0);
  });

  it('contract payments: collected + uncollected = the contract amounts, per contract and in total', async () => {
    const all = await report('contract-payments', { asOf });
    expect(
      pick(all.rows, [
        'contractNumber',
        'discountedAmount',
        'currentDeposit',
        'paidType',
        'collectedCheques',
        'cashReceived',
        'totalCollected',
        'totalUncollected',
        'contractStatus',
      ]),
    ).toEqual([
      [contractNumber.c1, m(12000), m(1000), 'installment', m(4000), m(0), m(4000), m(8000), '1'],
      [contractNumber.c2, m(6000), m(500), 'cash', m(0), m(4000), m(4000), m(2000), '3'],
      [contractNumber.c3, m(24000), m(2000), 'installment', m(0), m(0), m(0), m(24000), '1'],
    ]);
    expect(all.totals).toMatchObject({
      discountedAmount: m(42000),
      totalCollected: m(8000),
      totalUncollected: m(34000),
    });
    for (const row of all.rows)
      expect(new Decimal(String(row.totalCollected)).plus(String(row.totalUncollected)).toFixed(4)).toBe(
        row.discountedAmount,
      );
    const contracts = await t.db.query<{ total: string }>(
      'select sum(round(final_price * currency_val, 4))::numeric(28, 4)::text as total from contracts',
    );
    expect(new Decimal(all.totals.totalCollected).plus(all.totals.totalUncollected).toFixed(4)).toBe(
      contracts.rows[0].total,
    );
    const numbers = async (filters: Record<string, unknown>) =>
      col((await report('contract-payments', { asOf, ...filters })).rows, 'contractNumber');
    expect(await numbers({ paidType: 'cash' })).toEqual([contractNumber.c2]);
    expect(await numbers({ buildingId: id.b2 })).toEqual([contractNumber.c3]);
    expect(await numbers({ contractStatus: 'expired' })).toEqual([contractNumber.c2]);
    expect(await numbers({ clientId: id.t1 })).toEqual([contractNumber.c1, contractNumber.c3]);
    expect(await numbers({ installments: 'without' })).toEqual([contractNumber.c2]);
  });
});

describe('contract reports', () => {
  it('contracts (disclosure): deposits and collection per contract; date, input case and status narrow', async () => {
    const all = await report('contracts', { asOf });
    expect(
      pick(all.rows, ['contractNumber', 'customer', 'unit', 'totalDeposit', 'totalUncollected']),
    ).toEqual([
      [contractNumber.c1, 'Tenant One', 'RA1', m(1000), m(8000)],
      [contractNumber.c2, 'Tenant Two', 'RA2', m(500), m(2000)],
      [contractNumber.c3, 'Tenant One', 'RA3', m(2000), m(24000)],
    ]);
    expect(all.totals).toMatchObject({ totalDeposit: m(3500), discountedAmount: m(42000) });
    const numbers = async (filters: Record<string, unknown>) =>
      col((await report('contracts', { asOf, ...filters })).rows, 'contractNumber');
    expect(await numbers({ dateBy: 'start', from: '2026-01-01' })).toEqual([contractNumber.c1]);
    expect(await numbers({ dateBy: 'expiry', to: '2026-03-31' })).toEqual([contractNumber.c2]);
    expect(await numbers({ inputCase: 'renewal' })).toEqual([]);
    expect(await numbers({ contractStatus: 'notExpired', clientId: id.t1 })).toEqual([
      contractNumber.c1,
      contractNumber.c3,
    ]);
  });

  it('contract cycle: the steps done per contract; step, status and building narrow', async () => {
    const all = await report('contract-cycle', { asOf });
    expect(pick(all.rows, ['contractNumber', 'documented', 'signed', 'delivered', 'stepsDone'])).toEqual([
      // Summed columns come back as exact decimals, like money.
      [contractNumber.c1, 'no', 'no', 'no', '0'],
      [contractNumber.c2, 'no', 'no', 'no', '0'],
      [contractNumber.c3, 'yes', 'yes', 'no', '2'],
    ]);
    expect(all.totals.stepsDone).toBe(m(2));
    expect(
      col(
        (await report('contract-cycle', { asOf, cycleStep: 'signed', stepDone: 'done' })).rows,
        'contractNumber',
      ),
    ).toEqual([contractNumber.c3]);
    expect((await report('contract-cycle', { asOf, cycleStep: 'signed', stepDone: 'notDone' })).count).toBe(
      2,
    );
    expect((await report('contract-cycle', { asOf, cycleStatus: 'complete' })).count).toBe(0);
    expect((await report('contract-cycle', { asOf, buildingId: id.b1 })).count).toBe(2);
  });

  it('contracts deposit: deposits and what was paid back; refund, client and building narrow', async () => {
    const all = await report('contracts-deposit', { asOf });
    expect(pick(all.rows, ['contractNumber', 'totalDeposit', 'depositRefunded', 'refundDate'])).toEqual([
      [contractNumber.c1, m(1000), m(0), null],
      [contractNumber.c2, m(500), m(0), null],
      [contractNumber.c3, m(2000), m(500), '2026-06-05'],
    ]);
    expect(all.totals).toMatchObject({ totalDeposit: m(3500), depositRefunded: m(500) });
    const numbers = async (filters: Record<string, unknown>) =>
      col((await report('contracts-deposit', { asOf, ...filters })).rows, 'contractNumber');
    expect(await numbers({ deposit: 'refunded' })).toEqual([contractNumber.c3]);
    expect(await numbers({ deposit: 'notRefunded' })).toEqual([contractNumber.c1, contractNumber.c2]);
    expect(await numbers({ buildingId: id.b2 })).toEqual([contractNumber.c3]);
    expect(await numbers({ clientId: id.t2 })).toEqual([contractNumber.c2]);
    expect(await numbers({ dateBy: 'expiry', from: '2026-05-01' })).toEqual([
      contractNumber.c1,
      contractNumber.c3,
    ]);
  });

  it('expired contracts: ended, not renewed or terminated, with the days since; days, date, client narrow', async () => {
    const now = await report('expired-contracts', { asOf });
    expect(pick(now.rows, ['contractNumber', 'endDate', 'days'])).toEqual([
      [contractNumber.c2, '2026-02-28', 51],
    ]);
    const later = await report('expired-contracts', { asOf: '2026-06-10' });
    expect(pick(later.rows, ['contractNumber', 'days'])).toEqual([
      [contractNumber.c2, 102],
      [contractNumber.c3, 10],
    ]);
    expect(later.totals.discountedAmount).toBe(m(30000));
    const numbers = async (filters: Record<string, unknown>) =>
      col((await report('expired-contracts', { asOf: '2026-06-10', ...filters })).rows, 'contractNumber');
    expect(await numbers({ fromDays: 20 })).toEqual([contractNumber.c2]);
    expect(await numbers({ toDays: 20 })).toEqual([contractNumber.c3]);
    expect(await numbers({ to: '2026-03-31' })).toEqual([contractNumber.c2]);
    expect(await numbers({ clientId: id.t1 })).toEqual([contractNumber.c3]);
  });

  it('near-to-expire contracts: ending within 30, 60 or 90 days, with the days left', async () => {
    expect((await report('near-to-expire-contracts', { asOf })).count).toBe(0);
    const ninety = await report('near-to-expire-contracts', { asOf, within: '90' });
    expect(pick(ninety.rows, ['contractNumber', 'days'])).toEqual([[contractNumber.c3, 41]]);
    const december = await report('near-to-expire-contracts', { asOf: '2026-12-01' });
    expect(pick(december.rows, ['contractNumber', 'days'])).toEqual([[contractNumber.c1, 30]]);
    expect((await report('near-to-expire-contracts', { asOf: '2026-12-01', clientId: id.t2 })).count).toBe(0);
    expect((await report('near-to-expire-contracts', { asOf: '2026-12-01', buildingId: id.b2 })).count).toBe(
      0,
    );
  });

  it('services contracts: days left to the end; days, status and input case narrow', async () => {
    const all = await report('services-contracts', { asOf });
    expect(pick(all.rows, ['contractNumber', 'days', 'inputCase'])).toEqual([
      [contractNumber.c2, -51, 'new'],
      [contractNumber.c3, 41, 'new'],
      [contractNumber.c1, 255, 'new'],
    ]);
    expect(all.totals.totalUncollected).toBe(m(34000));
    const numbers = async (filters: Record<string, unknown>) =>
      col((await report('services-contracts', { asOf, ...filters })).rows, 'contractNumber');
    expect(await numbers({ daysLeft: 60 })).toEqual([contractNumber.c2, contractNumber.c3]);
    expect(await numbers({ contractStatus: 'notExpired' })).toEqual([contractNumber.c3, contractNumber.c1]);
    expect(await numbers({ inputCase: 'renewal' })).toEqual([]);
    expect(await numbers({ terminationStatus: 'notTerminated', buildingId: id.b1 })).toEqual([
      contractNumber.c2,
      contractNumber.c1,
    ]);
  });

  it('refuse filters they do not know and bad values, each on its field', async () => {
    const response = await request('POST', '/reports/contracts', { within: '30', contractStatus: 'maybe' });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors).sort()).toEqual(['contractStatus', 'within']);
  });

  it('general ledger: a line opens the document that posted it', async () => {
    const ledger = await report('general-ledger', { accountId: id.notesReceivable, from: '2025-11-01' });
    const cheque = ledger.rows.find((row) => row.createdFrom === 'CHQ' && row.documentId === id.k1);
    expect(cheque).toMatchObject({ documentEntity: 'cheque', documentCode: 2 });
    // Every document of the registry opens its own form, a collection too.
    const collection = ledger.rows.find((row) => row.createdFrom === 'OP_COLLECTION');
    expect(collection).toMatchObject({ documentEntity: 'op_collection' });
    const entry = await t.db.query<{ id: string }>(
      "select created_from_id::text as id from entries where created_from = 'OP_COLLECTION' and date = '2026-01-05'",
    );
    expect(collection?.documentId).toBe(entry.rows[0].id);
    // The opening row stands for no document.
    expect(ledger.rows[0]).toMatchObject({ kind: 'opening', documentEntity: null, documentId: null });
  });
});
