import { z } from 'zod';
import {
  defineEntity,
  type EntityDefinition,
  type FieldDefinition,
  type Issue,
} from '../../entity-definition.ts';
import type { MessageKey } from '../../messages.ts';
import { recordSchema } from '../../validation.ts';
import { defaultUnitNumber, type ToolUnitKind, toolUnitKinds } from './unit-numbering.ts';

/**
 * Property values (domain-reference 2.16 and §7): the unit templates of a building, one row per
 * colour. Units painted on the building's tools screen with a colour take that row's description,
 * area, view and ownership type; `roomCount` ("unit count") is how many cells carry the colour,
 * kept by the server. `rowIndex` is the row's place in the screen's grid.
 */
export const propertyValue = defineEntity({
  key: 'property_value',
  table: 'property_values',
  api: '/property-values',
  display: 'description',
  fields: {
    buildingId: {
      type: 'reference',
      entity: 'building',
      required: true,
      requiredMessage: 'buildingRequired',
      filter: true,
    },
    rowIndex: { type: 'integer', min: 0, required: true, uniqueWithin: 'buildingId' },
    hex: { type: 'color', required: true },
    roomCount: { type: 'integer', min: 0, default: 0, readOnly: true },
    description: { type: 'text', max: 200, search: true },
    area: { type: 'decimal', min: 0, scale: 2 },
    areaUnit: { type: 'option', options: 'areaUnit' },
    view: { type: 'text', max: 100 },
    propertyType: { type: 'option', options: 'propertyType' },
  },
  listColumns: ['buildingId', 'rowIndex', 'hex', 'roomCount', 'description', 'area', 'areaUnit', 'view'],
});

// ---------------------------------------------------------------------------------------------
// Colours

/**
 * The palette the colour picker offers (20 colours); a colour a row already uses leaves it.
 * GUESS: the reference gives the count, not the colours: distinct, readable on white and black.
 */
export const defaultColors = [
  '#E53935',
  '#D81B60',
  '#8E24AA',
  '#5E35B1',
  '#3949AB',
  '#1E88E5',
  '#039BE5',
  '#00ACC1',
  '#00897B',
  '#43A047',
  '#7CB342',
  '#C0CA33',
  '#FDD835',
  '#FFB300',
  '#FB8C00',
  '#F4511E',
  '#6D4C41',
  '#757575',
  '#546E7A',
  '#F06292',
] as const;

/** `#abc` and `#AABBCC` are one colour: upper case, six digits (eight with alpha). */
export const normalizeHex = (hex: string): string => {
  const text = hex.trim().toUpperCase();
  const short = /^#([0-9A-F])([0-9A-F])([0-9A-F])$/.exec(text);
  return short ? `#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}` : text;
};

/** The default colours no row uses yet, in palette order. */
export const availableColors = (rows: readonly { hex?: string | null }[]): string[] => {
  const used = new Set(rows.flatMap((row) => (row.hex ? [normalizeHex(row.hex)] : [])));
  return defaultColors.filter((color) => !used.has(color));
};

// ---------------------------------------------------------------------------------------------
// Grid layout

/** Tabs of the tools screen in the reference's order (§7 item 4). */
export const toolKindOrder: readonly ToolUnitKind[] = [
  'apartment',
  'mezzanine',
  'office',
  'store',
  'shop',
  'parking',
  'penthouse',
  'undergroundParking',
  'warehouse',
];

/** The unit counts of a building the grid reads (any of its fields may be missing or text). */
export type BuildingCounts = Partial<Record<string, unknown>>;

const countOf = (building: BuildingCounts, name: string) => {
  const value = Number(building[name] ?? 0);
  return Number.isInteger(value) && value > 0 ? value : 0;
};

/** Whether the kind is a floors × units-per-floor matrix (else one row of `count` cells). */
export const hasFloors = (kind: ToolUnitKind): boolean => 'floors' in toolUnitKinds[kind];

/** The matrix of a kind for a building: rows (floors, 1 for single-row kinds) × columns. */
export const gridShape = (building: BuildingCounts, kind: ToolUnitKind) => {
  const layout: { floors?: string; count: string } = toolUnitKinds[kind];
  const columns = countOf(building, layout.count);
  const rows = layout.floors ? countOf(building, layout.floors) : 1;
  return { rows: columns === 0 ? 0 : rows, columns: rows === 0 ? 0 : columns };
};

/** How many units of the kind the building's counts define. */
export const kindTotal = (building: BuildingCounts, kind: ToolUnitKind): number => {
  const { rows, columns } = gridShape(building, kind);
  return rows * columns;
};

/** The kinds the building has (a tab each), in tab order. */
export const kindsOfBuilding = (building: BuildingCounts): ToolUnitKind[] =>
  toolKindOrder.filter((kind) => kindTotal(building, kind) > 0);

// ---------------------------------------------------------------------------------------------
// The payload of `POST /property-values/create-with-color` and `GET /find-with-color/:buildingId`

/** The three unit lists of the payload, the entity each becomes and its number and kind fields. */
export const cellGroups = {
  apartments: { entity: 'apartment', numberField: 'apartmentNo', kindField: 'apartmentKind' },
  shops: { entity: 'shop', numberField: 'shopNo', kindField: 'shopKind' },
  parkings: { entity: 'parking', numberField: 'parkingNo', kindField: 'parkingKind' },
} as const;

export type CellGroup = keyof typeof cellGroups;
export const cellGroupNames = Object.keys(cellGroups) as CellGroup[];

/** The payload group a kind's cells go in (apartments take mezzanines, offices, … too). */
export const groupOfKind = (kind: ToolUnitKind): CellGroup => {
  const entity = toolUnitKinds[kind].entity;
  return entity === 'apartment' ? 'apartments' : entity === 'shop' ? 'shops' : 'parkings';
};

/** The tool kind of a cell from its group and kind code (apartmentKind 2 is a mezzanine). */
export const kindOfCell = (group: CellGroup, kindCode: number): ToolUnitKind | undefined =>
  toolKindOrder.find((kind) => groupOfKind(kind) === group && toolUnitKinds[kind].kind === Number(kindCode));

/** A template row as sent and as loaded (with its `id` and `roomCount` when loaded). */
export interface PropertyValueRow {
  id?: string;
  /** The row's place in the grid; the server sets it from the row's position in the array. */
  rowIndex?: number;
  hex: string;
  /** Server's: how many cells carry this colour. Ignored on save. */
  roomCount?: number;
  description?: string | null;
  /** Decimal as text ("120.5"); a number is accepted on save. */
  area?: string | number | null;
  /** 1 Square Feet, 2 Square Meter (option list `areaUnit`). */
  areaUnit?: number | null;
  view?: string | null;
  /** 0 Ownership, 1 Real-estate management (option list `propertyType`). */
  propertyType?: number | null;
}

/** What every painted cell records (§7 item 4). Indices count from 0; floors from 1. */
interface CellBase {
  /** The unit's id, when loaded. Ignored on save: a cell is known by its place. */
  id?: string;
  /** Row of the matrix (the floor's index; 0 for single-row kinds). */
  xIndex: number;
  /** Column of the matrix (position on the floor). */
  yIndex: number;
  /** Filled from `xIndex` when left out: xIndex + 1 for kinds with floors, else 0 (ground). */
  floorNo?: number;
  /** The colour of its template row; when sent it must be that row's colour. */
  hex?: string;
  /** Index in `propertyValues` of its template row. */
  rowIndex: number;
  /** The cell key `cellKey(kind, xIndex, yIndex)`; filled when left out. */
  assetHash?: string;
}

export interface ApartmentCell extends CellBase {
  apartmentNo: string;
  /** 1 apartment, 2 mezzanine, 3 office, 4 penthouse, 5 warehouse. */
  apartmentKind: number;
}
export interface ShopCell extends CellBase {
  shopNo: string;
  /** 1 shop, 2 store. */
  shopKind: number;
}
export interface ParkingCell extends CellBase {
  parkingNo: string;
  /** 1 parking, 2 underground parking. */
  parkingKind: number;
}

/** Body of `POST /api/v1/property-values/create-with-color`. */
export interface CreateWithColorBody {
  propertyValues: PropertyValueRow[];
  /** The building's id. */
  mainBuildingId: string;
  apartments: ApartmentCell[];
  shops: ShopCell[];
  parkings: ParkingCell[];
}

type Loaded<T> = T & { id: string; floorNo: number; hex: string; assetHash: string };

/**
 * Answer of `GET /api/v1/property-values/find-with-color/:buildingId`, and of a successful save
 * (then with `message`): the rows in `rowIndex` order with their counts, and every painted unit.
 */
export interface FindWithColorResponse {
  success: true;
  message?: string;
  propertyValues: (PropertyValueRow & { id: string; rowIndex: number; roomCount: number; hex: string })[];
  apartments: Loaded<ApartmentCell>[];
  shops: Loaded<ShopCell>[];
  parkings: Loaded<ParkingCell>[];
}

/** The key of a cell, unique within a building: kind, row and column (`apartment-0-2`). */
export const cellKey = (kind: ToolUnitKind, xIndex: number, yIndex: number): string =>
  `${kind}-${xIndex}-${yIndex}`;

/** The floor number a cell records: floors count from 1; single-row kinds stand on floor 0. */
export const floorOfCell = (kind: ToolUnitKind, xIndex: number): number => (hasFloors(kind) ? xIndex + 1 : 0);

export type AnyCell = ApartmentCell | ShopCell | ParkingCell;

/**
 * The cell a click paints: its default unit number (unit-numbering.ts), kind code, place, colour
 * and template row. For a kind without floors `xIndex` is 0.
 */
export const paintedCell = (
  kind: ToolUnitKind,
  xIndex: number,
  yIndex: number,
  row: { rowIndex: number; hex: string },
): AnyCell => {
  const group = cellGroups[groupOfKind(kind)];
  const base = {
    xIndex,
    yIndex,
    floorNo: floorOfCell(kind, xIndex),
    hex: normalizeHex(row.hex),
    rowIndex: row.rowIndex,
    assetHash: cellKey(kind, xIndex, yIndex),
  };
  return {
    ...base,
    [group.numberField]: defaultUnitNumber(kind, xIndex + 1, yIndex + 1),
    [group.kindField]: toolUnitKinds[kind].kind,
  } as unknown as AnyCell;
};

/** The unit number and kind code of a cell of a group. */
export const cellNumber = (group: CellGroup, cell: AnyCell): string =>
  String((cell as unknown as Record<string, unknown>)[cellGroups[group].numberField] ?? '');
const cellKindCode = (group: CellGroup, cell: AnyCell): number =>
  Number((cell as unknown as Record<string, unknown>)[cellGroups[group].kindField]);

/** The payload's cells by group, as one list with their group. */
const allCells = (body: Pick<CreateWithColorBody, CellGroup>) =>
  cellGroupNames.flatMap((group) =>
    ((body[group] ?? []) as AnyCell[]).map((cell, index) => ({ group, cell, index })),
  );

/** Cells painted per kind. */
export const paintedByKind = (body: Pick<CreateWithColorBody, CellGroup>): Record<ToolUnitKind, number> => {
  const counts = Object.fromEntries(toolKindOrder.map((kind) => [kind, 0])) as Record<ToolUnitKind, number>;
  for (const { group, cell } of allCells(body)) {
    const kind = kindOfCell(group, cellKindCode(group, cell));
    if (kind) counts[kind] += 1;
  }
  return counts;
};

/**
 * The remaining-count badges: per kind, the building's total less the cells painted (never below
 * 0; red on the screen when above 0).
 */
export const remainingByKind = (
  building: BuildingCounts,
  body: Pick<CreateWithColorBody, CellGroup>,
): Record<ToolUnitKind, number> => {
  const painted = paintedByKind(body);
  return Object.fromEntries(
    toolKindOrder.map((kind) => [kind, Math.max(0, kindTotal(building, kind) - painted[kind])]),
  ) as Record<ToolUnitKind, number>;
};

/** `roomCount` of each template row: the cells painted with it, by row index. */
export const unitCountsByRow = (body: Pick<CreateWithColorBody, CellGroup>, rowCount: number): number[] => {
  const counts = Array.from({ length: rowCount }, () => 0);
  for (const { cell } of allCells(body))
    if (Number.isInteger(cell.rowIndex) && cell.rowIndex >= 0 && cell.rowIndex < rowCount)
      counts[cell.rowIndex] += 1;
  return counts;
};

/**
 * The ownership type a new template row starts with: Ownership (0) when the building has an
 * owner account, else Real-estate management (1). The reference's first row says 2, which is no
 * option of the list (§7 item 3, "sic"); we keep to the list.
 */
export const defaultPropertyType = (building: { ownerAccountId?: unknown }): number =>
  building.ownerAccountId ? 0 : 1;

/** A new, empty template row: no colour yet, Square Feet. */
export const newPropertyValueRow = (building: { ownerAccountId?: unknown }): PropertyValueRow => ({
  hex: '',
  description: null,
  area: null,
  areaUnit: 1,
  view: null,
  propertyType: defaultPropertyType(building),
});

// ---------------------------------------------------------------------------------------------
// Validation

/** Most rows and cells one save takes; the request body limit (1 MB) binds before the cells do. */
export const maxPropertyValueRows = 200;
export const maxCellsPerGroup = 10_000;

const rowFields = Object.fromEntries(
  (['hex', 'roomCount', 'description', 'area', 'areaUnit', 'view', 'propertyType'] as const).map((name) => [
    name,
    propertyValue.fields[name],
  ]),
) as Record<string, FieldDefinition>;

const asDefinition = (key: string, display: string, fields: Record<string, FieldDefinition>) =>
  ({ key, table: key, api: `/${key}`, display, fields, listColumns: [] }) satisfies EntityDefinition;

// `rowIndex` of a row is its position: a client may send it (it is what it loaded), it is not read.
const rowSchema = z.preprocess(
  (value) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(
          Object.entries(value).filter(([key]) => key !== 'rowIndex' && key !== 'buildingId'),
        )
      : value,
  recordSchema(asDefinition('property_value_row', 'hex', rowFields)),
);

const index = { type: 'integer', min: 0, required: true } as const satisfies FieldDefinition;

const cellSchema = (group: CellGroup) => {
  const { numberField, kindField, entity } = cellGroups[group];
  const options = { apartment: 'apartmentKind', shop: 'shopKind', parking: 'parkingKind' }[entity];
  const fields: Record<string, FieldDefinition> = {
    [numberField]: { type: 'text', max: 40, required: true, requiredMessage: 'unitNumberRequired' },
    [kindField]: { type: 'option', options, required: true },
    xIndex: index,
    yIndex: index,
    floorNo: { type: 'integer', min: 0, max: 10_000 },
    hex: { type: 'color' },
    rowIndex: index,
    assetHash: { type: 'text', max: 100 },
  };
  return recordSchema(asDefinition(`${group}_cell`, numberField, fields));
};

const listOf = (schema: z.ZodType, max: number) =>
  z.array(schema, { message: 'invalidValue' }).max(max, { message: 'tooManyRows' satisfies MessageKey });

/**
 * The body's schema, field by field (messages are validation keys, paths as
 * `apartments.3.apartmentNo`). The rules across fields and against the building are
 * `createWithColorIssues`. Missing unit lists count as empty.
 */
export const createWithColorSchema = z.object(
  {
    propertyValues: listOf(rowSchema, maxPropertyValueRows),
    mainBuildingId: z
      .string({ message: 'buildingRequired' satisfies MessageKey })
      .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, {
        message: 'invalidReference' satisfies MessageKey,
      }),
    apartments: listOf(cellSchema('apartments'), maxCellsPerGroup).default([]),
    shops: listOf(cellSchema('shops'), maxCellsPerGroup).default([]),
    parkings: listOf(cellSchema('parkings'), maxCellsPerGroup).default([]),
  },
  { message: 'invalidValue' },
) as unknown as z.ZodType<CreateWithColorBody>;

/**
 * The rules across fields and against the building's counts, for a body the schema accepted:
 * each template colour used once; each cell on an existing template row (and of its colour),
 * inside the building's counts for its kind, painted once; no more cells of a kind than the
 * building has; unit numbers unique within a list (one table per list: the database keeps a unit
 * number unique within its building and table). Also fills each cell's `floorNo` and `hex` when
 * left out, keys it (`assetHash`) by its kind and place, and normalises colours.
 */
export const createWithColorIssues = (body: CreateWithColorBody, building: BuildingCounts): Issue[] => {
  const issues: Issue[] = [];
  const rows = body.propertyValues;
  const firstRowOfColor = new Map<string, number>();
  rows.forEach((row, at) => {
    row.hex = normalizeHex(row.hex);
    const first = firstRowOfColor.get(row.hex);
    if (first === undefined) firstRowOfColor.set(row.hex, at);
    else issues.push({ path: `propertyValues.${at}.hex`, message: 'colorUsed' });
  });
  const painted = paintedByKind(body);
  for (const group of cellGroupNames) {
    const { numberField } = cellGroups[group];
    const cells = (body[group] ?? []) as AnyCell[];
    for (const kind of toolKindOrder)
      if (groupOfKind(kind) === group && painted[kind] > kindTotal(building, kind)) {
        issues.push({ path: group, message: 'tooManyUnits' });
        break;
      }
    const cellAt = new Map<string, number>();
    const numberAt = new Map<string, number>();
    cells.forEach((cell, at) => {
      const path = `${group}.${at}`;
      const record = cell as unknown as Record<string, unknown>;
      const kind = kindOfCell(group, cellKindCode(group, cell));
      if (!kind) {
        issues.push({ path: `${path}.${cellGroups[group].kindField}`, message: 'invalidOption' });
        return;
      }
      const row = rows[cell.rowIndex];
      if (!row) issues.push({ path: `${path}.rowIndex`, message: 'unknownColorRow' });
      else if (cell.hex && normalizeHex(cell.hex) !== row.hex)
        issues.push({ path: `${path}.hex`, message: 'unknownColorRow' });
      else cell.hex = row.hex;
      const shape = gridShape(building, kind);
      if (cell.xIndex >= shape.rows) issues.push({ path: `${path}.xIndex`, message: 'cellOutsideBuilding' });
      if (cell.yIndex >= shape.columns)
        issues.push({ path: `${path}.yIndex`, message: 'cellOutsideBuilding' });
      // The client's own key of the cell (the earlier product sent a hash, reference 7) is never
      // a reason to refuse: the server keys a cell by its kind and place, whatever was sent.
      const key = cellKey(kind, cell.xIndex, cell.yIndex);
      if (cellAt.has(key)) issues.push({ path: `${path}.assetHash`, message: 'duplicateCell' });
      cell.assetHash = key;
      cellAt.set(key, at);
      cell.floorNo ??= floorOfCell(kind, cell.xIndex);
      const unitNumber = String(record[numberField] ?? '');
      if (numberAt.has(unitNumber))
        issues.push({ path: `${path}.${numberField}`, message: 'duplicateUnitNumber' });
      else numberAt.set(unitNumber, at);
    });
  }
  return issues;
};
