import {
  bucketRange,
  type ChequeDeskAnswer,
  type ChequeDeskFilters,
  type ChequeDeskRow,
  type DeskGroup,
  type DueRange,
  daysOverdue,
  deskBuckets,
  deskTotalsOf,
  weekEndOf,
} from '@aqar/domain/accounting/cheque-desk';
import type { IsoDay } from '@aqar/domain/calc/calendar';
import { paperType } from '@aqar/domain/calc/cheque-operations';
import { chequeStatus } from '@aqar/domain/calc/cheque-status';
import { cheque } from '@aqar/domain/entities/accounting/cheque';
import { chequePattern } from '@aqar/domain/entities/patterns/cheque-pattern';
import type { Queryable } from '../../db/client.ts';
import { likePattern } from '../../http/list-query.ts';
import { entitySelect, ident } from '../../resources/record-sql.ts';
import { chequeBuildingSql, chequeInBuildingSql } from './cheque-building.ts';

/** Statement parameters, numbered as they are added. */
class Parameters {
  readonly values: unknown[] = [];
  add(value: unknown) {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** SQL: whether the due date in `column` lies in `range`. */
const rangeSql = (column: string, range: DueRange, params: Parameters) => {
  if (range.none) return `${column} is null`;
  const parts = [
    ...(range.from ? [`${column} >= ${params.add(range.from)}::date`] : []),
    ...(range.to ? [`${column} <= ${params.add(range.to)}::date`] : []),
  ];
  return parts.join(' and ');
};

/** SQL: the bucket of the cheque in alias `m`, from the domain's ranges (one source for both). */
const bucketSql = (today: IsoDay, params: Parameters) =>
  `case ${deskBuckets
    .map((bucket) => `when ${rangeSql('m.due_date', bucketRange(bucket, today), params)} then '${bucket}'`)
    .join(' ')} end`;

/**
 * The cheques still outstanding, received ones on the desk (calc in accounting/cheque-desk.ts),
 * paid ones for the dashboard: of that paper type, not collected, not
 * returned and replaced, and not collected in full by partials, which the last partial's stored
 * `rest` of zero tells (only the last partial changes, and none follows a zero). Every condition
 * is one the planner costs as a join or a hashed set: a correlated subquery per row was costed as
 * if it ran for every cheque, over a million, and PostgreSQL then compiled the statement (JIT)
 * for longer than it ran.
 */
export const outstandingChequeConditions = (paper: number = paperType.received) => [
  'not m.collection_status',
  `m.cheque_pattern_id in (select p.id from ${ident(chequePattern.table)} p where p.paper_type = ${paper})`,
  `not exists (
     select 1 from op_returns o
      where o.cheque_id = m.id and o.represented_at is null and o.connect_with_chq_id is not null)`,
  'not exists (select 1 from op_partial_collections p where p.cheque_id = m.id and p.rest = 0)',
];
const deskConditions = outstandingChequeConditions();

/** The totals' rests: the partials summed per cheque in one hash join. */
export const restJoined = `${ident(cheque.table)} m
  left join (
    select p.cheque_id, sum(p.amount) as collected from op_partial_collections p group by p.cheque_id
  ) pc on pc.cheque_id = m.id
  cross join lateral (select m.amount - coalesce(pc.collected, 0) as rest) r`;

/** A page's rests, read for its own rows alone. */
const restPerRow = `case when m.partial_collection_status
  then m.amount - coalesce((select sum(p.amount) from op_partial_collections p where p.cheque_id = m.id), 0)
  else m.amount end`;

/** The conditions of every filter but the bucket. */
const filterConditions = (filters: ChequeDeskFilters, params: Parameters) => {
  const where = [...deskConditions];
  if (filters.buildingId) where.push(chequeInBuildingSql('m', `${params.add(filters.buildingId)}::uuid`));
  if (filters.customerId) where.push(`m.customer_id = ${params.add(filters.customerId)}`);
  if (filters.accountId) where.push(`m.account_id = ${params.add(filters.accountId)}`);
  if (filters.bankId) where.push(`m.bank_id = ${params.add(filters.bankId)}`);
  if (filters.code !== undefined) where.push(`m.code = ${params.add(filters.code)}`);
  if (filters.depositStatus !== undefined)
    where.push(`m.deposit_status = ${params.add(filters.depositStatus)}`);
  if (filters.status !== undefined) where.push(`m.status = ${params.add(filters.status)}`);
  const search = filters.search?.trim();
  if (search) where.push(`m.internal_number ilike ${params.add(likePattern(search))}`);
  return where;
};

/** An amount of the cheque in alias `m` in the base currency, at its rate (most are at 1). */
export const baseAmountSql = (amount: string) =>
  `case when m.currency_val = 1 then ${amount} else round(${amount} * m.currency_val, 4) end`;

/**
 * The desk's cheques grouped by bucket and bank, under every filter but the bucket's: a few
 * hundred groups at most, which deskTotalsOf folds into the bucket and bank totals. One level
 * of grouping on small keys: grouping sets, or grouping by due date first, cost twice as much.
 */
const groupsSql = (filters: ChequeDeskFilters, today: IsoDay) => {
  const params = new Parameters();
  const bucket = bucketSql(today, params);
  const where = filterConditions(filters, params);
  const sql = `
    select g.bucket, g."bankId", b.name, b.ltnname, g.count, g.amount::text as amount, g.rest::text as rest
      from (
        select ${bucket} as bucket, m.bank_id as "bankId", count(*)::int as count,
               sum(${baseAmountSql('m.amount')}) as amount, sum(${baseAmountSql('r.rest')}) as rest
          from ${restJoined}
         where ${where.join(' and ')}
         group by 1, 2
      ) g
      left join banks b on b.id = g."bankId"`;
  return { sql, params: params.values };
};

/** One page of the desk's cheques, by due date (none last), each with what the desk adds. */
const pageSql = (filters: ChequeDeskFilters, today: IsoDay, page: number, pageSize: number) => {
  const params = new Parameters();
  const bucket = bucketSql(today, params);
  const where = filterConditions(filters, params);
  if (filters.bucket) where.push(rangeSql('m.due_date', bucketRange(filters.bucket, today), params));
  const { columns } = entitySelect(cheque);
  const sql = `
    select ${columns}, ${bucket} as bucket, (${restPerRow})::text as rest, bl.building_id as "buildingId",
           (select b.name from buildings b where b.id = bl.building_id) as "buildingIdLabel",
           (select b.ltnname from buildings b where b.id = bl.building_id) as "buildingIdLatinLabel",
           m.status = ${chequeStatus.uncollected}
             and coalesce((select p.collection from ${ident(chequePattern.table)} p where p.id = m.cheque_pattern_id), true)
             as collectable
      from ${ident(cheque.table)} m
      cross join lateral (select ${chequeBuildingSql('m')} as building_id) bl
     where ${where.join(' and ')}
     order by m.due_date asc nulls last, m.number asc
     limit ${params.add(pageSize)} offset ${params.add(page * pageSize)}`;
  return { sql, params: params.values };
};

/** The buckets' totals alone (the home page's card): one statement. */
export const chequeDeskBuckets = async (db: Queryable, filters: ChequeDeskFilters, today: IsoDay) => {
  const groups = groupsSql(filters, today);
  return deskTotalsOf((await db.query<DeskGroup>(groups.sql, groups.params)).rows).buckets;
};

/**
 * The desk (`GET /cheques/desk`): bucket and bank totals and one page of cheques, two statements
 * sent side by side.
 */
export const chequeDesk = async (
  db: Queryable,
  filters: ChequeDeskFilters,
  today: IsoDay,
  page: number,
  pageSize: number,
): Promise<ChequeDeskAnswer> => {
  const groups = groupsSql(filters, today);
  const rows = pageSql(filters, today, page, pageSize);
  const [groupRows, pageRows] = await Promise.all([
    db.query<DeskGroup>(groups.sql, groups.params),
    db.query<ChequeDeskRow>(rows.sql, rows.params),
  ]);
  const { buckets, banks } = deskTotalsOf(groupRows.rows, filters.bucket);
  const count = filters.bucket
    ? buckets[filters.bucket].count
    : deskBuckets.reduce((sum, bucket) => sum + buckets[bucket].count, 0);
  return {
    today,
    weekEnd: weekEndOf(today),
    buckets,
    banks,
    rows: pageRows.rows.map((row) => ({ ...row, daysOverdue: daysOverdue(row.dueDate, today) })),
    page,
    pageSize,
    count,
  };
};
