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

/**
 * The contract report (= disclosure). At termination `owner_rest_amount` is the rest: positive is
 * due back to the tenant, negative is due from the tenant (to the owner).
 */
export const contractsQuery: ReportQuery<ReportFiltersOf<'contracts'>> = (filters, _db, names) => {
  const p = new SqlParams();
  const asOf = asOfDay(p, filters.asOf);
  return {
    sql: `with ${contractFactsCte(names, asOf, contractWhere(p, asOf, filters))}
      select ${contractColumns}, f.unit_type as "unitType", f.description as "description",
             f.discount_base as "discountValue", f.vat_base as "vatValue",
             f.previous_deposit_base as "previousDeposit", f.deposit_base as "currentDeposit",
             f.previous_deposit_base + f.deposit_base as "totalDeposit", f.termination_date as "terminationDate",
             case when f.terminated and f.rest_base > 0 then f.rest_base else 0 end as "dueToTenant",
             case when f.terminated and f.rest_base < 0 then -f.rest_base else 0 end as "dueToOwner",
             f.commission_base as "commissionValue", f.before_vat_base + f.commission_base as "totalRevenue",
             case when f.previous_contract_id is null then 'new' else 'renewal' end as "inputCase",
             f.clearance_printed_date as "clearancePrintedDate",
             case when f.lawsuit then 'yes' else 'no' end as "lawsuit",
             ${collectionColumns},
             row_number() over (order by f.number) as "__seq"
        from contract_facts f`,
    params: p.values,
  };
};
