import type { ReportFiltersOf } from '@aqar/domain/reports/report-registry';
import type { ReportQuery } from '../report-runner.ts';
import { SqlParams } from '../report-sql.ts';
import { chequeLinkColumns, chequeWhere } from './cheque-filters-sql.ts';
import { chequeFactsCte } from './contract-cheque-sql.ts';

export const managerChequesQuery: ReportQuery<ReportFiltersOf<'manager-cheques'>> = (filters, _db, names) => {
  const p = new SqlParams();
  const where = [
    ...chequeWhere(p, { buildingId: filters.buildingId }),
    filters.from ? `ch.due_date >= ${p.add(filters.from, 'date')}` : '',
    filters.to ? `ch.due_date <= ${p.add(filters.to, 'date')}` : '',
  ].filter(Boolean);
  return {
    sql: `with ${chequeFactsCte(names, where)}
      select f.cheque_type as "chequeType", f.internal_number as "chequeNumber", f.account_name as "account",
             f.amount_base as "amount", f.due_date as "dueDate", f.bank_name as "bank",
             case when f.collection_status then f.amount_base else 0 end as "collected",
             f.partial_base as "partlyCollected", f.collected_base + f.partial_base as "received",
             f.amount_base - f.collected_base - f.partial_base as "remaining",
             f.building_name as "building", f.unit_no as "unit", ${chequeLinkColumns},
             row_number() over (order by f.building_name nulls last, f.due_date nulls last, f.code, f.number) as "__seq"
        from cheque_facts f`,
    params: p.values,
  };
};
