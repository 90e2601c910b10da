import type { ReportFiltersOf } from '@aqar/domain/reports/report-registry';
import type { ReportQuery } from '../report-runner.ts';
import { SqlParams } from '../report-sql.ts';
import { asOfDay, contractColumns, contractFactsCte, contractWhere } from './contract-cheque-sql.ts';

/** Running (not terminated, not renewed) and ending within the chosen days, the as-of day included. */
export const nearToExpireContractsQuery: ReportQuery<ReportFiltersOf<'near-to-expire-contracts'>> = (
  filters,
  _db,
  names,
) => {
  const p = new SqlParams();
  const asOf = asOfDay(p, filters.asOf);
  const where = [
    ...contractWhere(p, asOf, { clientId: filters.clientId, buildingId: filters.buildingId }),
    `c.end_duration_date >= ${asOf}`,
    `c.end_duration_date <= ${asOf} + ${p.add(Number(filters.within), 'int')}`,
    'not c.terminated',
    'not c.renewed',
  ];
  return {
    sql: `with ${contractFactsCte(names, asOf, where)}
      select ${contractColumns}, f.owner_name as "owner", f.unit_type as "unitType", f.unit_floor as "floor",
             f.description as "description", f.end_duration_date - f.as_of as "days",
             row_number() over (order by f.end_duration_date, f.number) as "__seq"
        from contract_facts f`,
    params: p.values,
  };
};
