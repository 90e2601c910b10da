import type { ContractPayments } from '@aqar/domain/entities/contracts/contract-payments';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.ts';

/* The payments tab's API (domain-reference 2.18 "payments"): GET /contracts/:id/payments. */

let t: TestApp;
let token: string;
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
const paymentsOf = async (id: string): Promise<ContractPayments> => {
  const response = await request('GET', `/contracts/${id}/payments`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
};

let saved: Record<string, string>;
let clientAccount: string;
let chequePattern: { id: string; defaultAccountId: string };
let voucherPattern: { id: string; defaultAccountId: string };
let building: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  token = await t.signIn();
  const patterns = (await request('GET', '/contract-patterns?code=1')).json().data;
  chequePattern = (await request('GET', '/cheque-patterns?code=2')).json().data[0];
  voucherPattern = (await request('GET', '/voucher-patterns?code=2')).json().data[0];
  const aed = (await request('GET', '/currencies?code=AED')).json().data[0].id;
  building = await created('/buildings', { name: 'Payments Tower', apartmentFloor: 1, apartmentCount: 2 });
  const unit = await created('/apartments', {
    buildingId: building.id,
    apartmentNo: 'PAY1',
    apartmentKind: 1,
    propertyType: 0,
  });
  const client = await created('/users', { cardType: 1, name: 'Payer One', phone: '+971500000321' });
  clientAccount = client.accountId;
  saved = await created('/contracts', {
    contractPatternId: patterns[0].id,
    clientId: client.id,
    buildingId: building.id,
    apartmentId: unit.id,
    currencyId: aed,
    issueDate: '2026-01-01',
    startDurationDate: '2026-01-01',
    contractDuration: 3,
    contractValue: '40000',
    currentSecuringValue: '1000',
    paidType: 1,
  });
});
afterAll(async () => t?.close());

describe('contract payments', () => {
  it('need a signed-in user and a contract that exists', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/v1/contracts/${saved.id}/payments` });
    expect(anonymous.statusCode).toBe(401);
    const unknown = await request('GET', '/contracts/00000000-0000-4000-8000-000000000000/payments');
    expect(unknown.statusCode).toBe(404);
  });

  it('start empty, with a first cheque over the contract and a receipt crediting the client', async () => {
    const payments = await paymentsOf(saved.id);
    expect(payments.cheques).toEqual([]);
    expect(payments.cashes).toEqual([]);
    expect(payments.newCheque).toMatchObject({
      code: 2,
      sequence: 1,
      values: {
        connectWith: 1,
        connectWithId: saved.id,
        accountId: clientAccount,
        customerId: saved.clientId,
        apartmentId: saved.apartmentId,
        costCenterId: saved.costCenterId,
        dueDate: '2026-01-01',
        endDueDate: '2026-12-31',
      },
    });
    // The building names no cheque or cash account: the patterns' defaults stand (the form's prefill).
    expect(payments.newCheque.values.observeAccountId).toBeUndefined();
    expect(payments.newCash.values.accountId).toBeUndefined();
    expect(payments.newCash).toMatchObject({
      code: 2,
      clientName: 'Payer One',
      values: { connectWith: 1, connectWithId: saved.id, rows: [{ accountId: clientAccount }] },
    });
  });

  it("list the contract's cheques with today's status and its cash receipts, and go on after the last", async () => {
    const { newCheque, newCash } = await paymentsOf(saved.id);
    const cheque = await created('/cheques', {
      ...newCheque.values,
      chequePatternId: chequePattern.id,
      observeAccountId: chequePattern.defaultAccountId,
      internalNumber: '5001',
      amount: '10000',
      endDueDate: '2026-03-31',
      note2: '1st Payment (1)',
    });
    await created('/vouchers', {
      ...newCash.values,
      voucherPatternId: voucherPattern.id,
      accountId: voucherPattern.defaultAccountId,
      rows: [
        {
          ...(newCash.values.rows as object[])[0],
          credit: '2500',
          note: 'Received new cash payment from Mr Payer One',
        },
      ],
      note: 'Received new cash payment from Mr Payer One',
    });
    // Another contract's cheque is not this one's (a contract that exists: a cheque may name no other).
    const otherUnit = await created('/apartments', {
      buildingId: building.id,
      apartmentNo: 'PAY2',
      apartmentKind: 1,
      propertyType: 0,
    });
    const other = await created('/contracts', {
      contractPatternId: saved.contractPatternId,
      clientId: saved.clientId,
      buildingId: building.id,
      apartmentId: otherUnit.id,
      currencyId: saved.currencyId,
      issueDate: '2026-01-01',
      startDurationDate: '2026-01-01',
      contractDuration: 3,
      contractValue: '40000',
      currentSecuringValue: '1000',
      paidType: 1,
    });
    await created('/cheques', {
      ...newCheque.values,
      connectWithId: other.id,
      chequePatternId: chequePattern.id,
      observeAccountId: chequePattern.defaultAccountId,
      amount: '1',
    });
    const payments = await paymentsOf(saved.id);
    expect(payments.cheques).toHaveLength(1);
    expect(payments.cheques[0]).toMatchObject({
      id: cheque.id,
      internalNumber: '5001',
      status: 1,
      dueDate: '2026-01-01',
      endDueDate: '2026-03-31',
      note2: '1st Payment (1)',
    });
    expect(Number(payments.cheques[0].amount)).toBe(10000);
    expect(payments.cashes).toHaveLength(1);
    expect(Number(payments.cashes[0].amount)).toBe(2500);
    expect(payments.cashes[0].isFirstBatch).toBe(false);
    // The next cheque continues the schedule for as long as the last one covered.
    expect(payments.newCheque.sequence).toBe(2);
    expect(payments.newCheque.values).toMatchObject({ dueDate: '2026-04-01', endDueDate: '2026-06-30' });
  });
});
