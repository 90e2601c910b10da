import { unitKinds } from '@aqar/domain/reports/realty-report-blocks';
import type { ReportFiltersOf } from '@aqar/domain/reports/report-registry';
import type { ReportQuery } from '../report-runner.ts';
import { SqlParams } from '../report-sql.ts';
import {
  contractAmount,
  contractUnit,
  dayOr,
  occupancy,
  rentType,
  unitsCte,
  userName,
} from './realty-sql.ts';

/**
 * Rent contracts holding their unit on the date whose evacuation date (else termination date, else
 * end) is within `days` days.
 */
export const unitsWillVacatedQuery: ReportQuery<ReportFiltersOf<'units-will-vacated-report'>> = (
  filters,
  _db,
  names,
) => {
  const p = new SqlParams();
  const day = dayOr(p, filters.asOf);
  const units = unitsCte(p, { ...filters, kinds: filters.kinds.length ? filters.kinds : unitKinds }, names);
  // A terminated contract leaves on its termination date, before its end.
  const leaving =
    'coalesce(c.evacuation_date, case when c.terminated then c.termination_date end, c.end_duration_date)';
  const where = [
    `c.contract_type = ${rentType}`,
    `${occupancy()} @> ${day}`,
    `${leaving} - ${day} between 0 and ${p.add(filters.days, 'int')}`,
    filters.clientId ? `c.client_id = ${p.add(filters.clientId, 'uuid')}` : '',
  ].filter(Boolean);
  const sql = `with ${units}
    select c.number as "contractNo", ${userName('cl', names)} as "tenant", u.building as "building",
           u.unit_no as "unitNo", u.unit_type as "unitKind", u.floor_no as "floor", u.area as "area",
           u.description as "description", c.start_duration_date as "startDate", c.end_duration_date as "endDate",
           c.evacuation_date as "evacuationDate", ${leaving} - ${day} as "daysLeft",
           ${contractAmount()} as "contractAmount", c.note as "note",
           row_number() over (order by ${leaving}, c.number) as "__seq"
      from contracts c
      join units u on u.id = ${contractUnit()}
      left join users cl on cl.id = c.client_id
     where ${where.join(' and ')}`;
  return { sql, params: p.values };
};
