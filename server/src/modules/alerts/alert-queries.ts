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

/**
 * A kind's rows, kept light: kind, entity, record_id, day, tier. What an alert's text names (number,
 * party, amount) is read for the page's rows alone (`detailsSql`), however many alerts there are.
 */
type KindSql = (window: { from: string | null; to: string }) => string;

const cheques = ident(cheque.table);
const chequePatterns = ident(chequePattern.table);

const rowsOf = (kind: AlertKind, entity: string, alias: string, day: string, tier = 'null::int') =>
  `select '${kind}' as kind, '${entity}' as entity, ${alias}.id as record_id, ${day} as day, ${tier} as tier`;

const chequeRows = (kind: AlertKind) => `${rowsOf(kind, cheque.key, 'm', 'm.due_date')} from ${cheques} m`;

/** Cheques still to be collected (or paid), neither returned, replaced nor handed back. */
const pendingCheque = (paper?: number) =>
  [
    ...outstandingChequeConditions(paper),
    `m.status not in (${chequeStatus.returned}, ${chequeStatus.replaced}, ${chequeStatus.handedBack})`,
  ].join(' and ');

const unitEntities = entities.filter(isUnitEntity);

/** Each of the five unit entities: its vacant units and the day they stood vacant from. */
const vacantUnits = (to: string) =>
  unitEntities
    .map((definition) => {
      // Vacant since the day after the last contract that held it ended, else since it was made.
      const since = `greatest(u.created_at::date,
          (select max(upper(${occupancy})) from contracts c
            where coalesce(c.apartment_id, c.shop_id, c.parking_id, c.land_id, c.villa_id) = u.id
              and upper(${occupancy}) <= $1::date))`;
      return `${rowsOf('unitVacant', definition.key, 'u', 'v.since')}
          from ${ident(definition.table)} u cross join lateral (select ${since} as since) v
         where ${unitStatusSql(definition, 'u')} = ${unitStatus.vacant} and v.since <= ${to}`;
    })
    .join(' union all ');

const kindSql: Record<AlertKind, KindSql> = {
  chequeDue: ({ from, to }) =>
    `${chequeRows('chequeDue')} where m.due_date between ${from} and ${to} and ${pendingCheque()}
     union all ${chequeRows('chequeDue')} where m.due_date between ${from} and ${to} and ${pendingCheque(paperType.paid)}`,
  chequeOverdue: ({ to }) =>
    `${chequeRows('chequeOverdue')} where m.due_date <= ${to} and ${pendingCheque()}`,
  chequeReturned: () =>
    `${chequeRows('chequeReturned')} where m.status = ${chequeStatus.returned}
       and m.cheque_pattern_id in (select p.id from ${chequePatterns} p where p.paper_type = ${paperType.received})`,
  contractExpiring: ({ from, to }) =>
    `${rowsOf(
      'contractExpiring',
      contract.key,
      'c',
      'c.end_duration_date',
      `(case ${expiryWindows.map((days) => `when c.end_duration_date - $1::date <= ${days} then ${days}`).join(' ')} end)`,
    )}
       from contracts c
      where c.contract_type = 2 and not coalesce(c.terminated, false) and not coalesce(c.renewed, false)
        and c.end_duration_date between ${from} and ${to}`,
  reservationExpiring: ({ from, to }) =>
    `${rowsOf('reservationExpiring', reservationProperty.key, 'r', 'r.end_book_date')}
       from ${ident(reservationProperty.table)} r
      where not r.reservation_expired and r.end_book_date between ${from} and ${to}`,
  unitVacant: ({ to }) => vacantUnits(to),
  maintenancePending: () =>
    `${rowsOf('maintenancePending', service.key, 's', 'coalesce(s.start_date, s.created_at)::date')}
       from ${ident(service.table)} s where s.status = ${serviceStatus.pending}`,
  statementUnpaid: () =>
    `${rowsOf('statementUnpaid', ownerStatement.key, 's', 's.month')}
       from ${ident(ownerStatement.table)} s where not s.paid and s.net_due > 0`,
};

/**
 * What the text of the page's alert `p` names, by its entity: code (the pattern's, to open a
 * document through it), number, name (party, building or title), amount and currency.
 */
const detailsSql = (script: NameScript) => {
  const building = (alias: string) =>
    `(select ${nameOf('b', script)} from buildings b where b.id = ${alias}.building_id)`;
  return [
    `select cp.code::int as code, coalesce(nullif(m.internal_number, ''), m.number::text) as number,
            ${nameOf('u', script)} as name, m.amount::text as amount, cur.code::text as currency
       from ${cheques} m join ${chequePatterns} cp on cp.id = m.cheque_pattern_id
       left join users u on u.id = m.customer_id left join currencies cur on cur.id = m.currency_id
      where p.entity = '${cheque.key}' and m.id = p.record_id`,
    `select cp.code::int, c.number::text, ${nameOf('u', script)}, c.final_price::text, cur.code::text
       from contracts c join ${ident(contractPattern.table)} cp on cp.id = c.contract_pattern_id
       left join users u on u.id = c.client_id left join currencies cur on cur.id = c.currency_id
      where p.entity = '${contract.key}' and c.id = p.record_id`,
    `select null::int, r.number::text, ${building('r')}, r.payment_amount::text, null::text
       from ${ident(reservationProperty.table)} r
      where p.entity = '${reservationProperty.key}' and r.id = p.record_id`,
    ...unitEntities.map(
      (definition) =>
        `select null::int, u.${ident(columnName(definition.display ?? 'id'))}::text,
                ${'buildingId' in definition.fields ? building('u') : 'null::text'}, null::text, null::text
           from ${ident(definition.table)} u where p.entity = '${definition.key}' and u.id = p.record_id`,
    ),
    `select null::int, s.number::text, s.title::text, null::text, null::text
       from ${ident(service.table)} s where p.entity = '${service.key}' and s.id = p.record_id`,
    `select null::int, s.number::text, ${nameOf('o', script)}, s.net_due::text, null::text
       from ${ident(ownerStatement.table)} s left join owners o on o.id = s.owner_id
      where p.entity = '${ownerStatement.key}' and s.id = p.record_id`,
  ].join(' union all ');
};

/** The SQL of a day: the literal of a window bound (days are checked `IsoDay`s, never user text). */
const dayLiteral = (day: IsoDay) => `'${day}'::date`;

/** Every enabled kind's alerts on `today`, as one set (columns of `KindSql` plus the stable key). */
const alertsSql = (settings: AlertSettings, today: IsoDay): string | null => {
  const parts = alertKinds
    .filter((kind) => settings.kinds[kind].enabled)
    .map((kind) => {
      const window = alertWindowOf(kind, today, settings.kinds[kind]);
      return kindSql[kind]({
        from: window?.from ? dayLiteral(window.from) : null,
        to: window ? dayLiteral(window.to) : dayLiteral(today),
      });
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
  const sql = alertsSql(settings, today);
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
               'key', p.key, 'kind', p.kind, 'entity', p.entity, 'recordId', p.record_id,
               'code', d.code, 'number', d.number, 'name', d.name, 'amount', d.amount, 'currency', d.currency,
               'day', p.day::text, 'daysLeft', p.day - $1::date, 'read', p.read) order by p.ord)
              from (select m.*, row_number() over (order by m.read, m.day nulls last, m.kind, m.key) as ord
                      from marked m ${paging.unreadOnly ? 'where not m.read' : ''}
                     order by ord limit $3 offset $4) p
              left join lateral (${detailsSql(script)}) d on true), '[]'::json) as items`,
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
  const sql = alertsSql(settings, today);
  if (!sql) return [];
  const { rows } = await db.query<{ key: string }>(`select k.key from (${sql}) k`, [today]);
  return rows.map((row) => row.key);
};
