import type { Queryable } from '../../db/client.ts';

/**
 * SQL pieces the ledger reports share: typed parameters, the account and cost center trees, and
 * the cumulative sums per account that every balance figure is built from.
 */

/** Collects query parameters; each placeholder carries its type so that a null is typed too. */
export class SqlParams {
  readonly values: unknown[] = [];

  add(
    value: unknown,
    type: 'date' | 'uuid' | 'uuid[]' | 'int' | 'numeric' | 'text' | 'text[]' | 'boolean',
  ): string {
    this.values.push(value);
    return `$${this.values.length}::${type}`;
  }
}

/**
 * `account_tree`: every account with its depth (roots are 1), the ids from its root down to it
 * (`path[n]` is its ancestor at level n), whether it is a leaf, and its financial statement
 * (its own, else its final account's, else its parent's).
 */
/**
 * Which name a report shows for an account or cost center: the Arabic name to a reader in Arabic,
 * the Latin-script name (where there is one) to everyone else, as the lists do.
 */
export type NameScript = 'arabic' | 'latin';

/** The name of the account or cost center at `alias` in `script`. */
export const nameOf = (alias: string, script: NameScript) =>
  script === 'latin' ? `coalesce(nullif(${alias}.ltnname, ''), ${alias}.name)` : `${alias}.name`;

/** The script of the names for a request's `Accept-Language` (Arabic when none is given). */
export const nameScriptOf = (acceptLanguage: string | undefined): NameScript => {
  const first = acceptLanguage?.split(',')[0]?.trim().split(/[-;]/)[0]?.toLowerCase();
  return first && first !== 'ar' && first !== '*' ? 'latin' : 'arabic';
};

export const accountTreeCte = (script: NameScript) => `account_tree as (
  select a.id, a.code, ${nameOf('a', script)} as name, 1 as depth, array[a.id] as path,
         coalesce(a.financial_statement, f.financial_statement)::int as statement,
         not exists (select 1 from accounts c where c.parent_id = a.id) as is_leaf
    from accounts a left join accounts f on f.id = a.final_id
   where a.parent_id is null
  union all
  select a.id, a.code, ${nameOf('a', script)}, t.depth + 1, t.path || a.id,
         coalesce(a.financial_statement, f.financial_statement, t.statement)::int,
         not exists (select 1 from accounts c where c.parent_id = a.id)
    from accounts a join account_tree t on a.parent_id = t.id left join accounts f on f.id = a.final_id
)`;

/** `cost_center_tree`: every cost center with its depth and the ids from its root down to it. */
export const costCenterTreeCte = (script: NameScript) => `cost_center_tree as (
  select c.id, c.code, ${nameOf('c', script)} as name, 1 as depth, array[c.id] as path
    from cost_centers c where c.parent_id is null
  union all
  select c.id, c.code, ${nameOf('c', script)}, t.depth + 1, t.path || c.id
    from cost_centers c join cost_center_tree t on c.parent_id = t.id
)`;

/** The cost center id stored in ledger_balances for lines without one. */
export const noCostCenter = `'00000000-0000-0000-0000-000000000000'::uuid`;

/** Array of an account and every account under it (needs `account_tree`), for `= any(…)`. */
export const accountSubtree = (account: string) =>
  `array(select id from account_tree where ${account} = any(path))`;

/** Array of a cost center and every cost center under it (needs `cost_center_tree`), for `= any(…)`. */
export const costCenterSubtree = (costCenter: string) =>
  `array(select id from cost_center_tree where ${costCenter} = any(path))`;

/**
 * Ids of a record and every record under it, looked up before the report's query: given as a
 * value, the planner sees how many lines they hold and reads them through the index.
 */
export const subtreeIds = async (db: Queryable, table: 'accounts' | 'cost_centers', id: string) =>
  (
    await db.query<{ id: string }>(
      `with recursive t as (select id from ${table} where id = $1::uuid
         union all select c.id from ${table} c join t on c.parent_id = t.id)
       select id from t`,
      [id],
    )
  ).rows.map((row) => row.id);

export interface LedgerSumsOptions {
  /** Placeholder of the first day of the period; null SQL value means "from the beginning". */
  from: string;
  /** Placeholder of the last day of the period; null SQL value means "to the end". */
  to: string;
  /** Array (SQL) of the account ids to sum, or all accounts. */
  accounts?: string;
  /** Array (SQL) of the cost center ids to sum, or all lines (with and without a cost center). */
  costCenters?: string;
  /** Only lines of entries in this currency (placeholder); read from the lines. */
  currency?: string;
  /** Only lines with this observe account (placeholder); read from the lines. */
  observeAccount?: string;
  /** Document-currency amounts instead of base ones (with `currency`). */
  documentAmounts?: boolean;
  /** One row per account and cost center instead of per account. */
  byCostCenter?: boolean;
}

/**
 * Per account (and cost center), `od`/`oc`: debit and credit before `from`; `cd`/`cc`: debit and
 * credit up to and including `to`. Read from the monthly balances for whole months and from the
 * daily ones for the part-months at either end, so the cost does not grow with the number of
 * lines (it grows with accounts × months). With cost centers in play the balances per cost
 * center serve the whole months and the lines the part-months.
 * Filters the balances do not carry (currency, observe account) read the lines instead.
 */
export const ledgerSums = (options: LedgerSumsOptions): string => {
  const { from, to } = options;
  const ccKey = options.byCostCenter ? ', cost_center_id' : '';
  if (options.currency || options.observeAccount) {
    const debit = options.documentAmounts ? 'l.debit' : 'l.debit_base';
    const credit = options.documentAmounts ? 'l.credit' : 'l.credit_base';
    const where = [
      `(${to} is null or e.date <= ${to})`,
      options.accounts ? `l.account_id = any(${options.accounts})` : '',
      options.costCenters ? `l.cost_center_id = any(${options.costCenters})` : '',
      options.currency ? `e.currency_id = ${options.currency}` : '',
      options.observeAccount ? `l.observe_account_id = ${options.observeAccount}` : '',
    ].filter(Boolean);
    return `select l.account_id${options.byCostCenter ? `, coalesce(l.cost_center_id, ${noCostCenter}) as cost_center_id` : ''},
        coalesce(sum(${debit}) filter (where e.date < ${from}), 0) as od,
        coalesce(sum(${credit}) filter (where e.date < ${from}), 0) as oc,
        coalesce(sum(${debit}), 0) as cd,
        coalesce(sum(${credit}), 0) as cc
      from entries e join entry_lines l on l.parent_id = e.id
     where ${where.join(' and ')}
     group by 1${options.byCostCenter ? ', 2' : ''}`;
  }
  // Through `timestamp` (not `timestamptz`) date_trunc is immutable, so it is computed once, not per row.
  const fromMonth = `date_trunc('month', ${from}::timestamp)::date`;
  const afterToMonth = `date_trunc('month', (${to} + 1)::timestamp)::date`;
  const balanceWhere = [
    `b.month < coalesce(${afterToMonth}, 'infinity'::date)`,
    options.accounts ? `b.account_id = any(${options.accounts})` : '',
    options.costCenters ? `b.cost_center_id = any(${options.costCenters})` : '',
  ].filter(Boolean);
  // Part-months: from the days per account, or from the lines when cost centers are in play.
  const byDay = !options.costCenters && !options.byCostCenter;
  const partWhere = (date: string) =>
    `((${date} >= ${fromMonth} and ${date} < ${from}) or (${date} >= ${afterToMonth} and ${date} <= ${to}))`;
  const lineWhere = [
    partWhere('e.date'),
    options.accounts ? `l.account_id = any(${options.accounts})` : '',
    options.costCenters ? `l.cost_center_id = any(${options.costCenters})` : '',
  ].filter(Boolean);
  const dayWhere = [
    partWhere('d.day'),
    options.accounts ? `d.account_id = any(${options.accounts})` : '',
  ].filter(Boolean);
  const parts = byDay
    ? `select d.account_id,
             coalesce(sum(d.debit) filter (where d.day < ${from}), 0),
             coalesce(sum(d.credit) filter (where d.day < ${from}), 0),
             coalesce(sum(d.debit) filter (where d.day >= ${afterToMonth}), 0),
             coalesce(sum(d.credit) filter (where d.day >= ${afterToMonth}), 0)
        from ledger_account_days d
       where ${dayWhere.join(' and ')}
       group by 1`
    : `select l.account_id${options.byCostCenter ? `, coalesce(l.cost_center_id, ${noCostCenter})` : ''},
             coalesce(sum(l.debit_base) filter (where e.date < ${from}), 0),
             coalesce(sum(l.credit_base) filter (where e.date < ${from}), 0),
             coalesce(sum(l.debit_base) filter (where e.date >= ${afterToMonth}), 0),
             coalesce(sum(l.credit_base) filter (where e.date >= ${afterToMonth}), 0)
        from entries e join entry_lines l on l.parent_id = e.id
       where ${lineWhere.join(' and ')}
       group by 1${options.byCostCenter ? ', 2' : ''}`;
  // Without a cost center in play, the balances per account and month are far fewer rows.
  const balances = byDay ? 'ledger_account_balances' : 'ledger_balances';
  return `select account_id${ccKey}, sum(od) as od, sum(oc) as oc, sum(cd) as cd, sum(cc) as cc from (
      select b.account_id${options.byCostCenter ? ', b.cost_center_id' : ''},
             coalesce(sum(b.debit) filter (where b.month < ${fromMonth}), 0) as od,
             coalesce(sum(b.credit) filter (where b.month < ${fromMonth}), 0) as oc,
             sum(b.debit) as cd, sum(b.credit) as cc
        from ${balances} b
       where ${balanceWhere.join(' and ')}
       group by 1${options.byCostCenter ? ', 2' : ''}
      union all
      ${parts}
    ) sums group by account_id${ccKey}`;
};

/**
 * Opening, period and closing columns from od/oc/cd/cc (of alias `s`): net on one side
 * (`balances`) or gross sums (`totals`). Every figure is exact `numeric`.
 */
export const balanceColumns = (display: 'balances' | 'totals', s = 's') => {
  const od = `coalesce(${s}.od, 0)`;
  const oc = `coalesce(${s}.oc, 0)`;
  const cd = `coalesce(${s}.cd, 0)`;
  const cc = `coalesce(${s}.cc, 0)`;
  const opening =
    display === 'totals'
      ? { debit: od, credit: oc }
      : { debit: `greatest(${od} - ${oc}, 0)`, credit: `greatest(${oc} - ${od}, 0)` };
  const closing =
    display === 'totals'
      ? { debit: cd, credit: cc }
      : { debit: `greatest(${cd} - ${cc}, 0)`, credit: `greatest(${cc} - ${cd}, 0)` };
  return {
    openingDebit: opening.debit,
    openingCredit: opening.credit,
    periodDebit: `${cd} - ${od}`,
    periodCredit: `${cc} - ${oc}`,
    closingDebit: closing.debit,
    closingCredit: closing.credit,
  };
};

/** `"key"` for a column alias; keys are plain identifiers by construction. */
export const alias = (key: string) => {
  if (!/^[a-zA-Z_][a-zA-Z0-9_]*$/.test(key)) throw new Error(`Bad column key ${key}`);
  return `"${key}"`;
};
