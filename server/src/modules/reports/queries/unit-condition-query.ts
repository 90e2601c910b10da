import { unitKinds } from '@aqar/domain/reports/realty-report-blocks';
import type { ReportFiltersOf } from '@aqar/domain/reports/report-registry';
import type { ReportQuery } from '../report-runner.ts';
import { SqlParams } from '../report-sql.ts';
import { conditionsCte } from './lease-query.ts';
import { dayOr, unitsCte } from './realty-sql.ts';

/** Every unit's condition on the date, with the dates of the contract or reservation holding it. */
export const unitConditionQuery: ReportQuery<ReportFiltersOf<'unit-condition-for-construction-report'>> = (
  filters,
  _db,
  names,
) => {
  const p = new SqlParams();
  const day = dayOr(p, filters.asOf);
  const units = unitsCte(p, { ...filters, kinds: filters.kinds.length ? filters.kinds : unitKinds }, names);
  const chosen = filters.conditions.length
    ? `where s.condition = any(${p.add(filters.conditions, 'text[]')})`
    : '';
  const sql = `with ${units}, ${conditionsCte(day)}
    select u.building as "building", u.unit_no as "unitNo", u.unit_type as "unitKind", u.floor_no as "floor",
           u.area as "area", u.description as "description", s.condition as "condition",
           s.from_date as "from", s.to_date as "to", 1 as "units",
           row_number() over (order by u.building nulls first, u.unit_no, u.id) as "__seq"
      from units u join conditions s on s.unit_id = u.id
     ${chosen}`;
  return { sql, params: p.values };
};
