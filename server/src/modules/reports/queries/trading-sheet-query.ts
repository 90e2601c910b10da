import type { ReportFiltersOf } from '@aqar/domain/reports/report-registry';
import { stockAccountCode } from '@aqar/domain/reports/trading-sheet';
import type { ReportQuery } from '../report-runner.ts';
import {
  accountTreeCte,
  costCenterSubtree,
  costCenterTreeCte,
  ledgerSums,
  SqlParams,
} from '../report-sql.ts';
import { profitAndLossStatement } from './profit-and-loss-query.ts';

export const tradingSheetQuery: ReportQuery<ReportFiltersOf<'trading-sheet'>> = (filters, _db, names) => {
  const p = new SqlParams();
  const from = p.add(filters.from, 'date');
  const to = p.add(filters.to, 'date');
  const level = p.add(filters.level, 'int');
  const stockRoot = filters.stockAccountId
    ? p.add(filters.stockAccountId, 'uuid')
    : `(select id from accounts where code = ${p.add(stockAccountCode, 'text')} limit 1)`;
  const costCenter = filters.costCenterId ? p.add(filters.costCenterId, 'uuid') : undefined;
  const sums = ledgerSums({
    from,
    to,
    accounts: `array(select id from account_tree where statement = ${profitAndLossStatement} or ${stockRoot} = any(path))`,
    costCenters: costCenter ? costCenterSubtree(costCenter) : undefined,
  });
  const sql = `with recursive ${accountTreeCte(names)}${costCenter ? `, ${costCenterTreeCte(names)}` : ''},
    sums as (${sums}),
    stock as (
      select coalesce(sum(s.od - s.oc), 0) as opening, coalesce(sum(s.cd - s.cc), 0) as closing
        from sums s join account_tree t on t.id = s.account_id
       where ${stockRoot} = any(t.path)),
    rolled as (
      select t.path[least(t.depth, ${level})] as id, sum((s.cd - s.od) - (s.cc - s.oc)) as net
        from sums s join account_tree t on t.id = s.account_id
       where t.statement = ${profitAndLossStatement}
       group by 1
      having sum((s.cd - s.od) - (s.cc - s.oc)) <> 0),
    sides as (
      select 'openingStock' as kind, null::text as code, null::text as account, opening as debit,
             null::numeric as credit, 0 as kind_order
        from stock
      union all
      select 'account', a.code, a.name,
             case when r.net > 0 then r.net end, case when r.net < 0 then -r.net end,
             case when r.net > 0 then 1 else 4 end
        from rolled r join account_tree a on a.id = r.id
      union all
      select 'closingStock', null, null, null, closing, 5 from stock),
    result as (select coalesce(sum(credit), 0) - coalesce(sum(debit), 0) as gross from sides),
    sheet as (
      select * from sides
      union all
      select case when gross >= 0 then 'grossProfit' else 'grossLoss' end, null, null,
             case when gross >= 0 then gross end, case when gross < 0 then -gross end,
             case when gross >= 0 then 2 else 6 end
        from result)
    select kind as "kind", case when kind_order < 3 then 'debit' else 'credit' end as "side",
           code as "code", account as "account", debit as "debit", credit as "credit",
           row_number() over (order by kind_order, code) as "__seq"
      from sheet`;
  return { sql, params: p.values };
};
