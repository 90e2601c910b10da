import type { ReportFiltersOf } from '@aqar/domain/reports/report-registry';
import type { ReportQuery } from '../report-runner.ts';
import {
  accountTreeCte,
  costCenterSubtree,
  costCenterTreeCte,
  nameOf,
  ledgerSums,
  SqlParams,
} from '../report-sql.ts';

/** Financial statement of the profit-and-loss accounts (options `financialStatement`). */
export const profitAndLossStatement = 2;

export const profitAndLossQuery: ReportQuery<ReportFiltersOf<'profit-and-loss'>> = (filters, _db, names) => {
  const p = new SqlParams();
  const from = p.add(filters.from, 'date');
  const to = p.add(filters.to, 'date');
  const level = p.add(filters.level, 'int');
  const costCenter = filters.costCenterId ? p.add(filters.costCenterId, 'uuid') : undefined;
  const scope = `array(select id from account_tree where statement = ${profitAndLossStatement})`;
  const sums = ledgerSums({
    from,
    to,
    accounts: scope,
    costCenters: costCenter ? costCenterSubtree(costCenter) : undefined,
  });
  const emptyAccounts = filters.showEmpty
    ? `union select t.path[least(t.depth, ${level})] from account_tree t
        where t.is_leaf and t.statement = ${profitAndLossStatement}`
    : '';
  const sql = `with recursive ${accountTreeCte(names)}${costCenter ? `, ${costCenterTreeCte(names)}` : ''},
    sums as (${sums}),
    rolled as (
      select t.path[least(t.depth, ${level})] as id, sum(s.cd - s.od) as debit, sum(s.cc - s.oc) as credit
        from sums s join account_tree t on t.id = s.account_id
       group by 1),
    shown as (select id from rolled ${emptyAccounts})
    select ${nameOf('root', names)} as "section", a.code as "code", a.name as "account", a.depth as "level",
           coalesce(r.debit, 0) as "debit", coalesce(r.credit, 0) as "credit",
           coalesce(r.credit, 0) - coalesce(r.debit, 0) as "balance",
           row_number() over (order by a.code, a.id) as "__seq"
      from shown s
      join account_tree a on a.id = s.id
      join accounts root on root.id = a.path[1]
      left join rolled r on r.id = s.id
     ${filters.showEmpty ? '' : 'where coalesce(r.debit, 0) <> 0 or coalesce(r.credit, 0) <> 0'}`;
  return { sql, params: p.values };
};
