import type { EntityDefinition } from '../entity-definition.ts';
import { isUnitEntity, unitStatus } from '../entities/realty/unit-fields.ts';
import { entities } from '../registry.ts';

/** A unit status by its name (`vacant`, `rented`, …), as `unitStatus` names them. */
export type UnitStatusName = keyof typeof unitStatus;

export const unitStatusNames = Object.keys(unitStatus) as UnitStatusName[];

/** How many units have each status; every status is present, zero included. */
export type StatusCounts = Record<UnitStatusName, number>;

/** One building's units, counted by status in all and per unit kind (the home page's cards). */
export interface BuildingUnitCounts {
  id: string;
  number: number;
  name: string;
  ltnname: string | null;
  total: number;
  statuses: StatusCounts;
  /** By unit entity key (`apartment`, `shop`, `parking`): every kind a building holds. */
  kinds: Record<string, { total: number; statuses: StatusCounts }>;
}

/** Units that belong to a building (apartments, shops, parking); villas and lands stand alone. */
export const isBuildingUnit = (definition: EntityDefinition): boolean => {
  const field = definition.fields.buildingId;
  return isUnitEntity(definition) && field?.type === 'reference' && field.entity === 'building';
};

/** The unit kinds a building holds, in the registry's (and the menu's) order. */
export const buildingUnitKinds: readonly EntityDefinition[] = entities.filter(isBuildingUnit);

const statusNameById = new Map<number, UnitStatusName>(
  unitStatusNames.map((name) => [unitStatus[name], name]),
);

export const emptyStatusCounts = (): StatusCounts =>
  Object.fromEntries(unitStatusNames.map((name) => [name, 0])) as StatusCounts;

/** A grouped row: one building with, when it has units, one (kind, status) group and its count. */
export interface UnitCountRow {
  id: string;
  number: number | string;
  name: string;
  ltnname: string | null;
  kind: string | null;
  status: number | string | null;
  count: number | string;
}

/**
 * Folds grouped rows, in building order, into one entry per building. A unit without a stored
 * status counts as vacant (the column's default); an unknown status id is a bug of the writer and
 * is refused rather than hidden.
 */
export const buildingUnitCountsOf = (rows: readonly UnitCountRow[]): BuildingUnitCounts[] => {
  const byId = new Map<string, BuildingUnitCounts>();
  for (const row of rows) {
    let building = byId.get(row.id);
    if (!building) {
      building = {
        id: row.id,
        number: Number(row.number),
        name: row.name,
        ltnname: row.ltnname,
        total: 0,
        statuses: emptyStatusCounts(),
        kinds: Object.fromEntries(
          buildingUnitKinds.map((kind) => [kind.key, { total: 0, statuses: emptyStatusCounts() }]),
        ),
      };
      byId.set(row.id, building);
    }
    if (row.kind === null) continue;
    const kind = building.kinds[row.kind];
    const status = statusNameById.get(row.status === null ? unitStatus.vacant : Number(row.status));
    if (!kind || !status) throw new Error(`Unknown unit kind ${row.kind} or status ${row.status}`);
    const count = Number(row.count);
    kind.total += count;
    kind.statuses[status] += count;
    building.total += count;
    building.statuses[status] += count;
  }
  return [...byId.values()];
};
