import type { ReportFiltersOf } from '@aqar/domain/reports/report-registry';
import type { ReportQuery } from '../report-runner.ts';
import { SqlParams } from '../report-sql.ts';
import { chequeLinkColumns } from './cheque-filters-sql.ts';
import { asOfDay, chequeFactsCte, contractWhere } from './contract-cheque-sql.ts';

/** Cheques linked to a contract, filtered by their contract (`c` is the contract here). */
export const contractChequesQuery: ReportQuery<ReportFiltersOf<'contract-cheques'>> = (
  filters,
  _db,
  names,
) => {
  const p = new SqlParams();
  const asOf = asOfDay(p, filters.asOf);
  const contractFilters = contractWhere(p, asOf, filters);
  const where = [
    'ct.id is not null',
    contractFilters.length > 0
      ? `exists (select 1 from contracts c where c.id = ct.id and ${contractFilters.join(' and ')})`
      : '',
    filters.dueFrom ? `ch.due_date >= ${p.add(filters.dueFrom, 'date')}` : '',
    filters.dueTo ? `ch.due_date <= ${p.add(filters.dueTo, 'date')}` : '',
  ].filter(Boolean);
  return {
    sql: `with ${chequeFactsCte(names, where)}
      select f.building_name as "building", f.unit_no as "unit", f.customer_name as "customer",
             f.client_id as "clientId", f.contract_number as "contractNumber", f.contract_id as "contractId",
             f.contract_code as "contractCode", f.contract_final_base as "discountedAmount",
             f.internal_number as "chequeNumber", f.note2 as "sequence", f.amount_base as "amount",
             f.collected_base + f.partial_base as "received",
             f.amount_base - f.collected_base - f.partial_base as "remaining",
             f.status::text as "chequeStatus", f.due_date as "dueDate",
             coalesce(f.collected_date, f.partial_date) as "collectedDate",
             (select max(r.date) from op_returns r where r.cheque_id = f.id) as "returnDate",
             (select contract_status_on(c.terminated, c.renewed, c.end_duration_date, ${asOf}, c.termination_date, c.evacuation_date)
                from contracts c where c.id = f.contract_id)::text as "contractStatus",
             f.bank_name as "bank", f.contract_start as "startDate", f.contract_end as "endDate",
             ${chequeLinkColumns},
             row_number() over (order by f.contract_number, f.due_date nulls last, f.code, f.number) as "__seq"
        from cheque_facts f`,
    params: p.values,
  };
};
