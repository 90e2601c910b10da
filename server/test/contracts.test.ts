import { messages } from '@aqar/domain/messages';
import Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.ts';

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
const same = (a: unknown, b: string) => expect(new Decimal(String(a)).eq(b), `${a} = ${b}`).toBe(true);

interface Line {
  accountId: string;
  debit: string;
  credit: string;
}
const entriesOf = async (id: string) =>
  (
    await t.db.query<{ id: string; date: string }>(
      `select id, date::text as date from entries where created_from = 'CONTRACT' and created_from_id = $1`,
      [id],
    )
  ).rows;
const linesOf = async (id: string): Promise<Line[]> =>
  (await request('GET', `/entries/created-from/${id}`)).json().data.entry.lines;

let rentPattern: Record<string, string>;
let salePattern: Record<string, string>;
let buildingId: string;
let clientId: string;
let clientAccount: string;
let aed: string;
let unitNo = 0;
const apartment = async () =>
  created('/apartments', { buildingId, apartmentNo: `C${++unitNo}`, apartmentKind: 1, propertyType: 0 });

/** The worked example of docs/contract-entries.md: 60,000, 10 % discount, 5 % VAT, 3,000 deposit. */
const rent = (unitId: string, extra: Record<string, unknown> = {}) => ({
  contractPatternId: rentPattern.id,
  clientId,
  buildingId,
  apartmentId: unitId,
  currencyId: aed,
  issueDate: '2026-01-01',
  startDurationDate: '2026-01-01',
  contractDuration: 3,
  contractValue: '60000',
  discountRate: '10',
  vatRate: '5',
  currentSecuringValue: '3000',
  paidType: 1,
  ...extra,
});

beforeAll(async () => {
  t = await createTestApp();
  token = await t.signIn();
  const patterns = (await request('GET', '/contract-patterns?pageSize=100')).json().data;
  rentPattern = patterns.find((p: { code: number }) => p.code === 1);
  salePattern = patterns.find((p: { code: number }) => p.code === 4);
  aed = (await request('GET', '/currencies?code=AED')).json().data[0].id;
  buildingId = (await created('/buildings', { name: 'Contract Tower', apartmentFloor: 1, apartmentCount: 4 }))
    .id;
  const client = await created('/users', { cardType: 1, name: 'Tenant One', phone: '+971500000001' });
  clientId = client.id;
  clientAccount = client.accountId;
});
afterAll(async () => t?.close());

describe('contracts', () => {
  it('stamp the price chain and end date, ignore forged figures and post the worked example', async () => {
    const unit = await apartment();
    const saved = await created(
      '/contracts',
      rent(unit.id, {
        discountValue: '1',
        priceBeforeVat: '1',
        vatValue: '1',
        finalPrice: '1',
        endDurationDate: '2031-05-05',
        status: 4,
        code: 99,
      }),
    );
    same(saved.discountValue, '6000');
    same(saved.priceBeforeVat, '54000');
    same(saved.vatValue, '2700');
    same(saved.finalPrice, '56700');
    expect(saved.endDurationDate).toBe('2026-12-31');
    expect(saved.code).toBe(1);
    expect(saved.contractType).toBe(2);
    expect(saved.flatType).toBe(1);
    // The pattern's defaults fill what the client left out.
    expect(saved.revenueAccountId).toBe(rentPattern.defaultRevenueAccountId);
    expect(saved.insuranceAccountId).toBe(rentPattern.defaultInsuranceAccountId);
    // The unit's cost center follows it.
    expect(saved.costCenterId).toBe(unit.costCenterId);

    const entries = await entriesOf(saved.id);
    expect(entries).toHaveLength(1);
    expect(entries[0].date).toBe('2026-01-01');
    const lines = await linesOf(saved.id);
    const amount = (accountId: string | undefined, side: 'debit' | 'credit') =>
      lines.filter((line) => line.accountId === accountId).reduce((s, l) => s.plus(l[side]), new Decimal(0));
    same(amount(clientAccount, 'debit'), '59700');
    same(amount(rentPattern.defaultDiscountAccountId, 'debit'), '6000');
    same(amount(rentPattern.defaultRevenueAccountId, 'credit'), '60000');
    same(amount(rentPattern.defaultVatAccountId, 'credit'), '2700');
    same(amount(rentPattern.defaultInsuranceAccountId, 'credit'), '3000');
    const debit = lines.reduce((s, l) => s.plus(l.debit), new Decimal(0));
    const credit = lines.reduce((s, l) => s.plus(l.credit), new Decimal(0));
    same(debit, '65700');
    same(credit, '65700');

    // Editing replaces the entry in place.
    const edited = await request('PATCH', `/contracts/${saved.id}`, {
      contractValue: '50000',
      finalPrice: '7',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    same(edited.json().data.finalPrice, '47250');
    const after = await entriesOf(saved.id);
    expect(after).toHaveLength(1);
    expect(after[0].id).toBe(entries[0].id);
    same(
      (await linesOf(saved.id)).reduce((s, l) => s.plus(l.credit), new Decimal(0)),
      String(50000 + 2250 + 3000),
    );
  });

  it('post the termination entry of docs/contract-entries.md, replaced on edit and removed when revoked', async () => {
    const unit = await apartment();
    const saved = await created('/contracts', rent(unit.id));
    const ended = await request('PATCH', `/contracts/${saved.id}`, {
      terminated: true,
      terminationDate: '2026-06-30',
      ownerRestAmount: '1',
    });
    expect(ended.statusCode, ended.body).toBe(200);
    same(ended.json().data.ownerRestAmount, '27221.92');
    same(ended.json().data.ownerTotalAmount, '26778.08');
    const terminationLines = async () => {
      const { rows } = await t.db.query<{ account_id: string; debit: string; credit: string }>(
        `select l.account_id, l.debit::text, l.credit::text from entry_lines l join entries e on e.id = l.parent_id
          where e.created_from = 'CONTRACT_TERMINATION' and e.created_from_id = $1`,
        [saved.id],
      );
      return rows;
    };
    const lines = await terminationLines();
    const of = (account: string, side: 'debit' | 'credit') =>
      lines.filter((line) => line.account_id === account).reduce((s, l) => s.plus(l[side]), new Decimal(0));
    same(of(rentPattern.defaultRevenueAccountId, 'debit'), '27221.92');
    same(of(rentPattern.defaultVatAccountId, 'debit'), '1361.10');
    same(of(clientAccount, 'credit'), '28583.02');
    // Rounded up to 10 on a later date: replaced, not duplicated.
    await request('PATCH', `/contracts/${saved.id}`, { terminationDate: '2026-09-30', roundTo: 6 });
    const entries = await t.db.query<{ n: number }>(
      `select count(*)::int as n from entries where created_from = 'CONTRACT_TERMINATION' and created_from_id = $1`,
      [saved.id],
    );
    expect(entries.rows[0].n).toBe(1);
    await request('PATCH', `/contracts/${saved.id}`, { terminated: false });
    expect(await terminationLines()).toHaveLength(0);
  });

  it('make the unit rented today and take it out of the available list over its dates', async () => {
    const unit = await apartment();
    const today = new Date().toISOString().slice(0, 10);
    const availableIds = async (query: string) =>
      (
        (await request('GET', `/apartments/available?buildingId=${buildingId}${query}`)).json().data as {
          id: string;
        }[]
      ).map((row) => row.id);
    expect(await availableIds('')).toContain(unit.id);
    const saved = await created('/contracts', rent(unit.id, { startDurationDate: today, issueDate: today }));
    expect((await request('GET', `/apartments/${unit.id}`)).json().data.status).toBe(2);
    // Editing the unit keeps what its contract makes of it.
    const touched = await request('PATCH', `/apartments/${unit.id}`, { note: 'painted' });
    expect(touched.json().data.status).toBe(2);
    expect(await availableIds('')).not.toContain(unit.id);
    // Free after its end, and offered to the contract itself when it is edited.
    const next = new Date(Date.parse(saved.endDurationDate) + 86_400_000).toISOString().slice(0, 10);
    expect(await availableIds(`&from=${next}&to=${next}`)).toContain(unit.id);
    expect(await availableIds(`&from=${today}&to=${today}&contractId=${saved.id}`)).toContain(unit.id);
    // Terminating releases it after the termination date.
    const ended = await request('PATCH', `/contracts/${saved.id}`, {
      terminated: true,
      terminationDate: today,
    });
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json().data.status).toBe(2);
    expect(ended.json().data.ownerRestAmount).not.toBeNull();
    expect((await request('GET', `/apartments/${unit.id}`)).json().data.status).toBe(1);
    const removed = await request('DELETE', `/contracts/${saved.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await entriesOf(saved.id)).toHaveLength(0);
  });

  it('are refused by the database on a unit another valid contract holds over those dates', async () => {
    const unit = await apartment();
    const holder = await created('/contracts', rent(unit.id));
    const overlapping = await request(
      'POST',
      '/contracts',
      rent(unit.id, { startDurationDate: '2026-06-01' }),
    );
    expect(overlapping.statusCode).toBe(409);
    // The refusal names the contract, its tenant and its dates, under the apartment field.
    const held = `The unit is held by contract ${holder.number} of Tenant One from 2026-01-01 to 2026-12-31`;
    expect(overlapping.json().message).toBe(held);
    expect(overlapping.json().errors).toEqual({ apartmentId: held });
    expect(overlapping.json().codes.apartmentId).toBe(
      `unitHeldBy?number=${holder.number}&tenant=Tenant%20One&from=2026-01-01&to=2026-12-31`,
    );
    const after = await request('POST', '/contracts', rent(unit.id, { startDurationDate: '2027-01-01' }));
    expect(after.statusCode, after.body).toBe(201);
    const count = await t.db.query<{ n: number }>(
      'select count(*)::int as n from contracts where apartment_id = $1',
      [unit.id],
    );
    expect(count.rows[0].n).toBe(2);
  });

  it('let only one of several concurrent contracts on one unit through', async () => {
    const unit = await apartment();
    // Four writers at once, overlapping in pairs: exactly one wins, the others are told why.
    const answers = await Promise.all(
      ['2026-01-01', '2026-03-01', '2026-06-01', '2026-09-01'].map((start) =>
        request('POST', '/contracts', rent(unit.id, { startDurationDate: start })),
      ),
    );
    expect(
      answers.map((answer) => answer.statusCode).sort(),
      answers.map((answer) => answer.body).join('\n'),
    ).toEqual([201, 409, 409, 409]);
    for (const answer of answers.filter((one) => one.statusCode === 409))
      expect(answer.json().message).toMatch(/^The unit is held by contract \d+ of Tenant One from /);
    const count = await t.db.query<{ n: number }>(
      'select count(*)::int as n from contracts where apartment_id = $1',
      [unit.id],
    );
    expect(count.rows[0].n).toBe(1);
  });

  it('sell a unit once: it is sold, and a second sale or a later rent is refused', async () => {
    const unit = await apartment();
    const sale = await created('/contracts', {
      contractPatternId: salePattern.id,
      clientId,
      buildingId,
      apartmentId: unit.id,
      currencyId: aed,
      issueDate: '2026-02-01',
      propertyDeliveryDate: '2026-02-01',
      contractValue: '900000',
      currentSecuringValue: '1000',
      paidType: 2,
    });
    expect(sale.contractType).toBe(1);
    expect(sale.endDurationDate).toBeNull();
    expect((await request('GET', `/apartments/${unit.id}`)).json().data.status).toBe(3);
    const again = await request('POST', '/contracts', {
      contractPatternId: salePattern.id,
      clientId,
      buildingId,
      apartmentId: unit.id,
      currencyId: aed,
      issueDate: '2027-01-01',
      propertyDeliveryDate: '2027-01-01',
      contractValue: '1',
      currentSecuringValue: '1',
      paidType: 2,
    });
    expect(again.statusCode, again.body).toBe(409);
    expect(
      (await request('POST', '/contracts', rent(unit.id, { startDurationDate: '2027-01-01' }))).statusCode,
    ).toBe(409);
  });

  it('refuse bad input per field and write nothing', async () => {
    const unit = await apartment();
    const before = await t.db.query<{ n: number }>('select count(*)::int as n from contracts');
    const bad = await request(
      'POST',
      '/contracts',
      rent(unit.id, { contractDuration: 4, endDurationDate: '2025-12-01', apartmentId: null }),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.endDurationDate).toBe(messages.endBeforeStart);
    // The field the user sees: "Apartment is required" under Apartment.
    expect(bad.json().errors.apartmentId).toBe('Apartment is required');
    const after = await t.db.query<{ n: number }>('select count(*)::int as n from contracts');
    expect(after.rows[0].n).toBe(before.rows[0].n);
  });

  it('refuse an end date before the start on a fixed duration instead of replacing it', async () => {
    const unit = await apartment();
    const bad = await request('POST', '/contracts', rent(unit.id, { endDurationDate: '2025-12-01' }));
    expect(bad.statusCode, bad.body).toBe(400);
    expect(bad.json().errors).toEqual({ endDurationDate: 'The end date cannot be before the start date' });
    const saved = await created('/contracts', rent(unit.id));
    const moved = await request('PATCH', `/contracts/${saved.id}`, { endDurationDate: '2025-06-30' });
    expect(moved.statusCode, moved.body).toBe(400);
    expect(moved.json().errors.endDurationDate).toBe(messages.endBeforeStart);
    // A new start alone still recomputes the stored end.
    const later = await request('PATCH', `/contracts/${saved.id}`, { startDurationDate: '2027-01-01' });
    expect(later.statusCode, later.body).toBe(200);
    expect(later.json().data.endDurationDate).toBe('2027-12-31');
  });

  it('take a security deposit of 0 unless the pattern requires insurance, then ask for one above 0', async () => {
    const unit = await apartment();
    const refused = await request('POST', '/contracts', rent(unit.id, { currentSecuringValue: '0' }));
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().errors).toEqual({
      currentSecuringValue: 'This contract pattern requires a security deposit above 0',
    });
    const optional = await request('PATCH', `/contract-patterns/${rentPattern.id}`, {
      insuranceRequired: false,
    });
    expect(optional.statusCode, optional.body).toBe(200);
    try {
      const saved = await created('/contracts', rent(unit.id, { currentSecuringValue: '0' }));
      same(saved.currentSecuringValue, '0');
    } finally {
      await request('PATCH', `/contract-patterns/${rentPattern.id}`, { insuranceRequired: true });
    }
  });

  it('renew: the next contract starts the day after the end, same length, deposit carried; the old one is renewed', async () => {
    const unit = await apartment();
    const old = await created('/contracts', rent(unit.id, { contractDuration: 1 }));
    expect(old.endDurationDate).toBe('2026-03-31');
    const answer = await request('POST', `/contracts/${old.id}`);
    expect(answer.statusCode, answer.body).toBe(201);
    const next = answer.json().data;
    expect(next.startDurationDate).toBe('2026-04-01');
    expect(next.endDurationDate).toBe('2026-06-30');
    expect(next.contractDuration).toBe(1);
    expect(next.contractsNumberPrev).toBe(1);
    same(next.previousSecuring, '3000');
    same(next.currentSecuringValue ?? '0', '0');
    expect(next.previousContractId).toBe(old.id);
    const renewed = (await request('GET', `/contracts/${old.id}`)).json().data;
    expect(renewed.renewed).toBe(true);
    expect(renewed.renewalContractId).toBe(next.id);
    expect(renewed.status).toBe(4);
    expect(await entriesOf(next.id)).toHaveLength(1);
    const twice = await request('POST', `/contracts/${old.id}`);
    expect(twice.statusCode).toBe(409);
  });
});
