import { describe, expect, it } from 'vitest';
import { issuePath } from '../../validation.ts';
import {
  availableColors,
  type CreateWithColorBody,
  cellKey,
  createWithColorIssues,
  createWithColorSchema,
  defaultColors,
  defaultPropertyType,
  gridShape,
  hasFloors,
  kindsOfBuilding,
  kindTotal,
  newPropertyValueRow,
  normalizeHex,
  paintedCell,
  remainingByKind,
  unitCountsByRow,
} from './property-values.ts';

const building = {
  apartmentFloor: 3,
  apartmentCount: 4,
  shopCount: 2,
  parkingFloor: 1,
  parkingCount: 5,
  undergroundParking: 0,
  penthouseFloor: 0,
  penthouseCount: 2,
};

const red = { rowIndex: 0, hex: '#E53935' };
const blue = { rowIndex: 1, hex: '#1E88E5' };

const body = (overrides: Partial<CreateWithColorBody> = {}): CreateWithColorBody => ({
  propertyValues: [
    { hex: red.hex, description: '2 bedrooms', area: '120.5', areaUnit: 2, view: 'Sea', propertyType: 0 },
    { hex: blue.hex, description: 'Studio', area: 45, areaUnit: 1, propertyType: 1 },
  ],
  mainBuildingId: '6f1c2a7e-8b3d-4c55-9e0a-1d2b3c4d5e6f',
  apartments: [
    paintedCell('apartment', 0, 0, red),
    paintedCell('apartment', 0, 1, red),
    paintedCell('apartment', 2, 3, blue),
  ] as CreateWithColorBody['apartments'],
  shops: [paintedCell('shop', 0, 1, blue)] as CreateWithColorBody['shops'],
  parkings: [],
  ...overrides,
});

const parsed = (value: unknown) => createWithColorSchema.safeParse(value);
const issuesOf = (value: CreateWithColorBody) =>
  Object.fromEntries(createWithColorIssues(value, building).map((issue) => [issue.path, issue.message]));

describe('colour palette', () => {
  it('offers 20 distinct default colours', () => {
    expect(defaultColors).toHaveLength(20);
    expect(new Set(defaultColors).size).toBe(20);
    for (const color of defaultColors) expect(color).toMatch(/^#[0-9A-F]{6}$/);
  });

  it('takes used colours out of the palette, whatever their spelling', () => {
    const left = availableColors([{ hex: '#e53935' }, { hex: '' }, { hex: null }, { hex: '#123456' }]);
    expect(left).toHaveLength(19);
    expect(left).not.toContain('#E53935');
    expect(availableColors(defaultColors.map((hex) => ({ hex })))).toEqual([]);
  });

  it('normalises colours to upper-case six digits', () => {
    expect(normalizeHex(' #abc ')).toBe('#AABBCC');
    expect(normalizeHex('#a1b2c3')).toBe('#A1B2C3');
  });
});

describe('grid layout', () => {
  it('lays out per-floor kinds as floors × units, the others as one row', () => {
    expect(hasFloors('apartment')).toBe(true);
    expect(hasFloors('shop')).toBe(false);
    expect(gridShape(building, 'apartment')).toEqual({ rows: 3, columns: 4 });
    expect(gridShape(building, 'shop')).toEqual({ rows: 1, columns: 2 });
    // Per floor without floors (or floors without a count) is no grid at all.
    expect(gridShape(building, 'penthouse')).toEqual({ rows: 0, columns: 0 });
    expect(kindTotal(building, 'parking')).toBe(5);
  });

  it('opens a tab for each kind the building has, in the reference order', () => {
    expect(kindsOfBuilding(building)).toEqual(['apartment', 'shop', 'parking']);
    expect(kindsOfBuilding({ storeCount: '2', officeFloor: 1, officeCount: 1 })).toEqual(['office', 'store']);
  });

  it('paints a cell with its default number, kind code, floor, colour and key', () => {
    expect(paintedCell('apartment', 1, 2, red)).toEqual({
      apartmentNo: '0203',
      apartmentKind: 1,
      xIndex: 1,
      yIndex: 2,
      floorNo: 2,
      hex: red.hex,
      rowIndex: 0,
      assetHash: 'apartment-1-2',
    });
    expect(paintedCell('store', 0, 0, blue)).toMatchObject({ shopNo: 'S01', shopKind: 2, floorNo: 0 });
    expect(paintedCell('undergroundParking', 0, 4, blue)).toMatchObject({
      parkingNo: 'UP05',
      parkingKind: 2,
    });
    expect(paintedCell('penthouse', 0, 0, blue)).toMatchObject({ apartmentNo: 'PH0101', apartmentKind: 4 });
  });
});

describe('counts', () => {
  it('leaves per kind the building total less the painted cells', () => {
    const remaining = remainingByKind(building, body());
    expect(remaining.apartment).toBe(12 - 3);
    expect(remaining.shop).toBe(1);
    expect(remaining.parking).toBe(5);
    expect(remaining.store).toBe(0);
  });

  it('counts the cells painted with each row', () => {
    expect(unitCountsByRow(body(), 3)).toEqual([2, 2, 0]);
  });

  it('starts a row as ownership when the building has an owner account', () => {
    expect(defaultPropertyType({ ownerAccountId: 'x' })).toBe(0);
    expect(defaultPropertyType({})).toBe(1);
    expect(newPropertyValueRow({})).toMatchObject({ hex: '', areaUnit: 1, propertyType: 1 });
  });
});

describe('payload schema', () => {
  it('accepts the screen payload and fills missing lists', () => {
    const { parkings: _, ...rest } = body();
    const result = parsed(rest);
    expect(result.success).toBe(true);
    expect(result.data?.parkings).toEqual([]);
    expect(result.data?.propertyValues[1].area).toBe('45');
  });

  it('ignores the loaded rowIndex, id and roomCount of a row', () => {
    const value = body();
    value.propertyValues[0] = { ...value.propertyValues[0], id: 'x', rowIndex: 7, roomCount: 99 };
    expect(parsed(value).success).toBe(true);
  });

  it('refuses bad fields with a message at their path', () => {
    const value = body();
    value.propertyValues[0].hex = 'red';
    (value.apartments[1] as { apartmentNo: string }).apartmentNo = ' ';
    value.apartments[2].xIndex = -1;
    (value.shops[0] as { shopKind: number }).shopKind = 9;
    value.mainBuildingId = 'nope';
    const result = parsed(value);
    expect(result.success).toBe(false);
    const found = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
    );
    expect(found).toEqual({
      'propertyValues.0.hex': 'invalidColor',
      'apartments.1.apartmentNo': 'unitNumberRequired',
      'apartments.2.xIndex': 'tooSmall',
      'shops.0.shopKind': 'invalidOption',
      mainBuildingId: 'invalidReference',
    });
  });
});

describe('payload rules', () => {
  it('finds nothing wrong with a good payload and fills what was left out', () => {
    const value = body();
    delete value.apartments[0].floorNo;
    delete value.apartments[0].assetHash;
    delete value.apartments[0].hex;
    expect(createWithColorIssues(value, building)).toEqual([]);
    expect(value.apartments[0]).toMatchObject({ floorNo: 1, assetHash: 'apartment-0-0', hex: red.hex });
  });

  it('refuses a colour used by two rows', () => {
    const value = body();
    value.propertyValues[1].hex = '#e53935';
    // Its cells keep the colour the row had: they no longer match it either.
    expect(issuesOf(value)).toEqual({
      'propertyValues.1.hex': 'colorUsed',
      'apartments.2.hex': 'unknownColorRow',
      'shops.0.hex': 'unknownColorRow',
    });
  });

  it('refuses a cell of an unknown colour row, or of another colour than its row', () => {
    const value = body();
    value.apartments[0].rowIndex = 5;
    value.apartments[1].hex = blue.hex;
    expect(issuesOf(value)).toEqual({
      'apartments.0.rowIndex': 'unknownColorRow',
      'apartments.1.hex': 'unknownColorRow',
    });
  });

  it('refuses cells outside the building counts', () => {
    const value = body({
      shops: [
        paintedCell('shop', 0, 2, blue),
        paintedCell('store', 0, 0, blue),
      ] as CreateWithColorBody['shops'],
    });
    value.apartments[0] = { ...paintedCell('apartment', 3, 0, red), assetHash: undefined } as never;
    expect(issuesOf(value)).toEqual({
      'apartments.0.xIndex': 'cellOutsideBuilding',
      'shops.0.yIndex': 'cellOutsideBuilding',
      // The building has no stores: one is already more than it has.
      shops: 'tooManyUnits',
      'shops.1.xIndex': 'cellOutsideBuilding',
      'shops.1.yIndex': 'cellOutsideBuilding',
    });
  });

  it('refuses more cells than the building has and a cell painted twice; recomputes a key sent otherwise', () => {
    const value = body({
      shops: [
        paintedCell('shop', 0, 0, blue),
        paintedCell('shop', 0, 1, blue),
        { ...paintedCell('shop', 0, 1, blue), shopNo: 'SH99' },
      ] as CreateWithColorBody['shops'],
    });
    value.apartments[0].assetHash = cellKey('apartment', 2, 2);
    expect(issuesOf(value)).toEqual({
      shops: 'tooManyUnits',
      'shops.2.assetHash': 'duplicateCell',
    });
    expect(value.apartments[0].assetHash).toBe(cellKey('apartment', 0, 0));
  });

  it('refuses a unit number used twice in one list, not across lists', () => {
    const value = body();
    (value.apartments[2] as { apartmentNo: string }).apartmentNo = '0101';
    (value.shops[0] as { shopNo: string }).shopNo = '0101';
    expect(issuesOf(value)).toEqual({ 'apartments.2.apartmentNo': 'duplicateUnitNumber' });
    expect(issuePath('apartments.2.apartmentNo')).toEqual(['apartments', 2, 'apartmentNo']);
  });
});
