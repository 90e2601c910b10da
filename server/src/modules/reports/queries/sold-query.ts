import type { UnitKind } from '@aqar/domain/reports/realty-report-blocks';
import type { ReportFiltersOf } from '@aqar/domain/reports/report-registry';
import type { ReportQuery } from '../report-runner.ts';
import { SqlParams } from '../report-sql.ts';
import {
  collectedJoins,
  contractAmount,
  contractUnit,
  dayOr,
  occupancy,
  saleType,
  unitsCte,
  userName,
} from './realty-sql.ts';

/** The filters every sold / unsold report takes, of whichever kinds it covers. */
type SoldFilters = Omit<ReportFiltersOf<'sold-units-report'>, 'kinds'> & { kinds: UnitKind[] };

/**
 * A sold / unsold report: every unit of the chosen kinds with the sale contract holding it on the
 * date (a sale not terminated, from its delivery or issue date on) and what was collected on it.
 */
export const soldQuery =
  (kinds: readonly UnitKind[]): ReportQuery<SoldFilters> =>
  (filters, _db, names) => {
    const p = new SqlParams();
    const day = dayOr(p, filters.asOf);
    const units = unitsCte(p, { ...filters, kinds: filters.kinds.length ? filters.kinds : kinds }, names);
    const where = [
      filters.saleStatus === 'sold' ? 'c.id is not null' : '',
      filters.saleStatus === 'unsold' ? 'c.id is null' : '',
      filters.clientId ? `c.client_id = ${p.add(filters.clientId, 'uuid')}` : '',
    ].filter(Boolean);
    const sql = `with ${units},
      sales as (
        select distinct on (${contractUnit()}) ${contractUnit()} as unit_id, c.*
          from contracts c
         where c.contract_type = ${saleType} and ${contractUnit()} is not null and ${occupancy()} @> ${day}
         order by ${contractUnit()}, c.issue_date desc nulls last)
      select u.building as "building", u.unit_no as "unitNo", u.unit_type as "unitKind", u.floor_no as "floor",
             u.area as "area", u.description as "description",
             case when c.id is null then 'unsold' else 'sold' end as "saleStatus",
             ${userName('cl', names)} as "customer", c.number as "contractNo",
             coalesce(c.property_delivery_date, c.issue_date) as "contractDate",
             case when c.id is not null then ${contractAmount()} end as "contractAmount",
             case when c.id is not null then paid_chq.amount end as "collectedCheques",
             case when c.id is not null then paid_cash.amount end as "receivedCash",
             case when c.id is not null then paid_chq.amount + paid_cash.amount end as "totalCollected",
             case when c.id is not null then greatest(${contractAmount()} - paid_chq.amount - paid_cash.amount, 0) end as "totalUncollected",
             case when c.id is null then 0 else 1 end as "soldUnits",
             row_number() over (order by u.building nulls first, u.unit_no, u.id) as "__seq"
        from units u
        left join sales c on c.unit_id = u.id
        left join users cl on cl.id = c.client_id
        ${collectedJoins('c', 'null::date', day)}
       ${where.length ? `where ${where.join(' and ')}` : ''}`;
    return { sql, params: p.values };
  };
