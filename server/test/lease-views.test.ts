import { installmentSchedule } from '@aqar/domain/calc/installment-schedule';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.ts';

/*
 * One place for a lease (issue 26): a contract's summary header worked out from its cheques and
 * the ledger, and the global search that finds units, contracts and cheques.
 */

type Data = Record<string, unknown> & { id: string };
let t: TestApp;
let token: string;
const request = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { authorization: `Bearer ${token}` },
    ...(payload ? { payload } : {}),
  });
const created = async (url: string, payload: unknown) => {
  const response = await request('POST', url, payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as Data;
};

const account: Record<string, string> = {};
let aed: string;
let rentPattern: Data;
let building: Data;

beforeAll(async () => {
  t = await createTestApp();
  token = await t.signIn();
  for (const row of (await request('GET', '/accounts/leaves?pageSize=1000')).json().data as Data[])
    account[String(row.code)] = row.id;
  aed = (await request('GET', '/currencies?code=AED')).json().data[0].id;
  rentPattern = (await request('GET', '/contract-patterns?pageSize=100'))
    .json()
    .data.find((p: { code: number }) => p.code === 1);
  building = await created('/buildings', { name: 'Summary Tower', apartmentFloor: 1, apartmentCount: 2 });
});
afterAll(async () => {
  await t?.close();
});

/**
 * The worked example of docs/contract-entries.md: 1 January – 31 December 2026, final price
 * 56,700, deposit 3,000, a first batch of 6,700 and four quarterly cheques of 12,500.
 */
const lease = async (tenantName: string, unitNo: string, beginNumber: number) => {
  const client = await created('/users', { cardType: 1, name: tenantName, phone: `+9715000${beginNumber}` });
  const unit = await created('/apartments', {
    buildingId: building.id,
    apartmentNo: unitNo,
    apartmentKind: 1,
    propertyType: 0,
  });
  const signed = await created('/contracts', {
    contractPatternId: rentPattern.id,
    clientId: client.id,
    buildingId: building.id,
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
  });
  const plan = { installmentsNumbers: 4, eachNumber: 3, eachDuration: 2, firstInstallmentDate: '2026-01-01' };
  const schedule = installmentSchedule({
    totalAmount: '56700',
    hasFirstBatch: true,
    firstBatch: '6700',
    beginNumber,
    ...plan,
  });
  const response = await request('POST', '/contracts/installments', {
    installment: {
      contractId: signed.id,
      currencyId: aed,
      hasFirstBatch: true,
      firstBatch: '6700',
      paymentDate: '2026-01-01',
      beginNumber,
      ...plan,
    },
    installmentGrid: schedule.cheques.map((cheque) => ({
      internalNumber: String(cheque.internalNumber),
      amount: cheque.amount,
      dueDate: cheque.dueDate,
      endDueDate: cheque.endDueDate,
    })),
  });
  expect(response.statusCode, response.body).toBe(201);
  return { contract: signed, client, unit, cheques: response.json().installmentGrid as Data[] };
};

const operation = (cheque: Data, extra: Record<string, unknown> = {}) => ({
  chequeId: cheque.id,
  date: '2026-04-05',
  amount: String(cheque.amount),
  currencyId: aed,
  debitAccountId: account['1321'],
  creditAccountId: account['122'],
  genEntries: true,
  ...extra,
});

describe('contract summary', () => {
  it('adds up value, paid, outstanding, overdue, the next cheque and the deposit from cheques and the ledger', async () => {
    const { contract, client, unit, cheques } = await lease('Summary Tenant', 'S-101', 7001);
    await created('/op-collections', operation(cheques[0]));
    await created('/op-returns', operation(cheques[1], { debitAccountId: client.accountId, reason: 2 }));
    await created(
      '/op-partial-collections',
      operation(cheques[2], { amount: '2000.25', date: '2026-06-01' }),
    );

    const response = await request('GET', `/contracts/${contract.id}/summary?on=2026-08-15`);
    expect(response.statusCode, response.body).toBe(200);
    const summary = response.json().data;
    // By hand: paid = cheque 1 (12,500) + partial 2,000.25 + first batch 6,700 = 21,200.25;
    // overdue = the bounced cheque 2 (12,500) + the rest of cheque 3 due 1 July (10,499.75).
    expect(summary).toMatchObject({
      id: contract.id,
      number: contract.number,
      tenant: { id: client.id, name: 'Summary Tenant' },
      unit: { entity: 'apartment', id: unit.id, label: 'S-101', building: 'Summary Tower' },
      startDate: '2026-01-01',
      endDate: '2026-12-31',
      today: '2026-08-15',
    });
    expect(Number(summary.value)).toBe(56700);
    expect(summary.paidToDate).toMatch(/^21200\.250*$/);
    expect(summary.outstanding).toMatch(/^35499\.750*$/);
    expect(summary.overdue).toMatch(/^22999\.750*$/);
    expect(summary.nextCheque).toMatchObject({ id: cheques[3].id, dueDate: '2026-10-01' });
    expect(Number(summary.nextCheque.amount)).toBe(12500);
    expect(Number(summary.depositHeld)).toBe(3000);

    // Before anything fell due: nothing late, the first cheque next.
    const early = (await request('GET', `/contracts/${contract.id}/summary?on=2025-12-01`)).json().data;
    expect(early.overdue).toMatch(/^12500(\.0*)?$/); // the bounced one stays owed
    expect(early.nextCheque).toMatchObject({ id: cheques[2].id, dueDate: '2026-07-01' });
    expect(early.nextCheque.amount).toMatch(/^10499\.750*$/);
  });

  it('answers 404 for an unknown contract and 400 for a bad day', async () => {
    expect((await request('GET', '/contracts/00000000-0000-4000-8000-000000000000/summary')).statusCode).toBe(
      404,
    );
    const { contract } = await lease('Dated Tenant', 'S-102', 7101);
    const bad = await request('GET', `/contracts/${contract.id}/summary?on=2026-13-40`);
    expect(bad.statusCode).toBe(400);
  });
});

describe('tenant statement', () => {
  const balanceBefore = async (accountId: string, day: string | null) =>
    (
      await t.db.query<{ balance: string }>(
        `select coalesce(sum(l.debit - l.credit), 0)::text as balance
           from entry_lines l join entries e on e.id = l.parent_id
          where l.account_id = $1 and ($2::date is null or e.date < $2::date)`,
        [accountId, day],
      )
    ).rows[0].balance;

  it('opens with the balance before the range, then every move with a running balance and its document', async () => {
    const { client, contract, cheques } = await lease('Statement Tenant', 'S-201', 7301);
    await created('/op-collections', operation(cheques[0]));
    const response = await request('GET', `/users/${client.id}/statement?from=2026-01-01&to=2026-12-31`);
    expect(response.statusCode, response.body).toBe(200);
    const rows = response.json().data.rows as Data[];
    expect(rows[0]).toMatchObject({ kind: 'opening' });
    expect(Number(rows[0].balance)).toBe(0);
    // Each row's balance is the one before it plus its debit less its credit.
    let running = 0;
    for (const row of rows.slice(1)) {
      running += Number(row.debit ?? 0) - Number(row.credit ?? 0);
      expect(Number(row.balance)).toBeCloseTo(running, 4);
    }
    expect(Number(rows.at(-1)?.balance)).toBe(Number(await balanceBefore(String(client.accountId), null)));
    // By hand: the contract charges 56,700 and the 3,000 deposit; the first batch (6,700) and the
    // four cheques (50,000) credit the client: 3,000 left, the deposit.
    expect(Number(rows.at(-1)?.balance)).toBe(3000);
    const opened = rows.map((row) => row.documentEntity);
    expect(opened).toContain('contract');
    expect(opened).toContain('cheque');
    expect(rows.find((row) => row.documentEntity === 'contract')?.documentId).toBe(contract.id);

    // From April on: the opening row carries everything before.
    const later = (await request('GET', `/users/${client.id}/statement?from=2026-04-02`)).json().data
      .rows as Data[];
    expect(later[0].kind).toBe('opening');
    expect(Number(later[0].balance)).toBe(
      Number(await balanceBefore(String(client.accountId), '2026-04-02')),
    );
  });

  it('refuses an unknown card (404), a bad day or a reversed range (400)', async () => {
    const { client } = await lease('Range Tenant', 'S-202', 7401);
    expect((await request('GET', '/users/00000000-0000-4000-8000-000000000000/statement')).statusCode).toBe(
      404,
    );
    expect((await request('GET', `/users/${client.id}/statement?from=2026-02-30`)).statusCode).toBe(400);
    const reversed = await request('GET', `/users/${client.id}/statement?from=2026-05-01&to=2026-04-01`);
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().errors).toHaveProperty('to');
  });
});

describe('global search', () => {
  it('finds a unit by number with its building, its contract by tenant, unit or number, a cheque by number', async () => {
    const { contract, cheques } = await lease('Searchable Renter', 'Q-0202', 7201);
    const byUnit = (await request('GET', '/search?q=Q-0202')).json().data as Data[];
    expect(byUnit[0]).toMatchObject({
      kind: 'units',
      entity: 'apartment',
      label: 'Q-0202',
      detail: 'Summary Tower',
    });
    expect(byUnit.find((hit) => hit.kind === 'contracts')).toMatchObject({ id: contract.id, code: 1 });

    const byTenant = (await request('GET', '/search?q=searchable')).json().data as Data[];
    expect(byTenant.map((hit) => hit.id)).toContain(contract.id);
    expect(byTenant.find((hit) => hit.id === contract.id)?.detail).toContain('Searchable Renter');

    const byNumber = (await request('GET', `/search?q=${contract.number}`)).json().data as Data[];
    expect(byNumber.find((hit) => hit.kind === 'contracts')?.id).toBe(contract.id);

    const byCheque = (await request('GET', `/search?q=${cheques[0].internalNumber}`)).json().data as Data[];
    expect(byCheque.find((hit) => hit.kind === 'cheques')?.id).toBe(cheques[0].id);

    // Wildcards are taken literally; an empty query finds nothing.
    expect((await request('GET', '/search?q=%25')).json().data).toEqual([]);
    expect((await request('GET', '/search?q=')).json().data).toEqual([]);
  });
});
