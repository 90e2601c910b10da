import type { BuildingUnitCounts } from '@aqar/domain/realty/building-unit-counts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
let token: string;
const request = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: Record<string, unknown>) =>
  t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { authorization: `Bearer ${token}` },
    ...(payload ? { payload } : {}),
  });
const created = async (url: string, payload: Record<string, unknown>) => {
  const response = await request('POST', url, payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: string } & Record<string, unknown>;
};
const counts = async () => {
  const response = await request('GET', '/buildings/unit-counts');
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as BuildingUnitCounts[];
};

beforeAll(async () => {
  t = await createTestApp();
  token = await t.signIn();
});
afterAll(async () => t?.close());

describe('building unit counts', () => {
  it('need a signed-in user', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/buildings/unit-counts' });
    expect(response.statusCode).toBe(401);
  });

  it("agree with each demo building's unit lists, kind by kind and status by status", async () => {
    const all = await counts();
    const demo = all.filter((row) => ['Al Reem Tower', 'Palm Tower'].includes(String(row.ltnname)));
    expect(demo).toHaveLength(2);
    for (const building of demo) {
      let total = 0;
      for (const [kind, api] of [
        ['apartment', '/apartments'],
        ['shop', '/shops'],
        ['parking', '/parking'],
      ] as const) {
        const units = (await request('GET', `${api}?buildingId=${building.id}&pageSize=1000`)).json()
          .data as { status: number }[];
        expect(building.kinds[kind].total, `${building.ltnname} ${kind}`).toBe(units.length);
        expect(building.kinds[kind].statuses.blocked).toBe(units.filter((u) => u.status === 5).length);
        expect(building.kinds[kind].statuses.vacant).toBe(units.filter((u) => u.status === 1).length);
        total += units.length;
      }
      expect(building.total).toBe(total);
      expect(Object.values(building.statuses).reduce((sum, n) => sum + n, 0)).toBe(total);
    }
    // Al Reem's flat 0201 is blocked in the demo company.
    expect(demo.find((row) => row.ltnname === 'Al Reem Tower')?.statuses.blocked).toBe(1);
  });

  it('list a building without units, and follow the statuses its units are given', async () => {
    const empty = await created('/buildings', {
      name: 'Counting Tower',
      shopCount: 2,
      parkingFloor: 1,
      parkingCount: 1,
    });
    let row = (await counts()).find((building) => building.id === empty.id);
    expect(row?.total).toBe(0);
    expect(row?.kinds.shop.total).toBe(0);

    const shop = await created('/shops', { buildingId: empty.id, shopNo: 'SH01', shopKind: 1 });
    await created('/shops', { buildingId: empty.id, shopNo: 'SH02', shopKind: 1, blocked: true });
    const parking = await created('/parking', { buildingId: empty.id, parkingNo: 'P01', parkingKind: 1 });
    // A reservation holds the shop and a rent of today holds the parking: statuses are read as
    // of today, from them.
    const client = await created('/users', { cardType: 1, name: 'Counting Tenant', phone: '+971500000123' });
    const today = new Date().toISOString().slice(0, 10);
    await created('/reservation-properties', {
      accountId: client.accountId,
      buildingId: empty.id,
      propertyType: 3,
      property_id: shop.id,
      bookDate: today,
    });
    const patterns = (await request('GET', '/contract-patterns?code=3')).json().data as { id: string }[];
    const aed = (await request('GET', '/currencies?code=AED')).json().data[0].id;
    await created('/contracts', {
      contractPatternId: patterns[0].id,
      clientId: client.id,
      buildingId: empty.id,
      parkingId: parking.id,
      currencyId: aed,
      issueDate: today,
      startDurationDate: today,
      contractDuration: 3,
      contractValue: '3000',
      currentSecuringValue: '100',
      paidType: 2,
    });

    row = (await counts()).find((building) => building.id === empty.id);
    expect(row?.total).toBe(3);
    expect(row?.statuses).toEqual({
      vacant: 0,
      rented: 1,
      sold: 0,
      reserved: 1,
      blocked: 1,
      underLawsuit: 0,
    });
    expect(row?.kinds.shop.statuses).toMatchObject({ reserved: 1, blocked: 1 });
    expect(row?.kinds.parking.statuses.rented).toBe(1);
    expect(row?.kinds.apartment.total).toBe(0);
  });

  it('take as many statements for twenty buildings as for a few (no query per card)', async () => {
    const statementsOfOneCall = async () => {
      const query = t.app.db.query.bind(t.app.db);
      let statements = 0;
      t.app.db.query = ((...args: Parameters<typeof query>) => {
        statements++;
        return query(...args);
      }) as typeof t.app.db.query;
      try {
        const buildings = await counts();
        return { statements, buildings: buildings.length };
      } finally {
        t.app.db.query = query;
      }
    };
    const before = await statementsOfOneCall();
    for (let index = 0; index < 20; index++) {
      const building = await created('/buildings', { name: `Many Tower ${index}`, shopCount: 1 });
      await created('/shops', { buildingId: building.id, shopNo: 'SH01', shopKind: 1 });
    }
    const after = await statementsOfOneCall();
    expect(after.buildings).toBe(before.buildings + 20);
    expect(after.statements).toBe(before.statements);
    // The request's account check (http/access.ts), then the counts in one statement.
    expect(after.statements).toBe(2);
  });
});
