import {
  bucketRange,
  type ChequeDeskAnswer,
  type ChequeDeskFilters,
  type ChequeDeskRow,
  type DeskBankTotals,
  type DeskBucket,
  type DeskTotals,
  type DueRange,
  daysOverdue,
  deskBuckets,
  emptyDeskTotals,
  weekEndOf,
} from '@aqar/domain/accounting/cheque-desk';
import type { IsoDay } from '@aqar/domain/calc/calendar';
import { exact } from '@aqar/domain/calc/exact';
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
 * The cheques on the desk (calc in accounting/cheque-desk.ts): received, not collected, something
 * left after partial collections, and not returned and replaced. The rest is read per cheque
 * only for the partially collected ones, from their partials.
 */
const deskFrom = `${ident(cheque.table)} m
  cross join lateral (
    select case when m.partial_collection_status
                then m.amount - coalesce((select sum(p.amount) from op_partial_collections p where p.cheque_id = m.id), 0)
                else m.amount end as rest
  ) r`;

const deskConditions = [
  'not m.collection_status',
  `m.cheque_pattern_id in (select p.id from ${ident(chequePattern.table)} p where p.paper_type = ${paperType.received})`,
  'r.rest > 0',
  `(not m.return_status or not exists (
     select 1 from op_returns o
      where o.cheque_id = m.id and o.represented_at is null and o.connect_with_chq_id is not null))`,
];

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

interface TotalsRow {
  by_bank: number;
  bucket: DeskBucket | null;
  bank_id: string | null;
  bank_name: string | null;
  bank_ltnname: string | null;
  count: number;
  amount: string;
  rest: string;
  chosen_count: number;
  chosen_amount: string;
  chosen_rest: string;
}

/**
 * Totals per bucket (every filter but the bucket) and per bank (every filter) in one pass over
 * the desk's cheques: two grouping sets, the banks' sums filtered to the chosen bucket.
 */
const totalsSql = (filters: ChequeDeskFilters, today: IsoDay) => {
  const params = new Parameters();
  const bucket = bucketSql(today, params);
  const where = filterConditions(filters, params);
  const chosen = filters.bucket ? `d.bucket = ${params.add(filters.bucket)}` : 'true';
  const sql = `
    select grouping(d.bucket) as by_bank, d.bucket, d.bank_id,
           (select b.name from banks b where b.id = d.bank_id) as bank_name,
           (select b.ltnname from banks b where b.id = d.bank_id) as bank_ltnname,
           count(*)::int as count, sum(d.amount)::text as amount, sum(d.rest)::text as rest,
           (count(*) filter (where ${chosen}))::int as chosen_count,
           coalesce(sum(d.amount) filter (where ${chosen}), 0)::text as chosen_amount,
           coalesce(sum(d.rest) filter (where ${chosen}), 0)::text as chosen_rest
      from (
        select ${bucket} as bucket, m.bank_id,
               round(m.amount * m.currency_val, 4) as amount, round(r.rest * m.currency_val, 4) as rest
          from ${deskFrom}
         where ${where.join(' and ')}
      ) d
     group by grouping sets ((d.bucket), (d.bank_id))`;
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
    select ${columns}, ${bucket} as bucket, r.rest::text as rest, bl.building_id as "buildingId",
           (select b.name from buildings b where b.id = bl.building_id) as "buildingIdLabel",
           (select b.ltnname from buildings b where b.id = bl.building_id) as "buildingIdLatinLabel",
           m.status = ${chequeStatus.uncollected}
             and coalesce((select p.collection from ${ident(chequePattern.table)} p where p.id = m.cheque_pattern_id), true)
             as collectable
      from ${deskFrom}
      cross join lateral (select ${chequeBuildingSql('m')} as building_id) bl
     where ${where.join(' and ')}
     order by m.due_date asc nulls last, m.number asc
     limit ${params.add(pageSize)} offset ${params.add(page * pageSize)}`;
  return { sql, params: params.values };
};

const totalsOf = (row: TotalsRow, chosen: boolean): DeskTotals =>
  chosen
    ? { count: row.chosen_count, amount: row.chosen_amount, rest: row.chosen_rest }
    : { count: row.count, amount: row.amount, rest: row.rest };

/** The buckets' totals alone (the home page's card): one statement. */
export const chequeDeskBuckets = async (db: Queryable, filters: ChequeDeskFilters, today: IsoDay) => {
  const totals = totalsSql({ ...filters, bucket: undefined }, today);
  const { rows } = await db.query<TotalsRow>(totals.sql, totals.params);
  return bucketsOf(rows);
};

const bucketsOf = (rows: TotalsRow[]) => {
  const buckets = Object.fromEntries(deskBuckets.map((bucket) => [bucket, emptyDeskTotals()])) as Record<
    DeskBucket,
    DeskTotals
  >;
  for (const row of rows) if (!row.by_bank && row.bucket) buckets[row.bucket] = totalsOf(row, false);
  return buckets;
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
  const totals = totalsSql(filters, today);
  const rows = pageSql(filters, today, page, pageSize);
  const [totalRows, pageRows] = await Promise.all([
    db.query<TotalsRow>(totals.sql, totals.params),
    db.query<ChequeDeskRow>(rows.sql, rows.params),
  ]);
  const buckets = bucketsOf(totalRows.rows);
  const banks: DeskBankTotals[] = totalRows.rows
    .filter((row) => row.by_bank && row.chosen_count > 0)
    .map((row) => ({
      bankId: row.bank_id,
      name: row.bank_name,
      ltnname: row.bank_ltnname,
      ...totalsOf(row, true),
    }))
    .sort((a, b) => exact(b.rest).comparedTo(a.rest) || b.count - a.count);
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
