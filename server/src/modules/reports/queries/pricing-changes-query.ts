import type { ReportFiltersOf } from '@aqar/domain/reports/report-registry';
import type { ReportQuery } from '../report-runner.ts';
import { nameOf, SqlParams } from '../report-sql.ts';

/** The rows of the flats' rental or selling price history, each beside the price before it. */
export const pricingChangesQuery =
  (
    grid: 'apartment_rental_prices' | 'apartment_selling_prices',
  ): ReportQuery<ReportFiltersOf<'changes-flats-rent-pricing-report'>> =>
  (filters, _db, names) => {
    const p = new SqlParams();
    const where = [
      filters.buildingId ? `a.building_id = ${p.add(filters.buildingId, 'uuid')}` : '',
      filters.propertyNo ? `a.apartment_no ilike '%' || ${p.add(filters.propertyNo, 'text')} || '%'` : '',
      filters.from ? `h.date >= ${p.add(filters.from, 'date')}` : '',
      filters.to ? `h.date <= ${p.add(filters.to, 'date')}` : '',
      filters.areaFrom ? `a.area >= ${p.add(filters.areaFrom, 'numeric')}` : '',
      filters.areaTo ? `a.area <= ${p.add(filters.areaTo, 'numeric')}` : '',
    ].filter(Boolean);
    const sql = `with history as (
        select g.*, lag(g.price) over (partition by g.parent_id order by g.date nulls first, g.position) as previous
          from ${grid} g)
      select ${nameOf('b', names)} as "building", a.apartment_no as "unitNo", a.floor_no as "floor",
             a.area as "area", h.date as "date", h.previous as "previousPrice", h.price as "price",
             h.price - h.previous as "change", cur.code as "currency", h.note as "note",
             row_number() over (order by b.name, a.apartment_no, h.date nulls first, h.position) as "__seq"
        from history h
        join apartments a on a.id = h.parent_id
        left join buildings b on b.id = a.building_id
        left join currencies cur on cur.id = h.currency_id
       ${where.length ? `where ${where.join(' and ')}` : ''}`;
    return { sql, params: p.values };
  };
