import type { FieldDefinition, GridDefinition } from '../../entity-definition.ts';

/**
 * What every kind of unit shares (domain-reference 2.11-2.15). Each unit definition spreads these
 * beside its own fields, so a unit kind is still declared in one file.
 */

/**
 * A rental or selling price history (date, price, currency, note), kept as rows; the pricing
 * reports read it and the unit form draws it as a line per currency under the grid.
 */
export const priceGrid = (table: string, tab: string): GridDefinition => ({
  table,
  tab,
  fields: {
    date: { type: 'date', required: true, defaultToday: true },
    price: { type: 'money', min: 0, required: true },
    currencyId: { type: 'reference', entity: 'currency' },
    note: { type: 'text', max: 500 },
  },
  chart: { x: 'date', y: 'price', series: 'currencyId' },
});

/** Units assembled into this one (merged units), by reference to the same kind. */
export const accumulateGrid = (table: string, field: string, entity: string): GridDefinition => ({
  table,
  tab: 'accumulate',
  fields: { [field]: { type: 'reference', entity, required: true } },
});

/** Fixed assets of a shop or a villa. GUESS: assets have no card yet, so an asset is named here. */
export const assetsGrid = (table: string, tab: string): GridDefinition => ({
  table,
  tab,
  fields: {
    asset: { type: 'text', max: 200, required: true },
    value: { type: 'money', min: 0 },
    note: { type: 'text', max: 500 },
  },
});

/**
 * The unit's status and what decides it. `status` is the server's (unit-hooks.ts in the server's
 * realty module): vacant unless blocked, under lawsuit or held by a reservation, until contracts
 * exist.
 */
export const unitStateFields = {
  status: { type: 'option', options: 'unitStatus', readOnly: true, filter: true, default: 1, tab: 'general' },
  blocked: { type: 'boolean', filter: true, tab: 'general' },
  hasLawsuit: { type: 'boolean', readOnly: true, tab: 'general' },
} as const satisfies Record<string, FieldDefinition>;

/** Where the building tools screen placed the unit: hidden, written by that screen. */
export const gridPlacementFields = {
  xIndex: { type: 'integer', hidden: true, tab: 'general' },
  yIndex: { type: 'integer', hidden: true, tab: 'general' },
  rowIndex: { type: 'integer', hidden: true, tab: 'general' },
  assetHash: { type: 'text', max: 100, hidden: true, tab: 'general' },
  code: { type: 'text', max: 40, hidden: true, tab: 'general' },
} as const satisfies Record<string, FieldDefinition>;

/**
 * The unit's property-value template attributes (§7): description, area, view, ownership type,
 * and the template row they came from.
 */
export const propertyValueFields = (tab: string) =>
  ({
    description: { type: 'text', max: 200, search: true, tab },
    hex: { type: 'color', tab },
    area: { type: 'decimal', min: 0, scale: 2, tab },
    areaUnit: { type: 'option', options: 'areaUnit', tab },
    view: { type: 'text', max: 100, tab },
    propertyType: { type: 'option', options: 'propertyType', filter: true, tab },
    // The template row the unit was painted with on the tools screen (property-values.ts).
    propertyValuesId: { type: 'reference', entity: 'property_value', readOnly: true, tab },
  }) as const satisfies Record<string, FieldDefinition>;

export const buildingField = {
  type: 'reference',
  entity: 'building',
  required: true,
  requiredMessage: 'buildingRequired',
  filter: true,
  tab: 'general',
} as const satisfies FieldDefinition;

/** Units are the entities that carry a unit status: apartments, shops, parking, villas, lands. */
export const isUnitEntity = (definition: { fields: Record<string, FieldDefinition> }): boolean => {
  const status = definition.fields.status;
  return status?.type === 'option' && status.options === 'unitStatus';
};

/** Status ids of `unitStatus` (domain/src/options.ts). */
export const unitStatus = {
  vacant: 1,
  rented: 2,
  sold: 3,
  reserved: 4,
  blocked: 5,
  underLawsuit: 6,
} as const;

/**
 * The unit entity of each asset type (`assetsType` in domain/src/options.ts): the kind of unit a
 * reservation or a contract names by number.
 */
export const unitEntityByAssetsType = {
  1: 'apartment',
  2: 'parking',
  3: 'shop',
  4: 'land',
  5: 'villa',
} as const satisfies Record<number, string>;

/**
 * A unit's status from what is known of it: under lawsuit first, then what a valid contract makes
 * of it today (`held`: rented or sold), then blocked, then reserved while a reservation holds it
 * (the server finds both out), else vacant.
 */
export const unitStatusOf = (
  unit: { blocked?: unknown; hasLawsuit?: unknown },
  { held, reserved = false }: { held?: number; reserved?: boolean } = {},
): number => {
  if (unit.hasLawsuit === true) return unitStatus.underLawsuit;
  if (held !== undefined) return held;
  if (unit.blocked === true) return unitStatus.blocked;
  if (reserved) return unitStatus.reserved;
  return unitStatus.vacant;
};
