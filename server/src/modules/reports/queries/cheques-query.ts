import type { ReportFiltersOf } from '@aqar/domain/reports/report-registry';
import type { ReportQuery } from '../report-runner.ts';
import { SqlParams } from '../report-sql.ts';
import { chequeLinkColumns, chequeWhere } from './cheque-filters-sql.ts';
import { chequeFactsCte } from './contract-cheque-sql.ts';

export const chequesQuery: ReportQuery<ReportFiltersOf<'cheques'>> = (filters, _db, names) => {
  const p = new SqlParams();
  const where = [
    ...chequeWhere(p, filters),
    filters.dueFrom ? `ch.due_date >= ${p.add(filters.dueFrom, 'date')}` : '',
    filters.dueTo ? `ch.due_date <= ${p.add(filters.dueTo, 'date')}` : '',
    filters.from ? `ch.date >= ${p.add(filters.from, 'date')}` : '',
    filters.to ? `ch.date <= ${p.add(filters.to, 'date')}` : '',
  ].filter(Boolean);
  return {
    sql: `with ${chequeFactsCte(names, where)}
      select f.cheque_type as "chequeType", f.internal_number as "chequeNumber", f.date as "date",
             f.account_name as "account", f.observe_account_name as "observeAccount",
             f.amount_base as "amount", f.collected_base + f.partial_base as "received",
             f.due_date as "dueDate", f.end_due_date as "endDueDate", f.bank_name as "bank",
             f.beneficiary_name as "beneficiary", f.building_name as "building", f.unit_no as "unit",
             f.contract_number as "contractNumber", f.contract_id as "contractId", f.contract_code as "contractCode",
             f.status::text as "chequeStatus", f.currency_code as "currency", f.amount as "documentAmount",
             f.note1 as "note1", f.note2 as "note2", ${chequeLinkColumns},
             row_number() over (order by f.due_date nulls last, f.code, f.number) as "__seq"
        from cheque_facts f`,
    params: p.values,
  };
};
