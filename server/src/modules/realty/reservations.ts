import { referencedEntity } from '@aqar/domain/entity-definition';
import { reservationProperty } from '@aqar/domain/entities/realty/reservation-property';
import { unitEntityByAssetsType, unitStatus, unitStatusOf } from '@aqar/domain/entities/realty/unit-fields';
import { entityByKey } from '@aqar/domain/registry';
import type { Queryable } from '../../db/client.ts';
import { validationFailed } from '../../http/errors.ts';
import type { EntityHooks, RecordOf } from '../../resources/hooks.ts';
import type { Row } from '../../resources/record.ts';
import { ident } from '../../resources/record-sql.ts';
import { contractHoldOf } from '../contracts/unit-occupancy.ts';

const reservations = ident(reservationProperty.table);

/**
 * SQL: reservation `r` holds its unit. Until it is marked expired or its end date has passed; one
 * booked for later days holds the unit already (the unit is promised), one with no end holds it
 * until it is marked expired.
 */
export const holdsUnitSql = (r: string) =>
  `(not ${r}.reservation_expired and (${r}.end_book_date is null or ${r}.end_book_date >= current_date))`;

/** SQL: no reservation holds unit `m.id` of asset type `kind`. */
export const notHeldSql = (kind: number, unit = 'm') =>
  `not exists (select 1 from ${reservations} r where r.property_type = ${kind} and r.property_id = ${unit}.id and ${holdsUnitSql('r')})`;

/** The asset type (reservation `propertyType`) of each unit entity. */
export const assetsTypeOf = (entityKey: string): number | undefined => {
  const found = Object.entries(unitEntityByAssetsType).find(([, key]) => key === entityKey);
  return found ? Number(found[0]) : undefined;
};

const unitTable = (kind: unknown) => {
  const key = unitEntityByAssetsType[Number(kind) as keyof typeof unitEntityByAssetsType];
  const definition = key ? entityByKey(key) : undefined;
  return definition?.table;
};

/** Whether a reservation holds the unit now. */
export const unitIsHeld = async (tx: Queryable, kind: number, unitId: string): Promise<boolean> => {
  const { rows } = await tx.query(
    `select 1 from ${reservations} r where r.property_type = $1 and r.property_id = $2 and ${holdsUnitSql('r')} limit 1`,
    [kind, unitId],
  );
  return rows.length > 0;
};

/** Writes the unit's status again after a reservation of it changed. */
const refreshUnitStatus = async (tx: Queryable, kind: unknown, unitId: unknown) => {
  const table = unitTable(kind);
  if (!table || typeof unitId !== 'string') return;
  const { rows } = await tx.query<{ blocked: boolean | null; has_lawsuit: boolean | null }>(
    `select blocked, has_lawsuit from ${ident(table)} where id = $1`,
    [unitId],
  );
  if (!rows[0]) return;
  const status = unitStatusOf(
    { blocked: rows[0].blocked, hasLawsuit: rows[0].has_lawsuit },
    { held: await contractHoldOf(tx, unitId), reserved: await unitIsHeld(tx, Number(kind), unitId) },
  );
  await tx.query(`update ${ident(table)} set status = $2 where id = $1 and status is distinct from $2`, [
    unitId,
    status,
  ]);
};

/**
 * Releases the units whose reservations expired by the calendar (their end date passed): nothing
 * is written on that day, so the realty module runs this on start and then regularly. A unit shows
 * reserved only when nothing blocks it, so a released one is vacant.
 */
export const releaseExpiredReservations = async (db: Queryable): Promise<number> => {
  let released = 0;
  for (const [kind, key] of Object.entries(unitEntityByAssetsType)) {
    const table = entityByKey(key)?.table;
    if (!table) continue;
    const result = await db.query(
      `update ${ident(table)} m set status = ${unitStatus.vacant} where m.status = ${unitStatus.reserved} and ${notHeldSql(Number(kind))}`,
    );
    released += result.rowCount;
  }
  return released;
};

/**
 * The unit a reservation names must be of its kind and, for kinds that belong to one, of its
 * building. The unit's row is locked until commit: two reservations of one unit saved at the same
 * moment queue there, so the second meets the first one committed and the overlap constraint
 * refuses it (unlocked, both would check each other's uncommitted row and deadlock).
 */
const assertUnitOfBuilding = async (tx: Queryable, reservation: Row) => {
  const field = reservationProperty.fields.property_id;
  const key = referencedEntity(field, reservation);
  const unit = key ? entityByKey(key) : undefined;
  if (!unit || typeof reservation.property_id !== 'string') return;
  const inBuilding = unit.fields.buildingId !== undefined;
  const { rows } = await tx.query<{ building_id: string | null }>(
    `select ${inBuilding ? 'building_id' : 'null::uuid as building_id'} from ${ident(unit.table)} where id = $1 for update`,
    [reservation.property_id],
  );
  if (!rows[0]) throw validationFailed({ property_id: 'referenceNotFound' });
  if (inBuilding && rows[0].building_id !== reservation.buildingId)
    throw validationFailed({ property_id: 'unitNotInBuilding' });
};

/**
 * A reservation names a unit of its building, and its unit's status follows it: reserved while it
 * holds the unit, released when it expires, moves to another unit or is deleted. The overlap rule
 * is the database's (migration 0124).
 */
export const reservationHooks: EntityHooks<RecordOf<typeof reservationProperty.key>> = {
  beforeCreate: async ({ tx, values }) => assertUnitOfBuilding(tx, values),
  beforeUpdate: async ({ tx, values, before }) => assertUnitOfBuilding(tx, { ...before, ...values }),
  afterCreate: async ({ tx, record }) => refreshUnitStatus(tx, record.propertyType, record.property_id),
  afterUpdate: async ({ tx, record, before }) => {
    await refreshUnitStatus(tx, record.propertyType, record.property_id);
    if (before.property_id !== record.property_id || before.propertyType !== record.propertyType)
      await refreshUnitStatus(tx, before.propertyType, before.property_id);
  },
  afterDelete: async ({ tx, before }) => refreshUnitStatus(tx, before.propertyType, before.property_id),
};
