import type { ReportFiltersOf } from '@aqar/domain/reports/report-registry';
import type { ReportQuery } from '../report-runner.ts';
import { nameOf, SqlParams, subtreeIds } from '../report-sql.ts';

/**
 * Ageing by first-in, first-out settlement: an account's balance on the chosen side is made of
 * its newest moves on that side, so each of those moves (newest first) is outstanding up to
 * what the balance still needs. The age of a move is the as-of date minus its date.
 */
export const creditorsAgesQuery: ReportQuery<ReportFiltersOf<'creditors-ages'>> = async (
  filters,
  db,
  names,
) => {
  const p = new SqlParams();
  const accounts = p.add(await subtreeIds(db, 'accounts', filters.accountId), 'uuid[]');
  const asOf = `coalesce(${p.add(filters.asOf, 'date')}, current_date)`;
  const period = p.add(filters.period, 'int');
  const periods = p.add(filters.periods, 'int');
  const costCenters = filters.costCenterId
    ? p.add(await subtreeIds(db, 'cost_centers', filters.costCenterId), 'uuid[]')
    : undefined;
  const [side, other] = filters.side === 'credit' ? ['credit', 'debit'] : ['debit', 'credit'];
  const base = `with moves as (
      select l.account_id, e.date, e.number, l.position, e.created_from,
             coalesce(nullif(l.note, ''), e.note) as note, l.debit_base as debit, l.credit_base as credit
        from entries e join entry_lines l on l.parent_id = e.id
       where l.account_id = any(${accounts}) and e.date <= ${asOf}
             ${costCenters ? `and l.cost_center_id = any(${costCenters})` : ''}),
    owed as (
      select account_id, sum(${side}) - sum(${other}) as balance from moves
       group by account_id having sum(${side}) - sum(${other}) > 0),
    items as (
      select m.*, o.balance,
             coalesce(sum(m.${side}) over (partition by m.account_id order by m.date desc, m.number desc, m.position desc
                                            rows between unbounded preceding and 1 preceding), 0) as newer
        from moves m join owed o on o.account_id = m.account_id
       where m.${side} > 0),
    outstanding as (
      select *, least(${side}, balance - newer) as amount, ${asOf} - date as age_days,
             least((${asOf} - date) / ${period}, ${periods}) as bucket
        from items where newer < balance)`;
  if (filters.type === 'detailed') {
    const sql = `${base}
      select a.code as "accountCode", ${nameOf('a', names)} as "account", o.date as "date", o.number as "number",
             o.created_from as "createdFrom", o.note as "note", o.debit as "debit", o.credit as "credit",
             o.amount as "outstanding", o.age_days as "ageDays",
             case when o.bucket < ${periods} then (o.bucket * ${period})::text || '-' || ((o.bucket + 1) * ${period} - 1)::text
                  else (${periods} * ${period})::text || '+' end as "ageBucket",
             row_number() over (order by a.code, o.account_id, o.date, o.number, o.position) as "__seq"
        from outstanding o join accounts a on a.id = o.account_id`;
    return { sql, params: p.values, serial: true };
  }
  const buckets = Array.from(
    { length: filters.periods },
    (_, index) => `coalesce(sum(o.amount) filter (where o.bucket = ${index}), 0) as "age${index}"`,
  );
  const sql = `${base}
    select a.code as "accountCode", ${nameOf('a', names)} as "account", w.balance as "balance", ${buckets.join(', ')},
           coalesce(sum(o.amount) filter (where o.bucket >= ${periods}), 0) as "older",
           row_number() over (order by a.code, w.account_id) as "__seq"
      from owed w
      join accounts a on a.id = w.account_id
      left join outstanding o on o.account_id = w.account_id
     group by w.account_id, w.balance, a.code, a.name, a.ltnname`;
  return { sql, params: p.values, serial: true };
};
