/**
 * The kinds of unit the building tools screen lays out (domain-reference §7): which unit entity
 * and kind code each becomes, which building counts size its grid, and the prefix of its default
 * unit numbers. Kinds with `floors` are a matrix of floors × units per floor; the others one row.
 */
export const toolUnitKinds = {
  apartment: { entity: 'apartment', kind: 1, prefix: '', floors: 'apartmentFloor', count: 'apartmentCount' },
  mezzanine: { entity: 'apartment', kind: 2, prefix: 'M', floors: 'mezzanineFloor', count: 'mezzanineCount' },
  office: { entity: 'apartment', kind: 3, prefix: 'O', floors: 'officeFloor', count: 'officeCount' },
  penthouse: {
    entity: 'apartment',
    kind: 4,
    prefix: 'PH',
    floors: 'penthouseFloor',
    count: 'penthouseCount',
  },
  warehouse: { entity: 'apartment', kind: 5, prefix: 'W', count: 'warehouseCount' },
  shop: { entity: 'shop', kind: 1, prefix: 'SH', count: 'shopCount' },
  store: { entity: 'shop', kind: 2, prefix: 'S', count: 'storeCount' },
  parking: { entity: 'parking', kind: 1, prefix: 'P', floors: 'parkingFloor', count: 'parkingCount' },
  undergroundParking: { entity: 'parking', kind: 2, prefix: 'UP', count: 'undergroundParking' },
} as const satisfies Record<
  string,
  { entity: string; kind: number; prefix: string; floors?: string; count: string }
>;

export type ToolUnitKind = keyof typeof toolUnitKinds;

const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * The default number of a unit painted on the tools screen: the kind's prefix, then the floor and
 * the position on it, each of at least two digits (apartment on floor 2, third from the left:
 * `0203`; penthouse `PH0101`). Kinds laid out in a single row take the position only (`SH01`).
 * Floors and positions count from 1.
 */
export const defaultUnitNumber = (kind: ToolUnitKind, floor: number, position: number): string => {
  const layout: { prefix: string; floors?: string } = toolUnitKinds[kind];
  if (!Number.isInteger(floor) || !Number.isInteger(position) || floor < 1 || position < 1)
    throw new RangeError(`Floor and position count from 1 (got ${floor}, ${position})`);
  return layout.floors
    ? `${layout.prefix}${twoDigits(floor)}${twoDigits(position)}`
    : `${layout.prefix}${twoDigits(position)}`;
};
