import type { EntityDefinition } from '@aqar/domain/entity-definition';
import { unitStatusOf } from '@aqar/domain/entities/realty/unit-fields';
import { entityByKey } from '@aqar/domain/registry';
import type { Queryable } from '../../db/client.ts';
import { ApiError } from '../../http/errors.ts';
import type { EntityHooks } from '../../resources/hooks.ts';
import type { Actor } from '../../http/actor.ts';
import { createRecord } from '../../resources/create-records.ts';
import { deleteRecords } from '../../resources/delete-records.ts';
import type { Row } from '../../resources/record.ts';
import { contractHoldOf } from '../contracts/unit-occupancy.ts';
import { assetsTypeOf, unitIsHeld } from './reservations.ts';

const costCenters = () => {
  const definition = entityByKey('cost_center');
  if (!definition) throw new Error('The cost_center entity is not registered');
  return definition;
};

/** The building's main cost center and name, or nothing when the building has none. */
const buildingOf = async (tx: Queryable, id: unknown) => {
  if (typeof id !== 'string') return undefined;
  const { rows } = await tx.query<{ main_cost_center_id: string | null; name: string }>(
    'select main_cost_center_id, name from buildings where id = $1',
    [id],
  );
  return rows[0];
};

/** Cost center names have at least three characters: a shorter unit number takes its building's name. */
export const costCenterName = (unitNumber: string, buildingName: string) =>
  unitNumber.length >= 3 ? unitNumber : `${buildingName} ${unitNumber}`;

/**
 * A unit of a building gets its own cost center, a child of the building's main cost center named
 * after the unit's number (domain-reference 2.2), unless one is chosen; contracts and cheques on
 * the unit carry it. The unit's status is the server's, recomputed on every write.
 */
export const unitHooks = (definition: EntityDefinition): EntityHooks => {
  const numberField = definition.display;
  const inBuilding =
    definition.fields.buildingId?.type === 'reference' && definition.fields.buildingId.entity === 'building';
  return {
    beforeCreate: async ({ tx, values, actor }) => {
      values.status = unitStatusOf(values);
      // Both given (the tools screen's save opens the cost centers of its units in one batch).
      if (!inBuilding || (values.mainCostCenterId && values.costCenterId)) return;
      const building = await buildingOf(tx, values.buildingId);
      if (!building?.main_cost_center_id) return;
      values.mainCostCenterId ??= building.main_cost_center_id;
      if (values.costCenterId) return;
      const unitNumber = String(values[numberField] ?? '');
      const costCenter = await createRecord(
        tx,
        costCenters(),
        { name: costCenterName(unitNumber, building.name), parentId: building.main_cost_center_id },
        actor,
      );
      values.costCenterId = costCenter.id;
    },
    beforeUpdate: async ({ tx, values, before }) => {
      const kind = assetsTypeOf(definition.key);
      const reserved = kind !== undefined && (await unitIsHeld(tx, kind, String(before.id)));
      const held = await contractHoldOf(tx, String(before.id));
      values.status = unitStatusOf({ ...before, ...values }, { held, reserved });
    },
    afterDelete: async ({ tx, before, actor }) => {
      if (inBuilding) await deleteOwnCostCenter(tx, before, actor);
    },
    independentCreates: !inBuilding,
  };
};

/** The unit's own cost center goes with it, unless something else uses it by now. */
const deleteOwnCostCenter = async (tx: Queryable, before: Row, actor: Actor) => {
  if (typeof before.costCenterId !== 'string' || typeof before.mainCostCenterId !== 'string') return;
  // Only the one opened for the unit: a child of the building's main cost center.
  const { rows } = await tx.query('select 1 from cost_centers where id = $1 and parent_id = $2', [
    before.costCenterId,
    before.mainCostCenterId,
  ]);
  if (rows.length === 0) return;
  try {
    await deleteRecords(tx, costCenters(), [before.costCenterId], actor);
  } catch (error) {
    if (!(error instanceof ApiError && error.statusCode === 409)) throw error;
  }
};
