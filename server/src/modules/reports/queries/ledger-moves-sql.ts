import { documents } from '@aqar/domain/documents';
import type { ReportSql } from '../report-runner.ts';
import { ledgerSums, type NameScript, nameOf, type SqlParams } from '../report-sql.ts';

/**
 * The document a line opens: the one whose own entry it is (each document's origin, from the
 * registry), else the entry itself (side entries, typed-in entries).
 */
const linkedOrigins: Record<string, string> = Object.fromEntries(
  documents.map((definition) => [definition.document.origin, definition.key]),
);
const documentLink = `case ${Object.entries(linkedOrigins)
  .map(
    ([origin, entity]) =>
      `when m.created_from = '${origin}' and m.created_from_id is not null then '${entity}'`,
  )
  .join(' ')} when m.entry_id is not null then 'entries' end as "documentEntity",
  case when m.created_from in (${Object.keys(linkedOrigins)
    .map((origin) => `'${origin}'`)
    .join(
      ', ',
    )}) and m.created_from_id is not null then m.created_from_id else m.entry_id::text end as "documentId",
  m.created_from_code as "documentCode"`;

export interface LedgerMovesOptions {
  /** Which names of accounts and cost centers the rows carry. */
  names: NameScript;
  p: SqlParams;
  from: string | null;
  to: string | null;
  /** Account ids (with `subtreeIds`), or every account. */
  accountIds?: string[];
  /** Cost center ids (with `subtreeIds`), or lines with or without one. */
  costCenterIds?: string[];
  currencyId?: string | null;
  observeAccountId?: string | null;
  /** Entry origins to keep (`MANUAL` for typed-in entries); all when empty. */
  origins?: readonly string[];
  showDebit?: boolean;
  showCredit?: boolean;
  /** Words every shown move's statement contains, and words none contains. */
  includeWords?: string | null;
  excludeWords?: string | null;
  /** One opening row and running balance per account, or one for all moves together. */
  perAccount: boolean;
}

const wordPatterns = (text: string | null | undefined) =>
  (text ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);

/**
 * The moves of a general-ledger-like report after their opening balance, with a running balance
 * (debit − credit) computed by a window over the rows. Filters on the moves themselves (origin,
 * side, words) do not change the opening balance, which is the account's balance before `from`.
 * With a currency, amounts are that currency's (entries in it only); otherwise base amounts.
 */
export const ledgerMovesSql = (options: LedgerMovesOptions): ReportSql => {
  const { p } = options;
  const from = p.add(options.from, 'date');
  const to = p.add(options.to, 'date');
  // Given as values, so that the planner reads the lines through their account and cost center indexes.
  const accounts = options.accountIds ? p.add(options.accountIds, 'uuid[]') : undefined;
  const costCenters = options.costCenterIds ? p.add(options.costCenterIds, 'uuid[]') : undefined;
  const currency = options.currencyId ? p.add(options.currencyId, 'uuid') : undefined;
  const observe = options.observeAccountId ? p.add(options.observeAccountId, 'uuid') : undefined;
  const documentAmounts = Boolean(currency);
  const debit = documentAmounts ? 'l.debit' : 'l.debit_base';
  const credit = documentAmounts ? 'l.credit' : 'l.credit_base';
  const sums = ledgerSums({
    from,
    to: 'null::date',
    accounts,
    costCenters,
    currency,
    observeAccount: observe,
    documentAmounts,
  });
  const sides = [
    options.showDebit === false ? '' : `${debit} > 0`,
    options.showCredit === false ? '' : `${credit} > 0`,
  ].filter(Boolean);
  const where = [
    `(${from} is null or e.date >= ${from})`,
    `(${to} is null or e.date <= ${to})`,
    accounts ? `l.account_id = any(${accounts})` : '',
    costCenters ? `l.cost_center_id = any(${costCenters})` : '',
    currency ? `e.currency_id = ${currency}` : '',
    observe ? `l.observe_account_id = ${observe}` : '',
    options.origins && options.origins.length > 0
      ? `coalesce(e.created_from, 'MANUAL') = any(${p.add(options.origins, 'text[]')})`
      : '',
    sides.length > 0 ? `(${sides.join(' or ')})` : 'false',
    `coalesce(nullif(l.note, ''), e.note, '') ilike all(${p.add(wordPatterns(options.includeWords), 'text[]')})`,
    `not coalesce(nullif(l.note, ''), e.note, '') ilike any(${p.add(wordPatterns(options.excludeWords), 'text[]')})`,
  ].filter(Boolean);
  const opening = options.perAccount
    ? `select 'opening' as kind, 0 as kind_order, s.account_id, null::uuid as cost_center_id, ${from} as date,
              null::bigint as number, 0 as position, null::text as note, null::numeric as debit, null::numeric as credit,
              s.od - s.oc as movement, null::uuid as observe_account_id, null::uuid as currency_id, null::text as created_from,
              null::uuid as entry_id, null::text as created_from_id, null::integer as created_from_code
         from sums s
        where ${from} is not null and (s.od <> s.oc or s.account_id in (select account_id from moves))`
    : `select 'opening', 0, null::uuid, null::uuid, ${from}, null::bigint, 0, null::text, null::numeric, null::numeric,
              coalesce((select sum(s.od - s.oc) from sums s), 0), null::uuid, null::uuid, null::text,
              null::uuid, null::text, null::integer
        where ${from} is not null`;
  const partition = options.perAccount ? 'partition by m.account_id' : '';
  const sql = `with sums as (${sums}),
    moves as (
      select 'move' as kind, 1 as kind_order, l.account_id, l.cost_center_id, e.date, e.number, l.position,
             coalesce(nullif(l.note, ''), e.note) as note, ${debit} as debit, ${credit} as credit,
             ${debit} - ${credit} as movement, l.observe_account_id, e.currency_id, e.created_from,
             e.id as entry_id, e.created_from_id, e.created_from_code
        from entries e join entry_lines l on l.parent_id = e.id
       where ${where.join(' and ')}),
    rows as (select * from moves union all ${opening})
    select a.code as "accountCode", ${nameOf('a', options.names)} as "account", c.code as "costCenterCode", ${nameOf('c', options.names)} as "costCenter",
           m.date as "date", m.number as "number", m.note as "note", m.debit as "debit", m.credit as "credit",
           sum(m.movement) over (${partition} order by m.kind_order, m.date, m.number, m.position
                                 rows between unbounded preceding and current row) as "balance",
           nullif(concat_ws(' ', o.code, ${nameOf('o', options.names)}), '') as "observeAccount", cur.code as "currency",
           m.created_from as "createdFrom", m.kind as "kind", m.movement as "__movement",
           ${documentLink},
           row_number() over (order by ${options.perAccount ? 'a.code, m.account_id, ' : ''}m.kind_order, m.date, m.number, m.position) as "__seq"
      from rows m
      left join accounts a on a.id = m.account_id
      left join cost_centers c on c.id = m.cost_center_id
      left join accounts o on o.id = m.observe_account_id
      left join currencies cur on cur.id = m.currency_id`;
  return { sql, params: p.values, totals: { balance: 'sum(r."__movement")' }, serial: true };
};
