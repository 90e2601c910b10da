import { messages } from '@aqar/domain/messages';
import Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.ts';

/*
 * A renewal with a preview (issue 26): `POST /contracts/:id/renewal/preview` works the new contract
 * out and writes nothing; `POST /contracts/:id/renewal` saves it on the same terms and links both.
 */

let t: TestApp;
let token: string;
const request = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown) =>
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
const same = (a: unknown, b: string) => expect(new Decimal(String(a)).eq(b), `${a} = ${b}`).toBe(true);

let rentPattern: string;
let salePattern: string;
let buildingId: string;
let clientId: string;
let aed: string;
let unitNo = 0;
const apartment = async () =>
  created('/apartments', { buildingId, apartmentNo: `R${++unitNo}`, apartmentKind: 1, propertyType: 0 });

/** 12,345.67 for three months from 1 January 2026, 10 % discount, 5 % VAT, 3,000 deposit. */
const rent = (unitId: string, extra: Record<string, unknown> = {}) => ({
  contractPatternId: rentPattern,
  clientId,
  buildingId,
  apartmentId: unitId,
  currencyId: aed,
  issueDate: '2026-01-01',
  startDurationDate: '2026-01-01',
  contractDuration: 1,
  contractValue: '12345.67',
  discountRate: '10',
  vatRate: '5',
  currentSecuringValue: '3000',
  paidType: 1,
  ...extra,
});

/** What a write would leave behind: contracts, entries and audit rows. */
const footprint = async () =>
  (
    await t.db.query<{ contracts: number; entries: number; audit: number }>(
      `select (select count(*)::int from contracts) as contracts,
              (select count(*)::int from entries) as entries,
              (select count(*)::int from audit_log) as audit`,
    )
  ).rows[0];

beforeAll(async () => {
  t = await createTestApp();
  token = await t.signIn();
  const patterns = (await request('GET', '/contract-patterns?pageSize=100')).json().data;
  rentPattern = patterns.find((p: { code: number }) => p.code === 1).id;
  salePattern = patterns.find((p: { code: number }) => p.code === 4).id;
  aed = (await request('GET', '/currencies?code=AED')).json().data[0].id;
  buildingId = (await created('/buildings', { name: 'Renewal Tower', apartmentFloor: 1, apartmentCount: 4 }))
    .id;
  clientId = (await created('/users', { cardType: 1, name: 'Tenant Renewing', phone: '+971500000026' })).id;
});
afterAll(async () => t?.close());

describe('renewal with a preview', () => {
  it('previews the next term with the value escalated to the cent, and saves nothing', async () => {
    const unit = await apartment();
    const old = await created('/contracts', rent(unit.id));
    expect(old.endDurationDate).toBe('2026-03-31');
    const before = await footprint();
    const answer = await request('POST', `/contracts/${old.id}/renewal/preview`, {
      escalationPercent: '2.5',
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const { previous, renewal: contract, escalationPercent, increase } = answer.json().data;
    expect(previous).toMatchObject({ id: old.id, number: old.number, endDurationDate: '2026-03-31' });
    // Worked by hand: 12,345.67 × 1.025 = 12,654.31175 → 12,654.31; discount 10 % = 1,265.431 →
    // 1,265.43; before VAT 11,388.88; VAT 5 % = 569.444 → 569.44; final 11,958.32.
    expect(contract).toMatchObject({
      startDurationDate: '2026-04-01',
      endDurationDate: '2026-06-30',
      contractDuration: 1,
      days: 91,
      clientId,
      apartmentId: unit.id,
      contractPatternId: rentPattern,
      previousContractId: old.id,
      contractsNumberPrev: 1,
      paidType: 1,
    });
    expect(contract.clientIdLabel).toBe('Tenant Renewing');
    expect(contract.apartmentIdLabel).toBe(unit.apartmentNo);
    same(contract.contractValue, '12654.31');
    same(contract.discountValue, '1265.43');
    same(contract.priceBeforeVat, '11388.88');
    same(contract.vatValue, '569.44');
    same(contract.finalPrice, '11958.32');
    same(contract.previousSecuring, '3000');
    same(contract.currentSecuringValue, '0');
    same(escalationPercent, '2.5');
    same(increase, '308.64');
    // Nothing written: no contract, entry or audit row; the old contract is not marked renewed.
    expect(await footprint()).toEqual(before);
    const unchanged = (await request('GET', `/contracts/${old.id}`)).json().data;
    expect(unchanged.renewed).toBe(false);
    expect(unchanged.renewalContractId).toBeNull();
  });

  it('confirms on the previewed terms: the new contract with its entry, both linked, in one go', async () => {
    const unit = await apartment();
    const old = await created('/contracts', rent(unit.id, { paidType: 2 }));
    const terms = { escalationPercent: 5, endDate: '2026-09-30' };
    const preview = (await request('POST', `/contracts/${old.id}/renewal/preview`, terms)).json().data;
    const next = await created(`/contracts/${old.id}/renewal`, terms);
    for (const field of ['contractValue', 'discountValue', 'priceBeforeVat', 'vatValue', 'finalPrice'])
      same(next[field], preview.renewal[field]);
    // 12,345.67 × 1.05 = 12,962.9535 → 12,962.95; an end the duration would not give is custom.
    same(next.contractValue, '12962.95');
    expect(next).toMatchObject({
      startDurationDate: '2026-04-01',
      endDurationDate: '2026-09-30',
      contractDuration: 4,
      previousContractId: old.id,
      contractsNumberPrev: 1,
      clientId,
      apartmentId: unit.id,
      paidType: 2,
    });
    same(next.previousSecuring, '3000');
    same(next.currentSecuringValue ?? '0', '0');
    const renewed = (await request('GET', `/contracts/${old.id}`)).json().data;
    expect(renewed).toMatchObject({ renewed: true, renewalContractId: next.id });
    const entries = await t.db.query(
      `select 1 from entries where created_from = 'CONTRACT' and created_from_id = $1`,
      [next.id],
    );
    expect(entries.rows).toHaveLength(1);
    // The unit is held by the renewal from the day after the old end.
    const held = await t.db.query<{ id: string }>(
      `select id from contracts where apartment_id = $1 order by start_duration_date`,
      [unit.id],
    );
    expect(held.rows.map((row) => row.id)).toEqual([old.id, next.id]);
  });

  it('takes a new value instead of an escalation, and a later start keeping the length', async () => {
    const unit = await apartment();
    const old = await created('/contracts', rent(unit.id));
    const next = await created(`/contracts/${old.id}/renewal`, {
      newValue: '13000',
      startDate: '2026-05-01',
    });
    same(next.contractValue, '13000');
    expect(next).toMatchObject({
      startDurationDate: '2026-05-01',
      endDurationDate: '2026-07-31',
      contractDuration: 1,
    });
  });

  it('refuses bad terms at their fields (400) and what cannot be renewed (409), writing nothing', async () => {
    const unit = await apartment();
    const old = await created('/contracts', rent(unit.id));
    const before = await footprint();
    const refused = async (body: Record<string, unknown>, field: string, message: string) => {
      for (const path of ['renewal/preview', 'renewal']) {
        const answer = await request('POST', `/contracts/${old.id}/${path}`, body);
        expect(answer.statusCode, answer.body).toBe(400);
        expect(answer.json().errors).toEqual({ [field]: message });
      }
    };
    await refused({ escalationPercent: 'five' }, 'escalationPercent', messages.mustBeNumber);
    await refused({ escalationPercent: '150' }, 'escalationPercent', messages.escalationOutOfRange);
    await refused({ escalationPercent: -100 }, 'escalationPercent', messages.escalationOutOfRange);
    await refused({ endDate: '2026-03-31' }, 'endDate', messages.endBeforeStart);
    await refused({ startDate: '2026-03-15' }, 'startDate', messages.renewalStartsBeforeEnd);
    await refused({ startDate: '2026-13-01' }, 'startDate', messages.invalidDate);
    await refused({ newValue: '-1' }, 'newValue', messages.mustBePositive);
    await refused({ newValue: '100', escalationPercent: '5' }, 'newValue', messages.renewalValueTwice);
    const unknown = await request('POST', `/contracts/${old.id}/renewal/preview`, { escalation: 5 });
    expect(unknown.statusCode, unknown.body).toBe(400);
    expect(await footprint()).toEqual(before);

    // Once renewed, it says so; the reference's renew route too.
    await created(`/contracts/${old.id}/renewal`, {});
    for (const path of [
      `/contracts/${old.id}/renewal/preview`,
      `/contracts/${old.id}/renewal`,
      `/contracts/${old.id}`,
    ]) {
      const again = await request('POST', path, {});
      expect(again.statusCode, again.body).toBe(409);
      expect(again.json().message).toBe(messages.contractAlreadyRenewed);
    }

    // A terminated contract and a sale are not renewed.
    const ended = await created(
      '/contracts',
      rent((await apartment()).id, { terminated: true, terminationDate: '2026-02-15' }),
    );
    const terminated = await request('POST', `/contracts/${ended.id}/renewal/preview`, {});
    expect(terminated.statusCode, terminated.body).toBe(409);
    expect(terminated.json().message).toBe(messages.contractNotRenewable);
    const sale = await created('/contracts', {
      ...rent((await apartment()).id),
      contractPatternId: salePattern,
      startDurationDate: undefined,
      contractDuration: undefined,
      propertyDeliveryDate: '2026-02-01',
    });
    const sold = await request('POST', `/contracts/${sale.id}/renewal`, { escalationPercent: 5 });
    expect(sold.statusCode, sold.body).toBe(409);
    expect(sold.json().message).toBe(messages.contractNotRenewable);

    const missing = await request(
      'POST',
      '/contracts/00000000-0000-4000-8000-000000000000/renewal/preview',
      {},
    );
    expect(missing.statusCode, missing.body).toBe(404);
  });

  it('refuses in the preview a term another contract already holds the unit for, as the confirm does', async () => {
    const unit = await apartment();
    const old = await created('/contracts', rent(unit.id));
    await created('/contracts', rent(unit.id, { startDurationDate: '2026-05-01', issueDate: '2026-03-01' }));
    const before = await footprint();
    for (const path of ['renewal/preview', 'renewal']) {
      const answer = await request('POST', `/contracts/${old.id}/${path}`, {});
      expect(answer.statusCode, answer.body).toBe(409);
      expect(Object.keys(answer.json().errors ?? {})).toEqual(['apartmentId']);
    }
    expect(await footprint()).toEqual(before);
    expect((await request('GET', `/contracts/${old.id}`)).json().data.renewed).toBe(false);
  });
});
