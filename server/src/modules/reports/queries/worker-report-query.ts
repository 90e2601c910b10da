import type { ReportFiltersOf } from '@aqar/domain/reports/report-registry';
import type { ReportQuery } from '../report-runner.ts';
import { nameOf, SqlParams } from '../report-sql.ts';

const rejected = 3;
const completed = 3;
const workerCardType = 4;

/**
 * One row per worker with bookings on orders (not rejected) that match the filters: the orders,
 * the orders' categories, the booked hours (Σ the problems' minutes ÷ 60), the completed bookings
 * and the average rating the worker got on any order. Workers with no matching booking are left
 * out; an hours range keeps workers whose hours fall in it.
 */
export const workerReportQuery: ReportQuery<ReportFiltersOf<'worker-report'>> = (filters, _db, names) => {
  const p = new SqlParams();
  const where = [
    `s.status <> ${rejected}`,
    filters.workerId ? `w.worker_user_id = ${p.add(filters.workerId, 'uuid')}` : '',
    filters.buildingId ? `s.building_id = ${p.add(filters.buildingId, 'uuid')}` : '',
    filters.categoryId ? `s.category_id = ${p.add(filters.categoryId, 'uuid')}` : '',
    filters.categoryProblemId ? `w.category_problem_id = ${p.add(filters.categoryProblemId, 'uuid')}` : '',
    filters.from ? `(w.booking_start_date at time zone 'UTC')::date >= ${p.add(filters.from, 'date')}` : '',
    filters.to ? `(w.booking_start_date at time zone 'UTC')::date <= ${p.add(filters.to, 'date')}` : '',
  ].filter(Boolean);
  const having = [
    filters.hoursFrom ? `hours >= ${p.add(filters.hoursFrom, 'numeric')}` : '',
    filters.hoursTo ? `hours <= ${p.add(filters.hoursTo, 'numeric')}` : '',
  ].filter(Boolean);
  return {
    sql: `with booked as (
        select w.worker_user_id as worker_id, count(distinct s.id)::int as orders,
               string_agg(distinct ${nameOf('cat', names)}, ', ') as category,
               round(sum(coalesce(w.total_minutes, 0)) / 60.0, 2) as hours,
               count(*) filter (where w.worker_status = ${completed})::int as completed
          from service_workers w
          join services s on s.id = w.parent_id
          left join categories cat on cat.id = s.category_id
         where ${where.join(' and ')}
         group by w.worker_user_id)
      select u.id as "workerId", ${nameOf('u', names)} as "name", k.orders as "orders", k.category as "category",
             k.hours as "totalHours", k.completed as "completed",
             (select round(avg(x.rating), 2)::text from service_worker_rates x where x.worker_user_id = u.id) as "rate",
             row_number() over (order by ${nameOf('u', names)}, u.number) as "__seq"
        from booked k join users u on u.id = k.worker_id and u.card_type = ${workerCardType}
       ${having.length > 0 ? `where ${having.map((condition) => condition.replace('hours', 'k.hours')).join(' and ')}` : ''}`,
    params: p.values,
  };
};
