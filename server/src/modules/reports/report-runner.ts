import type {
  AnyReportFilters,
  ReportColumn,
  ReportDefinition,
  ReportFilterFields,
} from '@aqar/domain/reports/report-definition';
import type { ReportPaging } from '@aqar/domain/reports/report-filters';
import type { Database, Queryable } from '../../db/client.ts';
import { validationFailed } from '../../http/errors.ts';
import { alias, type NameScript } from './report-sql.ts';

/**
 * What a report's query produces: one column per report column, aliased by its key, plus
 * `"__seq"`, the row's place in the report's natural order. Columns named `__…` stay inside.
 */
export interface ReportSql {
  sql: string;
  params: unknown[];
  /** Totals that are not the plain sum of their column, as SQL over the rows (alias `r`). */
  totals?: Record<string, string>;
  /**
   * Run without parallel workers: for queries that read a small, indexed part of the ledger (one
   * account's moves), where starting workers costs more than the work itself.
   */
  serial?: boolean;
}

export type ReportRow = Record<string, string | number | null>;

export interface ReportResult {
  columns: readonly ReportColumn[];
  rows: ReportRow[];
  totals: Record<string, string | null>;
  /** Rows in the whole report, over all pages. */
  count: number;
  page: number;
  pageSize: number;
}

/**
 * Runs a report's SQL in one statement: the requested page in the requested order and the
 * totals over all rows, both computed by the database. Money leaves it as exact decimal text.
 */
export const runReportSql = async (
  db: Database,
  definition: ReportDefinition<ReportFilterFields>,
  filters: AnyReportFilters & ReportPaging,
  built: ReportSql,
): Promise<ReportResult> => {
  const columns = definition.columnsFor(filters);
  const { page, pageSize, sort, order } = filters;
  if (sort && !columns.some((column) => column.key === sort))
    throw validationFailed({ sort: 'invalidOption' });
  const params = [...built.params];
  const offset = `$${params.push(page * pageSize)}::bigint`;
  const limit = `$${params.push(pageSize)}::bigint`;
  const value = (column: ReportColumn) =>
    column.type === 'money' ? `r.${alias(column.key)}::numeric(28, 4)` : `r.${alias(column.key)}`;
  const total = (column: ReportColumn) =>
    column.total
      ? `coalesce(${built.totals?.[column.key] ?? `sum(r.${alias(column.key)})`}, 0)::numeric(28, 4)`
      : 'null';
  // The ids (and pattern codes) of the records the cells open travel with the page's rows.
  const links = [
    ...new Set(
      columns.flatMap((column) =>
        column.opens
          ? [column.opens.id, column.opens.code, column.opens.entityField].filter(
              (field): field is string => !!field,
            )
          : [],
      ),
    ),
  ];
  const linkValues = links.map((field) => `, r.${alias(field)}`).join('');
  const linkNulls = links.map((field) => `, null as ${alias(field)}`).join('');
  const ordering = sort
    ? `r.${alias(sort)} ${order === 'desc' ? 'desc' : 'asc'} nulls last, r."__seq"`
    : 'r."__seq"';
  const sql = `with report as (${built.sql}),
    numbered as (select r.*, row_number() over (order by ${ordering}) as "__n" from report r)
    select 0 as "__part", r."__n", ${columns.map((c) => `${value(c)} as ${alias(c.key)}`).join(', ')}${linkValues}, null::bigint as "__count"
      from numbered r where r."__n" > ${offset} and r."__n" <= ${offset} + ${limit}
    union all
    select 1, null, ${columns.map((c) => `${total(c)} as ${alias(c.key)}`).join(', ')}${linkNulls}, count(*) from report r
    order by 1, 2`;
  const { rows } = built.serial
    ? await db.transaction(async (tx) => {
        await tx.query('set local max_parallel_workers_per_gather = 0');
        return tx.query<Record<string, unknown>>(sql, params);
      })
    : await db.query<Record<string, unknown>>(sql, params);
  const pick = (row: Record<string, unknown>) =>
    Object.fromEntries(
      [...columns.map((column) => column.key), ...links].map((key) => [
        key,
        (row[key] ?? null) as string | number | null,
      ]),
    );
  const totalsRow = rows[rows.length - 1];
  const totals = Object.fromEntries(
    columns
      .filter((column) => column.total)
      .map((column) => [column.key, (totalsRow[column.key] as string) ?? null]),
  );
  return {
    columns,
    rows: rows.slice(0, -1).map(pick),
    totals,
    count: Number(totalsRow.__count),
    page,
    pageSize,
  };
};

/** Builds a report's SQL from its parsed filters; one per report, keyed like the registry. */
export type ReportQuery<F> = (filters: F, db: Queryable, names: NameScript) => ReportSql | Promise<ReportSql>;
