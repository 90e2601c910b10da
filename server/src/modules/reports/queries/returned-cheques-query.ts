import { returnReasonIds } from '@aqar/domain/reports/realty-report-parts';
import type { ReportFiltersOf } from '@aqar/domain/reports/report-registry';
import type { ReportQuery } from '../report-runner.ts';
import { SqlParams } from '../report-sql.ts';
import { chequeLinkColumns, chequeWhere } from './cheque-filters-sql.ts';
import { chequeFactsCte } from './contract-cheque-sql.ts';

const dates = {
  return: 'r.date',
  issue: 'f.date',
  due: 'f.due_date',
  collection: 'f.collected_date',
} as const;

/** One row per return; processed once the cheque no longer stands returned (its return flag is off). */
export const returnedChequesQuery: ReportQuery<ReportFiltersOf<'returned-cheques'>> = (
  filters,
  _db,
  names,
) => {
  const p = new SqlParams();
  const chequeFilters = chequeWhere(p, filters).filter(Boolean);
  chequeFilters.push('exists (select 1 from op_returns x where x.cheque_id = ch.id)');
  const date = dates[filters.dateBy];
  const where = [
    filters.returnReason !== 'all' ? `r.reason = ${p.add(returnReasonIds[filters.returnReason], 'int')}` : '',
    filters.returnProcessing === 'notComplete' ? 'f.return_status' : '',
    filters.returnProcessing === 'processed' ? 'not f.return_status' : '',
    filters.from ? `${date} >= ${p.add(filters.from, 'date')}` : '',
    filters.to ? `${date} <= ${p.add(filters.to, 'date')}` : '',
  ].filter(Boolean);
  return {
    sql: `with ${chequeFactsCte(names, chequeFilters)}
      select f.cheque_type as "chequeType", f.internal_number as "chequeNumber", f.account_name as "account",
             f.amount_base as "amount", f.due_date as "dueDate", r.date as "returnDate",
             r.reason::text as "returnReason",
             case when f.return_status then 'notComplete' else 'processed' end as "processing",
             f.status::text as "chequeStatus", f.bank_name as "bank", f.building_name as "building",
             f.unit_no as "unit", f.beneficiary_name as "beneficiary", coalesce(r.reason_note, r.note) as "note",
             ${chequeLinkColumns},
             row_number() over (order by r.date, f.code, f.number, r.number) as "__seq"
        from cheque_facts f join op_returns r on r.cheque_id = f.id
       ${where.length > 0 ? `where ${where.join(' and ')}` : ''}`,
    params: p.values,
  };
};
