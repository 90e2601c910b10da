import type { BuildingChequeAccounts } from '@aqar/domain/calc/cheque-operations';
import { cheque } from '@aqar/domain/entities/accounting/cheque';
import { columnName, type EntityDefinition } from '@aqar/domain/entity-definition';
import { entityByKey } from '@aqar/domain/registry';
import type { Queryable } from '../../db/client.ts';
import { ident } from '../../resources/record-sql.ts';

/**
 * A cheque's building is the building of the unit it names (docs/cheques.md): its apartment,
 * shop or parking, whichever is set, in the order of the cheque's fields. Villas and lands stand
 * alone. These are the cheque's unit fields that lead to a building, read from the definitions.
 */
const buildingUnits: { column: string; unit: EntityDefinition }[] = Object.entries(cheque.fields).flatMap(
  ([name, field]) => {
    if (field.type !== 'reference') return [];
    const unit = entityByKey(field.entity);
    return unit?.fields.buildingId ? [{ column: ident(columnName(name)), unit }] : [];
  },
);

/** SQL: the building id of the cheque in row alias `alias`, null when it names no such unit. */
export const chequeBuildingSql = (alias: string) =>
  `coalesce(${buildingUnits
    .map(
      ({ column, unit }) =>
        `(select u.building_id from ${ident(unit.table)} u where u.id = ${alias}.${column})`,
    )
    .join(', ')})`;

/**
 * SQL: whether the cheque in row alias `alias` stands in the building `parameter` names, as a
 * condition on the cheque's own unit columns (each indexed), so a filter reads no unit of
 * another building.
 */
export const chequeInBuildingSql = (alias: string, parameter: string) =>
  `(${buildingUnits
    .map(
      ({ column, unit }) =>
        `${alias}.${column} in (select u.id from ${ident(unit.table)} u where u.building_id = ${parameter})`,
    )
    .join(' or ')})`;

/** The bank and cheque accounts of each cheque's building (2.10), by cheque id; absent without one. */
export const chequeBuildingAccounts = async (
  db: Queryable,
  chequeIds: readonly string[],
): Promise<Map<string, BuildingChequeAccounts>> => {
  const { rows } = await db.query<{ id: string; bank: string | null; cheques: string | null }>(
    `select m.id, b.building_bank_account_id as bank, b.building_cheque_account_id as cheques
       from ${ident(cheque.table)} m join buildings b on b.id = ${chequeBuildingSql('m')}
      where m.id = any($1::uuid[])`,
    [chequeIds],
  );
  return new Map(rows.map((row) => [row.id, { bankAccountId: row.bank, chequeAccountId: row.cheques }]));
};
