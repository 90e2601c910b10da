import { unitKinds } from '@aqar/domain/reports/realty-report-blocks';
import type { ReportFiltersOf } from '@aqar/domain/reports/report-registry';
import type { ReportQuery } from '../report-runner.ts';
import { SqlParams } from '../report-sql.ts';
import {
  collectedJoins,
  contractUnit,
  dayOr,
  discountedAmount,
  rentType,
  unitsCte,
  userName,
} from './realty-sql.ts';

/*
 * Rent earned pro rata by day (the definitions' help): a rent contract of D days (first to last,
 * both counted) earns its discounted amount × d ÷ D over d of its days; a terminated one stops
 * earning on its termination date.
 */

/** The contract's days, first to last, both counted. */
const contractDays = `(c.end_duration_date - c.start_duration_date + 1)`;

/** The last day the contract earns: its end, or the day before its termination. */
const lastEarningDay = `(case when c.terminated and c.termination_date is not null
    then least(c.end_duration_date, c.termination_date - 1) else c.end_duration_date end)`;

/** Days of [from, to] the contract earns in (from null = its start). */
const earningDays = (from: string, to: string) =>
  `greatest(least(${to}, ${lastEarningDay}) - greatest(coalesce(${from}, c.start_duration_date), c.start_duration_date) + 1, 0)`;

const earned = (days: string) => `round(${discountedAmount()} * ${days} / nullif(${contractDays}, 0), 2)`;

interface ContractFilters {
  buildingId: string | null;
  clientId: string | null;
  terminationCase: 'all' | 'notTerminated' | 'terminated';
  propertyNo: string | null;
}

const contractsOf = (p: SqlParams, filters: ContractFilters) =>
  [
    `c.contract_type = ${rentType}`,
    'c.start_duration_date is not null and c.end_duration_date is not null',
    filters.clientId ? `c.client_id = ${p.add(filters.clientId, 'uuid')}` : '',
    filters.terminationCase === 'terminated' ? 'c.terminated' : '',
    filters.terminationCase === 'notTerminated' ? 'not c.terminated' : '',
  ].filter(Boolean);

export const earningRentalIncomeQuery: ReportQuery<ReportFiltersOf<'earning-rental-income-earned-report'>> = (
  filters,
  _db,
  names,
) => {
  const p = new SqlParams();
  const from = p.add(filters.from, 'date');
  const to = p.add(filters.to, 'date');
  const units = unitsCte(p, { ...filters, kinds: unitKinds }, names);
  const where = [
    ...contractsOf(p, filters),
    `c.start_duration_date <= ${to}`,
    `${lastEarningDay} >= ${from}`,
  ];
  const days = earningDays(from, to);
  const sql = `with ${units}
    select c.number as "contractNo", c.gov_number as "govNumber", u.building as "building", u.unit_no as "unitNo",
           u.unit_type as "unitKind", ${userName('cl', names)} as "tenant", c.start_duration_date as "startDate",
           c.end_duration_date as "endDate", case when c.terminated then c.termination_date end as "terminationDate",
           ${discountedAmount()} as "discountedAmount", ${contractDays} as "contractDays",
           round(${discountedAmount()} / nullif(${contractDays}, 0), 4) as "dailyIncome",
           ${days} as "revenueDays", ${earned(days)} as "income",
           case when c.start_duration_date between ${from} and ${to} then ${discountedAmount()} else 0 end as "billed",
           paid_chq.amount + paid_cash.amount as "collected",
           case when c.start_duration_date between ${from} and ${to} then coalesce(c.vat_value, 0) else 0 end as "vatValue",
           row_number() over (order by c.number, c.id) as "__seq"
      from contracts c
      join units u on u.id = ${contractUnit()}
      left join users cl on cl.id = c.client_id
      ${collectedJoins('c', from, to)}
     where ${where.join(' and ')}`;
  return { sql, params: p.values };
};

/**
 * What each rent contract billed or collected by the date but has not earned by it: value to date
 * (its discounted amount once started, what it earned when terminated by then, or what was
 * collected if more) − earned to date.
 */
export const unrealizedQuery: ReportQuery<ReportFiltersOf<'unrealized'>> = (filters, _db, names) => {
  const p = new SqlParams();
  const day = dayOr(p, filters.asOf);
  const units = unitsCte(p, { ...filters, kinds: unitKinds }, names);
  const earnedToDate = earned(earningDays('null::date', day));
  const billed = `(case when c.start_duration_date > ${day} then 0
      when c.terminated and c.termination_date is not null and c.termination_date <= ${day}
        then ${earned(earningDays('null::date', day))}
      else ${discountedAmount()} end)`;
  const sql = `with ${units}
    select c.number as "contractNo", u.building as "building", u.unit_no as "unitNo",
           ${userName('cl', names)} as "tenant", c.start_duration_date as "startDate", c.end_duration_date as "endDate",
           ${discountedAmount()} as "discountedAmount", paid_chq.amount + paid_cash.amount as "collected",
           greatest(${billed}, paid_chq.amount + paid_cash.amount) as "valueToDate",
           ${earnedToDate} as "earnedToDate",
           greatest(${billed}, paid_chq.amount + paid_cash.amount) - ${earnedToDate} as "unrealized",
           row_number() over (order by c.number, c.id) as "__seq"
      from contracts c
      join units u on u.id = ${contractUnit()}
      left join users cl on cl.id = c.client_id
      ${collectedJoins('c', 'null::date', day)}
     where ${contractsOf(p, filters).join(' and ')}`;
  return { sql, params: p.values };
};
