import {
  type Alert,
  type AlertKind,
  type AlertPage,
  type AlertSettings,
  alertKinds,
  alertSettingsOf,
  alertWindowOf,
  expiryWindows,
} from '@aqar/domain/alerts/alerts';
import type { IsoDay } from '@aqar/domain/calc/calendar';
import { paperType } from '@aqar/domain/calc/cheque-operations';
import { chequeStatus } from '@aqar/domain/calc/cheque-status';
import { columnName } from '@aqar/domain/entity-definition';
import { cheque } from '@aqar/domain/entities/accounting/cheque';
import { contract } from '@aqar/domain/entities/contracts/contract';
import { service } from '@aqar/domain/entities/maintenance/service';
import { serviceStatus } from '@aqar/domain/entities/maintenance/service-status';
import { ownerStatement } from '@aqar/domain/entities/owners/owner-statement';
import { chequePattern } from '@aqar/domain/entities/patterns/cheque-pattern';
import { contractPattern } from '@aqar/domain/entities/patterns/contract-pattern';
import { reservationProperty } from '@aqar/domain/entities/realty/reservation-property';
import { isUnitEntity, unitStatus } from '@aqar/domain/entities/realty/unit-fields';
import { entities } from '@aqar/domain/registry';
import type { Queryable } from '../../db/client.ts';
import { ident } from '../../resources/record-sql.ts';
import { outstandingChequeConditions } from '../cheques/cheque-desk.ts';
import { occupancy } from '../contracts/unit-occupancy.ts';
import { unitStatusSql } from '../realty/unit-status-read.ts';
import { type NameScript, nameOf } from '../reports/report-sql.ts';

/**
 * The alerts' SQL: one select per enabled kind, each giving the same columns, under one statement
 * that marks what the user has read, counts, and cuts the page. `$1` is today, `$2` the user.
 */

/** A kind's select: kind, entity, record_id, code, number, name, amount, currency, day, tier. */
type KindSql = (window: { from: string | null; to: string }, script: NameScript) => string;

const cheques = ident(cheque.table);
const chequePatterns = ident(chequePattern.table);

const chequeSelect = (kind: AlertKind, script: NameScript) =>
  `select '${kind}' as kind, '${cheque.key}' as entity, m.id as record_id, p.code::int as code,
          coalesce(nullif(m.internal_number, ''), m.number::text) as number, ${nameOf('u', script)} as name,
          m.amount::text as amount, cur.code as currency, m.due_date as day, null::int as tier
     from ${cheques} m join ${chequePatterns} p on p.id = m.cheque_pattern_id
     left join users u on u.id = m.customer_id left join currencies cur on cur.id = m.currency_id`;

/** Cheques still to be collected (or paid), neither returned, replaced nor handed back. */
const pendingCheque = (paper?: number) =>
  [
    ...outstandingChequeConditions(paper),
    `m.status not in (${chequeStatus.returned}, ${chequeStatus.replaced}, ${chequeStatus.handedBack})`,
  ].join(' and ');

/** Each of the five unit entities: its vacant units and the day they stood vacant from. */
const vacantUnits = (to: string, script: NameScript) =>
  entities
    .filter(isUnitEntity)
    .map((definition) => {
      const label = columnName(definition.display ?? 'id');
      const building = 'buildingId' in definition.fields;
      // Vacant since the day after the last contract that held it ended, else since it was made.
      const since = `greatest(u.created_at::date,
          (select max(upper(${occupancy})) from contracts c
            where coalesce(c.apartment_id, c.shop_id, c.parking_id, c.land_id, c.villa_id) = u.id
              and upper(${occupancy}) <= $1::date))`;
      return `select '${'unitVacant' satisfies AlertKind}' as kind, '${definition.key}' as entity, u.id as record_id,
            null::int as code, u.${ident(label)}::text as number,
            ${building ? `(select ${nameOf('b', script)} from buildings b where b.id = u.building_id)` : 'null'} as name,
            null as amount, null as currency, v.since as day, null::int as tier
          from ${ident(definition.table)} u cross join lateral (select ${since} as since) v
         where ${unitStatusSql(definition, 'u')} = ${unitStatus.vacant} and v.since <= ${to}`;
    })
    .join(' union all ');

const kindSql: Record<AlertKind, KindSql> = {
  chequeDue: ({ from, to }, script) =>
    `${chequeSelect('chequeDue', script)} where m.due_date between ${from} and ${to} and ${pendingCheque()}
     union all ${chequeSelect('chequeDue', script)} where m.due_date between ${from} and ${to} and ${pendingCheque(paperType.paid)}`,
  chequeOverdue: ({ to }, script) =>
    `${chequeSelect('chequeOverdue', script)} where m.due_date <= ${to} and ${pendingCheque()}`,
  chequeReturned: (_window, script) =>
    `${chequeSelect('chequeReturned', script)} where m.status = ${chequeStatus.returned} and p.paper_type = ${paperType.received}`,
  contractExpiring: ({ from, to }, script) =>
    `select 'contractExpiring' as kind, '${contract.key}' as entity, c.id as record_id, p.code::int as code,
            c.number::text as number, ${nameOf('u', script)} as name, c.final_price::text as amount,
            cur.code as currency, c.end_duration_date as day,
            (case ${expiryWindows.map((days) => `when c.end_duration_date - $1::date <= ${days} then ${days}`).join(' ')} end) as tier
       from contracts c join ${ident(contractPattern.table)} p on p.id = c.contract_pattern_id
       left join users u on u.id = c.client_id left join currencies cur on cur.id = c.currency_id
      where c.contract_type = 2 and not coalesce(c.terminated, false) and not coalesce(c.renewed, false)
        and c.end_duration_date between ${from} and ${to}`,
  reservationExpiring: ({ from, to }, script) =>
    `select 'reservationExpiring' as kind, '${reservationProperty.key}' as entity, r.id as record_id,
            null::int as code, r.number::text as number,
            (select ${nameOf('b', script)} from buildings b where b.id = r.building_id) as name,
            r.payment_amount::text as amount, null as currency, r.end_book_date as day, null::int as tier
       from ${ident(reservationProperty.table)} r
      where not r.reservation_expired and r.end_book_date between ${from} and ${to}`,
  unitVacant: ({ to }, script) => vacantUnits(to, script),
  maintenancePending: () =>
    `select 'maintenancePending' as kind, '${service.key}' as entity, s.id as record_id, null::int as code,
            s.number::text as number, s.title as name, null as amount, null as currency,
            coalesce(s.start_date, s.created_at)::date as day, null::int as tier
       from ${ident(service.table)} s where s.status = ${serviceStatus.pending}`,
  statementUnpaid: (_window, script) =>
    `select 'statementUnpaid' as kind, '${ownerStatement.key}' as entity, s.id as record_id, null::int as code,
            s.number::text as number, ${nameOf('o', script)} as name, s.net_due::text as amount,
            null as currency, s.month as day, null::int as tier
       from ${ident(ownerStatement.table)} s left join owners o on o.id = s.owner_id
      where not s.paid and s.net_due > 0`,
};

/** The SQL of a day: the literal of a window bound (days are checked `IsoDay`s, never user text). */
const dayLiteral = (day: IsoDay) => `'${day}'::date`;

/** Every enabled kind's alerts on `today`, as one set (columns of `KindSql` plus the stable key). */
const alertsSql = (settings: AlertSettings, today: IsoDay, script: NameScript): string | null => {
  const parts = alertKinds
    .filter((kind) => settings.kinds[kind].enabled)
    .map((kind) => {
      const window = alertWindowOf(kind, today, settings.kinds[kind]);
      return kindSql[kind](
        {
          from: window?.from ? dayLiteral(window.from) : null,
          to: window ? dayLiteral(window.to) : dayLiteral(today),
        },
        script,
      );
    });
  if (parts.length === 0) return null;
  // The key as `alertKey` (domain/src/alerts/alerts.ts) writes it.
  return `select a.*, a.kind || ':' || a.record_id || ':' || coalesce(a.day::text, '')
                 || coalesce(':' || a.tier, '') as key
            from (${parts.map((part) => `(${part})`).join(' union all ')}) a
           where $1::date is not null`;
};

/** A user's settings, the defaults when they have saved none. */
export const readAlertSettings = async (db: Queryable, staffId: string): Promise<AlertSettings> => {
  const { rows } = await db.query<{ value: unknown }>(
    'select value from alert_settings where staff_id = $1',
    [staffId],
  );
  return alertSettingsOf(rows[0]?.value);
};

/** The page of a user's alerts on `today`, with the counts of all and of the unread. */
export const alertPage = async (
  db: Queryable,
  staffId: string,
  today: IsoDay,
  script: NameScript,
  paging: { page: number; pageSize: number; unreadOnly?: boolean },
): Promise<AlertPage> => {
  const settings = await readAlertSettings(db, staffId);
  const sql = alertsSql(settings, today, script);
  const empty = { items: [], count: 0, unread: 0, page: paging.page, pageSize: paging.pageSize };
  if (!sql) return empty;
  // Unread first, then by the day they are about; counted and cut in the same statement.
  const { rows } = await db.query<{ count: number; unread: number; items: Alert[] }>(
    `with marked as (
       select k.*, (r.alert_key is not null) as read
         from (${sql}) k left join alert_reads r on r.staff_id = $2 and r.alert_key = k.key
     )
     select (select count(*)::int from marked) as count,
            (select count(*)::int from marked where not read) as unread,
            coalesce((select json_agg(json_build_object(
               'key', p.key, 'kind', p.kind, 'entity', p.entity, 'recordId', p.record_id, 'code', p.code,
               'number', p.number, 'name', p.name, 'amount', p.amount, 'currency', p.currency,
               'day', p.day::text, 'daysLeft', p.day - $1::date, 'read', p.read) order by p.ord)
              from (select m.*, row_number() over (order by m.read, m.day nulls last, m.kind, m.key) as ord
                      from marked m ${paging.unreadOnly ? 'where not m.read' : ''}
                     order by ord limit $3 offset $4) p), '[]'::json) as items`,
    [today, staffId, paging.pageSize, paging.page * paging.pageSize],
  );
  const row = rows[0];
  return {
    items: row?.items ?? [],
    count: row?.count ?? 0,
    unread: row?.unread ?? 0,
    page: paging.page,
    pageSize: paging.pageSize,
  };
};

/** The keys of every alert a user has on `today` (to mark them all read). */
export const alertKeys = async (db: Queryable, staffId: string, today: IsoDay): Promise<string[]> => {
  const settings = await readAlertSettings(db, staffId);
  const sql = alertsSql(settings, today, 'latin');
  if (!sql) return [];
  const { rows } = await db.query<{ key: string }>(`select k.key from (${sql}) k`, [today]);
  return rows.map((row) => row.key);
};
