import { contractStatusOf } from '@aqar/domain/calc/contract-status';
import Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.ts';

/*
 * What a contract posts besides its own entry (fines, other fees: domain-reference 5.8), and its
 * status and its unit's as read on the day, whatever was stamped at the last save.
 */

let t: TestApp;
let token: string;
const auth = () => ({ authorization: `Bearer ${token}` });
const request = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: auth(), ...(payload ? { payload } : {}) });
const created = async (url: string, payload: Record<string, unknown>) => {
  const response = await request('POST', url, payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data;
};

let pattern: Record<string, string>;
let buildingId: string;
let clientId: string;
let clientAccount: string;
let aed: string;
let feeAccount: string;
let fineAccount: string;
let unitNo = 0;
const today = new Date().toISOString().slice(0, 10);
const apartment = async () =>
  created('/apartments', { buildingId, apartmentNo: `S${++unitNo}`, apartmentKind: 1, propertyType: 0 });

const rent = (unitId: string, extra: Record<string, unknown> = {}) => ({
  contractPatternId: pattern.id,
  clientId,
  buildingId,
  apartmentId: unitId,
  currencyId: aed,
  issueDate: today,
  startDurationDate: today,
  contractDuration: 3,
  contractValue: '12000',
  currentSecuringValue: '1000',
  paidType: 2,
  ...extra,
});

interface Line {
  account_id: string;
  debit: string;
  credit: string;
  note: string | null;
}
const entryOf = async (origin: string, id: string) => {
  const { rows } = await t.db.query<{ id: string; number: number; date: string; code: number | null }>(
    `select id, number, date::text as date, created_from_code as code from entries
      where created_from = $1 and created_from_id = $2`,
    [origin, id],
  );
  return rows;
};
const linesOf = async (origin: string, id: string) =>
  (
    await t.db.query<Line>(
      `select l.account_id, l.debit::text, l.credit::text, l.note from entry_lines l
         join entries e on e.id = l.parent_id
        where e.created_from = $1 and e.created_from_id = $2 order by l.position`,
      [origin, id],
    )
  ).rows.map((line) => ({
    ...line,
    debit: new Decimal(line.debit).toFixed(2),
    credit: new Decimal(line.credit).toFixed(2),
  }));
const balanced = (lines: Line[]) => {
  const debit = lines.reduce((sum, line) => sum.plus(line.debit), new Decimal(0));
  const credit = lines.reduce((sum, line) => sum.plus(line.credit), new Decimal(0));
  expect(debit.eq(credit), `${debit} = ${credit}`).toBe(true);
  return debit.toFixed(2);
};

beforeAll(async () => {
  t = await createTestApp();
  token = await t.signIn();
  const patterns = (await request('GET', '/contract-patterns?pageSize=100')).json().data;
  pattern = patterns.find((p: { code: number }) => p.code === 1);
  aed = (await request('GET', '/currencies?code=AED')).json().data[0].id;
  buildingId = (await created('/buildings', { name: 'Fees Tower', apartmentFloor: 1, apartmentCount: 4 })).id;
  const client = await created('/users', { cardType: 1, name: 'Tenant Fees', phone: '+971500000077' });
  clientId = client.id;
  clientAccount = client.accountId;
  const account = async (code: string) => (await request('GET', `/accounts?code=${code}`)).json().data[0].id;
  // 47 Other revenue takes the fees, 44 the fines (any leaf would do: the rows name them).
  feeAccount = await account('47');
  fineAccount = await account('44');
});
afterAll(async () => t?.close());

describe('contract fines and other fees', () => {
  it('post one balanced entry per grid, replaced in place on save, removed when the grid empties', async () => {
    const unit = await apartment();
    const saved = await created(
      '/contracts',
      rent(unit.id, {
        contractOtherFees: [
          { date: '2026-02-01', feeAmount: '150.50', accountId: feeAccount, notes: 'Parking card' },
          { date: '2026-01-20', feeAmount: '49.50', accountId: fineAccount, notes: 'Key copy' },
        ],
        contractFinesGrid: [
          { date: '2026-03-01', feeAmount: '300', accountId: fineAccount, notes: 'Damage' },
        ],
      }),
    );
    const [fees] = await entryOf('CONTRACT_FEES', saved.id);
    expect(fees.date).toBe('2026-01-20');
    // The entry carries the contract's pattern code, for the entries screen's link back.
    expect(fees.code).toBe(saved.code);
    const feeLines = await linesOf('CONTRACT_FEES', saved.id);
    expect(balanced(feeLines)).toBe('200.00');
    expect(feeLines.map((line) => [line.account_id, line.debit, line.credit])).toEqual([
      [clientAccount, '200.00', '0.00'],
      [feeAccount, '0.00', '150.50'],
      [fineAccount, '0.00', '49.50'],
    ]);
    expect(feeLines[1].note).toBe('2026-02-01 Parking card');
    const fineLines = await linesOf('CONTRACT_FINES', saved.id);
    expect(balanced(fineLines)).toBe('300.00');
    expect(fineLines.map((line) => [line.account_id, line.debit, line.credit])).toEqual([
      [clientAccount, '300.00', '0.00'],
      [fineAccount, '0.00', '300.00'],
    ]);

    // Editing the grid replaces the entry: same entry, same number, new lines.
    const edited = await request('PATCH', `/contracts/${saved.id}`, {
      contractOtherFees: [
        { date: '2026-02-01', feeAmount: '75', accountId: feeAccount, notes: 'Parking card' },
      ],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const after = await entryOf('CONTRACT_FEES', saved.id);
    expect(after).toHaveLength(1);
    expect(after[0].id).toBe(fees.id);
    expect(after[0].number).toBe(fees.number);
    expect(balanced(await linesOf('CONTRACT_FEES', saved.id))).toBe('75.00');
    // The fines entry is untouched by a fees edit.
    expect(await entryOf('CONTRACT_FINES', saved.id)).toHaveLength(1);

    // An emptied grid, or one of zeros, posts nothing.
    await request('PATCH', `/contracts/${saved.id}`, { contractOtherFees: [] });
    expect(await entryOf('CONTRACT_FEES', saved.id)).toHaveLength(0);
    await request('PATCH', `/contracts/${saved.id}`, {
      contractFinesGrid: [{ date: '2026-03-01', feeAmount: '0', accountId: fineAccount }],
    });
    expect(await entryOf('CONTRACT_FINES', saved.id)).toHaveLength(0);
  });

  it('go with the contract: deleting it deletes them', async () => {
    const unit = await apartment();
    const saved = await created(
      '/contracts',
      rent(unit.id, {
        contractOtherFees: [{ date: today, feeAmount: '10', accountId: feeAccount }],
        contractFinesGrid: [{ date: today, feeAmount: '20', accountId: fineAccount }],
      }),
    );
    expect(await entryOf('CONTRACT_FEES', saved.id)).toHaveLength(1);
    expect(await entryOf('CONTRACT_FINES', saved.id)).toHaveLength(1);
    const removed = await request('DELETE', `/contracts/${saved.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    for (const origin of ['CONTRACT', 'CONTRACT_FEES', 'CONTRACT_FINES'])
      expect(await entryOf(origin, saved.id), origin).toHaveLength(0);
  });

  it('refuse a row of a bad amount per field and write nothing', async () => {
    const unit = await apartment();
    const before = await t.db.query<{ n: number }>('select count(*)::int as n from entries');
    const bad = await request(
      'POST',
      '/contracts',
      rent(unit.id, { contractOtherFees: [{ date: today, feeAmount: '-5', accountId: feeAccount }] }),
    );
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors ?? {}).join(',')).toContain('contractOtherFees');
    const after = await t.db.query<{ n: number }>('select count(*)::int as n from entries');
    expect(after.rows[0].n).toBe(before.rows[0].n);
  });
});

describe('contract status on read', () => {
  it('reads expired once the end has passed, with no save: record, list, filter and unit', async () => {
    const unit = await apartment();
    const saved = await created('/contracts', rent(unit.id));
    expect(saved.status).toBe(1);
    expect((await request('GET', `/apartments/${unit.id}`)).json().data.status).toBe(2);
    const rentedOnCard = async () => {
      const cards = (await request('GET', '/buildings/unit-counts')).json().data as {
        id: string;
        statuses: { rented: number };
      }[];
      return cards.find((card) => card.id === buildingId)?.statuses.rented ?? -1;
    };
    const rentedBefore = await rentedOnCard();
    expect(rentedBefore).toBeGreaterThan(0);
    // Time passes: the same contract, its days now behind us (written as the calendar would leave it).
    await t.db.query(`update contracts set start_duration_date = $2, end_duration_date = $3 where id = $1`, [
      saved.id,
      '2025-01-01',
      '2025-12-31',
    ]);
    const read = (await request('GET', `/contracts/${saved.id}`)).json().data;
    expect(read.status).toBe(3);
    const listed = async (status: number) =>
      (
        (await request('GET', `/contracts?status=${status}&pageSize=200`)).json().data as { id: string }[]
      ).map((row) => row.id);
    expect(await listed(3)).toContain(saved.id);
    expect(await listed(1)).not.toContain(saved.id);
    // Its unit is vacant again today, in its record and in the home page's counts.
    expect((await request('GET', `/apartments/${unit.id}`)).json().data.status).toBe(1);
    expect(await rentedOnCard()).toBe(rentedBefore - 1);
    // Renewed, it reads expired and renewed.
    await t.db.query('update contracts set renewed = true where id = $1', [saved.id]);
    expect((await request('GET', `/contracts/${saved.id}`)).json().data.status).toBe(4);
    expect(await listed(4)).toContain(saved.id);
  });

  it('reads a rent that starts today as renting its unit, though it was saved before', async () => {
    const unit = await apartment();
    const saved = await created('/contracts', rent(unit.id, { startDurationDate: '2030-01-01' }));
    expect((await request('GET', `/apartments/${unit.id}`)).json().data.status).toBe(1);
    await t.db.query(`update contracts set start_duration_date = $2 where id = $1`, [saved.id, today]);
    expect((await request('GET', `/apartments/${unit.id}`)).json().data.status).toBe(2);
  });

  it('says in SQL what calc/contract-status.ts says in TypeScript', async () => {
    const cases = [
      { terminated: true, renewed: false, end: '2020-01-01' },
      { terminated: false, renewed: false, end: '2026-06-30' },
      { terminated: false, renewed: true, end: '2026-06-30' },
      { terminated: false, renewed: false, end: '2026-07-01' },
      { terminated: false, renewed: true, end: '2026-07-01' },
      { terminated: null, renewed: null, end: null },
    ];
    for (const one of cases) {
      const { rows } = await t.db.query<{ status: number }>(
        'select contract_status_on($1, $2, $3::date, $4::date) as status',
        [one.terminated, one.renewed, one.end, '2026-07-01'],
      );
      expect(rows[0].status, JSON.stringify(one)).toBe(
        contractStatusOf(
          { terminated: one.terminated, renewed: one.renewed, endDurationDate: one.end },
          '2026-07-01',
        ),
      );
    }
  });
});
