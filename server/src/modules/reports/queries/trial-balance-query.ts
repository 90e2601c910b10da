import type { ReportFiltersOf } from '@aqar/domain/reports/report-registry';
import type { ReportQuery } from '../report-runner.ts';
import {
  accountSubtree,
  accountTreeCte,
  balanceColumns,
  costCenterSubtree,
  costCenterTreeCte,
  ledgerSums,
  SqlParams,
} from '../report-sql.ts';

/**
 * Sums per leaf account from the monthly balances, rolled up to the level's ancestors. Every
 * account of the ledger is in it unless filtered, so each pair of column totals is equal.
 */
export const trialBalanceQuery: ReportQuery<ReportFiltersOf<'trial-balance'>> = (filters, _db, names) => {
  const p = new SqlParams();
  const from = p.add(filters.from, 'date');
  const to = p.add(filters.to, 'date');
  const level = p.add(filters.level, 'int');
  const account = filters.accountId ? p.add(filters.accountId, 'uuid') : undefined;
  const costCenter = filters.costCenterId ? p.add(filters.costCenterId, 'uuid') : undefined;
  const sums = ledgerSums({
    from,
    to,
    accounts: account ? accountSubtree(account) : undefined,
    costCenters: costCenter ? costCenterSubtree(costCenter) : undefined,
    currency: filters.currencyId ? p.add(filters.currencyId, 'uuid') : undefined,
    observeAccount: filters.observeAccountId ? p.add(filters.observeAccountId, 'uuid') : undefined,
  });
  const columns = balanceColumns(filters.display, 'r');
  const anyFigure = Object.values(columns)
    .map((figure) => `(${figure}) <> 0`)
    .join(' or ');
  const emptyAccounts = filters.showEmpty
    ? `union select t.path[least(t.depth, ${level})] from account_tree t
        where t.is_leaf${account ? ` and ${account} = any(t.path)` : ''}`
    : '';
  const keys = Object.keys(columns);
  const head = `with recursive ${accountTreeCte(names)}${costCenter ? `, ${costCenterTreeCte(names)}` : ''},
    sums as (${sums}),
    rolled as (
      select t.path[least(t.depth, ${level})] as id,
             sum(s.od) as od, sum(s.oc) as oc, sum(s.cd) as cd, sum(s.cc) as cc
        from sums s join account_tree t on t.id = s.account_id
       group by 1),
    shown as (select id from rolled ${emptyAccounts}),
    level_rows as (
      select s.id, ${Object.entries(columns)
        .map(([key, figure]) => `${figure} as "${key}"`)
        .join(', ')}
        from shown s left join rolled r on r.id = s.id
       ${filters.showEmpty ? '' : `where ${anyFigure}`})`;
  const select = (from: string) => `
    select a.code as "code", a.name as "account", a.depth as "level", parent.code as "parentCode",
           ${keys.map((key) => `r."${key}"`).join(', ')}, r."__counted",
           row_number() over (order by a.code, a.id) as "__seq"
      from ${from} r join account_tree a on a.id = r.id
      left join account_tree parent on parent.id = a.path[a.depth - 1]`;
  if (!filters.subtotals) {
    const sql = `${head} ${select('(select l.*, true as "__counted" from level_rows l)')}`;
    return { sql, params: p.values };
  }
  /*
   * Each account above the level's rows (within the chosen account, when one is) adds up the rows
   * under it, so a subtotal is what its collapsed branch holds. Totals count the level's rows
   * only, once each, as without subtotals.
   */
  const sql = `${head},
    ancestor_rows as (
      select above.id, ${keys.map((key) => `sum(l."${key}") as "${key}"`).join(', ')}, false as "__counted"
        from level_rows l join account_tree t on t.id = l.id
        cross join lateral unnest(t.path[1:t.depth - 1]) with ordinality as above(id, depth)
       ${account ? `where ${account} = any(t.path[1:above.depth])` : ''}
       group by above.id),
    tree_rows as (select l.*, true as "__counted" from level_rows l union all select * from ancestor_rows)
    ${select('tree_rows')}`;
  return {
    sql,
    params: p.values,
    totals: Object.fromEntries(keys.map((key) => [key, `sum(r."${key}") filter (where r."__counted")`])),
  };
};
