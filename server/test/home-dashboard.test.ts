import type { HomeDashboard } from '@aqar/domain/dashboard/home-dashboard';
import Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
let token: string;
const request = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' },
    ...(payload ? { payload: payload as object } : {}),
  });
type Data = { id: string; number: number } & Record<string, unknown>;
const created = async (url: string, payload: Record<string, unknown>) => {
  const response = await request('POST', url, payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as Data;
};

/** The user's day of every dashboard call here: years after the demo company's documents. */
const today = '2030-06-15';
const dashboard = async (day = today): Promise<HomeDashboard> => {
  const response = await request('GET', `/dashboard?today=${day}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
};
const minus = (after: string, before: string) => new Decimal(after).minus(before).toFixed(2);

const account: Record<string, string> = {};
let aed: string;
let before: HomeDashboard;
let after: HomeDashboard;
let buildingId: string;

/**
 * One tenant's year: a rent from 2029-08-01 to 2030-07-31 and its cheques, seen on 2030-06-15 —
 * January's 1,000 collected 400 in part, March's 800 returned, April's 3,000 collected, May's
 * 2,000 and June's 1,500 waiting — and a paid cheque of 700 due on 2030-07-01. The dashboard is
 * read before and after, so the demo company's own figures cancel out.
 */
beforeAll(async () => {
  t = await createTestApp();
  token = await t.signIn();
  for (const row of (await request('GET', '/accounts/leaves?pageSize=1000')).json().data as Data[])
    account[String(row.code)] = row.id;
  aed = (await request('GET', '/currencies?code=AED')).json().data[0].id;
  const received = (await request('GET', '/cheque-patterns/code/2')).json().data;
  const paid = (await request('GET', '/cheque-patterns/code/1')).json().data;
  const rentPattern = (await request('GET', '/contract-patterns?pageSize=100'))
    .json()
    .data.find((p: { code: number }) => p.code === 1);
  before = await dashboard();

  buildingId = (
    await created('/buildings', { name: 'Dashboard Tower', apartmentFloor: 1, apartmentCount: 2 })
  ).id;
  const flats = [
    await created('/apartments', { buildingId, apartmentNo: 'D-1', apartmentKind: 1, propertyType: 1 }),
    await created('/apartments', { buildingId, apartmentNo: 'D-2', apartmentKind: 1, propertyType: 1 }),
  ];
  const tenant = await created('/users', { cardType: 1, name: 'Dashboard Tenant', phone: '0500000099' });
  const contract = await created('/contracts', {
    contractPatternId: rentPattern.id,
    clientId: tenant.id,
    buildingId,
    apartmentId: flats[0].id,
    currencyId: aed,
    issueDate: '2029-08-01',
    startDurationDate: '2029-08-01',
    contractDuration: 3,
    contractValue: '9100',
    currentSecuringValue: '500',
    paidType: 1,
  });
  expect(contract.endDurationDate).toBe('2030-07-31');
  let sequence = 0;
  const cheque = (amount: string, dueDate: string, extra: Record<string, unknown> = {}) => {
    sequence += 1;
    return created('/cheques', {
      chequePatternId: received.id,
      date: '2029-08-01',
      internalNumber: `DASH-${sequence}`,
      amount,
      customerId: tenant.id,
      accountId: tenant.accountId,
      observeAccountId: account['122'],
      currencyId: aed,
      dueDate,
      apartmentId: flats[0].id,
      connectWith: 1,
      connectWithId: contract.id,
      ...extra,
    });
  };
  const operation = (of: Data, extra: Record<string, unknown> = {}) => ({
    chequeId: of.id,
    date: '2030-05-01',
    amount: of.amount,
    currencyId: aed,
    debitAccountId: account['1321'],
    creditAccountId: account['122'],
    genEntries: true,
    ...extra,
  });
  const january = await cheque('1000', '2030-01-10');
  await created('/op-partial-collections', operation(january, { amount: '400' }));
  const march = await cheque('800', '2030-03-05');
  await created(
    '/op-returns',
    operation(march, { debitAccountId: tenant.accountId, creditAccountId: account['122'], reason: 1 }),
  );
  const april = await cheque('3000', '2030-04-10');
  await created('/op-collections', operation(april));
  await cheque('2000', '2030-05-20');
  await cheque('1500', '2030-06-20');
  await created('/cheques', {
    chequePatternId: paid.id,
    date: '2030-06-01',
    internalNumber: 'DASH-PAID',
    amount: '700',
    accountId: tenant.accountId,
    observeAccountId: account['1321'],
    currencyId: aed,
    dueDate: '2030-07-01',
  });
  after = await dashboard();
});
afterAll(async () => t?.close());

describe('home dashboard', () => {
  it('gives the rent billed, collected and overdue per month, twelve back and three ahead', () => {
    expect(after.rent.map((month) => month.month)).toEqual(before.rent.map((month) => month.month));
    expect(after.rent[0].month).toBe('2029-06-01');
    expect(after.rent.at(-1)?.month).toBe('2030-09-01');
    const change = Object.fromEntries(
      after.rent.map((month, index) => [
        month.month,
        [
          minus(month.billed, before.rent[index].billed),
          minus(month.collected, before.rent[index].collected),
          minus(month.overdue, before.rent[index].overdue),
        ],
      ]),
    );
    expect(change['2030-01-01']).toEqual(['1000.00', '400.00', '600.00']);
    expect(change['2030-03-01']).toEqual(['800.00', '0.00', '800.00']);
    expect(change['2030-04-01']).toEqual(['3000.00', '3000.00', '0.00']);
    expect(change['2030-05-01']).toEqual(['2000.00', '0.00', '2000.00']);
    // Due after today: billed, not yet overdue.
    expect(change['2030-06-01']).toEqual(['1500.00', '0.00', '0.00']);
    expect(change['2030-02-01']).toEqual(['0.00', '0.00', '0.00']);
  });

  it('gives the cheques falling due over the next eight weeks, received and paid', () => {
    expect(after.dueWeeks[0]).toMatchObject({ from: '2030-06-15', to: '2030-06-21' });
    const received = after.dueWeeks.map((week, index) =>
      minus(week.received, before.dueWeeks[index].received),
    );
    const paid = after.dueWeeks.map((week, index) => minus(week.paid, before.dueWeeks[index].paid));
    expect(received).toEqual(['1500.00', ...Array(7).fill('0.00')]);
    expect(paid).toEqual(['0.00', '0.00', '700.00', ...Array(5).fill('0.00')]);
  });

  it('ages the tenants arrears, and they are the cheque desk overdue total', async () => {
    const change = Object.fromEntries(
      after.arrears.map((bucket, index) => [
        bucket.bucket,
        [minus(bucket.amount, before.arrears[index].amount), bucket.count - before.arrears[index].count],
      ]),
    );
    expect(change).toEqual({
      d30: ['2000.00', 1],
      d60: ['0.00', 0],
      d90: ['0.00', 0],
      d120: ['800.00', 1],
      older: ['600.00', 1],
    });
    const desk = (await request('GET', `/cheques/desk/buckets?today=${today}`)).json().data;
    const total = after.arrears.reduce((sum, bucket) => sum.plus(bucket.amount), new Decimal(0));
    expect(total.toFixed(2)).toBe(new Decimal(desk.buckets.overdue.rest).toFixed(2));
    expect(after.arrears.reduce((sum, bucket) => sum + bucket.count, 0)).toBe(desk.buckets.overdue.count);
  });

  it('counts rents ending within 30, 60 and 90 days, and the bounced cheques', () => {
    expect(after.expiring.map((window) => window.days)).toEqual([30, 60, 90]);
    expect(after.expiring.map((window, index) => window.count - before.expiring[index].count)).toEqual([
      0, 1, 1,
    ]);
    expect(after.bouncedCheques - before.bouncedCheques).toBe(1);
  });

  it('gives each building its units by status today, as the building schema counts them', async () => {
    const mine = after.occupancy.find((row) => row.buildingId === buildingId);
    // The rent ended in 2030's summer; on the server's real day it has not started: both vacant.
    expect(mine).toMatchObject({
      name: 'Dashboard Tower',
      vacant: 2,
      rented: 0,
      reserved: 0,
      sold: 0,
      blocked: 0,
    });
    for (const row of after.occupancy) {
      const response = await request('POST', '/reports/building-schema', { buildingId: row.buildingId });
      const schema = response.json().data as { total: number; counts: { state: string; count: number }[] };
      const count = (state: string) => schema.counts.find((item) => item.state === state)?.count ?? 0;
      expect(row.vacant + row.rented + row.reserved + row.sold + row.blocked, row.name).toBe(schema.total);
      expect(row.rented, row.name).toBe(count('rented') + count('nearingEnd'));
      expect(row.reserved, row.name).toBe(count('reserved'));
      expect(row.sold + row.blocked, row.name).toBe(count('notAvailable'));
    }
  });

  it('refuses a day that is not one', async () => {
    const response = await request('GET', '/dashboard?today=2030-02-30');
    expect(response.statusCode, response.body).toBe(400);
    expect(Object.keys(response.json().errors)).toEqual(['today']);
  });
});
