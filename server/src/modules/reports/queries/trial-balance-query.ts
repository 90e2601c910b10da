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
  const sql = `with recursive ${accountTreeCte(names)}${costCenter ? `, ${costCenterTreeCte(names)}` : ''},
    sums as (${sums}),
    rolled as (
      select t.path[least(t.depth, ${level})] as id,
             sum(s.od) as od, sum(s.oc) as oc, sum(s.cd) as cd, sum(s.cc) as cc
        from sums s join account_tree t on t.id = s.account_id
       group by 1),
    shown as (select id from rolled ${emptyAccounts})
    select a.code as "code", a.name as "account", a.depth as "level",
           ${Object.entries(columns)
             .map(([key, figure]) => `${figure} as "${key}"`)
             .join(', ')},
           row_number() over (order by a.code, a.id) as "__seq"
      from shown s join account_tree a on a.id = s.id left join rolled r on r.id = s.id
     ${filters.showEmpty ? '' : `where ${anyFigure}`}`;
  return { sql, params: p.values };
};
