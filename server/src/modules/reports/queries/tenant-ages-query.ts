import type { ReportFiltersOf } from '@aqar/domain/reports/report-registry';
import type { ReportQuery } from '../report-runner.ts';
import { nameOf, SqlParams } from '../report-sql.ts';
import { dayOr } from './realty-sql.ts';

/** Customer cards (cardType 1) and received cheques (paper type 2), domain-reference 1. */
const customerCard = 1;
const receivedPaper = 2;

/**
 * Tenant ageing: per customer, the debit balance of its account on the date aged first-in,
 * first-out (the balance is made of its newest debits, each aged by its date), plus its received
 * cheques dated by then that were due by then and neither collected nor returned by then (less
 * what was partially collected), aged by their due date. A cheque not yet due stays the payment
 * the ledger shows; a returned one is back in the ledger already.
 */
export const tenantAgesQuery: ReportQuery<ReportFiltersOf<'tenant-ages'>> = (filters, _db, names) => {
  const p = new SqlParams();
  const day = dayOr(p, filters.asOf);
  const period = p.add(filters.period, 'int');
  const periods = p.add(filters.periods, 'int');
  const customerWhere = [
    `u.card_type = ${customerCard}`,
    'u.account_id is not null',
    filters.clientId ? `u.id = ${p.add(filters.clientId, 'uuid')}` : '',
    filters.buildingId
      ? `exists (select 1 from contracts c where c.client_id = u.id and c.building_id = ${p.add(filters.buildingId, 'uuid')})`
      : '',
  ].filter(Boolean);
  const sql = `with customers as (
      select u.id, u.account_id, ${nameOf('u', names)} as name from users u where ${customerWhere.join(' and ')}),
    moves as (
      select cu.id as customer_id, e.date, e.number, l.position, l.debit_base as debit, l.credit_base as credit
        from customers cu
        join entry_lines l on l.account_id = cu.account_id
        join entries e on e.id = l.parent_id
       where e.date <= ${day}),
    owed as (
      select customer_id, sum(debit) - sum(credit) as balance from moves
       group by customer_id having sum(debit) - sum(credit) > 0),
    items as (
      select m.*, o.balance,
             coalesce(sum(m.debit) over (partition by m.customer_id order by m.date desc, m.number desc, m.position desc
                                         rows between unbounded preceding and 1 preceding), 0) as newer
        from moves m join owed o on o.customer_id = m.customer_id
       where m.debit > 0),
    ledger_parts as (
      select customer_id, least(debit, balance - newer) as amount, ${day} - date as age
        from items where newer < balance),
    cheque_parts as (
      select cu.id as customer_id,
             q.amount - coalesce((select sum(pc.amount) from op_partial_collections pc
                                   where pc.cheque_id = q.id and pc.date <= ${day}), 0) as amount,
             ${day} - q.due_date as age
        from customers cu
        join cheques q on q.account_id = cu.account_id
        join cheque_patterns cp on cp.id = q.cheque_pattern_id and cp.paper_type = ${receivedPaper}
       where q.due_date <= ${day} and (q.date is null or q.date <= ${day})
         and not exists (select 1 from op_collections oc where oc.cheque_id = q.id and oc.date <= ${day})
         and not exists (select 1 from op_returns rt where rt.cheque_id = q.id and rt.date <= ${day})),
    parts as (
      select customer_id, amount, age, false as cheque from ledger_parts
      union all
      select customer_id, amount, age, true from cheque_parts where amount > 0),
    sums as (
      select customer_id, sum(amount) as balance,
             coalesce(sum(amount) filter (where not cheque), 0) as ledger,
             coalesce(sum(amount) filter (where cheque), 0) as cheques,
             ${Array.from(
               { length: filters.periods },
               (_, index) =>
                 `coalesce(sum(amount) filter (where least(age / ${period}, ${periods}) = ${index}), 0) as age${index}`,
             ).join(', ')},
             coalesce(sum(amount) filter (where age / ${period} >= ${periods}), 0) as older
        from parts group by customer_id)
    select cu.name as "tenant", s.ledger as "ledgerBalance", s.cheques as "overdueCheques", s.balance as "balance",
           ${Array.from({ length: filters.periods }, (_, index) => `s.age${index} as "age${index}"`).join(', ')},
           s.older as "older",
           row_number() over (order by cu.name, cu.id) as "__seq"
      from sums s join customers cu on cu.id = s.customer_id
     ${filters.minBalance ? `where s.balance >= ${p.add(filters.minBalance, 'numeric')}` : ''}`;
  return { sql, params: p.values, serial: true };
};
