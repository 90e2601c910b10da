import type { ReportFiltersOf } from '@aqar/domain/reports/report-registry';
import type { ReportQuery } from '../report-runner.ts';
import { nameOf, SqlParams } from '../report-sql.ts';
import { unitsCte } from './realty-sql.ts';

const statusIds = { pending: 1, returned: 2, rejected: 3, approval: 4, underway: 5, done: 6 } as const;
const workerStatusIds = { received: 1, inProgress: 2, completed: 3 } as const;

/** Day of an instant, as the report's dates are compared and shown (UTC, the server's calendar). */
const dayOf = (column: string) => `(${column} at time zone 'UTC')::date`;
const yesNo = (condition: string) => `case when ${condition} then 'yes' else 'no' end`;

/**
 * One row per maintenance order: its unit (of any kind), its first customer request, its workers
 * (names joined, the least advanced worker status), its average rating, whether it has materials
 * and how many pauses it had. A worker, category problem or worker status filter keeps the orders
 * with a booking that matches.
 */
export const complaintsQuery: ReportQuery<ReportFiltersOf<'complaints'>> = (filters, _db, names) => {
  const p = new SqlParams();
  const bookingWhere = [
    filters.workerId ? `w.worker_user_id = ${p.add(filters.workerId, 'uuid')}` : '',
    filters.categoryProblemId ? `w.category_problem_id = ${p.add(filters.categoryProblemId, 'uuid')}` : '',
    filters.workerStatus !== 'all' ? `w.worker_status = ${workerStatusIds[filters.workerStatus]}` : '',
  ].filter(Boolean);
  const where = [
    filters.buildingId ? `s.building_id = ${p.add(filters.buildingId, 'uuid')}` : '',
    filters.categoryId ? `s.category_id = ${p.add(filters.categoryId, 'uuid')}` : '',
    filters.note
      ? `(s.title ilike '%' || ${p.add(filters.note, 'text')} || '%' or s.description ilike '%' || ${p.add(filters.note, 'text')} || '%')`
      : '',
    filters.complaintStatus !== 'all' ? `s.status = ${statusIds[filters.complaintStatus]}` : '',
    filters.paidStatus === 'paid' ? 's.is_paid' : filters.paidStatus === 'free' ? 'not s.is_paid' : '',
    filters.approved === 'approved'
      ? 's.approved'
      : filters.approved === 'notApproved'
        ? 'not s.approved'
        : '',
    filters.from ? `${dayOf('s.start_date')} >= ${p.add(filters.from, 'date')}` : '',
    filters.to ? `${dayOf('s.start_date')} <= ${p.add(filters.to, 'date')}` : '',
    bookingWhere.length > 0
      ? `exists (select 1 from service_workers w where w.parent_id = s.id and ${bookingWhere.join(' and ')})`
      : '',
  ].filter(Boolean);
  return {
    sql: `with ${unitsCte(p, { kinds: ['apartment', 'shop', 'parking', 'land', 'villa'] }, names)}
      select s.id as "serviceId", s.number as "number",
             ${dayOf('s.start_date')}::text as "startDate", ${dayOf('s.end_date')}::text as "endDate",
             ${nameOf('b', names)} as "building", u.unit_no as "unit", s.unit_type as "unitType",
             ${yesNo('s.is_default')} as "isDefault", round(coalesce(s.total, 0), 4) as "total",
             s.code as "code", s.status as "status", ct.number::text as "contractNumber",
             s.payment_method as "paymentMethod", ${nameOf('cu', names)} as "customer",
             coalesce(r.phone, cu.phone) as "phone", ${yesNo('s.approved')} as "approved",
             ${yesNo('coalesce(r.returned, false)')} as "returned", s.title as "title",
             s.description as "description", ${nameOf('cat', names)} as "category",
             wk.names as "worker", wk.status as "workerStatus", rt.rate as "workerRate",
             ${yesNo('exists (select 1 from service_materials m where m.parent_id = s.id)')} as "hasMaterial",
             (select count(*) from service_lack_reasons l where l.parent_id = s.id)::int as "lackReasonCount",
             row_number() over (order by s.number) as "__seq"
        from services s
        left join buildings b on b.id = s.building_id
        left join units u on u.unit_type = s.unit_type and u.id = s.unit_id
        left join categories cat on cat.id = s.category_id
        left join lateral (select * from service_customer_requests r where r.parent_id = s.id
                            order by r.position limit 1) r on true
        left join users cu on cu.id = r.customer_user_id
        left join contracts ct on ct.id = r.contract_id
        left join lateral (select string_agg(distinct ${nameOf('wu', names)}, ', ') as names,
                                  min(w.worker_status)::int as status
                             from service_workers w join users wu on wu.id = w.worker_user_id
                            where w.parent_id = s.id) wk on true
        left join lateral (select round(avg(x.rating), 2)::text as rate from service_worker_rates x
                            where x.parent_id = s.id) rt on true
       ${where.length > 0 ? `where ${where.join(' and ')}` : ''}`,
    params: p.values,
  };
};
