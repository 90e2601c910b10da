import type { ReportFiltersOf } from '@aqar/domain/reports/report-registry';
import type { ReportQuery } from '../report-runner.ts';
import { SqlParams } from '../report-sql.ts';
import { chequeLinkColumns, chequeWhere } from './cheque-filters-sql.ts';
import { asOfDay, chequeFactsCte } from './contract-cheque-sql.ts';

/**
 * Papers still to collect: not collected, not returned, not replaced, and not partially collected
 * to nothing left; due within the paper type's days of the as-of day (overdue ones included), or
 * in the due-date range.
 */
export const dueNotePapersQuery: ReportQuery<ReportFiltersOf<'due-note-papers'>> = (filters, _db, names) => {
  const p = new SqlParams();
  const asOf = asOfDay(p, filters.asOf);
  const where = [
    ...chequeWhere(p, { paperType: filters.paperType, buildingId: filters.buildingId }),
    'ch.status in (1, 3)',
    'ch.due_date is not null',
    'not ch.without_due_date',
  ].filter(Boolean);
  const window =
    filters.mode === 'days'
      ? [
          `f.due_date <= ${asOf} + case when f.paper_type = 1 then ${p.add(filters.paidDays, 'int')}
             else ${p.add(filters.receivedDays, 'int')} end`,
        ]
      : [
          filters.from ? `f.due_date >= ${p.add(filters.from, 'date')}` : '',
          filters.to ? `f.due_date <= ${p.add(filters.to, 'date')}` : '',
        ].filter(Boolean);
  return {
    sql: `with ${chequeFactsCte(names, where)}
      select f.cheque_type as "chequeType", f.internal_number as "chequeNumber", f.account_name as "account",
             f.amount_base as "amount", f.partial_base as "partlyCollected",
             f.amount_base - f.partial_base as "remaining", f.date as "date", f.due_date as "dueDate",
             f.due_date - ${asOf} as "daysToDue", f.bank_name as "bank", f.building_name as "building",
             f.unit_no as "unit", f.customer_mobile as "mobile", f.customer_email as "email",
             f.currency_code as "currency", ${chequeLinkColumns},
             row_number() over (order by f.due_date, f.code, f.number) as "__seq"
        from cheque_facts f
       where f.amount_base - f.partial_base > 0 ${window.map((w) => `and ${w}`).join(' ')}`,
    params: p.values,
  };
};
