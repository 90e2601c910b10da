import { messages } from '@aqar/domain/messages';
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
const building = (name: string, extra: Record<string, unknown> = {}) =>
  created('/buildings', { name, apartmentFloor: 2, apartmentCount: 2, shopCount: 1, ...extra });

beforeAll(async () => {
  t = await createTestApp();
  token = await t.signIn();
});
afterAll(async () => t?.close());

describe('demo company', () => {
  it('has two buildings with units of every kind, each with its account and cost center', async () => {
    const seeded = (await request('GET', '/buildings?search=Tower')).json().data as Record<string, unknown>[];
    const demo = seeded.filter((row) => ['Al Reem Tower', 'Palm Tower'].includes(String(row.ltnname)));
    expect(demo).toHaveLength(2);
    for (const row of demo) expect(row.buildingAccountId && row.mainCostCenterId).toBeTruthy();
    const kinds = async (api: string, field: string) =>
      new Set(
        ((await request('GET', api)).json().data as Record<string, unknown>[]).map((row) => row[field]),
      );
    expect(await kinds('/apartments', 'apartmentKind')).toEqual(new Set([1, 2, 3, 4, 5]));
    expect(await kinds('/shops', 'shopKind')).toEqual(new Set([1, 2]));
    expect(await kinds('/parking', 'parkingKind')).toEqual(new Set([1, 2]));
    expect((await request('GET', '/villas')).json().data.length).toBeGreaterThan(0);
    expect((await request('GET', '/lands')).json().data.length).toBeGreaterThan(0);
  });
});

describe('buildings', () => {
  it('opens its account under 123 Buildings and its main cost center in the same write', async () => {
    const saved = await building('Tower One', { ltnname: 'Tower One' });
    const account = (await request('GET', `/accounts/${saved.buildingAccountId}`)).json().data;
    const parent = (await t.db.query<{ id: string }>("select id from accounts where code = '123'")).rows[0];
    expect(account.parentId).toBe(parent.id);
    expect(account.code.startsWith('123')).toBe(true);
    expect(account.name).toBe('Tower One');
    const costCenter = (await request('GET', `/cost-centers/${saved.mainCostCenterId}`)).json().data;
    expect(costCenter.parentId).toBeNull();
    expect(costCenter.name).toBe('Tower One');
    expect(saved.mainCostCenterIdLabel).toBe('Tower One');
  });

  it('leaves no account or cost center behind when the building is refused', async () => {
    const counts = async () =>
      (
        await t.db.query<{ accounts: number; centers: number }>(
          'select (select count(*) from accounts)::int as accounts, (select count(*) from cost_centers)::int as centers',
        )
      ).rows[0];
    await building('Unique Tower');
    const before = await counts();
    const duplicate = await request('POST', '/buildings', { name: 'Unique Tower', shopCount: 1 });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().errors.name).toBe(messages.notUnique);
    expect(await counts()).toEqual(before);
  });

  it('requires at least one unit, on the units tab', async () => {
    const response = await request('POST', '/buildings', { name: 'Empty Tower', apartmentFloor: 3 });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.apartmentFloor).toBe(messages.unitsRequired);
    const counted = await request('POST', '/buildings', { name: 'Store Tower', storeCount: '2' });
    expect(counted.statusCode, counted.body).toBe(201);
  });

  it('renames its account and cost center with it, and removes them on delete', async () => {
    const saved = await building('Old Tower');
    const renamed = await request('PATCH', `/buildings/${saved.id}`, { name: 'New Tower' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await request('GET', `/accounts/${saved.buildingAccountId}`)).json().data.name).toBe('New Tower');
    expect((await request('GET', `/cost-centers/${saved.mainCostCenterId}`)).json().data.name).toBe(
      'New Tower',
    );
    expect((await request('DELETE', `/buildings/${saved.id}`)).statusCode).toBe(200);
    expect((await request('GET', `/accounts/${saved.buildingAccountId}`)).statusCode).toBe(404);
    expect((await request('GET', `/cost-centers/${saved.mainCostCenterId}`)).statusCode).toBe(404);
  });

  it('refuses to delete a building with units, naming them, and bulk delete stays all-or-nothing', async () => {
    const withUnits = await building('Occupied Tower');
    const empty = await building('Bare Tower');
    await created('/apartments', {
      buildingId: withUnits.id,
      apartmentNo: '0101',
      apartmentKind: 1,
      propertyType: 0,
    });
    const refused = await request('DELETE', `/buildings/${withUnits.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('\nApartment: 1\n');
    expect(refused.json().usedBy).toEqual([{ entity: 'apartment', count: 1 }]);
    const bulk = await request('POST', '/buildings/bulk-delete', { ids: [empty.id, withUnits.id] });
    expect(bulk.statusCode).toBe(409);
    expect((await request('GET', `/buildings/${empty.id}`)).statusCode).toBe(200);
  });
});

describe('units', () => {
  it('keeps unit numbers unique within a building and kind, not across buildings', async () => {
    const first = await building('North Tower');
    const second = await building('South Tower');
    await created('/shops', { buildingId: first.id, shopNo: 'SH01' });
    const again = await request('POST', '/shops', { buildingId: first.id, shopNo: 'SH01' });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors.shopNo).toBe(messages.notUnique);
    await created('/shops', { buildingId: second.id, shopNo: 'SH01' });
    await created('/parking', { buildingId: first.id, parkingNo: 'SH01', parkingKind: 1 });
  });

  it("opens each unit's cost center under its building's main cost center, and removes it with the unit", async () => {
    const owner = await building('Center Tower');
    const mainCenter = (await request('GET', `/cost-centers/${owner.mainCostCenterId}`)).json().data;
    const flat = await created('/apartments', {
      buildingId: owner.id,
      apartmentNo: '0101',
      apartmentKind: 1,
      propertyType: 0,
    });
    expect(flat.mainCostCenterId).toBe(owner.mainCostCenterId);
    const center = (await request('GET', `/cost-centers/${flat.costCenterId}`)).json().data;
    expect(center).toMatchObject({ parentId: owner.mainCostCenterId, name: '0101' });
    expect(center.code.startsWith(mainCenter.code)).toBe(true);
    const space = await created('/parking', { buildingId: owner.id, parkingNo: 'P1', parkingKind: 1 });
    expect((await request('GET', `/cost-centers/${space.costCenterId}`)).json().data.name).toBe(
      'Center Tower P1',
    );
    expect((await request('DELETE', `/apartments/${flat.id}`)).statusCode).toBe(200);
    expect((await request('GET', `/cost-centers/${flat.costCenterId}`)).statusCode).toBe(404);
    expect((await request('GET', `/cost-centers/${owner.mainCostCenterId}`)).statusCode).toBe(200);
  });

  it('accepts numbers as JSON numbers or numeric strings', async () => {
    const owner = await building('Numbers Tower');
    const saved = await created('/apartments', {
      buildingId: owner.id,
      apartmentNo: '0201',
      apartmentKind: '3',
      floorNo: '2',
      roomCount: 4,
      propertyType: '1',
    });
    expect(saved).toMatchObject({ apartmentKind: 3, floorNo: 2, roomCount: 4, propertyType: 1 });
  });

  it('lists by building and search, and available units only when vacant', async () => {
    const one = await building('Filter Tower A');
    const two = await building('Filter Tower B');
    const unit = { apartmentKind: 1, propertyType: 0 };
    await created('/apartments', { ...unit, buildingId: one.id, apartmentNo: 'A-1' });
    const blocked = await created('/apartments', {
      ...unit,
      buildingId: one.id,
      apartmentNo: 'A-2',
      blocked: true,
    });
    await created('/apartments', { ...unit, buildingId: two.id, apartmentNo: 'B-1' });
    expect(blocked.status).toBe(5);
    const numbers = async (url: string) =>
      ((await request('GET', url)).json().data as { apartmentNo: string }[])
        .map((row) => row.apartmentNo)
        .sort();
    expect(await numbers(`/apartments?buildingId=${one.id}`)).toEqual(['A-1', 'A-2']);
    expect(await numbers('/apartments?search=B-1')).toEqual(['B-1']);
    expect(await numbers(`/apartments/available?buildingId=${one.id}`)).toEqual(['A-1']);
    const unblocked = await request('PATCH', `/apartments/${blocked.id}`, { blocked: false });
    expect(unblocked.json().data.status).toBe(1);
    expect(await numbers(`/apartments/available?buildingId=${one.id}`)).toEqual(['A-1', 'A-2']);
    const ignored = await request('PATCH', `/apartments/${blocked.id}`, { status: 2 });
    expect(ignored.json().data.status).toBe(1);
  });

  it('keeps rental and selling price histories as rows', async () => {
    const villa = await created('/villas', {
      complexName: 'Palm Complex',
      villaNo: 'V1',
      villaRentalPrices: [
        { date: '2026-01-01', price: '90000', note: 'first' },
        { date: '2026-07-01', price: 95000 },
      ],
      villaSellingPrices: [{ date: '2026-01-01', price: '2500000' }],
    });
    const read = (await request('GET', `/villas/${villa.id}`)).json().data;
    expect(read.villaRentalPrices.map((row: { price: string }) => Number(row.price))).toEqual([90000, 95000]);
    expect(read.villaSellingPrices).toHaveLength(1);
    const land = await created('/lands', {
      name: 'Desert plot',
      landRentalPrices: [{ date: '2026-02-01', price: 1000 }],
      landWallets: [{ walletNumber: 1, mainCost: 500 }],
    });
    expect(land.status).toBe(1);
    expect(land.landRentalPrices).toHaveLength(1);
  });

  it('refuses to delete a unit another unit accumulates, naming the reference', async () => {
    const owner = await building('Merge Tower');
    const unit = { buildingId: owner.id, apartmentKind: 1, propertyType: 0 };
    const merged = await created('/apartments', { ...unit, apartmentNo: 'M-1' });
    const holder = await created('/apartments', {
      ...unit,
      apartmentNo: 'M-2',
      apartmentAccumulators: [{ apartmentId: merged.id }],
    });
    const refused = await request('DELETE', `/apartments/${merged.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('\nApartment: 1\n');
    expect(refused.json().usedBy).toEqual([{ entity: 'apartment', count: 1 }]);
    const bulk = await request('POST', '/apartments/bulk-delete', { ids: [holder.id, merged.id] });
    expect(bulk.statusCode).toBe(409);
    expect((await request('GET', `/apartments/${holder.id}`)).statusCode).toBe(200);
  });
});
