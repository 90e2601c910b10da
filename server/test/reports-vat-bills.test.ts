import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.ts';

/** The VAT bills report (reference section 8) lists bills, one row each, in the base currency. */
let t: TestApp;
let token: string;
const request = (method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>, language = 'en') =>
  t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { authorization: `Bearer ${token}`, 'accept-language': language },
    payload,
  });
const first = async (url: string) => (await request('GET', url)).json().data[0];

type Row = Record<string, string | number | null>;
let sale: { number: number };
let purchase: { number: number };

beforeAll(async () => {
  t = await createTestApp();
  token = await t.signIn();
  const salePattern = await first('/bill-patterns?billType=2');
  const purchasePattern = await first('/bill-patterns?billType=1');
  const currencies = (await request('GET', '/currencies?pageSize=100')).json().data as {
    id: string;
    code: string;
  }[];
  const aed = currencies.find((c) => c.code === 'AED')!.id;
  const usd = currencies.find((c) => c.code === 'USD')!.id;
  const store = await first('/stores');
  const group = (await request('POST', '/material-groups', { name: 'Fittings' })).json().data;
  const material = (
    await request('POST', '/materials', {
      code: '601',
      name: 'Tap',
      materialGroupId: group.id,
      materialType: 1,
      unit1: 'piece',
    })
  ).json().data;
  const customer = await request('POST', '/users', {
    cardType: 1,
    name: 'عميل الضريبة',
    ltnname: 'Tax customer',
    phone: '+971500000099',
    trnNumber: '100200300400003',
  });
  expect(customer.statusCode, customer.body).toBe(201);
  const post = async (body: Record<string, unknown>) => {
    const response = await request('POST', '/bills', {
      storeId: store.id,
      genEntries: true,
      ...body,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data;
  };
  // 2 × 100 at 5 % (VAT 10) and 1 × 50 without VAT: taxable 200, not taxable 50, total 260.
  sale = await post({
    billPatternId: salePattern.id,
    issueDate: '2026-04-02',
    billDate: '2026-04-01',
    currencyId: aed,
    paymentMethod: 1,
    customerId: customer.json().data.id,
    materials: [
      { materialId: material.id, quantity: '2', unitPrice: '100', vatPercentage: '5' },
      { materialId: material.id, quantity: '1', unitPrice: '50', vatPercentage: '0' },
    ],
  });
  // In dollars at 3.6725: 10 × 10 at 5 % = 105 USD, 385.6125 AED.
  purchase = await post({
    billPatternId: purchasePattern.id,
    issueDate: '2026-04-20',
    billDate: '2026-04-18',
    currencyId: usd,
    currencyVal: '3.6725',
    paymentMethod: 2,
    materials: [{ materialId: material.id, quantity: '10', unitPrice: '10', vatPercentage: '5' }],
  });
  // Outside the period.
  await post({
    billPatternId: purchasePattern.id,
    issueDate: '2026-05-02',
    billDate: '2026-05-02',
    currencyId: aed,
    paymentMethod: 2,
    materials: [{ materialId: material.id, quantity: '1', unitPrice: '1', vatPercentage: '5' }],
  });
});
afterAll(async () => t?.close());

const run = async (filters: Record<string, unknown>, language = 'en') => {
  const response = await request('POST', '/reports/vat-bills', filters, language);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { rows: Row[]; totals: Record<string, string> };
};

describe('VAT bills report', () => {
  it('lists each bill of the period with its type, dates, customer, TRN and VAT figures', async () => {
    const report = await run({ from: '2026-04-01', to: '2026-04-30' });
    expect(report.rows).toHaveLength(2);
    const [saleRow, purchaseRow] = report.rows;
    expect(saleRow).toMatchObject({
      number: sale.number,
      date: '2026-04-02',
      billDate: '2026-04-01',
      customer: 'Tax customer',
      trn: '100200300400003',
      taxable: '200.0000',
      notTaxable: '50.0000',
      vatAmount: '10.0000',
      total: '260.0000',
    });
    expect(saleRow.billType).toBeTruthy();
    expect(purchaseRow).toMatchObject({
      number: purchase.number,
      taxable: '367.2500',
      notTaxable: '0.0000',
      vatAmount: '18.3625',
      total: '385.6125',
      currency: 'USD',
      documentTotal: '105.0000',
    });
    expect(report.totals).toMatchObject({
      taxable: '567.2500',
      notTaxable: '50.0000',
      vatAmount: '28.3625',
      total: '645.6125',
    });
  });

  it('shows sales or purchases only, and names the customer in Arabic for an Arabic reader', async () => {
    const sales = await run({ from: '2026-04-01', to: '2026-04-30', billKind: 'sales' });
    expect(sales.rows.map((row) => row.number)).toEqual([sale.number]);
    const purchases = await run({ from: '2026-04-01', to: '2026-04-30', billKind: 'purchases' });
    expect(purchases.rows.map((row) => row.number)).toEqual([purchase.number]);
    const arabic = await run({ from: '2026-04-01', to: '2026-04-30', billKind: 'sales' }, 'ar');
    expect(arabic.rows[0].customer).toBe('عميل الضريبة');
  });
});
