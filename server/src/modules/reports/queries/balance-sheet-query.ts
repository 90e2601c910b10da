import type { ReportFiltersOf } from '@aqar/domain/reports/report-registry';
import type { ReportQuery } from '../report-runner.ts';
import { accountTreeCte, ledgerSums, nameOf, SqlParams } from '../report-sql.ts';
import { profitAndLossStatement } from './profit-and-loss-query.ts';

/**
 * Balances at `to` of every account outside profit and loss, and the profit those accounts hold
 * (credits − debits): before `from` as retained profit, from `from` as the period's profit. A
 * profit is a credit (it belongs to the owners), a loss a debit, so the two sides are equal.
 */
export const balanceSheetQuery: ReportQuery<ReportFiltersOf<'balance-sheet'>> = (filters, _db, names) => {
  const p = new SqlParams();
  const from = p.add(filters.from, 'date');
  const to = p.add(filters.to, 'date');
  const level = p.add(filters.level, 'int');
  const balanceSheetAccount = `t.statement is distinct from ${profitAndLossStatement}`;
  const emptyAccounts = filters.showEmpty
    ? `union select t.path[least(t.depth, ${level})] from account_tree t where t.is_leaf and ${balanceSheetAccount}`
    : '';
  const sql = `with recursive ${accountTreeCte(names)},
    sums as (${ledgerSums({ from, to })}),
    rolled as (
      select t.path[least(t.depth, ${level})] as id, sum(s.cd - s.cc) as net
        from sums s join account_tree t on t.id = s.account_id
       where ${balanceSheetAccount}
       group by 1),
    shown as (select id from rolled ${emptyAccounts}),
    profit as (
      select coalesce(sum(s.oc - s.od), 0) as retained,
             coalesce(sum((s.cc - s.oc) - (s.cd - s.od)), 0) as period
        from sums s join account_tree t on t.id = s.account_id
       where t.statement = ${profitAndLossStatement}),
    sheet as (
      select 'account' as kind, ${nameOf('root', names)} as section, a.code, a.name as account, a.depth as level,
             coalesce(r.net, 0) as net, 0 as kind_order
        from shown s
        join account_tree a on a.id = s.id
        join accounts root on root.id = a.path[1]
        left join rolled r on r.id = s.id
       ${filters.showEmpty ? '' : 'where coalesce(r.net, 0) <> 0'}
      union all
      select 'retainedProfit', null, null, null, null, -retained, 1 from profit where ${from} is not null
      union all
      select 'periodProfit', null, null, null, null, -period, 2 from profit)
    select kind as "kind", section as "section", code as "code", account as "account", level as "level",
           greatest(net, 0) as "debit", greatest(-net, 0) as "credit", net as "balance",
           row_number() over (order by kind_order, code) as "__seq"
      from sheet`;
  return { sql, params: p.values };
};
