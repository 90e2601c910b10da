import { unitKinds } from '@aqar/domain/reports/realty-report-blocks';
import type { ReportFiltersOf } from '@aqar/domain/reports/report-registry';
import type { ReportQuery } from '../report-runner.ts';
import { nameOf, SqlParams } from '../report-sql.ts';
import { assetsTypeOfKind, dayOr, unitsCte } from './realty-sql.ts';

/**
 * Reservations of units: booked while one holds its unit on the date (not marked expired, not past
 * its end), cancelled otherwise.
 */
export const reservedUnitsQuery: ReportQuery<ReportFiltersOf<'reserved-units-report'>> = (
  filters,
  _db,
  names,
) => {
  const p = new SqlParams();
  const day = dayOr(p, filters.asOf);
  const units = unitsCte(p, { ...filters, kinds: filters.kinds.length ? filters.kinds : unitKinds }, names);
  const booked = `(not r.reservation_expired and (r.end_book_date is null or r.end_book_date >= ${day}))`;
  const where = [
    filters.booking === 'reserved' ? booked : '',
    filters.booking === 'canceled' ? `not ${booked}` : '',
    filters.remainingDaysBelow !== null
      ? `r.end_book_date - ${day} < ${p.add(filters.remainingDaysBelow, 'int')}`
      : '',
    filters.bookFrom ? `r.book_date >= ${p.add(filters.bookFrom, 'date')}` : '',
    filters.bookTo ? `r.book_date <= ${p.add(filters.bookTo, 'date')}` : '',
    filters.accountId ? `r.account_id = ${p.add(filters.accountId, 'uuid')}` : '',
  ].filter(Boolean);
  const kindOf = `(case r.property_type ${Object.entries(assetsTypeOfKind)
    .map(([kind, type]) => `when ${type} then '${kind}'`)
    .join(' ')} end)`;
  const sql = `with ${units}
    select u.building as "building", u.unit_no as "unitNo", u.unit_type as "unitKind", u.floor_no as "floor",
           u.area as "area", u.description as "description", ${nameOf('a', names)} as "customer",
           r.book_date as "bookDate", r.end_book_date as "endBookDate",
           case when ${booked} then 'reserved' else 'canceled' end as "booking",
           case when r.has_payment then r.payment_amount end as "paymentAmount",
           r.end_book_date - ${day} as "remainingDays", r.note as "note",
           row_number() over (order by r.book_date, r.number) as "__seq"
      from reservation_properties r
      join units u on u.id = r.property_id and u.kind = ${kindOf}
      left join accounts a on a.id = r.account_id
     ${where.length ? `where ${where.join(' and ')}` : ''}`;
  return { sql, params: p.values };
};
