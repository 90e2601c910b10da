import { unitKinds } from '@aqar/domain/reports/realty-report-blocks';
import type { ReportFiltersOf } from '@aqar/domain/reports/report-registry';
import type { ReportQuery } from '../report-runner.ts';
import { SqlParams } from '../report-sql.ts';
import { contractUnit, occupancy, rentType, unitsCte, userName } from './realty-sql.ts';

/**
 * Per unit, the rent contracts whose days meet the range and the days of the range no contract
 * held: the union of the contracts' days inside the range, counted, taken from the range's days.
 */
export const leasedPropertyActivityQuery: ReportQuery<ReportFiltersOf<'leased-property-activity-report'>> = (
  filters,
  _db,
  names,
) => {
  const p = new SqlParams();
  const range = `daterange(${p.add(filters.from, 'date')}, ${p.add(filters.to, 'date')}, '[]')`;
  const units = unitsCte(p, { ...filters, kinds: filters.kinds.length ? filters.kinds : unitKinds }, names);
  const client = filters.clientId ? p.add(filters.clientId, 'uuid') : null;
  const minEmpty = filters.minEmptyDays !== null ? p.add(filters.minEmptyDays, 'int') : null;
  const sql = `with ${units},
    spans as (
      select ${contractUnit()} as unit_id, c.id, c.client_id, ${occupancy()} * ${range} as days
        from contracts c
       where c.contract_type = ${rentType} and ${contractUnit()} is not null and ${occupancy()} && ${range}),
    activity as (
      select s.unit_id, count(*) as contracts, range_agg(s.days) as days,
             string_agg(distinct ${userName('cl', names)}, ', ') as clients,
             bool_or(${client ? `s.client_id = ${client}` : 'true'}) as of_client
        from spans s left join users cl on cl.id = s.client_id
       group by s.unit_id),
    counted as (
      select u.*, coalesce(a.contracts, 0) as contracts, a.clients, coalesce(a.of_client, false) as of_client,
             lower(a.days) as first_date, upper(a.days) - 1 as last_date,
             coalesce((select sum(upper(d) - lower(d)) from unnest(a.days) d), 0) as leased_days
        from units u left join activity a on a.unit_id = u.id)
    select building as "building", unit_no as "unitNo", unit_type as "unitKind", floor_no as "floor", area as "area",
           description as "description", contracts as "contracts", clients as "clients",
           first_date as "firstDate", last_date as "lastDate", leased_days as "leasedDays",
           (upper(${range}) - lower(${range})) - leased_days as "emptyDays",
           row_number() over (order by building nulls first, unit_no, id) as "__seq"
      from counted
     where true ${client ? 'and of_client' : ''}
           ${minEmpty ? `and (upper(${range}) - lower(${range})) - leased_days >= ${minEmpty}` : ''}`;
  return { sql, params: p.values };
};
