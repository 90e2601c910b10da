import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aqarBalances, exportJournal, hledgerBalances, hledgerIt } from './support/hledger.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

/*
 * A managed building's monthly owner statement and its payout: figures worked out by hand from
 * the documents below, the net due equal to the owner account's movement in the month, and the
 * ledger (read by hledger) agreeing after the payout.
 */

let t: TestApp;
let token: string;
let folder: string;
const request = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { authorization: `Bearer ${token}` },
    ...(payload ? { payload } : {}),
  });
const created = async (url: string, payload: Record<string, unknown>) => {
  const response = await request('POST', url, payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data;
};

let aed: string;
let ownerAccount: { id: string; code: string };
let commissionAccount: string;
let cash: string;
let building: { id: string };
let unmanaged: { id: string };
let clientId: string;
let contractPattern: string;
let expenseType: string;
let owner: { id: string };

/** The owner account's balance as of a day, credit positive, straight from the ledger. */
const balanceAt = async (day: string) =>
  new Decimal(
    (
      await t.db.query<{ balance: string }>(
        `select coalesce(sum(l.credit_base - l.debit_base), 0)::text as balance
           from entry_lines l join entries e on e.id = l.parent_id
          where l.account_id = $1 and e.date <= $2::date`,
        [ownerAccount.id, day],
      )
    ).rows[0].balance,
  );

beforeAll(async () => {
  t = await createTestApp();
  token = await t.signIn();
  folder = mkdtempSync(join(tmpdir(), 'aqar-owner-statements-'));
  aed = (await request('GET', '/currencies?code=AED')).json().data[0].id;
  const parent = (await t.db.query<{ id: string }>(`select id from accounts where code = '13'`)).rows[0].id;
  ownerAccount = await created('/accounts', {
    code: '990101',
    name: 'Owner Salem',
    type: 1,
    parentId: parent,
  });
  commissionAccount = (await request('GET', '/accounts?code=47')).json().data[0].id;
  cash = (
    await created('/accounts', { code: '990102', name: 'Owner payouts cash', type: 1, parentId: parent })
  ).id;
  owner = await created('/owners', { name: 'Salem Owner', accountId: ownerAccount.id });
  building = await created('/buildings', {
    name: 'Managed Tower',
    apartmentFloor: 1,
    apartmentCount: 4,
    ownerId: owner.id,
    ownerAccountId: ownerAccount.id,
    commissionRate: '10',
    buildingRevenueAccountId: commissionAccount,
  });
  unmanaged = await created('/buildings', { name: 'Own Tower', apartmentFloor: 1, apartmentCount: 1 });
  const client = await created('/users', { cardType: 1, name: 'Tenant Managed', phone: '+971500000123' });
  clientId = client.id;
  const patterns = (await request('GET', '/contract-patterns?pageSize=100')).json().data;
  contractPattern = patterns.find((p: { code: number }) => p.code === 1).id;
  expenseType = (await created('/owner-expenses-types', { code: '771', name: 'Cleaning', isActive: true }))
    .id;
});
afterAll(async () => {
  await t?.close();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

const lease = async (unitNo: string, value: string, day: string) => {
  const unit = await created('/apartments', {
    buildingId: building.id,
    apartmentNo: unitNo,
    apartmentKind: 1,
    propertyType: 1,
  });
  return created('/contracts', {
    contractPatternId: contractPattern,
    clientId,
    buildingId: building.id,
    apartmentId: unit.id,
    currencyId: aed,
    issueDate: day,
    startDurationDate: day,
    contractDuration: 3,
    contractValue: value,
    currentSecuringValue: '1000',
    paidType: 2,
    genEntries: true,
    commissionPercentage: '10',
    commissionAccountId: commissionAccount,
    commissionFromOwnerAccountId: ownerAccount.id,
  });
};

const expense = (date: string, amount: string) =>
  created('/owner-expenses', {
    date,
    buildingId: building.id,
    ownerId: owner.id,
    accountId: cash,
    currencyId: aed,
    rows: [{ expenseTypeId: expenseType, amount }],
  });

describe('owner statements', () => {
  let statement: Record<string, unknown> & { id: string };

  it('refuse a building that is not managed (no owner account), per field', async () => {
    const response = await request('POST', '/owner-statements', {
      month: '2026-03-01',
      buildingId: unmanaged.id,
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().errors).toMatchObject({ buildingId: expect.any(String) });
  });

  it('sum the month by unit, less commission and expenses: the net due is the account movement', async () => {
    // February: an expense of 200 before the month, the opening balance.
    await expense('2026-02-10', '200');
    // March: two leases (12000 and 6000, 10% commission), an expense of 350.50, and a
    // journal entry charging the owner 100 (an other deduction).
    await lease('A-1', '12000', '2026-03-05');
    await lease('A-2', '6000', '2026-03-20');
    await expense('2026-03-15', '350.50');
    await created('/entries', {
      date: '2026-03-25',
      currencyId: aed,
      note: 'Meter fee charged to the owner',
      lines: [
        { accountId: ownerAccount.id, debit: '100', credit: '0' },
        { accountId: cash, debit: '0', credit: '100' },
      ],
    });
    // April: outside the month.
    await expense('2026-04-02', '75');

    statement = await created('/owner-statements', { month: '2026-03-17', buildingId: building.id });
    const figures = (value: unknown) => new Decimal(String(value)).toFixed(2);
    expect(statement.month).toBe('2026-03-01');
    expect(statement.ownerId).toBe(owner.id);
    expect(statement.accountId).toBe(ownerAccount.id);
    expect(figures(statement.openingBalance)).toBe('-200.00');
    expect(figures(statement.rentCollected)).toBe('18000.00');
    expect(figures(statement.commission)).toBe('1800.00');
    expect(figures(statement.ownerExpenses)).toBe('350.50');
    expect(figures(statement.otherDeductions)).toBe('100.00');
    // 18000 − 1800 − 350.50 − 100
    expect(figures(statement.netDue)).toBe('15749.50');
    expect(figures(statement.closingBalance)).toBe('15549.50');
    expect(
      (statement.rows as Record<string, string>[]).map((row) => [
        row.unit,
        figures(row.rent),
        figures(row.commission),
        figures(row.ownerShare),
      ]),
    ).toEqual([
      ['A-1', '12000.00', '1200.00', '10800.00'],
      ['A-2', '6000.00', '600.00', '5400.00'],
    ]);
    // The net due is the account's movement over the month, as the ledger holds it.
    const movement = (await balanceAt('2026-03-31')).minus(await balanceAt('2026-02-28'));
    expect(movement.toFixed(2)).toBe('15749.50');
    expect((await balanceAt('2026-02-28')).toFixed(2)).toBe('-200.00');
  });

  it('take one statement per building and month', async () => {
    const again = await request('POST', '/owner-statements', {
      month: '2026-03-02',
      buildingId: building.id,
    });
    expect(again.statusCode, again.body).toBe(409);
    expect(again.json().codes).toMatchObject({ month: 'statementExists' });
  });

  it('refuse a receipt pattern for the payout and write nothing', async () => {
    const receipt = await created('/voucher-patterns', {
      name: 'Owner receipt',
      showCreditField: true,
      genEntries: true,
    });
    const response = await request('POST', `/owner-statements/${statement.id}/payout`, {
      voucherPatternId: receipt.id,
      accountId: cash,
      date: '2026-04-05',
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().codes).toMatchObject({ voucherPatternId: 'paymentPatternRequired' });
    expect((await request('GET', `/owner-statements/${statement.id}`)).json().data.paid).toBe(false);
  });

  hledgerIt('pay the net due with a payment voucher, mark the statement paid; hledger agrees', async () => {
    const payment = await created('/voucher-patterns', {
      name: 'Owner payout',
      showCreditField: false,
      showDebitField: true,
      genEntries: true,
    });
    const response = await request('POST', `/owner-statements/${statement.id}/payout`, {
      voucherPatternId: payment.id,
      accountId: cash,
      date: '2026-04-05',
    });
    expect(response.statusCode, response.body).toBe(201);
    const paid = response.json().data;
    expect(paid.paid).toBe(true);
    const voucher = (await request('GET', `/vouchers/${paid.payoutVoucherId}`)).json().data;
    expect(new Decimal(voucher.debitAmount).toFixed(2)).toBe('15749.50');
    expect(voucher.voucherPatternId).toBe(payment.id);
    expect(voucher.accountId).toBe(cash);
    // Opening −200, + 15749.50 in March, − 75 on 2 April, − 15749.50 paid on 5 April.
    expect((await balanceAt('2026-04-30')).toFixed(2)).toBe('-275.00');

    const journal = await exportJournal(t, token);
    const hledger = hledgerBalances(folder, journal);
    expect(hledger.total).toBe('0.0000');
    const aqar = await aqarBalances(t, token, {}, 'closing');
    expect(Object.fromEntries(hledger.balances)).toEqual(Object.fromEntries(aqar));
    // hledger's debit-positive balance of the owner account: what the owner owes back.
    expect(hledger.balances.get(ownerAccount.code)).toBe('275.0000');

    // Paid: a second payout, an edit and a delete are refused.
    const twice = await request('POST', `/owner-statements/${statement.id}/payout`, {
      voucherPatternId: payment.id,
      accountId: cash,
    });
    expect(twice.statusCode, twice.body).toBe(409);
    const edit = await request('PATCH', `/owner-statements/${statement.id}`, { note: 'late' });
    expect(edit.statusCode, edit.body).toBe(409);
    expect((await request('DELETE', `/owner-statements/${statement.id}`)).statusCode).toBe(409);
  });

  it('leave the payout out of a later statement of the month it falls in', async () => {
    const april = await created('/owner-statements', { month: '2026-04-01', buildingId: building.id });
    expect(new Decimal(april.openingBalance).toFixed(2)).toBe('15549.50');
    expect(new Decimal(april.ownerExpenses).toFixed(2)).toBe('75.00');
    expect(new Decimal(april.netDue).toFixed(2)).toBe('-75.00');
  });
});
