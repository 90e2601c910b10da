import { isIsoDay } from '@aqar/domain/calc/calendar';
import {
  kindOfCell,
  gridShape,
  cellGroups,
  type CellGroup,
  toolKindOrder,
} from '@aqar/domain/entities/realty/property-values';
import {
  defaultNearingDays,
  type SchemaCell,
  type SchemaKind,
  schemaCounts,
  schemaStateOf,
  unitStatusOfFacts,
} from '@aqar/domain/realty/building-schema';
import { entityByKey } from '@aqar/domain/registry';
import { z } from 'zod';
import type { Queryable } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { isRecordId } from '../../resources/record.ts';
import { ident } from '../../resources/record-sql.ts';
import { occupancy } from '../contracts/unit-occupancy.ts';
import { type NameScript, nameOf } from '../reports/report-sql.ts';
import { assetsTypeOf } from './reservations.ts';

/** `POST /reports/building-schema`: the building, the day (today when not given), the nearing days. */
export const buildingSchemaBody = z.strictObject({
  buildingId: z.string({ message: 'required' }).refine(isRecordId, { message: 'invalidReference' }),
  date: z.string({ message: 'invalidDate' }).refine(isIsoDay, { message: 'invalidDate' }).optional(),
  days: z
    .number({ message: 'mustBeInteger' })
    .int({ message: 'mustBeInteger' })
    .min(0, { message: 'mustBeNonNegative' })
    .max(3650, { message: 'tooLarge' })
    .optional(),
});

export type BuildingSchemaBody = z.infer<typeof buildingSchemaBody>;

interface UnitFactsRow {
  id: string;
  number: string | null;
  kind_code: number | null;
  x_index: number | null;
  y_index: number | null;
  blocked: boolean | null;
  has_lawsuit: boolean | null;
  holder_id: string | null;
  holder_number: number | null;
  holder_type: number | null;
  holder_end: string | null;
  holder_client: string | null;
  last_id: string | null;
  last_number: number | null;
  last_end: string | null;
  last_client: string | null;
  last_lapsed: boolean | null;
  reserved: boolean;
}

/**
 * One query per unit table: each unit of the building with what holds it on the day: a rent whose
 * days include it, or a sale made by then and not terminated (sold before the keys are handed
 * over, as the unit's status reads it). The last rent that began
 * on or before the day says whether its term lapsed unclosed. A reservation holds its unit as
 * the unit's status reads it (reservations.ts): from the day it is made, for days booked later too.
 */
const unitFactsSql = (group: CellGroup, script: NameScript) => {
  const { entity, numberField, kindField } = cellGroups[group];
  const definition = entityByKey(entity);
  if (!definition) throw new Error(`No unit entity ${entity}`);
  const column = (field: string) => field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
  const unitColumn = `c.${entity}_id`;
  const reservationKind = assetsTypeOf(entity);
  const client = (alias: string) =>
    `(select ${nameOf('p', script)} from users p where p.id = ${alias}.client_id)`;
  return `select u.id, u.${column(numberField)} as number, u.${column(kindField)} as kind_code,
      u.x_index, u.y_index, u.blocked, u.has_lawsuit,
      holder.id as holder_id, holder.number as holder_number, holder.contract_type as holder_type,
      holder.end_duration_date::text as holder_end, ${client('holder')} as holder_client,
      last.id as last_id, last.number as last_number, last.end_duration_date::text as last_end,
      ${client('last')} as last_client,
      (last.end_duration_date < $2::date and not coalesce(last.terminated, false)
        and not coalesce(last.renewed, false)) as last_lapsed,
      exists (select 1 from reservation_properties r
               where r.property_type = ${reservationKind ?? 0} and r.property_id = u.id
                 and not r.reservation_expired
                 and (r.end_book_date is null or r.end_book_date >= $2::date)) as reserved
    from ${ident(definition.table)} u
    left join lateral (
      select c.* from contracts c
       where ${unitColumn} = u.id
         and ((c.contract_type = 2 and ${occupancy} @> $2::date)
           or (c.contract_type = 1 and not coalesce(c.terminated, false) and coalesce(c.issue_date, $2::date) <= $2::date))
       order by c.contract_type limit 1) holder on true
    left join lateral (
      select c.* from contracts c
       where ${unitColumn} = u.id and c.contract_type = 2 and c.start_duration_date <= $2::date
       order by c.start_duration_date desc, c.number desc limit 1) last on true
   where u.building_id = $1
   order by u.x_index nulls last, u.y_index nulls last, u.${column(numberField)}`;
};

const cellOf = (group: CellGroup, row: UnitFactsRow, day: string, days: number): SchemaCell | undefined => {
  const kind = kindOfCell(group, Number(row.kind_code ?? 1));
  if (!kind) return undefined;
  const holderIsRent = row.holder_id !== null && row.holder_type === 2;
  const facts = {
    blocked: row.blocked === true,
    hasLawsuit: row.has_lawsuit === true,
    sold: row.holder_id !== null && row.holder_type === 1,
    rentEnd: holderIsRent ? row.holder_end : null,
    rentOpen: holderIsRent && row.holder_end === null,
    reserved: row.reserved,
    lapsed: row.holder_id === null && row.last_lapsed === true,
  };
  const state = schemaStateOf(facts, day, days);
  const shown = row.holder_id !== null ? 'holder' : state === 'expired' ? 'last' : undefined;
  return {
    unitId: row.id,
    entity: cellGroups[group].entity,
    kind,
    number: row.number ?? '',
    xIndex: row.x_index,
    yIndex: row.y_index,
    state,
    unitStatus: unitStatusOfFacts(facts),
    contractId: shown === 'holder' ? row.holder_id : shown === 'last' ? row.last_id : null,
    contractNumber: shown === 'holder' ? row.holder_number : shown === 'last' ? row.last_number : null,
    tenant: shown === 'holder' ? row.holder_client : shown === 'last' ? row.last_client : null,
    contractEnd: shown === 'holder' ? row.holder_end : shown === 'last' ? row.last_end : null,
  };
};

const todayIn = async (db: Queryable) =>
  (await db.query<{ today: string }>('select current_date::text as today')).rows[0].today;

/**
 * The building schema: per unit kind the tools screen's matrix (floors × units, grown to hold any
 * unit placed beyond the building's present counts), each unit with its state on the day, the
 * units never placed on a matrix apart, and the legend's counts.
 */
export const buildingSchema = async (db: Queryable, body: BuildingSchemaBody, script: NameScript) => {
  const { rows: buildings } = await db.query<Record<string, unknown>>(
    `select b.*, ${nameOf('b', script)} as shown_name from buildings b where b.id = $1`,
    [body.buildingId],
  );
  const building = buildings[0];
  if (!building) throw notFound('Building not found');
  const day = body.date ?? (await todayIn(db));
  const days = body.days ?? defaultNearingDays;
  const cells: SchemaCell[] = [];
  for (const group of Object.keys(cellGroups) as CellGroup[]) {
    const { rows } = await db.query<UnitFactsRow>(unitFactsSql(group, script), [body.buildingId, day]);
    for (const row of rows) {
      const cell = cellOf(group, row, day, days);
      if (cell) cells.push(cell);
    }
  }
  const counts = Object.fromEntries(
    Object.entries(building).map(([name, value]) => [
      name.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase()),
      value,
    ]),
  );
  const kinds: SchemaKind[] = [];
  for (const kind of toolKindOrder) {
    const ofKind = cells.filter((cell) => cell.kind === kind);
    const shape = gridShape(counts, kind);
    if (ofKind.length === 0 && shape.rows * shape.columns === 0) continue;
    const placed = ofKind.filter((cell) => cell.xIndex !== null && cell.yIndex !== null);
    kinds.push({
      kind,
      rows: Math.max(shape.rows, ...placed.map((cell) => (cell.xIndex ?? 0) + 1)),
      columns: Math.max(shape.columns, ...placed.map((cell) => (cell.yIndex ?? 0) + 1)),
      cells: placed,
      unplaced: ofKind.filter((cell) => cell.xIndex === null || cell.yIndex === null),
    });
  }
  return {
    building: { id: String(building.id), name: String(building.shown_name ?? building.name) },
    date: day,
    days,
    kinds,
    counts: schemaCounts(cells.map((cell) => cell.state)),
    total: cells.length,
  };
};
