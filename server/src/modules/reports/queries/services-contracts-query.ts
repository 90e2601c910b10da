import type { ReportFiltersOf } from '@aqar/domain/reports/report-registry';
import type { ReportQuery } from '../report-runner.ts';
import { SqlParams } from '../report-sql.ts';
import {
  asOfDay,
  collectionColumns,
  contractColumns,
  contractFactsCte,
  contractWhere,
} from './contract-cheque-sql.ts';

export const servicesContractsQuery: ReportQuery<ReportFiltersOf<'services-contracts'>> = (
  filters,
  _db,
  names,
) => {
  const p = new SqlParams();
  const asOf = asOfDay(p, filters.asOf);
  const where = [
    ...contractWhere(p, asOf, filters),
    filters.daysLeft !== null ? `c.end_duration_date - ${asOf} <= ${p.add(filters.daysLeft, 'int')}` : '',
  ].filter(Boolean);
  return {
    sql: `with ${contractFactsCte(names, asOf, where)}
      select ${contractColumns}, f.discount_base as "discountValue", f.end_duration_date - f.as_of as "days",
             f.termination_date as "terminationDate",
             case when f.terminated and f.rest_base > 0 then f.rest_base else 0 end as "dueToTenant",
             case when f.terminated and f.rest_base < 0 then -f.rest_base else 0 end as "dueToOwner",
             case when f.previous_contract_id is null then 'new' else 'renewal' end as "inputCase",
             f.clearance_printed_date as "clearancePrintedDate", f.note as "note",
             ${collectionColumns},
             row_number() over (order by f.end_duration_date nulls last, f.number) as "__seq"
        from contract_facts f`,
    params: p.values,
  };
};
