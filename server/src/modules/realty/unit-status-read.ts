import type { EntityDefinition } from '@aqar/domain/entity-definition';
import { unitStatus } from '@aqar/domain/entities/realty/unit-fields';
import { registerReadExpression } from '../../resources/read-expressions.ts';
import { contractHoldSql } from '../contracts/unit-occupancy.ts';
import { assetsTypeOf, notHeldSql } from './reservations.ts';

/**
 * SQL: a unit's status on the day it is read, by `unitStatusOf`'s precedence (unit-fields.ts):
 * under lawsuit, then what contracts make of it today, then blocked, then reserved while a
 * reservation holds it, else vacant. The stored status is the one of the last write; a rent that
 * ended yesterday, or starts today, is read right all the same.
 */
export const unitStatusSql = (definition: EntityDefinition, alias: string) => {
  const kind = assetsTypeOf(definition.key);
  const reserved =
    kind === undefined ? '' : ` when not (${notHeldSql(kind, alias)}) then ${unitStatus.reserved}`;
  return `(case
    when ${alias}.has_lawsuit then ${unitStatus.underLawsuit}
    when ${contractHoldSql(alias)} is not null then ${contractHoldSql(alias)}
    when ${alias}.blocked then ${unitStatus.blocked}${reserved}
    else ${unitStatus.vacant} end)`;
};

/** Units are read with their status of today (the lists, the records, the filters, the home cards). */
export const registerUnitStatusRead = (units: readonly EntityDefinition[]) => {
  for (const definition of units)
    registerReadExpression(definition.table, 'status', (alias) => unitStatusSql(definition, alias));
};
