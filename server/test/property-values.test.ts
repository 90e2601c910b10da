import {
  type CreateWithColorBody,
  type FindWithColorResponse,
  paintedCell,
  remainingByKind,
} from '@aqar/domain/entities/realty/property-values';
import type { ToolUnitKind } from '@aqar/domain/entities/realty/unit-numbering';
import { messages } from '@aqar/domain/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
let token: string;
const auth = () => ({ authorization: `Bearer ${token}` });
const request = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) =>
  t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { ...auth(), ...headers },
    ...(payload ? { payload: payload as object } : {}),
  });

beforeAll(async () => {
  t = await createTestApp();
  token = await t.signIn();
});
afterAll(async () => t?.close());

interface Building {
  id: string;
  name: string;
  mainCostCenterId: string;
  [count: string]: unknown;
}

const counts = { apartmentFloor: 3, apartmentCount: 4, shopCount: 2, parkingFloor: 1, parkingCount: 3 };
const newBuilding = async (name: string): Promise<Building> => {
  const response = await request('POST', '/buildings', { name, ...counts });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data;
};

const red = { rowIndex: 0, hex: '#E53935' };
const blue = { rowIndex: 1, hex: '#1E88E5' };
const rows = () => [
  { hex: red.hex, description: 'Two bedrooms', area: '120.5', areaUnit: 2, view: 'Sea', propertyType: 0 },
  { hex: blue.hex, description: 'Studio', area: 45, areaUnit: 1, view: 'City', propertyType: 1 },
];
const paint = (kind: ToolUnitKind, cells: [number, number][], row: typeof red) =>
  cells.map(([x, y]) => paintedCell(kind, x, y, row)) as never[];
const floor = (x: number, columns: number) =>
  Array.from({ length: columns }, (_, y) => [x, y] as [number, number]);

/** Two floors of apartments (red, blue), both shops blue, one parking red. */
const firstPaint = (building: Building): CreateWithColorBody => ({
  propertyValues: rows(),
  mainBuildingId: building.id,
  apartments: [...paint('apartment', floor(0, 4), red), ...paint('apartment', floor(1, 4), blue)],
  shops: paint('shop', floor(0, 2), blue),
  parkings: paint('parking', [[0, 0]], red),
});

const save = async (body: unknown, headers: Record<string, string> = {}) =>
  request('POST', '/property-values/create-with-color', body, headers);
const saved = async (body: unknown): Promise<FindWithColorResponse> => {
  const response = await save(body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const load = async (building: Building): Promise<FindWithColorResponse> => {
  const response = await request('GET', `/property-values/find-with-color/${building.id}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

/** Everything the save may touch for a building, every column, to compare before and after. */
const snapshot = async (building: Building) => {
  const all = async (sql: string) => (await t.db.query(sql, [building.id])).rows;
  return {
    apartments: await all('select to_jsonb(u) as row from apartments u where building_id = $1 order by id'),
    shops: await all('select to_jsonb(u) as row from shops u where building_id = $1 order by id'),
    parkings: await all('select to_jsonb(u) as row from parkings u where building_id = $1 order by id'),
    rows: await all('select to_jsonb(p) as row from property_values p where building_id = $1 order by id'),
    costCenters: await all(
      'select to_jsonb(c) as row from cost_centers c where parent_id = (select main_cost_center_id from buildings where id = $1) order by id',
    ),
    audits: (await t.db.query('select count(*)::int as count from audit_log')).rows[0],
  };
};

const unitRows = async (building: Building, table = 'apartments', numberColumn = 'apartment_no') =>
  (
    await t.db.query<{
      id: string;
      number: string;
      hex: string;
      description: string | null;
      property_values_id: string;
      cost_center_id: string;
      main_cost_center_id: string;
      cost_center_name: string;
      cost_center_parent: string;
    }>(
      `select u.id, u.${numberColumn} as number, u.hex, u.description, u.property_values_id, u.cost_center_id,
              u.main_cost_center_id, c.name as cost_center_name, c.parent_id as cost_center_parent
         from ${table} u left join cost_centers c on c.id = u.cost_center_id
        where u.building_id = $1 order by u.${numberColumn}`,
      [building.id],
    )
  ).rows;

describe('demo company', () => {
  it('has its buildings painted with property-value colours', async () => {
    const seeded = (await request('GET', '/buildings?search=Tower')).json().data as Building[];
    const reem = seeded.find((row) => row.ltnname === 'Al Reem Tower');
    const palm = seeded.find((row) => row.ltnname === 'Palm Tower');
    if (!reem || !palm) throw new Error('The demo buildings are missing');
    const painted = await load(reem);
    expect(painted.propertyValues.map((row) => row.roomCount)).toEqual([2, 1, 1, 1, 4]);
    expect(painted.apartments.map((cell) => [cell.apartmentNo, cell.hex])).toEqual([
      ['0101', '#1E88E5'],
      ['0102', '#43A047'],
      ['0201', '#1E88E5'],
      ['PH0101', '#8E24AA'],
    ]);
    // One apartment of the four is left to paint.
    expect(remainingByKind(reem, painted)).toMatchObject({ apartment: 1, shop: 0, store: 0, parking: 0 });
    const unit = (await request('GET', `/apartments/${painted.apartments[1].id}`)).json().data;
    expect(unit).toMatchObject({
      description: 'شقة غرفة واحدة',
      area: '70.00',
      propertyValuesIdLabel: 'شقة غرفة واحدة',
    });
    const other = await load(palm);
    expect(other.propertyValues).toHaveLength(3);
    expect(other.apartments.length + other.shops.length + other.parkings.length).toBe(6);
  });
});

describe('create-with-color', () => {
  it('refuses callers who are not signed in', async () => {
    const building = await newBuilding('Locked Tower');
    const post = await t.app.inject({
      method: 'POST',
      url: '/api/v1/property-values/create-with-color',
      payload: firstPaint(building),
    });
    expect(post.statusCode).toBe(401);
    const get = await t.app.inject({
      method: 'GET',
      url: `/api/v1/property-values/find-with-color/${building.id}`,
    });
    expect(get.statusCode).toBe(401);
    expect((await unitRows(building)).length).toBe(0);
  });

  it('creates the rows and units with a cost center each, and loads them back', async () => {
    const building = await newBuilding('Colour Tower');
    const empty = await load(building);
    expect(empty).toEqual({ success: true, propertyValues: [], apartments: [], shops: [], parkings: [] });

    const answer = await saved(firstPaint(building));
    expect(answer.propertyValues.map((row) => [row.rowIndex, row.hex, row.roomCount, row.area])).toEqual([
      [0, red.hex, 5, '120.50'],
      [1, blue.hex, 6, '45.00'],
    ]);
    expect(answer.apartments).toHaveLength(8);
    expect(answer.apartments[0]).toMatchObject({
      apartmentNo: '0101',
      apartmentKind: 1,
      xIndex: 0,
      yIndex: 0,
      floorNo: 1,
      hex: red.hex,
      rowIndex: 0,
      assetHash: 'apartment-0-0',
    });
    expect(answer.shops.map((cell) => cell.shopNo)).toEqual(['SH01', 'SH02']);
    expect(answer.parkings.map((cell) => cell.parkingNo)).toEqual(['P0101']);
    const { message, ...loaded } = answer;
    expect(message).toBe('Saved');
    expect(await load(building)).toEqual(loaded);

    // Each unit takes its template row's values and a cost center of its own, named after it,
    // under the building's main cost center, with distinct codes.
    const apartments = await unitRows(building);
    const blueRow = answer.propertyValues[1];
    const unit0201 = apartments.find((unit) => unit.number === '0201');
    expect(unit0201).toMatchObject({
      hex: blue.hex,
      description: 'Studio',
      property_values_id: blueRow.id,
      main_cost_center_id: building.mainCostCenterId,
      cost_center_name: '0201',
      cost_center_parent: building.mainCostCenterId,
    });
    const record = (await request('GET', `/apartments/${unit0201?.id}`)).json().data;
    expect(record).toMatchObject({ area: '45.00', areaUnit: 1, view: 'City', propertyType: 1, status: 1 });
    expect(record.propertyValuesIdLabel).toBe('Studio');
    expect(typeof record.number).toBe('number');
    const centers = await t.db.query<{ code: string }>('select code from cost_centers where parent_id = $1', [
      building.mainCostCenterId,
    ]);
    expect(centers.rows).toHaveLength(11);
    expect(new Set(centers.rows.map((row) => row.code)).size).toBe(11);
    const parent = (await request('GET', `/cost-centers/${building.mainCostCenterId}`)).json().data;
    for (const { code } of centers.rows) expect(code.startsWith(parent.code)).toBe(true);

    // What the screen loaded, sent back as it is, changes nothing (not even the audit trail).
    const before = await snapshot(building);
    const { success: _, ...resent } = await load(building);
    expect((await save({ ...resent, mainBuildingId: building.id })).statusCode).toBe(200);
    expect(await snapshot(building)).toEqual(before);

    // What is left to paint per kind.
    const fresh = (await request('GET', `/buildings/${building.id}`)).json().data;
    expect(remainingByKind(fresh, loaded)).toMatchObject({ apartment: 4, shop: 0, parking: 2, store: 0 });
  });

  it('repaints, renames (a swap too) and removes cells, with their cost centers', async () => {
    const building = await newBuilding('Repaint Tower');
    const first = await saved(firstPaint(building));
    const before = await unitRows(building);
    const idOf = (number: string) => before.find((unit) => unit.number === number)?.id;

    const body = firstPaint(building);
    body.propertyValues[0].description = 'Two bedrooms, renovated';
    // 0101 goes blue, 0102 is renamed, 0103 and 0104 swap numbers; the second floor loses 0204.
    body.apartments[0] = paintedCell('apartment', 0, 0, blue) as never;
    (body.apartments[1] as { apartmentNo: string }).apartmentNo = 'A-102';
    (body.apartments[2] as { apartmentNo: string }).apartmentNo = '0104';
    (body.apartments[3] as { apartmentNo: string }).apartmentNo = '0103';
    body.apartments.splice(7, 1);
    body.shops.pop();
    const answer = await saved(body);
    expect(answer.propertyValues.map((row) => row.roomCount)).toEqual([4, 5]);
    expect(answer.propertyValues.map((row) => row.id)).toEqual(first.propertyValues.map((row) => row.id));

    const after = await unitRows(building);
    const byNumber = new Map(after.map((unit) => [unit.number, unit]));
    expect([...byNumber.keys()].sort()).toEqual(['0101', '0103', '0104', '0201', '0202', '0203', 'A-102']);
    // The same cells keep their units (and ids); numbers and cost center names follow.
    expect(byNumber.get('0101')).toMatchObject({ id: idOf('0101'), hex: blue.hex, description: 'Studio' });
    expect(byNumber.get('A-102')).toMatchObject({ id: idOf('0102'), cost_center_name: 'A-102' });
    expect(byNumber.get('0104')).toMatchObject({ id: idOf('0103'), cost_center_name: '0104' });
    expect(byNumber.get('0103')).toMatchObject({ id: idOf('0104'), description: 'Two bedrooms, renovated' });
    const removed = before.find((unit) => unit.number === '0204');
    const gone = await t.db.query('select 1 from cost_centers where id = $1', [removed?.cost_center_id]);
    expect(gone.rows).toHaveLength(0);
    expect((await unitRows(building, 'shops', 'shop_no')).map((unit) => unit.number)).toEqual(['SH01']);

    // Drop the blue row with every blue cell: the row goes with them.
    const redOnly = {
      ...body,
      propertyValues: [body.propertyValues[0]],
      apartments: body.apartments.filter((cell) => cell.rowIndex === 0),
      shops: [],
    };
    const last = await saved(redOnly);
    expect(last.propertyValues).toHaveLength(1);
    expect(last.apartments.map((cell) => cell.apartmentNo).sort()).toEqual(['0103', '0104', 'A-102']);
    expect(last.shops).toEqual([]);
    const left = await t.db.query<{ count: number }>(
      'select count(*)::int as count from cost_centers where parent_id = $1',
      [building.mainCostCenterId],
    );
    expect(left.rows[0].count).toBe(4);
    const audited = await t.db.query(
      'select action from audit_log where entity = $1 and record_id = $2 order by id',
      ['property_value', first.propertyValues[1].id],
    );
    // Created, its unit count changed by the repaint, deleted.
    expect(audited.rows.map((row) => row.action)).toEqual(['create', 'update', 'delete']);
  });

  it('refuses to remove a referenced unit, naming it, and changes nothing', async () => {
    const building = await newBuilding('Referenced Tower');
    const answer = await saved(firstPaint(building));
    const target = answer.apartments.find((cell) => cell.apartmentNo === '0203');
    const holder = await request('POST', '/apartments', {
      buildingId: building.id,
      apartmentNo: 'MERGED-1',
      apartmentKind: 1,
      apartmentAccumulators: [{ apartmentId: target?.id }],
    });
    expect(holder.statusCode, holder.body).toBe(201);
    const before = await snapshot(building);
    const body = firstPaint(building);
    body.propertyValues[0].description = 'Changed';
    body.apartments = body.apartments.filter((cell) => cell.apartmentNo !== '0203');
    const refused = await save(body);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('apartment 0203');
    expect(refused.json().message).toContain('1 apartment');
    expect(await snapshot(building)).toEqual(before);
  });

  it('rolls back everything when a unit number clashes half-way', async () => {
    const building = await newBuilding('Half Tower');
    await saved(firstPaint(building));
    // A unit typed on its own form, not painted on the grid, holds a number.
    const manual = await request('POST', '/apartments', {
      buildingId: building.id,
      apartmentNo: 'X-1',
      apartmentKind: 1,
    });
    expect(manual.statusCode, manual.body).toBe(201);
    const before = await snapshot(building);

    // Rows upserted, one unit removed and others repainted before the new cell clashes.
    const body = firstPaint(building);
    body.propertyValues[1].description = 'Changed';
    body.propertyValues.push({ hex: '#43A047', description: 'New row' });
    body.apartments.splice(0, 1);
    body.apartments.push({
      ...paintedCell('apartment', 2, 0, { rowIndex: 2, hex: '#43A047' }),
      apartmentNo: 'X-1',
    } as never);
    const refused = await save(body);
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().errors).toEqual({ 'apartments.7.apartmentNo': messages.duplicateUnitNumber });
    expect(await snapshot(building)).toEqual(before);

    // The same when a kept unit is renamed onto it.
    const renamed = firstPaint(building);
    renamed.propertyValues[0].description = 'Changed';
    (renamed.apartments[5] as { apartmentNo: string }).apartmentNo = 'X-1';
    const again = await save(renamed);
    expect(again.statusCode, again.body).toBe(400);
    expect(again.json().errors).toEqual({ 'apartments.5.apartmentNo': messages.duplicateUnitNumber });
    expect(await snapshot(building)).toEqual(before);
  });

  it('answers bad payloads with 400 and a message per field', async () => {
    const building = await newBuilding('Strict Tower');
    const before = await snapshot(building);
    const expectErrors = async (body: unknown, errors: Record<string, string>) => {
      const response = await save(body);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().errors).toEqual(errors);
    };
    const fieldBad = firstPaint(building);
    fieldBad.propertyValues[0].hex = 'crimson';
    fieldBad.propertyValues[1].area = -3;
    (fieldBad.apartments[0] as { apartmentNo: string }).apartmentNo = '';
    (fieldBad.shops[0] as { shopKind: number }).shopKind = 7;
    await expectErrors(fieldBad, {
      'propertyValues.0.hex': messages.invalidColor,
      'propertyValues.1.area': messages.tooSmall,
      'apartments.0.apartmentNo': messages.unitNumberRequired,
      'shops.0.shopKind': messages.invalidOption,
    });

    const rules = firstPaint(building);
    rules.propertyValues[1].hex = '#e53935';
    rules.apartments[0] = { ...rules.apartments[0], hex: undefined, rowIndex: 4 } as never;
    rules.apartments[1] = paintedCell('apartment', 5, 1, red) as never;
    (rules.apartments[2] as { apartmentNo: string }).apartmentNo = '0104';
    rules.shops = paint(
      'shop',
      [
        [0, 0],
        [0, 1],
        [0, 1],
      ],
      blue,
    );
    await expectErrors(rules, {
      'propertyValues.1.hex': messages.colorUsed,
      'apartments.0.rowIndex': messages.unknownColorRow,
      'apartments.1.xIndex': messages.cellOutsideBuilding,
      'apartments.3.apartmentNo': messages.duplicateUnitNumber,
      'apartments.4.hex': messages.unknownColorRow,
      'apartments.5.hex': messages.unknownColorRow,
      'apartments.6.hex': messages.unknownColorRow,
      'apartments.7.hex': messages.unknownColorRow,
      shops: messages.tooManyUnits,
      'shops.0.hex': messages.unknownColorRow,
      'shops.1.hex': messages.unknownColorRow,
      'shops.2.hex': messages.unknownColorRow,
      'shops.2.assetHash': messages.duplicateCell,
      'shops.2.shopNo': messages.duplicateUnitNumber,
    });

    await expectErrors(
      { ...firstPaint(building), mainBuildingId: undefined },
      {
        mainBuildingId: messages.buildingRequired,
      },
    );
    await expectErrors(
      { ...firstPaint(building), mainBuildingId: '00000000-0000-4000-8000-000000000000' },
      { mainBuildingId: messages.referenceNotFound },
    );
    await expectErrors({ ...firstPaint(building), apartments: 'all' }, { apartments: messages.invalidValue });
    expect(await snapshot(building)).toEqual(before);
    expect((await request('GET', '/property-values/find-with-color/not-an-id')).statusCode).toBe(404);
  });

  it('replays a save sent again with the same Idempotency-Key', async () => {
    const building = await newBuilding('Retry Tower');
    const key = { 'idempotency-key': `tools-${building.id}` };
    const first = await save(firstPaint(building), key);
    expect(first.statusCode, first.body).toBe(200);
    const before = await snapshot(building);
    const again = await save(firstPaint(building), key);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await snapshot(building)).toEqual(before);
  });
});
