import { allocate } from '../calc/allocate.ts';
import { daysBetween } from '../calc/calendar.ts';
import { unitStatus } from '../entities/realty/unit-fields.ts';
import type { ToolUnitKind } from '../entities/realty/unit-numbering.ts';

/**
 * The building schema (domain-reference §7 legend, §8 "Building schema"): every unit of a building
 * on its floor matrix, coloured by what it is on a given day. The legend is the reference's six
 * states, in its order, with its colours.
 */
export const schemaStates = [
  { key: 'empty', color: '#eeeeee' },
  { key: 'rented', color: '#008800' },
  { key: 'nearingEnd', color: '#ffff00' },
  { key: 'expired', color: '#ff0000' },
  { key: 'reserved', color: '#0000ff' },
  { key: 'notAvailable', color: '#aaaaaa' },
] as const;

export type SchemaState = (typeof schemaStates)[number]['key'];

export const schemaStateKeys = schemaStates.map((state) => state.key) as SchemaState[];

export const schemaColorOf = (state: SchemaState): string =>
  schemaStates.find((item) => item.key === state)?.color ?? '#eeeeee';

/** Days before a rent's end from which its unit reads "nearing contract end", when none are asked. */
export const defaultNearingDays = 30;

/** What is known of a unit on the schema's day (the server reads it in one query). */
export interface SchemaFacts {
  readonly blocked: boolean;
  readonly hasLawsuit: boolean;
  /** A sale that was not terminated holds the unit. */
  readonly sold: boolean;
  /** The end day of the rent whose days include the schema's day, if one does. */
  readonly rentEnd: string | null;
  /** A rent that holds the unit on the day has no end day (open-ended). */
  readonly rentOpen: boolean;
  /** A reservation holds the unit on the day. */
  readonly reserved: boolean;
  /**
   * The last rent on the unit ended before the day, was neither terminated nor renewed, and no
   * later contract followed it: the tenant's term is over but nobody closed it.
   */
  readonly lapsed: boolean;
}

/**
 * A unit's state on `day`, by the precedence the unit status uses (unit-fields.ts): a lawsuit,
 * a sale or a block makes it not available; a rent holding it makes it rented, or nearing its end
 * when the rent ends within `nearingDays`; then a reservation; then a rent that lapsed
 * (GUESS: the reference names "contract expired" without a rule; a term over, neither terminated
 * nor renewed, is what a property manager must chase); else empty.
 */
export const schemaStateOf = (
  facts: SchemaFacts,
  day: string,
  nearingDays = defaultNearingDays,
): SchemaState => {
  if (facts.hasLawsuit || facts.sold) return 'notAvailable';
  if (facts.rentEnd !== null || facts.rentOpen) {
    if (facts.rentEnd !== null && daysBetween(day, facts.rentEnd) <= nearingDays) return 'nearingEnd';
    return 'rented';
  }
  if (facts.blocked) return 'notAvailable';
  if (facts.reserved) return 'reserved';
  if (facts.lapsed) return 'expired';
  return 'empty';
};

/** The unit status id that the unit's own record shows for the same facts (for the cell's label). */
export const unitStatusOfFacts = (facts: SchemaFacts): number => {
  if (facts.hasLawsuit) return unitStatus.underLawsuit;
  if (facts.sold) return unitStatus.sold;
  if (facts.rentEnd !== null || facts.rentOpen) return unitStatus.rented;
  if (facts.blocked) return unitStatus.blocked;
  if (facts.reserved) return unitStatus.reserved;
  return unitStatus.vacant;
};

export interface SchemaCount {
  readonly state: SchemaState;
  readonly count: number;
  /** Of all units, two decimals as text; the six add up to 100.00 (largest remainders). */
  readonly percent: string;
}

/**
 * The legend's counts and percentages, to hundredths that add up to exactly 100.00 over the
 * six states (largest remainders, as schedules are split).
 */
export const schemaCounts = (states: readonly SchemaState[]): SchemaCount[] => {
  const counts = schemaStateKeys.map((state) => ({ state, count: states.filter((s) => s === state).length }));
  if (states.length === 0) return counts.map((item) => ({ ...item, percent: '0.00' }));
  const percents = allocate(
    100,
    counts.map((item) => item.count),
    2,
  );
  return counts.map((item, index) => ({ ...item, percent: percents[index].toFixed(2) }));
};

/** One unit on the schema. */
export interface SchemaCell {
  readonly unitId: string;
  /** The unit entity: apartment, shop or parking. */
  readonly entity: string;
  readonly kind: ToolUnitKind;
  readonly number: string;
  /** Floor row and column on the tools screen's matrix, from 0; null when never placed there. */
  readonly xIndex: number | null;
  readonly yIndex: number | null;
  readonly state: SchemaState;
  readonly unitStatus: number;
  /** The contract behind the state (the rent holding it, the lapsed one, or the sale). */
  readonly contractId: string | null;
  readonly contractNumber: number | null;
  readonly tenant: string | null;
  readonly contractEnd: string | null;
}

/** One kind's matrix: its rows and columns from the building's counts, grown to fit every cell. */
export interface SchemaKind {
  readonly kind: ToolUnitKind;
  readonly rows: number;
  readonly columns: number;
  readonly cells: readonly SchemaCell[];
  /** Units of the kind that have no place on the matrix (made on their own forms). */
  readonly unplaced: readonly SchemaCell[];
}
