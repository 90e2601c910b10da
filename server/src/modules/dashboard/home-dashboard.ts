import { addMonths, type IsoDay } from '@aqar/domain/calc/calendar';
import { paperType } from '@aqar/domain/calc/cheque-operations';
import { chequeStatus } from '@aqar/domain/calc/cheque-status';
import {
  arrearsBuckets,
  type BuildingOccupancy,
  dashboardMonths,
  dashboardWeeks,
  expiryWindows,
  type HomeDashboard,
} from '@aqar/domain/dashboard/home-dashboard';
import { cheque } from '@aqar/domain/entities/accounting/cheque';
import { chequePattern } from '@aqar/domain/entities/patterns/cheque-pattern';
import { isUnitEntity, unitStatus } from '@aqar/domain/entities/realty/unit-fields';
import { entities } from '@aqar/domain/registry';
import type { Queryable } from '../../db/client.ts';
import { buildingArraySql } from '../../http/building-scope.ts';
import { ident } from '../../resources/record-sql.ts';
import { baseAmountSql, outstandingChequeConditions, restJoined } from '../cheques/cheque-desk.ts';
import { unitStatusSql } from '../realty/unit-status-read.ts';
import { type NameScript, nameOf } from '../reports/report-sql.ts';

const cheques = ident(cheque.table);
const patterns = ident(chequePattern.table);

/** SQL array of the buildings a user is limited to; undefined when not limited. */
type Scope = string | undefined;

/** Cheques of contracts in the user's buildings: a limited user sees no other cheque. */
const chequeScope = (scope: Scope) =>
  scope
    ? `m.connect_with = 1 and m.connect_with_id in (select c.id::text from contracts c where c.building_id = any(${scope}))`
    : 'true';

/** Units that stand in a building: their status today, as the lists read it. */
const occupancySql = (script: NameScript, scope: Scope) => {
  const units = entities
    .filter((definition) => isUnitEntity(definition) && 'buildingId' in definition.fields)
    .map(
      (definition) =>
        `select u.building_id, ${unitStatusSql(definition, 'u')} as status from ${ident(definition.table)} u`,
    )
    .join(' union all ');
  const count = (...statuses: number[]) =>
    `count(*) filter (where s.status in (${statuses.join(', ')}))::int`;
  return `select b.id as "buildingId", ${nameOf('b', script)} as name,
      ${count(unitStatus.vacant)} as vacant, ${count(unitStatus.rented)} as rented,
      ${count(unitStatus.reserved)} as reserved, ${count(unitStatus.sold)} as sold,
      ${count(unitStatus.blocked, unitStatus.underLawsuit)} as blocked
    from buildings b join (${units}) s on s.building_id = b.id
   ${scope ? `where b.id = any(${scope})` : ''}
   group by b.id, b.number, name order by b.number`;
};

/**
 * Rent cheques by the month they fall due: received cheques made for contracts, but not those
 * returned and replaced (their replacement stands for them). Collected is the part collected so
 * far (whole, or the partials); overdue is what is still uncollected of those due before today.
 */
const rentSql = (scope: Scope) => `with rent as (
    select date_trunc('month', m.due_date)::date as month, m.due_date,
           ${baseAmountSql('m.amount')} as amount,
           ${baseAmountSql(`case when m.collection_status then m.amount
             else coalesce((select sum(p.amount) from op_partial_collections p where p.cheque_id = m.id), 0) end`)} as collected
      from ${cheques} m
     where m.connect_with = 1 and m.due_date >= $1::date and m.due_date < $2::date
       and m.status <> ${chequeStatus.replaced} and ${chequeScope(scope)}
       and m.cheque_pattern_id in (select p.id from ${patterns} p where p.paper_type = ${paperType.received})
  )
  select month::text as month, sum(amount)::text as billed, sum(collected)::text as collected,
         coalesce(sum(amount - collected) filter (where due_date < $3::date), 0)::text as overdue
    from rent group by month`;

/** Cheques still outstanding per week ahead, received and paid, by the desk's own conditions. */
const weeksSql = (
  paper: number,
  scope: Scope,
) => `select w.index, coalesce(sum(${baseAmountSql('r.rest')}), 0)::text as amount
    from unnest($1::date[], $2::date[]) with ordinality as w(from_day, to_day, index)
    left join ${restJoined} on m.due_date between w.from_day and w.to_day
      and ${outstandingChequeConditions(paper).join(' and ')} and ${chequeScope(scope)}
   group by w.index`;

/** Received cheques past due and uncollected: the desk's overdue bucket, by days overdue. */
const arrearsSql = (scope: Scope) => `select b.bucket, count(*)::int as count, sum(b.rest)::text as amount
    from (select case ${arrearsBuckets
      .map(
        (bucket) =>
          `when $1::date - m.due_date between ${bucket.from} and ${bucket.to ?? 2_147_483_647} then '${bucket.key}'`,
      )
      .join(' ')} end as bucket, ${baseAmountSql('r.rest')} as rest
      from ${restJoined}
     where m.due_date < $1::date and ${outstandingChequeConditions().join(' and ')} and ${chequeScope(scope)}) b
   group by b.bucket`;

/** Rent contracts still running that end within each window (neither terminated nor renewed). */
const expiringSql = (scope: Scope) => `select w.days, count(c.id)::int as count
    from unnest($2::int[]) as w(days)
    left join contracts c on c.contract_type = 2 and not coalesce(c.terminated, false)
      and not coalesce(c.renewed, false)
      and c.end_duration_date >= $1::date and c.end_duration_date <= $1::date + w.days
      ${scope ? `and c.building_id = any(${scope})` : ''}
   group by w.days order by w.days`;

/** Received cheques returned and still open: neither replaced nor collected since. */
const bouncedSql = (scope: Scope) => `select count(*)::int as count from ${cheques} m
   where m.status = ${chequeStatus.returned} and ${chequeScope(scope)}
     and m.cheque_pattern_id in (select p.id from ${patterns} p where p.paper_type = ${paperType.received})`;

/** Every figure of the home dashboard on `today`, each read by one set-based statement. */
export const homeDashboard = async (
  db: Queryable,
  today: IsoDay,
  script: NameScript,
  buildings?: readonly string[],
): Promise<HomeDashboard> => {
  const scope: Scope = buildings ? buildingArraySql(buildings) : undefined;
  const months = dashboardMonths(today);
  const weeks = dashboardWeeks(today);
  const [occupancy, rent, received, paid, arrears, expiring, bounced] = await Promise.all([
    db.query<BuildingOccupancy>(occupancySql(script, scope)),
    db.query<{ month: string; billed: string; collected: string; overdue: string }>(rentSql(scope), [
      months[0],
      addMonths(months.at(-1)!, 1),
      today,
    ]),
    db.query<{ index: string; amount: string }>(weeksSql(paperType.received, scope), [
      weeks.map((week) => week.from),
      weeks.map((week) => week.to),
    ]),
    db.query<{ index: string; amount: string }>(weeksSql(paperType.paid, scope), [
      weeks.map((week) => week.from),
      weeks.map((week) => week.to),
    ]),
    db.query<{ bucket: string; count: number; amount: string }>(arrearsSql(scope), [today]),
    db.query<{ days: number; count: number }>(expiringSql(scope), [today, [...expiryWindows]]),
    db.query<{ count: number }>(bouncedSql(scope)),
  ]);
  const rentByMonth = new Map(rent.rows.map((row) => [row.month, row]));
  const weekAmount = (rows: { index: string; amount: string }[], index: number) =>
    rows.find((row) => Number(row.index) === index + 1)?.amount ?? '0';
  return {
    today,
    occupancy: occupancy.rows,
    rent: months.map((month) => {
      const row = rentByMonth.get(month);
      return {
        month,
        billed: row?.billed ?? '0',
        collected: row?.collected ?? '0',
        overdue: row?.overdue ?? '0',
      };
    }),
    dueWeeks: weeks.map((week, index) => ({
      ...week,
      received: weekAmount(received.rows, index),
      paid: weekAmount(paid.rows, index),
    })),
    arrears: arrearsBuckets.map((bucket) => {
      const row = arrears.rows.find((item) => item.bucket === bucket.key);
      return { bucket: bucket.key, amount: row?.amount ?? '0', count: row?.count ?? 0 };
    }),
    expiring: expiring.rows,
    bouncedCheques: bounced.rows[0]?.count ?? 0,
  };
};
