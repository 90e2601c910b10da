import type { EntityDefinition } from '@aqar/domain/entity-definition';
import { entityByKey } from '@aqar/domain/registry';
import type { Queryable } from '../../db/client.ts';
import { ApiError } from '../../http/errors.ts';
import type { EntityHooks } from '../../resources/hooks.ts';
import { createRecord } from '../../resources/create-records.ts';
import { deleteRecords } from '../../resources/delete-records.ts';
import type { Row } from '../../resources/record.ts';
import { updateRecord } from '../../resources/update-record.ts';

/** Code of the account that holds every building's own account (domain-reference 2.10). */
const buildingsAccountCode = '123';
/** The first top-level cost center code when none exists yet (domain-reference 2.2). */
const firstCostCenterCode = '101';

const definitionOf = (key: string): EntityDefinition => {
  const definition = entityByKey(key);
  if (!definition) throw new Error(`The ${key} entity is not registered`);
  return definition;
};

const buildingsAccountId = async (tx: Queryable) => {
  const { rows } = await tx.query<{ id: string }>('select id from accounts where code = $1', [
    buildingsAccountCode,
  ]);
  if (!rows[0])
    throw new ApiError(
      422,
      `The chart of accounts has no account ${buildingsAccountCode} to hold this building's account`,
    );
  return rows[0].id;
};

/** Left blank, a top-level code is the next after the last one; the very first is 101. */
const topLevelCostCenterCode = async (tx: Queryable) => {
  const { rows } = await tx.query('select 1 from cost_centers where parent_id is null limit 1');
  return rows.length === 0 ? firstCostCenterCode : undefined;
};

const namesOf = (values: Row) => ({ name: values.name, ltnname: values.ltnname ?? null });

/** Removes a record the building opened, unless something else uses it by now. */
const deleteIfUnused = async (
  tx: Queryable,
  key: string,
  id: unknown,
  actor: Parameters<typeof deleteRecords>[3],
) => {
  if (typeof id !== 'string') return;
  try {
    await deleteRecords(tx, definitionOf(key), [id], actor);
  } catch (error) {
    if (!(error instanceof ApiError && error.statusCode === 409)) throw error;
  }
};

/**
 * A new building opens, in its own transaction, its ledger account under 123 Buildings and its
 * main (top-level) cost center, both named after it; they follow its name and go with it.
 */
export const buildingHooks: EntityHooks = {
  beforeCreate: async ({ tx, values, actor }) => {
    const account = await createRecord(
      tx,
      definitionOf('account'),
      { ...namesOf(values), type: 1, parentId: await buildingsAccountId(tx) },
      actor,
    );
    const code = await topLevelCostCenterCode(tx);
    const costCenter = await createRecord(
      tx,
      definitionOf('cost_center'),
      { ...namesOf(values), ...(code ? { code } : {}) },
      actor,
    );
    values.buildingAccountId = account.id;
    values.mainCostCenterId = costCenter.id;
  },
  afterUpdate: async ({ tx, record, before, actor }) => {
    if (record.name === before.name && record.ltnname === before.ltnname) return;
    const names = namesOf(record);
    if (record.buildingAccountId)
      await updateRecord(tx, definitionOf('account'), record.buildingAccountId as string, names, actor);
    if (record.mainCostCenterId)
      await updateRecord(tx, definitionOf('cost_center'), record.mainCostCenterId as string, names, actor);
  },
  afterDelete: async ({ tx, before, actor }) => {
    await deleteIfUnused(tx, 'account', before.buildingAccountId, actor);
    await deleteIfUnused(tx, 'cost_center', before.mainCostCenterId, actor);
  },
};
