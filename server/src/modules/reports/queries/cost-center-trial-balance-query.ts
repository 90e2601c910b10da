import type { ReportFiltersOf } from '@aqar/domain/reports/report-registry';
import type { ReportQuery } from '../report-runner.ts';
import {
  accountSubtree,
  accountTreeCte,
  balanceColumns,
  costCenterSubtree,
  costCenterTreeCte,
  ledgerSums,
  nameOf,
  SqlParams,
} from '../report-sql.ts';

/**
 * The monthly balances per cost center rolled up the cost center tree to `level`, and with
 * `byAccount` up the account tree to `accountLevel`. Cost centers may carry lines at any depth,
 * so a parent above the level's depth shows its own lines in its own row.
 */
export const costCenterTrialBalanceQuery: ReportQuery<ReportFiltersOf<'cost-center-trial-balance'>> = (
  filters,
  _db,
  names,
) => {
  const p = new SqlParams();
  const from = p.add(filters.from, 'date');
  const to = p.add(filters.to, 'date');
  const level = p.add(filters.level, 'int');
  const costCenter = filters.costCenterId ? p.add(filters.costCenterId, 'uuid') : undefined;
  const account = filters.accountId ? p.add(filters.accountId, 'uuid') : undefined;
  const costCenters = costCenter ? costCenterSubtree(costCenter) : 'array(select id from cost_centers)';
  const sums = ledgerSums({
    from,
    to,
    accounts: account ? accountSubtree(account) : undefined,
    costCenters,
    byCostCenter: true,
  });
  const columns = balanceColumns(filters.display, 'r');
  const anyFigure = Object.values(columns)
    .map((figure) => `(${figure}) <> 0`)
    .join(' or ');
  const accountKey = filters.byAccount
    ? `a.path[least(a.depth, ${p.add(filters.accountLevel, 'int')})]`
    : 'null::uuid';
  const emptyCostCenters = filters.showEmpty
    ? `union select distinct c.path[least(c.depth, ${level})], null::uuid from cost_center_tree c
        where c.id = any(${costCenters})
          and c.path[least(c.depth, ${level})] not in (select cost_center_id from rolled)`
    : '';
  const sql = `with recursive ${accountTreeCte(names)}, ${costCenterTreeCte(names)},
    sums as (${sums}),
    rolled as (
      select c.path[least(c.depth, ${level})] as cost_center_id, ${accountKey} as account_id,
             sum(s.od) as od, sum(s.oc) as oc, sum(s.cd) as cd, sum(s.cc) as cc
        from sums s
        join cost_center_tree c on c.id = s.cost_center_id
        join account_tree a on a.id = s.account_id
       group by 1, 2),
    shown as (select cost_center_id, account_id from rolled ${emptyCostCenters})
    select c.code as "costCenterCode", ${nameOf('c', names)} as "costCenter", a.code as "accountCode", ${nameOf('a', names)} as "account",
           ${Object.entries(columns)
             .map(([key, figure]) => `${figure} as "${key}"`)
             .join(', ')},
           row_number() over (order by c.code, c.id, a.code nulls first, a.id) as "__seq"
      from shown s
      join cost_centers c on c.id = s.cost_center_id
      left join accounts a on a.id = s.account_id
      left join rolled r on r.cost_center_id = s.cost_center_id and r.account_id is not distinct from s.account_id
     ${filters.showEmpty ? '' : `where ${anyFigure}`}`;
  return { sql, params: p.values };
};
