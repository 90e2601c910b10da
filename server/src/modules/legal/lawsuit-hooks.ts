import type { Queryable } from '../../db/client.ts';
import type { EntityHooks } from '../../resources/hooks.ts';
import type { Row } from '../../resources/record.ts';
import { ident } from '../../resources/record-sql.ts';
import { contractFacts, unitTableOf } from './contract-facts.ts';

const blank = (value: unknown) => value === undefined || value === null || value === '';

/**
 * The building, unit and client of a lawsuit are its contract's (2.33 lists them beside the
 * contract; here they cannot disagree with it), and its currency the contract's when none is sent.
 */
const fillFromContract = async (tx: Queryable, values: Row, before?: Row) => {
  const contractId = values.contractId ?? before?.contractId;
  if (before && values.contractId === undefined) return;
  const facts = await contractFacts(tx, contractId);
  values.buildingId = facts.buildingId;
  values.clientId = facts.clientId;
  values.unitType = facts.unitType;
  values.unitId = facts.unitId;
  if (blank(values.currencyId ?? before?.currencyId)) {
    values.currencyId = facts.currencyId;
    values.currencyVal = facts.currencyVal ?? '1';
  }
};

/**
 * A contract and its unit are under lawsuit while a lawsuit on them is open (not terminated): after
 * every write or delete of a lawsuit the flags are set again from the lawsuits that remain, so
 * closing or deleting one clears them only when no other open lawsuit holds them.
 */
const refreshFlags = async (tx: Queryable, ...lawsuits: (Row | undefined)[]) => {
  const seen = new Set<string>();
  for (const lawsuit of lawsuits) {
    if (!lawsuit) continue;
    const { contractId, unitId, unitType } = lawsuit;
    if (typeof contractId === 'string' && !seen.has(`c:${contractId}`)) {
      seen.add(`c:${contractId}`);
      await tx.query(
        `update contracts set lawsuit = exists (
           select 1 from lawsuits where contract_id = $1 and lawsuit_terminated is not true)
         where id = $1`,
        [contractId],
      );
    }
    const table = unitTableOf(unitType);
    if (table && typeof unitId === 'string' && !seen.has(`u:${unitId}`)) {
      seen.add(`u:${unitId}`);
      await tx.query(
        `update ${ident(table)} set has_lawsuit = exists (
           select 1 from lawsuits where unit_id = $1 and unit_type = $2 and lawsuit_terminated is not true)
         where id = $1`,
        [unitId, Number(unitType)],
      );
    }
  }
};

export const lawsuitHooks: EntityHooks = {
  beforeCreate: async ({ tx, values }) => fillFromContract(tx, values),
  beforeUpdate: async ({ tx, values, before }) => fillFromContract(tx, values, before),
  afterCreate: async ({ tx, record }) => refreshFlags(tx, record),
  afterUpdate: async ({ tx, record, before }) => refreshFlags(tx, record, before),
  afterDelete: async ({ tx, before }) => refreshFlags(tx, before),
};
