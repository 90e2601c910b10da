import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
let token: string;
const request = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: Record<string, unknown>,
) => t.app.inject({ method, url: `/api/v1${url}`, headers: { authorization: `Bearer ${token}` }, payload });
const first = async (url: string) => (await request('GET', url)).json().data[0];
const stockOf = async (materialId: string, storeId: string) =>
  (
    await t.db.query<{ quantity: string }>(
      'select coalesce(sum(quantity), 0)::text as quantity from store_movements where material_id = $1 and store_id = $2',
      [materialId, storeId],
    )
  ).rows[0].quantity;

let purchasePattern: {
  id: string;
  code: number;
  cashAccountId: string;
  materialAccountId: string;
  vatAccountId: string;
};
let salePattern: { id: string; code: number; cashAccountId: string };
let aed: string;
let store: { id: string };
let material: { id: string };

beforeAll(async () => {
  t = await createTestApp();
  token = await t.signIn();
  purchasePattern = await first('/bill-patterns?billType=1');
  salePattern = await first('/bill-patterns?billType=2');
  aed = (await first('/currencies?code=AED')).id;
  store = await first('/stores');
  const groupResponse = await request('POST', '/material-groups', { name: 'Paint' });
  expect(groupResponse.statusCode, groupResponse.body).toBe(201);
  const group = groupResponse.json().data;
  const materialResponse = await request('POST', '/materials', {
    code: '501',
    name: 'Wall paint',
    materialGroupId: group.id,
    materialType: 1,
    unit1: 'litre',
    unit2: 'can',
    exchange2: '4',
  });
  expect(materialResponse.statusCode, materialResponse.body).toBe(201);
  material = materialResponse.json().data;
});
afterAll(async () => t?.close());

describe('bills', () => {
  it('compute exact totals, post a balanced entry and move stock in on a cash purchase', async () => {
    const response = await request('POST', '/bills', {
      billPatternId: purchasePattern.id,
      billDate: '2026-06-10',
      issueDate: '2026-06-10',
      currencyId: aed,
      paymentMethod: 2,
      storeId: store.id,
      genEntries: true,
      materials: [
        { materialId: material.id, unit: 2, quantity: '3', unitPrice: '33.33', vatPercentage: '5' },
        { materialId: material.id, unit: 1, quantity: '2.5', unitPrice: '10', vatPercentage: '5' },
      ],
    });
    expect(response.statusCode, response.body).toBe(201);
    const bill = response.json().data;
    expect(bill.code).toBe(purchasePattern.code);
    expect(bill.billType).toBe(1);
    // 3 × 33.33 = 99.99 (VAT 5.00), 2.5 × 10 = 25.00 (VAT 1.25)
    expect(bill.subtotal).toBe('124.9900');
    expect(bill.vatAmount).toBe('6.2500');
    expect(bill.total).toBe('131.2400');
    expect(bill.materials.map((m: { totalPrice: string; net: string }) => [m.totalPrice, m.net])).toEqual([
      ['99.9900', '104.9900'],
      ['25.0000', '26.2500'],
    ]);

    const entry = (await request('GET', `/entries/created-from/${bill.id}`)).json().data.entry;
    expect(entry.createdFrom).toBe('BILL');
    expect(entry.debit).toBe(entry.credit);
    const cashLine = entry.lines.find(
      (l: { accountId: string }) => l.accountId === purchasePattern.cashAccountId,
    );
    expect(cashLine.credit).toBe('131.2400');
    // 3 cans of 4 litres and 2.5 litres, in litres.
    expect(Number(await stockOf(material.id, store.id))).toBe(14.5);
  });

  it("take the pattern's defaults when a bill leaves them out: the store, and the cash account as counterparty", async () => {
    const pattern = (await request('GET', `/bill-patterns/${purchasePattern.id}`)).json().data;
    expect(pattern.defaultStoreId).toBeTruthy();
    const before = Number(await stockOf(material.id, pattern.defaultStoreId));
    const response = await request('POST', '/bills', {
      billPatternId: purchasePattern.id,
      billDate: '2026-06-10',
      issueDate: '2026-06-10',
      currencyId: aed,
      paymentMethod: 2,
      materials: [{ materialId: material.id, unit: 1, quantity: '2', unitPrice: '10' }],
    });
    expect(response.statusCode, response.body).toBe(201);
    const bill = response.json().data;
    expect(bill.storeId).toBe(pattern.defaultStoreId);
    expect(bill.customerAccountId).toBe(pattern.cashAccountId);
    expect(bill.materialAccountId).toBe(pattern.materialAccountId);
    expect(Number(await stockOf(material.id, pattern.defaultStoreId))).toBe(before + 2);
  });

  it('move stock out on a sale and back when the sale is deleted', async () => {
    const before = Number(await stockOf(material.id, store.id));
    const sale = await request('POST', '/bills', {
      billPatternId: salePattern.id,
      billDate: '2026-06-11',
      issueDate: '2026-06-11',
      currencyId: aed,
      paymentMethod: 2,
      storeId: store.id,
      materials: [{ materialId: material.id, unit: 1, quantity: '4', unitPrice: '15', vatPercentage: '5' }],
    });
    expect(sale.statusCode, sale.body).toBe(201);
    expect(Number(await stockOf(material.id, store.id))).toBe(before - 4);
    const entry = (await request('GET', `/entries/created-from/${sale.json().data.id}`)).json().data.entry;
    const cashLine = entry.lines.find(
      (l: { accountId: string }) => l.accountId === salePattern.cashAccountId,
    );
    expect(cashLine.debit).toBe('63.0000');
    expect((await request('DELETE', `/bills/${sale.json().data.id}`)).statusCode).toBe(200);
    expect(Number(await stockOf(material.id, store.id))).toBe(before);
    expect((await request('GET', `/entries/created-from/${sale.json().data.id}`)).statusCode).toBe(404);
  });

  it('refuse a bill on credit without a customer, saving nothing', async () => {
    const count = async () =>
      (await t.db.query<{ n: number }>('select count(*)::int8 as n from bills')).rows[0].n;
    const before = await count();
    const response = await request('POST', '/bills', {
      billPatternId: purchasePattern.id,
      billDate: '2026-06-12',
      issueDate: '2026-06-12',
      currencyId: aed,
      paymentMethod: 1,
      storeId: store.id,
      materials: [{ materialId: material.id, quantity: '1', unitPrice: '1' }],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.customerId).toBeTruthy();
    expect(await count()).toBe(before);
  });

  it("move a credit bill's account and entry to its new supplier when the supplier changes", async () => {
    const supplier = async (name: string) => {
      const response = await request('POST', '/users', { cardType: 2, name, phone: '+971500000009' });
      expect(response.statusCode, response.body).toBe(201);
      return response.json().data as { id: string; accountId: string };
    };
    const oldSupplier = await supplier('Paint supplier');
    const newSupplier = await supplier('Other paint supplier');
    const created = await request('POST', '/bills', {
      billPatternId: purchasePattern.id,
      billDate: '2026-06-13',
      issueDate: '2026-06-13',
      currencyId: aed,
      paymentMethod: 1,
      customerId: oldSupplier.id,
      storeId: store.id,
      materials: [{ materialId: material.id, quantity: '2', unitPrice: '50' }],
    });
    expect(created.statusCode, created.body).toBe(201);
    const bill = created.json().data;
    expect(bill.customerAccountId).toBe(oldSupplier.accountId);
    const supplierLine = async () =>
      (await request('GET', `/entries/created-from/${bill.id}`))
        .json()
        .data.entry.lines.find((line: { credit: string }) => Number(line.credit) > 0);

    // The form sends the stored record back: the old account comes with the new supplier.
    const changed = await request('PATCH', `/bills/${bill.id}`, {
      customerId: newSupplier.id,
      customerAccountId: bill.customerAccountId,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data.customerAccountId).toBe(newSupplier.accountId);
    expect((await supplierLine()).accountId).toBe(newSupplier.accountId);

    const back = await request('PATCH', `/bills/${bill.id}`, { customerId: oldSupplier.id });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().data.customerAccountId).toBe(oldSupplier.accountId);
    expect((await supplierLine()).accountId).toBe(oldSupplier.accountId);
  });
});
