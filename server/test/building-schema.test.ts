import { type CreateWithColorBody, paintedCell } from '@aqar/domain/entities/realty/property-values';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
let token: string;
const request = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown, language = 'en') =>
  t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { authorization: `Bearer ${token}`, 'accept-language': language },
    ...(payload ? { payload: payload as object } : {}),
  });
const created = async (url: string, payload: Record<string, unknown>) => {
  const response = await request('POST', url, payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: string; number: number } & Record<string, unknown>;
};

interface Cell {
  unitId: string;
  number: string;
  kind: string;
  xIndex: number | null;
  yIndex: number | null;
  state: string;
  unitStatus: number;
  contractId: string | null;
  contractNumber: number | null;
  tenant: string | null;
  contractEnd: string | null;
}
interface Schema {
  building: { id: string; name: string };
  date: string;
  days: number;
  kinds: { kind: string; rows: number; columns: number; cells: Cell[]; unplaced: Cell[] }[];
  counts: { state: string; count: number; percent: string }[];
  total: number;
}
const schema = async (body: Record<string, unknown>, language = 'en'): Promise<Schema> => {
  const response = await request('POST', '/reports/building-schema', body, language);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
};
const cellsOf = (answer: Schema) => answer.kinds.flatMap((kind) => [...kind.cells, ...kind.unplaced]);
const stateOf = (answer: Schema, number: string) =>
  cellsOf(answer).find((cell) => cell.number === number)?.state;

let buildingId: string;
let rentPattern: { id: string };
let salePattern: { id: string };
let shopPattern: { id: string };
let clientId: string;
let clientAccount: string;
let aed: string;
const unitId = new Map<string, string>();

const contract = (number: string, extra: Record<string, unknown>) =>
  created('/contracts', {
    contractPatternId: rentPattern.id,
    clientId,
    buildingId,
    apartmentId: unitId.get(number),
    currencyId: aed,
    contractValue: '12000',
    currentSecuringValue: '500',
    paidType: 1,
    ...extra,
  });

/**
 * A tower of two floors of three flats and two shops, painted on its tools screen, with one unit
 * in each state on 2026-06-15: 0101 let to the year's end, 0102 let to 2026-07-10 (nearing its
 * end), 0103 let until 2026-05-31 and never closed (expired), 0201 reserved, 0202 blocked, 0203
 * sold, SH01 let and terminated (empty again), SH02 empty; and a flat made on its own form.
 */
beforeAll(async () => {
  t = await createTestApp();
  token = await t.signIn();
  const patterns = (await request('GET', '/contract-patterns?pageSize=100')).json().data;
  rentPattern = patterns.find((p: { code: number }) => p.code === 1);
  salePattern = patterns.find((p: { code: number }) => p.code === 4);
  shopPattern = patterns.find((p: { code: number }) => p.code === 2);
  aed = (await request('GET', '/currencies?code=AED')).json().data[0].id;
  const client = await created('/users', {
    cardType: 1,
    name: 'Schema Tenant',
    ltnname: 'Schema Tenant',
    phone: '+971500000077',
  });
  clientId = client.id;
  clientAccount = String(client.accountId);
  buildingId = (
    await created('/buildings', {
      name: 'برج المخطط',
      ltnname: 'Schema Tower',
      apartmentFloor: 2,
      apartmentCount: 3,
      shopCount: 2,
    })
  ).id;
  const row = { rowIndex: 0, hex: '#1E88E5' };
  const body: CreateWithColorBody = {
    propertyValues: [
      { hex: row.hex, description: 'Flat', area: '90', areaUnit: 2, view: '', propertyType: 1 },
    ],
    mainBuildingId: buildingId,
    apartments: [0, 1].flatMap((x) => [0, 1, 2].map((y) => paintedCell('apartment', x, y, row))) as never[],
    shops: [0, 1].map((y) => paintedCell('shop', 0, y, row)) as never[],
    parkings: [],
  };
  const saved = await request('POST', '/property-values/create-with-color', body);
  expect(saved.statusCode, saved.body).toBe(200);
  for (const unit of [...saved.json().apartments, ...saved.json().shops] as Record<string, string>[]) {
    unitId.set(unit.apartmentNo ?? unit.shopNo, unit.id);
  }
  const loose = await created('/apartments', {
    buildingId,
    apartmentNo: 'X-1',
    apartmentKind: 1,
    propertyType: 1,
  });
  unitId.set('X-1', loose.id);

  await contract('0101', { issueDate: '2026-01-01', startDurationDate: '2026-01-01', contractDuration: 3 });
  await contract('0102', {
    issueDate: '2025-07-11',
    startDurationDate: '2025-07-11',
    contractDuration: 3,
  });
  await contract('0103', { issueDate: '2025-06-01', startDurationDate: '2025-06-01', contractDuration: 3 });
  await created('/reservation-properties', {
    accountId: clientAccount,
    buildingId,
    propertyType: 1,
    property_id: unitId.get('0201'),
    bookDate: '2026-06-01',
    endBookDate: '2026-06-30',
  });
  const blocked = await request('PATCH', `/apartments/${unitId.get('0202')}`, { blocked: true });
  expect(blocked.statusCode, blocked.body).toBe(200);
  await contract('0203', {
    contractPatternId: salePattern.id,
    issueDate: '2026-02-01',
    propertyDeliveryDate: '2026-02-01',
    currentSecuringValue: '1000',
  });
  const shop = await created('/contracts', {
    contractPatternId: shopPattern.id,
    clientId,
    buildingId,
    shopId: unitId.get('SH01'),
    currencyId: aed,
    contractValue: '12000',
    currentSecuringValue: '500',
    paidType: 1,
    issueDate: '2026-01-01',
    startDurationDate: '2026-01-01',
    contractDuration: 3,
  });
  const ended = await request('PATCH', `/contracts/${shop.id}`, {
    terminated: true,
    terminationDate: '2026-03-31',
  });
  expect(ended.statusCode, ended.body).toBe(200);
});
afterAll(async () => t?.close());

describe('building schema', () => {
  it('draws each kind as its floors × units matrix, every unit in its state on the day', async () => {
    const answer = await schema({ buildingId, date: '2026-06-15' });
    expect(answer.building.name).toBe('Schema Tower');
    expect(answer.days).toBe(30);
    expect(answer.kinds.map((kind) => [kind.kind, kind.rows, kind.columns, kind.cells.length])).toEqual([
      ['apartment', 2, 3, 6],
      ['shop', 1, 2, 2],
    ]);
    const states = Object.fromEntries(cellsOf(answer).map((cell) => [cell.number, cell.state]));
    expect(states).toEqual({
      '0101': 'rented',
      '0102': 'nearingEnd',
      '0103': 'expired',
      '0201': 'reserved',
      '0202': 'notAvailable',
      '0203': 'notAvailable',
      SH01: 'empty',
      SH02: 'empty',
      'X-1': 'empty',
    });
    const flat = cellsOf(answer).find((cell) => cell.number === '0102');
    expect(flat).toMatchObject({
      xIndex: 0,
      yIndex: 1,
      unitStatus: 2,
      tenant: 'Schema Tenant',
      contractEnd: '2026-07-10',
    });
    expect(flat?.contractId).toBeTruthy();
    // The lapsed rent is named, so the cell opens it; the sale shows as sold.
    expect(cellsOf(answer).find((cell) => cell.number === '0103')?.contractEnd).toBe('2026-05-31');
    expect(cellsOf(answer).find((cell) => cell.number === '0203')?.unitStatus).toBe(3);
    expect(answer.kinds[0].unplaced.map((cell) => cell.number)).toEqual(['X-1']);
  });

  it('counts the legend with percentages of all units that add up to 100', async () => {
    const answer = await schema({ buildingId, date: '2026-06-15' });
    expect(answer.total).toBe(9);
    expect(answer.counts).toEqual([
      { state: 'empty', count: 3, percent: '33.34' },
      { state: 'rented', count: 1, percent: '11.11' },
      { state: 'nearingEnd', count: 1, percent: '11.11' },
      { state: 'expired', count: 1, percent: '11.11' },
      { state: 'reserved', count: 1, percent: '11.11' },
      { state: 'notAvailable', count: 2, percent: '22.22' },
    ]);
  });

  it('reads another day and another nearing threshold', async () => {
    // Before any contract: nothing let, the sale not yet made; the block is the unit's own flag.
    const before = await schema({ buildingId, date: '2025-01-01' });
    expect(stateOf(before, '0101')).toBe('empty');
    expect(stateOf(before, '0203')).toBe('empty');
    expect(stateOf(before, '0202')).toBe('notAvailable');
    // The shop, let in March, before its termination.
    expect(stateOf(await schema({ buildingId, date: '2026-03-01' }), 'SH01')).toBe('rented');
    // With 5 days, 0102 is only rented; with 200, 0101 nears its end too.
    const short = await schema({ buildingId, date: '2026-06-15', days: 5 });
    expect(stateOf(short, '0102')).toBe('rented');
    const long = await schema({ buildingId, date: '2026-06-15', days: 200 });
    expect(stateOf(long, '0101')).toBe('nearingEnd');
  });

  it('names the building in Arabic for an Arabic reader', async () => {
    expect((await schema({ buildingId, date: '2026-06-15' }, 'ar')).building.name).toBe('برج المخطط');
  });

  it('answers a wrong request with a message per field, and an unknown building with 404', async () => {
    const bad = await request('POST', '/reports/building-schema', {
      buildingId: 'nope',
      date: '2026-13-01',
      days: -1,
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['buildingId', 'date', 'days']);
    const unknown = await request('POST', '/reports/building-schema', {
      buildingId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(404);
    const extra = await request('POST', '/reports/building-schema', { buildingId, colour: 'red' });
    expect(extra.statusCode).toBe(400);
  });
});
