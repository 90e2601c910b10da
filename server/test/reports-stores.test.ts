import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.ts';

/**
 * The store reports on a hand-checked set of bills in a store of their own. Material X (piece;
 * box = 10 pieces) and Y (piece):
 *   P1 purchase 2026-04-01 on credit from the supplier: X 5 boxes at 80 (50 pieces at 8), Y 10 at 3
 *   P2 purchase 2026-04-10 on credit from the supplier: X 30 at 10.5 → average (400 + 315) / 80 = 8.9375
 *   S1 sale 2026-04-15 for cash: X 40 at 15, Y 4 at 5, discount 20 → cost 40 × 8.9375 + 4 × 3 = 369.5
 *   P3 purchase 2026-05-03 for cash: X 2 boxes at 120 (20 at 12) → (40 × 8.9375 + 240) / 60 = 9.958333
 */
let t: TestApp;
let token: string;
const request = (method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
  t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' },
    payload,
  });
const first = async (url: string) => (await request('GET', url)).json().data[0];
type Row = Record<string, string | number | null>;
const report = async (key: string, filters: Record<string, unknown>) => {
  const response = await request('POST', `/reports/${key}`, filters);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { rows: Row[]; totals: Record<string, string | null>; count: number };
};
const pick = (rows: Row[], keys: string[]) => rows.map((row) => keys.map((key) => row[key]));

let store: string;
let x: string;
let y: string;
let group: string;
let supplier: string;
const bills: Record<string, { id: string; number: number }> = {};

beforeAll(async () => {
  t = await createTestApp();
  token = await t.signIn();
  const purchase = await first('/bill-patterns?billType=1');
  const sale = await first('/bill-patterns?billType=2');
  const aed = (await first('/currencies?code=AED')).id;
  const created = async (url: string, body: Record<string, unknown>) => {
    const response = await request('POST', url, body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data;
  };
  store = (await created('/stores', { name: 'Reports store', ltnname: 'Reports store' })).id;
  group = (await created('/material-groups', { name: 'Report goods', ltnname: 'Report goods' })).id;
  x = (
    await created('/materials', {
      code: '8801',
      name: 'Tile X',
      ltnname: 'Tile X',
      materialGroupId: group,
      materialType: 1,
      unit1: 'piece',
      unit2: 'box',
      exchange2: '10',
      materialMinimums: [{ storeId: store, minimum: '50', maximum: '500' }],
    })
  ).id;
  y = (
    await created('/materials', {
      code: '8802',
      name: 'Grout Y',
      ltnname: 'Grout Y',
      materialGroupId: group,
      materialType: 1,
      unit1: 'piece',
    })
  ).id;
  supplier = (await created('/users', { cardType: 2, name: 'Tile supplier', phone: '+971500000021' })).id;
  const bill = (pattern: { id: string }, date: string, extra: Record<string, unknown>) =>
    created('/bills', {
      billPatternId: pattern.id,
      billDate: date,
      issueDate: date,
      currencyId: aed,
      paymentMethod: 2,
      storeId: store,
      ...extra,
    });
  bills.p1 = await bill(purchase, '2026-04-01', {
    paymentMethod: 1,
    customerId: supplier,
    materials: [
      { materialId: x, unit: 2, quantity: '5', unitPrice: '80' },
      { materialId: y, unit: 1, quantity: '10', unitPrice: '3' },
    ],
  });
  bills.p2 = await bill(purchase, '2026-04-10', {
    paymentMethod: 1,
    customerId: supplier,
    materials: [{ materialId: x, unit: 1, quantity: '30', unitPrice: '10.5' }],
  });
  bills.s1 = await bill(sale, '2026-04-15', {
    materials: [
      { materialId: x, unit: 1, quantity: '40', unitPrice: '15' },
      { materialId: y, unit: 1, quantity: '4', unitPrice: '5' },
    ],
    adjustments: [{ accountId: sale.cashAccountId, discount: '20', extra: '0' }],
  });
  bills.p3 = await bill(purchase, '2026-05-03', {
    materials: [{ materialId: x, unit: 2, quantity: '2', unitPrice: '120' }],
  });
});
afterAll(async () => t?.close());

describe('store reports', () => {
  it('warehouse report: balances per store and material against the minimum', async () => {
    const now = await report('warehouse-report', { storeId: store });
    expect(
      pick(now.rows, ['store', 'materialCode', 'unit', 'quantity', 'minimum', 'maximum', 'shortage']),
    ).toEqual([
      ['Reports store', '8801', 'piece', '60.0000', '50.0000', '500.0000', null],
      ['Reports store', '8802', 'piece', '6.0000', null, null, null],
    ]);
    // At the end of April X is 50 + 30 − 40 = 40, ten under its minimum.
    const april = await report('warehouse-report', { storeId: store, to: '2026-04-30', belowMinimum: true });
    expect(pick(april.rows, ['material', 'quantity', 'shortage'])).toEqual([
      ['Tile X', '40.0000', '10.0000'],
    ]);
  });

  it('item activity: moves of one material with the running balance, prices and the moving average', async () => {
    const activity = await report('item-activity', { materialId: x, from: '2026-04-05', to: '2026-05-31' });
    expect(
      pick(activity.rows, [
        'date',
        'billNumber',
        'inQuantity',
        'outQuantity',
        'balance',
        'inPrice',
        'outPrice',
        'price',
        'value',
      ]),
    ).toEqual([
      ['2026-04-10', bills.p2.number, '30.0000', null, '80.0000', '10.5000', null, '8.9375', '715.0000'],
      ['2026-04-15', bills.s1.number, null, '40.0000', '40.0000', null, '15.0000', '8.9375', '357.5000'],
      // 60 × 9.958333 = 597.49998
      ['2026-05-03', bills.p3.number, '20.0000', null, '60.0000', '12.0000', null, '9.9583', '597.5000'],
    ]);
    expect(activity.rows[0].billId).toBe(bills.p2.id);
    expect(activity.totals).toMatchObject({ inQuantity: '50.0000', outQuantity: '40.0000' });
  });

  it('inventory report: balance before, in, out and after the period, valued at the average cost', async () => {
    const inventory = await report('inventory-report', {
      storeId: store,
      from: '2026-04-05',
      to: '2026-04-30',
    });
    expect(
      pick(inventory.rows, [
        'materialCode',
        'vendor',
        'previousBalance',
        'inQuantity',
        'outQuantity',
        'currentBalance',
        'total',
      ]),
    ).toEqual([
      ['8801', 'Tile supplier', '50.0000', '30.0000', '40.0000', '40.0000', '357.5000'],
      ['8802', 'Tile supplier', '10.0000', '0.0000', '4.0000', '6.0000', '18.0000'],
    ]);
    expect(inventory.totals.total).toBe('375.5000');
  });

  it('ending inventory: the balance at a date valued at each price type', async () => {
    const at = (priceType: string, to: string) =>
      report('ending-inventory-report', { storeId: store, to, priceType });
    const cost = await at('cost', '2026-04-30');
    expect(pick(cost.rows, ['materialCode', 'quantity', 'price', 'value'])).toEqual([
      ['8801', '40.0000', '8.9375', '357.5000'],
      ['8802', '6.0000', '3.0000', '18.0000'],
    ]);
    expect(cost.totals.value).toBe('375.5000');
    expect(pick((await at('lastSale', '2026-04-30')).rows, ['price', 'value'])).toEqual([
      ['15.0000', '600.0000'],
      ['5.0000', '30.0000'],
    ]);
    expect(pick((await at('highestPurchase', '2026-05-31')).rows, ['price', 'value'])).toEqual([
      ['12.0000', '720.0000'],
      ['3.0000', '18.0000'],
    ]);
    expect(pick((await at('lowestPurchase', '2026-05-31')).rows, ['price'])).toEqual([
      ['8.0000'],
      ['3.0000'],
    ]);
    const bad = await request('POST', '/reports/ending-inventory-report', { priceType: 'dearest' });
    expect(bad.statusCode).toBe(400);
  });

  it('sales report: in, out and net per month and per year', async () => {
    const monthly = await report('sales-report', { storeId: store, every: 'month' });
    expect(
      pick(monthly.rows, [
        'period',
        'materialCode',
        'inQuantity',
        'outQuantity',
        'netQuantity',
        'inValue',
        'outValue',
        'netValue',
      ]),
    ).toEqual([
      ['2026-04', '8801', '80.0000', '40.0000', '40.0000', '715.0000', '600.0000', '115.0000'],
      ['2026-04', '8802', '10.0000', '4.0000', '6.0000', '30.0000', '20.0000', '10.0000'],
      ['2026-05', '8801', '20.0000', '0.0000', '20.0000', '240.0000', '0.0000', '240.0000'],
    ]);
    const yearly = await report('sales-report', { storeId: store, every: 'year', materialGroupId: group });
    expect(pick(yearly.rows, ['period', 'materialCode', 'netQuantity', 'netValue'])).toEqual([
      ['2026', '8801', '60.0000', '355.0000'],
      ['2026', '8802', '6.0000', '10.0000'],
    ]);
    const weekly = await report('sales-report', { storeId: store, every: 'week', materialId: y });
    expect(pick(weekly.rows, ['period'])).toEqual([['2026-W14'], ['2026-W16']]);
  });

  it('bill details: the lines of the sales bills', async () => {
    const details = await report('bill-details-report', { storeId: store, billKind: 'sales' });
    expect(
      pick(details.rows, [
        'billNumber',
        'materialCode',
        'unit',
        'quantity',
        'unitPrice',
        'totalPrice',
        'net',
      ]),
    ).toEqual([
      [bills.s1.number, '8801', 'piece', '40.0000', '15.0000', '600.0000', '600.0000'],
      [bills.s1.number, '8802', 'piece', '4.0000', '5.0000', '20.0000', '20.0000'],
    ]);
    expect(details.totals.totalPrice).toBe('620.0000');
    const bySupplier = await report('bill-details-report', { clientId: supplier });
    expect(pick(bySupplier.rows, ['billNumber', 'unit', 'quantity'])).toEqual([
      [bills.p1.number, 'box', '5.0000'],
      [bills.p1.number, 'piece', '10.0000'],
      [bills.p2.number, 'piece', '30.0000'],
    ]);
  });

  it('bill profit: sale price, cost at the moving average, extras less discounts, profit and its rates', async () => {
    const profit = await report('bill-profit-report', { storeId: store });
    // Profit 620 − 20 − 369.5 = 230.5; to the bill 230.5 / 600 = 38.42 %, to the cost 230.5 / 369.5 = 62.38 %.
    expect(
      pick(profit.rows, [
        'billNumber',
        'salePrice',
        'cost',
        'extrasDiscounts',
        'profit',
        'profitToBill',
        'profitToCost',
      ]),
    ).toEqual([[bills.s1.number, '620.0000', '369.5000', '-20.0000', '230.5000', '38.42', '62.38']]);
    expect(profit.totals).toMatchObject({
      profit: '230.5000',
      profitToBill: '38.4200',
      profitToCost: '62.3800',
    });
  });
});
