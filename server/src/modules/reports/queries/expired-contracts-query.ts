import type { ReportFiltersOf } from '@aqar/domain/reports/report-registry';
import type { ReportQuery } from '../report-runner.ts';
import { SqlParams } from '../report-sql.ts';
import { asOfDay, contractColumns, contractFactsCte, contractWhere } from './contract-cheque-sql.ts';

/** Ended before the as-of day, neither terminated nor renewed. */
export const expiredContractsQuery: ReportQuery<ReportFiltersOf<'expired-contracts'>> = (
  filters,
  _db,
  names,
) => {
  const p = new SqlParams();
  const asOf = asOfDay(p, filters.asOf);
  const where = [
    ...contractWhere(p, asOf, { clientId: filters.clientId, buildingId: filters.buildingId }),
    `c.end_duration_date < ${asOf}`,
    'not c.terminated',
    'not c.renewed',
    filters.fromDays !== null ? `${asOf} - c.end_duration_date >= ${p.add(filters.fromDays, 'int')}` : '',
    filters.toDays !== null ? `${asOf} - c.end_duration_date <= ${p.add(filters.toDays, 'int')}` : '',
    filters.from ? `c.end_duration_date >= ${p.add(filters.from, 'date')}` : '',
    filters.to ? `c.end_duration_date <= ${p.add(filters.to, 'date')}` : '',
  ].filter(Boolean);
  return {
    sql: `with ${contractFactsCte(names, asOf, where)}
      select ${contractColumns}, f.owner_name as "owner", f.unit_type as "unitType", f.unit_floor as "floor",
             f.description as "description", f.as_of - f.end_duration_date as "days",
             coalesce(f.contracts_number_prev, 0) as "previousContracts",
             row_number() over (order by f.end_duration_date, f.number) as "__seq"
        from contract_facts f`,
    params: p.values,
  };
};
