import type { UnitKind } from '@aqar/domain/reports/realty-report-blocks';
import type { ReportFiltersOf } from '@aqar/domain/reports/report-registry';
import type { ReportQuery } from '../report-runner.ts';
import { SqlParams } from '../report-sql.ts';
import {
  assetsTypeOfKind,
  collectedJoins,
  contractAmount,
  contractStatusOn,
  contractUnit,
  dayOr,
  discountedAmount,
  occupancy,
  rentType,
  saleType,
  unitsCte,
  userName,
} from './realty-sql.ts';

/** The filters every leased / non-leased report takes, of whichever kinds it covers. */
type LeaseFilters = Omit<ReportFiltersOf<'lease-units-report'>, 'kinds'> & { kinds: UnitKind[] };

/**
 * `conditions(unit_id, condition, from_date, to_date, contract_id)`: each unit's condition on day
 * `day`, first that applies: leased, sold, under lawsuit, blocked, reserved, vacant (the
 * definitions' help), with the dates of the contract or reservation that holds it.
 */
export const conditionsCte = (day: string) => `held as (
    select distinct on (${contractUnit()}) ${contractUnit()} as unit_id, c.id, c.contract_type,
           c.start_duration_date, c.end_duration_date, coalesce(c.property_delivery_date, c.issue_date) as sale_date
      from contracts c
     where ${contractUnit()} is not null and ${occupancy()} @> ${day}
     order by ${contractUnit()}, c.contract_type desc, c.start_duration_date desc nulls last),
  booked as (
    select distinct on (r.property_type, r.property_id) r.property_type, r.property_id, r.book_date, r.end_book_date
      from reservation_properties r
     where not r.reservation_expired and (r.book_date is null or r.book_date <= ${day})
       and (r.end_book_date is null or r.end_book_date >= ${day})
     order by r.property_type, r.property_id, r.book_date desc nulls last),
  conditions as (
    select u.id as unit_id,
           case when h.contract_type = ${rentType} then 'leased'
                when h.contract_type = ${saleType} then 'sold'
                when u.has_lawsuit then 'underLawsuit'
                when u.blocked then 'blocked'
                when k.property_id is not null then 'reserved'
                else 'vacant' end as condition,
           case when h.contract_type = ${rentType} then h.start_duration_date
                when h.contract_type = ${saleType} then h.sale_date
                when not u.has_lawsuit and not u.blocked then k.book_date end as from_date,
           case when h.contract_type = ${rentType} then h.end_duration_date
                when h.contract_type is null and not u.has_lawsuit and not u.blocked then k.end_book_date end as to_date,
           h.id as contract_id
      from units u
      left join held h on h.unit_id = u.id
      left join booked k on k.property_id = u.id and k.property_type = (case u.kind
        ${Object.entries(assetsTypeOfKind)
          .map(([kind, type]) => `when '${kind}' then ${type}`)
          .join(' ')} end))`;

/**
 * A leased / non-leased report: every unit of the chosen kinds with the rent contract holding it
 * on the date, what was collected on that contract by then, occupancy and vacancy in the totals.
 */
export const leaseQuery =
  (kinds: readonly UnitKind[]): ReportQuery<LeaseFilters> =>
  (filters, _db, names) => {
    const p = new SqlParams();
    const day = dayOr(p, filters.asOf);
    const units = unitsCte(p, { ...filters, kinds: filters.kinds.length ? filters.kinds : kinds }, names);
    const where = [
      filters.leasingStatus === 'leased' ? `s.condition = 'leased'` : '',
      filters.leasingStatus === 'notLeased' ? `s.condition <> 'leased'` : '',
      filters.blockedUnits === 'blocked' ? 'u.blocked' : '',
      filters.blockedUnits === 'unblocked' ? 'not u.blocked' : '',
      filters.clientId ? `c.client_id = ${p.add(filters.clientId, 'uuid')}` : '',
      filters.rentFrom ? `x.annual_rent >= ${p.add(filters.rentFrom, 'numeric')}` : '',
      filters.rentTo ? `x.annual_rent <= ${p.add(filters.rentTo, 'numeric')}` : '',
    ].filter(Boolean);
    const sql = `with ${units}, ${conditionsCte(day)}
      select u.building as "building", u.unit_no as "unitNo", u.unit_type as "unitKind", u.floor_no as "floor",
             u.area as "area", u.description as "description", s.condition as "leasingStatus",
             ${userName('cl', names)} as "tenant", c.number as "contractNo",
             c.start_duration_date as "startDate", c.end_duration_date as "endDate",
             ${`case when c.id is not null then ${contractStatusOn('c', day)} end`} as "contractStatus",
             x.annual_rent as "annualRent", ${`case when c.id is not null then ${contractAmount()} end`} as "contractAmount",
             case when c.id is not null then paid_chq.amount + paid_cash.amount end as "paidToDate",
             case when c.id is not null then greatest(${contractAmount()} - paid_chq.amount - paid_cash.amount, 0) end as "outstanding",
             case when c.id is not null then coalesce(c.current_securing_value, 0) + coalesce(c.previous_securing, 0) end as "deposit",
             case when c.id is not null then paid_chq.amount end as "collectedCheques",
             case when c.id is not null then paid_cash.amount end as "receivedCash",
             null::numeric as "occupancy", null::numeric as "vacancy",
             row_number() over (order by u.building nulls first, u.unit_no, u.id) as "__seq"
        from units u
        join conditions s on s.unit_id = u.id
        left join contracts c on c.id = s.contract_id and c.contract_type = ${rentType}
        left join users cl on cl.id = c.client_id
        left join lateral (select round(${discountedAmount()} * 365
            / nullif(c.end_duration_date - c.start_duration_date + 1, 0), 4) as annual_rent) x on true
        ${collectedJoins('c', 'null::date', day)}
       ${where.length ? `where ${where.join(' and ')}` : ''}`;
    const share = (condition: string) =>
      `round(100.0 * count(*) filter (where ${condition}) / nullif(count(*), 0), 2)`;
    return {
      sql,
      params: p.values,
      totals: {
        occupancy: share(`r."leasingStatus" = 'leased'`),
        vacancy: share(`r."leasingStatus" <> 'leased'`),
      },
    };
  };
