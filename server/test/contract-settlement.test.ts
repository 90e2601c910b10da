import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { installmentSchedule } from '@aqar/domain/calc/installment-schedule';
import Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aqarBalances, exportJournal, hledgerBalances, hledgerIt } from './support/hledger.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

/*
 * The move-out settlement (issue 26): the figures worked out from the ledger and the cheques, the
 * balance equal to the client's account after posting, the hand-backs, the refusals and the undo.
 */

type Data = Record<string, unknown> & { id: string };
let t: TestApp;
let token: string;
let folder: string;
const request = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
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
let buildingId: string;
let unitNo = 0;
let clientNo = 0;

beforeAll(async () => {
  t = await createTestApp();
  token = await t.signIn();
  folder = mkdtempSync(join(tmpdir(), 'aqar-settlement-hledger-'));
  for (const row of (await request('GET', '/accounts/leaves?pageSize=1000')).json().data as Data[])
    account[String(row.code)] = row.id;
  aed = (await request('GET', '/currencies?code=AED')).json().data[0].id;
  rentPattern = (await request('GET', '/contract-patterns?pageSize=100'))
    .json()
    .data.find((p: { code: number }) => p.code === 1);
  buildingId = (await created('/buildings', { name: 'Settle Tower', apartmentFloor: 1, apartmentCount: 4 }))
    .id;
});
afterAll(async () => {
  rmSync(folder, { recursive: true, force: true });
  await t?.close();
});

const balanceOf = async (accountId: string) =>
  new Decimal(
    (
      await t.db.query<{ balance: string }>(
        'select coalesce(sum(debit - credit), 0)::text as balance from entry_lines where account_id = $1',
        [accountId],
      )
    ).rows[0].balance,
  ).toFixed(2);

/**
 * The worked example (docs/contract-entries.md): 1 January – 31 December 2026, final price 56,700,
 * deposit 3,000, a first batch of 6,700 and four quarterly cheques of 12,500 (due 1 January,
 * 1 April, 1 July, 1 October), on a client of its own.
 */
const lease = async () => {
  const client = await created('/users', {
    cardType: 1,
    name: `Leaver ${++clientNo}`,
    phone: `+97150000${1000 + clientNo}`,
  });
  const unit = await created('/apartments', {
    buildingId,
    apartmentNo: `L${++unitNo}`,
    apartmentKind: 1,
    propertyType: 0,
  });
  const signed = await created('/contracts', {
    contractPatternId: rentPattern.id,
    clientId: client.id,
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
  });
  const schedule = installmentSchedule({
    totalAmount: '56700',
    hasFirstBatch: true,
    firstBatch: '6700',
    installmentsNumbers: 4,
    eachNumber: 3,
    eachDuration: 2,
    firstInstallmentDate: '2026-01-01',
    beginNumber: 3001 + clientNo * 10,
  });
  const plan = await request('POST', '/contracts/installments', {
    installment: {
      contractId: signed.id,
      currencyId: aed,
      hasFirstBatch: true,
      firstBatch: '6700',
      paymentDate: '2026-01-01',
      installmentsNumbers: 4,
      eachNumber: 3,
      eachDuration: 2,
      firstInstallmentDate: '2026-01-01',
      beginNumber: 3001 + clientNo * 10,
    },
    installmentGrid: schedule.cheques.map((cheque) => ({
      internalNumber: String(cheque.internalNumber),
      amount: cheque.amount,
      dueDate: cheque.dueDate,
      endDueDate: cheque.endDueDate,
    })),
  });
  expect(plan.statusCode, plan.body).toBe(201);
  const cheques = plan.json().installmentGrid as Data[];
  return { contract: signed, client, unit, cheques };
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
const collect = (cheque: Data) => created('/op-collections', operation(cheque));
const bounce = (cheque: Data, clientAccount: string) =>
  created('/op-returns', operation(cheque, { debitAccountId: clientAccount, reason: 2 }));

const entriesOf = async (origin: string, id: string) =>
  (
    await t.db.query<{ id: string; date: string }>(
      'select id, date::text as date from entries where created_from = $1 and created_from_id = $2',
      [origin, id],
    )
  ).rows;
const chequeStatus = async (id: string) => (await request('GET', `/cheques/${id}`)).json().data.status;

describe('move-out settlement', () => {
  it('works out the figures, posts them in one go, and its balance is the client’s account after posting', async () => {
    const { contract, client, cheques } = await lease();
    await collect(cheques[0]);
    await bounce(cheques[1], String(client.accountId));
    const body = {
      terminationDate: '2026-06-30',
      fines: [{ amount: '500', accountId: account['44'], note: 'Broken door' }],
    };
    const preview = await request('POST', `/contracts/${contract.id}/settlement/preview`, body);
    expect(preview.statusCode, preview.body).toBe(200);
    const figures = preview.json().data.settlement;
    expect(figures).toMatchObject({
      rentForTerm: '56700.00',
      // 54,000 × 184 ÷ 365 = 27,221.92 back, with its 1,361.10 VAT.
      unearned: '28583.02',
      earned: '28116.98',
      paidByCheques: '12500.00',
      paidInCash: '6700.00',
      paid: '19200.00',
      keptTotal: '0.00',
      handBackTotal: '25000.00',
      bouncedTotal: '12500.00',
      deposit: '3000.00',
      fines: '500.00',
      outstanding: '11916.98',
      depositAfterDeductions: '-9416.98',
      balance: '9416.98',
    });
    expect(preview.json().data.eligible.map((one: Data) => one.id)).toEqual([cheques[2].id, cheques[3].id]);
    // A preview writes nothing.
    expect(await chequeStatus(String(cheques[2].id))).toBe(1);

    const settled = await request('POST', `/contracts/${contract.id}/settlement`, body);
    expect(settled.statusCode, settled.body).toBe(201);
    expect(settled.json().data.settlement.balance).toBe('9416.98');
    expect(new Decimal(settled.json().data.clientBalance).toFixed(2)).toBe('9416.98');
    expect(await balanceOf(String(client.accountId))).toBe('9416.98');
    const after = settled.json().data.record;
    expect(after).toMatchObject({
      terminated: true,
      terminationDate: '2026-06-30',
      ownerRestAmount: '27221.9200',
    });
    // Terminated on a past day, no evacuation date: terminated and evacuated.
    expect(after.status).toBe(2);
    // The two later cheques are back with the drawer, each with its entry reversed on the day.
    for (const cheque of cheques.slice(2)) {
      expect(await chequeStatus(String(cheque.id))).toBe(6);
      expect(await entriesOf('CHQ_HANDBACK', String(cheque.id))).toEqual([
        expect.objectContaining({ date: '2026-06-30' }),
      ]);
    }
    expect(await chequeStatus(String(cheques[1].id))).toBe(4);
    expect(await entriesOf('CONTRACT_TERMINATION', contract.id)).toHaveLength(1);
    expect(await entriesOf('CONTRACT_FINES', contract.id)).toHaveLength(1);
    expect(await entriesOf('CONTRACT_DEPOSIT_RELEASE', contract.id)).toHaveLength(1);
    // Notes receivable no longer hold the handed-back cheques nor the bounced one.
    expect(
      (await request('GET', `/contracts/${contract.id}/settlement`)).json().data.handedBackIds,
    ).toHaveLength(2);

    // A handed-back cheque is not collected; a settled contract is not settled again.
    const collecting = await request('POST', '/op-collections', operation(cheques[2]));
    expect(collecting.statusCode).toBe(409);
    expect(collecting.json().key).toBe('chequeHandedBack');
    const again = await request('POST', `/contracts/${contract.id}/settlement`, body);
    expect(again.statusCode).toBe(409);
    expect(again.json().key).toBe('contractNotSettleable');

    // Undo: entries gone, cheques held again, the contract valid with the balance it had.
    const undone = await request('DELETE', `/contracts/${contract.id}/settlement`);
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json().data).toMatchObject({ terminated: false, terminationDate: null, settlement: null });
    for (const cheque of cheques.slice(2)) {
      expect(await chequeStatus(String(cheque.id))).toBe(1);
      expect(await entriesOf('CHQ_HANDBACK', String(cheque.id))).toEqual([]);
    }
    for (const origin of ['CONTRACT_TERMINATION', 'CONTRACT_FINES', 'CONTRACT_DEPOSIT_RELEASE'])
      expect(await entriesOf(origin, contract.id)).toEqual([]);
    // The contract entry (59,700) less the cheques (50,000) and first batch (6,700), plus the bounce (12,500).
    expect(await balanceOf(String(client.accountId))).toBe('15500.00');
    const second = await request('DELETE', `/contracts/${contract.id}/settlement`);
    expect(second.statusCode).toBe(409);
    expect(second.json().key).toBe('settlementNotFound');
  });

  it('keeps the cheques the user chooses, pays the refund out and leaves the client at zero', async () => {
    const { contract, client, cheques } = await lease();
    await collect(cheques[0]);
    await collect(cheques[1]);
    const settled = await request('POST', `/contracts/${contract.id}/settlement`, {
      terminationDate: '2026-06-30',
      evacuationDate: '2099-01-10',
      keep: [cheques[2].id],
      paymentAccountId: account['1311'],
    });
    expect(settled.statusCode, settled.body).toBe(201);
    const { settlement } = settled.json().data;
    expect(settlement).toMatchObject({
      paid: '31700.00',
      keptTotal: '12500.00',
      handBackTotal: '12500.00',
      // 3,000 deposit back plus 13,083.02 paid beyond the rent earned.
      depositAfterDeductions: '16083.02',
      balance: '-16083.02',
      voucher: { kind: 'payment', accountId: account['1311'] },
    });
    expect(await chequeStatus(String(cheques[2].id))).toBe(1);
    expect(await chequeStatus(String(cheques[3].id))).toBe(6);
    expect(await balanceOf(String(client.accountId))).toBe('0.00');
    const voucher = (await request('GET', `/vouchers/${settlement.voucher.id}`)).json().data;
    expect(voucher).toMatchObject({ accountId: account['1311'], connectWithId: contract.id });
    // Terminated, the tenant in the unit until a later evacuation date.
    expect(settled.json().data.record.status).toBe(5);

    // A later contract on the unit depends on the termination: the undo is refused, nothing moves.
    const next = await request('POST', '/contracts', {
      contractPatternId: rentPattern.id,
      clientId: client.id,
      buildingId,
      apartmentId: contract.apartmentId,
      currencyId: aed,
      issueDate: '2026-07-01',
      startDurationDate: '2026-07-01',
      contractDuration: 3,
      contractValue: '1000',
      currentSecuringValue: '100',
      paidType: 2,
    });
    expect(next.statusCode, next.body).toBe(201);
    const refused = await request('DELETE', `/contracts/${contract.id}/settlement`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().key).toBe('settlementUndoBlocked');
    expect(await chequeStatus(String(cheques[3].id))).toBe(6);
    expect((await request('GET', `/vouchers/${settlement.voucher.id}`)).statusCode).toBe(200);
  });

  it('refuses what cannot be settled: a collected cheque kept as if held, a date before the start, a terminated contract', async () => {
    const { contract, cheques } = await lease();
    await collect(cheques[3]);
    const kept = await request('POST', `/contracts/${contract.id}/settlement`, {
      terminationDate: '2026-06-30',
      keep: [cheques[3].id],
    });
    expect(kept.statusCode).toBe(409);
    expect(kept.json().errors).toHaveProperty('keep.0');
    const early = await request('POST', `/contracts/${contract.id}/settlement`, {
      terminationDate: '2025-12-31',
    });
    expect(early.statusCode).toBe(400);
    expect(early.json().errors).toHaveProperty('terminationDate');
    const unaccounted = await request('POST', `/contracts/${contract.id}/settlement`, {
      terminationDate: '2026-06-30',
      fines: [{ amount: '10' }],
    });
    expect(unaccounted.statusCode).toBe(400);
    expect(unaccounted.json().errors).toHaveProperty(['fines.0.accountId']);
    // Nothing was written by the refusals.
    expect((await request('GET', `/contracts/${contract.id}`)).json().data.terminated).toBe(false);
    // The old toggle still terminates; such a contract is not settled on top.
    const toggled = await request('PATCH', `/contracts/${contract.id}`, {
      terminated: true,
      terminationDate: '2026-06-30',
    });
    expect(toggled.statusCode, toggled.body).toBe(200);
    const settled = await request('POST', `/contracts/${contract.id}/settlement`, {
      terminationDate: '2026-06-30',
    });
    expect(settled.statusCode).toBe(409);
    expect(settled.json().key).toBe('contractNotSettleable');
  });

  it('reads a termination set for a later day as valid until then', async () => {
    const { contract } = await lease();
    const settled = await request('POST', `/contracts/${contract.id}/settlement`, {
      terminationDate: '2099-06-30',
    });
    // The contract ends on 31 December 2026: a later termination is a holdover, charged.
    expect(settled.statusCode, settled.body).toBe(201);
    expect(settled.json().data.record.status).not.toBe(2);
    expect(settled.json().data.record.status).not.toBe(5);
  });

  it('keeps the letterhead the clearance prints, refusing a logo that is not an image', async () => {
    expect((await request('GET', '/settings/letterhead')).json().data).toMatchObject({
      nameEn: null,
      logo: null,
    });
    const logo = 'data:image/png;base64,iVBORw0KGgo=';
    const saved = await request('PUT', '/settings/letterhead', {
      nameEn: 'Aqar Properties LLC',
      nameAr: 'شركة عقار',
      address: 'Abu Dhabi',
      trn: '100123456700003',
      logo,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await request('GET', '/settings/letterhead')).json().data).toEqual({
      nameEn: 'Aqar Properties LLC',
      nameAr: 'شركة عقار',
      address: 'Abu Dhabi',
      trn: '100123456700003',
      logo,
    });
    const bad = await request('PUT', '/settings/letterhead', { logo: 'javascript:alert(1)' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty('logo');
  });

  hledgerIt('agrees with hledger after settlements and an undo', async () => {
    const { contract, client, cheques } = await lease();
    await bounce(cheques[0], String(client.accountId));
    const settled = await request('POST', `/contracts/${contract.id}/settlement`, {
      terminationDate: '2026-03-15',
      fines: [{ amount: '250.50', accountId: account['44'] }],
      paymentAccountId: account['1311'],
    });
    expect(settled.statusCode, settled.body).toBe(201);
    const journal = await exportJournal(t, token);
    const hledger = hledgerBalances(folder, journal);
    expect(hledger.total).toBe('0.0000');
    expect(Object.fromEntries(hledger.balances)).toEqual(
      Object.fromEntries(await aqarBalances(t, token, {}, 'closing')),
    );
    expect((await request('DELETE', `/contracts/${contract.id}/settlement`)).statusCode).toBe(200);
    const undone = hledgerBalances(folder, await exportJournal(t, token));
    expect(undone.total).toBe('0.0000');
    expect(Object.fromEntries(undone.balances)).toEqual(
      Object.fromEntries(await aqarBalances(t, token, {}, 'closing')),
    );
  });
});
