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

const paidTypes = ['', 'installment', 'cash', 'later'];

export const contractPaymentsQuery: ReportQuery<ReportFiltersOf<'contract-payments'>> = (
  filters,
  _db,
  names,
) => {
  const p = new SqlParams();
  const asOf = asOfDay(p, filters.asOf);
  return {
    sql: `with ${contractFactsCte(names, asOf, contractWhere(p, asOf, filters))}
      select ${contractColumns}, f.contract_value_base as "contractValue", f.discount_rate as "discountRate",
             f.discount_base as "discountValue", f.previous_deposit_base as "previousDeposit",
             f.deposit_base as "currentDeposit",
             (array[${paidTypes.map((t) => `'${t}'`).join(', ')}])[coalesce(f.paid_type, 0) + 1] as "paidType",
             ${collectionColumns},
             row_number() over (order by f.number) as "__seq"
        from contract_facts f`,
    params: p.values,
  };
};
