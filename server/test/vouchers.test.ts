import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
let token: string;
let leaves: { id: string; code: string; name: string }[];
let aed: string;
const request = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: Record<string, unknown>,
) => t.app.inject({ method, url: `/api/v1${url}`, headers: { authorization: `Bearer ${token}` }, payload });
const entryOf = async (id: string) => request('GET', `/entries/created-from/${id}`);

const makePattern = async (fields: Record<string, unknown>) => {
  const response = await request('POST', '/voucher-patterns', fields);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: string; code: number };
};

beforeAll(async () => {
  t = await createTestApp();
  token = await t.signIn();
  leaves = (await request('GET', '/accounts/leaves?pageSize=20&sort=code')).json().data;
  aed = (await request('GET', '/currencies?code=AED')).json().data[0].id;
});
afterAll(async () => t?.close());

describe('vouchers', () => {
  it('post a receipt as Dr cash / Cr each row, replace the entry on edit and drop it with the voucher', async () => {
    const receipt = await makePattern({
      name: 'Test receipt',
      showCreditField: true,
      showDebitField: false,
      genEntries: true,
    });
    const [cash, client, other] = leaves;
    const created = await request('POST', '/vouchers', {
      voucherPatternId: receipt.id,
      date: '2026-05-02',
      accountId: cash.id,
      currencyId: aed,
      genEntries: true,
      note: 'May rent',
      rows: [
        { accountId: client.id, credit: '1000.50' },
        { accountId: other.id, credit: '99.50' },
      ],
    });
    expect(created.statusCode, created.body).toBe(201);
    const voucher = created.json().data;
    expect(voucher.code).toBe(receipt.code);
    expect(voucher.number).toBe(1);
    expect(voucher.creditAmount).toBe('1100.0000');

    const entry = (await entryOf(voucher.id)).json().data.entry;
    expect(entry.createdFrom).toBe('VOUCHER');
    expect(entry.createdFromCode).toBe(receipt.code);
    expect(
      entry.lines.map((l: { accountId: string; debit: string; credit: string }) => [
        l.accountId,
        l.debit,
        l.credit,
      ]),
    ).toEqual([
      [cash.id, '1100.0000', '0.0000'],
      [client.id, '0.0000', '1000.5000'],
      [other.id, '0.0000', '99.5000'],
    ]);

    const edited = await request('PATCH', `/vouchers/${voucher.id}`, {
      rows: [{ accountId: client.id, credit: '750' }],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const replaced = (await entryOf(voucher.id)).json().data.entry;
    expect(replaced.id).toBe(entry.id);
    expect(replaced.debit).toBe('750.0000');
    const { rows } = await t.db.query('select id from entries where created_from_id = $1', [voucher.id]);
    expect(rows).toHaveLength(1);

    const off = await request('PATCH', `/vouchers/${voucher.id}`, { genEntries: false });
    expect(off.statusCode).toBe(200);
    expect((await entryOf(voucher.id)).statusCode).toBe(404);
    await request('PATCH', `/vouchers/${voucher.id}`, { genEntries: true });
    expect((await entryOf(voucher.id)).statusCode).toBe(200);

    expect((await request('DELETE', `/vouchers/${voucher.id}`)).statusCode).toBe(200);
    expect((await entryOf(voucher.id)).statusCode).toBe(404);
  });

  it('post a payment as Dr each row / Cr cash and number per pattern code', async () => {
    const payment = await makePattern({
      name: 'Test payment',
      showDebitField: true,
      showCreditField: false,
      genEntries: true,
    });
    const [cash, supplier] = leaves;
    const first = await request('POST', '/vouchers', {
      voucherPatternId: payment.id,
      date: '2026-05-03',
      accountId: cash.id,
      currencyId: aed,
      rows: [{ accountId: supplier.id, debit: '40' }],
    });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().data.number).toBe(1);
    const entry = (await entryOf(first.json().data.id)).json().data.entry;
    expect(entry.lines.map((l: { accountId: string; debit: string }) => [l.accountId, l.debit])).toEqual([
      [supplier.id, '40.0000'],
      [cash.id, '0.0000'],
    ]);
    const nav = await t.app.inject({
      method: 'POST',
      url: '/api/v1/pagination/last-one',
      headers: { authorization: `Bearer ${token}` },
      payload: { entity: 'vouchers', code: payment.code },
    });
    expect(nav.json().data).toEqual({ number: 1, id: first.json().data.id });
    const withoutCode = await t.app.inject({
      method: 'POST',
      url: '/api/v1/pagination/last-one',
      headers: { authorization: `Bearer ${token}` },
      payload: { entity: 'vouchers' },
    });
    expect(withoutCode.statusCode).toBe(400);
  });

  it('enforce the pattern: amounts on its side, required cost center and statement, no entry on failure', async () => {
    const strict = await makePattern({
      name: 'Strict receipt',
      showCreditField: true,
      requiredCostCenter: true,
      requiredStatement: true,
    });
    const before = (await t.db.query<{ count: number }>('select count(*)::int8 as count from entries'))
      .rows[0].count;
    const response = await request('POST', '/vouchers', {
      voucherPatternId: strict.id,
      date: '2026-05-04',
      accountId: leaves[0].id,
      currencyId: aed,
      rows: [{ accountId: leaves[1].id, debit: '10' }],
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors).sort()).toEqual([
      'rows.0.costCenterId',
      'rows.0.debit',
      'rows.0.note',
    ]);
    const after = (await t.db.query<{ count: number }>('select count(*)::int8 as count from entries')).rows[0]
      .count;
    expect(after).toBe(before);
  });
});
