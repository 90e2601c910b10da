import type { EntityDefinition } from '@aqar/domain/entity-definition';
import type { Queryable } from '../db/client.ts';
import { searchFields } from '../db/tables.ts';
import { type Filter, likePattern, type ListQuery, sortColumn } from '../http/list-query.ts';
import type { Row } from './record.ts';
import { columnRead, entitySelect, ident } from './record-sql.ts';

export interface ListOptions {
  filters: Filter[];
  /** Planner cost above which the count is estimated (tests lower it); see exactCountCost. */
  exactCountCost?: number;
  /** Extra SQL condition on alias `m` (for example leaves of a tree). */
  where?: string;
}

export const listRecords = async (
  db: Queryable,
  definition: EntityDefinition,
  query: ListQuery,
  options: ListOptions,
) => {
  const params: unknown[] = [];
  const where: string[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const search = query.search?.trim();
  if (search) {
    const alternatives: string[] = [];
    if (searchFields(definition).length > 0)
      alternatives.push(`m.search_text like lower(${param(likePattern(search))})`);
    if (/^\d{1,15}$/.test(search)) alternatives.push(`m.number = ${param(Number(search))}`);
    where.push(alternatives.length > 0 ? `(${alternatives.join(' or ')})` : 'false');
  }
  for (const filter of options.filters) {
    const column = columnRead(definition.table, filter.column, 'm');
    if (filter.value === null) where.push(`${column} is null`);
    else if (['text', 'textarea', 'email', 'phone', 'color'].includes(filter.type)) {
      where.push(`${column} ilike ${param(likePattern(String(filter.value)))}`);
    } else where.push(`${column} = ${param(filter.value)}`);
  }
  if (options.where) where.push(options.where);
  const whereSql = where.length > 0 ? `where ${where.join(' and ')}` : '';
  const order = `${columnRead(definition.table, sortColumn(definition, query.sort), 'm')} ${query.order}, m.number ${query.order}`;
  const { columns, from } = entitySelect(definition);
  const countParams = [...params];
  const offset = query.page * query.pageSize;
  const pageSql = `select ${columns} from ${from} ${whereSql} order by ${order} limit ${param(query.pageSize)} offset ${param(offset)}`;
  const countSql = `select count(*)::int8 as count from ${ident(definition.table)} m ${whereSql}`;
  const page = await db.query<Row>(pageSql, params);
  const rows = page.rows.length;
  let count: number;
  let countExact = true;
  // A page that is not full is the last one, and tells the total: no counting, no planning.
  if (rows < query.pageSize && (rows > 0 || offset === 0)) count = offset + rows;
  else {
    const plan = await matchPlan(db, `select 1 from ${ident(definition.table)} m ${whereSql}`, countParams);
    if (plan.cost <= (options.exactCountCost ?? exactCountCost))
      count = (await db.query<{ count: number }>(countSql, countParams)).rows[0].count;
    else {
      count = Math.max(plan.rows, offset + rows);
      countExact = false;
    }
  }
  return { data: page.rows, count, countExact, pages: Math.ceil(count / query.pageSize) };
};

/**
 * The planner's cost above which a list does not count its matches exactly: an exact count reads
 * every match (a third of a second for 20,000 of a million parties), so past this the planner's
 * estimate stands in, flagged `countExact: false`, and the screen says "about". About a hundred
 * thousand plain rows, some milliseconds, still count exactly.
 */
export const exactCountCost = 5_000;

/** What reading every match would cost and how many the planner expects (EXPLAIN, no execution). */
const matchPlan = async (db: Queryable, matchSql: string, params: unknown[]) => {
  const { rows } = await db.query<{ 'QUERY PLAN': unknown }>(`explain (format json) ${matchSql}`, params);
  const raw = rows[0]['QUERY PLAN'];
  const [{ Plan: plan }] = (typeof raw === 'string' ? JSON.parse(raw) : raw) as {
    Plan: { 'Total Cost': number; 'Plan Rows': number };
  }[];
  return { cost: plan['Total Cost'], rows: Math.round(plan['Plan Rows']) };
};
