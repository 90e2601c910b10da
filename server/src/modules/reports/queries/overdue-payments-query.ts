import type { ReportFiltersOf } from '@aqar/domain/reports/report-registry';
import { connectWithContract } from '@aqar/domain/ledger/installment-posting';
import type { ReportQuery } from '../report-runner.ts';
import { SqlParams } from '../report-sql.ts';
import {
  asOfDay,
  collectionColumns,
  contractColumns,
  contractFactsCte,
  contractWhere,
} from './contract-cheque-sql.ts';

/**
 * Contracts with overdue cheques: due more than `exceedsDays` days before the as-of day, not
 * collected in full (uncollected, partially collected with a rest, or returned unless left out).
 */
export const overduePaymentsQuery: ReportQuery<ReportFiltersOf<'overdue-payments'>> = (
  filters,
  _db,
  names,
) => {
  const p = new SqlParams();
  const asOf = asOfDay(p, filters.asOf);
  const days = p.add(filters.exceedsDays, 'int');
  const statuses = filters.excludeReturned ? '(1, 3)' : '(1, 3, 4)';
  return {
    sql: `with ${contractFactsCte(names, asOf, contractWhere(p, asOf, filters))},
      overdue as (
        select ch.connect_with_id as contract_key, count(*) as cheques, min(ch.due_date) as oldest,
               sum(round((coalesce(ch.amount, 0) - coalesce(par.amount, 0)) * coalesce(ch.currency_val, 1), 4)) as amount
          from cheques ch
          left join lateral (select sum(o.amount) as amount from op_partial_collections o where o.cheque_id = ch.id) par on true
         where ch.connect_with = ${connectWithContract} and ch.status in ${statuses}
           and ch.due_date is not null and not ch.without_due_date
           and ch.due_date + ${days} < ${asOf}
           and coalesce(ch.amount, 0) - coalesce(par.amount, 0) > 0
         group by ch.connect_with_id),
      last_payment as (
        select distinct on (contract_key) contract_key, day, amount from (
          select ch.connect_with_id as contract_key, o.date as day, round(o.amount * coalesce(ch.currency_val, 1), 4) as amount
            from op_collections o join cheques ch on ch.id = o.cheque_id where ch.connect_with = ${connectWithContract}
          union all
          select ch.connect_with_id, o.date, round(o.amount * coalesce(ch.currency_val, 1), 4)
            from op_partial_collections o join cheques ch on ch.id = o.cheque_id where ch.connect_with = ${connectWithContract}
          union all
          select v.connect_with_id, v.date, round(sum(vr.credit) * coalesce(v.currency_val, 1), 4)
            from vouchers v join voucher_rows vr on vr.parent_id = v.id
            join contracts c on c.id::text = v.connect_with_id join users cl on cl.id = c.client_id
           where v.connect_with = ${connectWithContract} and vr.account_id = cl.account_id and vr.credit > 0
           group by v.id) payments
         order by contract_key, day desc nulls last, amount desc)
      select ${contractColumns}, o.cheques::int as "overdueCount", o.amount as "overdueAmount",
             o.oldest as "oldestDueDate", lp.day as "lastPaymentDate", lp.amount as "lastPaymentAmount",
             ${collectionColumns},
             row_number() over (order by o.oldest, f.number) as "__seq"
        from contract_facts f
        join overdue o on o.contract_key = f.id::text
        left join last_payment lp on lp.contract_key = f.id::text`,
    params: p.values,
  };
};
