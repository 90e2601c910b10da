import { categoryProblem } from '@aqar/domain/entities/maintenance/category-problem';
import { serviceStatus } from '@aqar/domain/entities/maintenance/service-status';
import {
  freeWorkers,
  jobRange,
  type TimeRange,
  type WorkerCalendar,
} from '@aqar/domain/entities/maintenance/technician-availability';
import type { Queryable } from '../../db/client.ts';
import { ident } from '../../resources/record-sql.ts';

const workerCardType = 4;

export interface JobAsked {
  categoryId: string;
  start: number;
  minutes: number;
  /** The order being edited: its own stored bookings are the ones its write replaces. */
  serviceId?: string | null;
  /** Bookings of the same write not stored yet (earlier rows of the order's workers grid). */
  pending?: readonly { workerUserId: string; range: TimeRange }[];
  /** Only these workers (a write checks the one chosen); all of the category otherwise. */
  workerIds?: readonly string[];
}

/** A problem's minutes and category, or undefined when there is no such problem. */
export const problemOf = async (db: Queryable, id: string) => {
  const { rows } = await db.query<{ minutes: number; category_id: string; price: string | null }>(
    `select minutes, category_id, price::text from ${ident(categoryProblem.table)} where id = $1`,
    [id],
  );
  return rows[0];
};

const iso = (instant: number) => new Date(instant).toISOString();

/**
 * The workers (card type 4) of the category free for the job: their work times that cover it and
 * their bookings that overlap it are read in one round trip each; the pure rule decides
 * (`freeWorkers`). Bookings of rejected orders free the worker again.
 */
export const availableWorkerIds = async (db: Queryable, job: JobAsked): Promise<string[]> => {
  const range = jobRange(job.start, job.minutes);
  const { rows: workers } = await db.query<{ id: string }>(
    `select u.id from users u
      where u.card_type = ${workerCardType}
        and exists (select 1 from user_worker_categories c where c.parent_id = u.id and c.category_id = $1)
        and ($2::uuid[] is null or u.id = any($2::uuid[]))
      order by u.name, u.number`,
    [job.categoryId, job.workerIds ? [...job.workerIds] : null],
  );
  if (workers.length === 0) return [];
  const ids = workers.map((worker) => worker.id);
  const [{ rows: times }, { rows: booked }] = await Promise.all([
    db.query<{ user_id: string; start: number | string; end: number | string }>(
      `select user_id, (extract(epoch from work_time_start) * 1000)::float8 as "start",
              (extract(epoch from work_time_end) * 1000)::float8 as "end" from user_work_times
        where user_id = any($1::uuid[]) and work_time_start <= $2 and work_time_end >= $3`,
      [ids, iso(range.start), iso(range.end)],
    ),
    db.query<{ user_id: string; start: number | string; end: number | string }>(
      `select w.worker_user_id as user_id, (extract(epoch from w.booking_start_date) * 1000)::float8 as "start",
              (extract(epoch from w.booking_end_date) * 1000)::float8 as "end"
         from service_workers w join services s on s.id = w.parent_id
        where w.worker_user_id = any($1::uuid[]) and s.status <> ${serviceStatus.rejected}
          and ($4::uuid is null or s.id <> $4::uuid)
          and w.booking_start_date < $3 and w.booking_end_date > $2`,
      [ids, iso(range.start), iso(range.end), job.serviceId ?? null],
    ),
  ]);
  // Epoch milliseconds, read as numbers whichever driver answers.
  const toRange = (row: { start: number | string; end: number | string }) => ({
    start: Number(row.start),
    end: Number(row.end),
  });
  const calendars: WorkerCalendar[] = ids.map((id) => ({
    id,
    categoryIds: [job.categoryId],
    workTimes: times.filter((row) => row.user_id === id).map(toRange),
    bookings: [
      ...booked.filter((row) => row.user_id === id).map(toRange),
      ...(job.pending ?? []).filter((row) => row.workerUserId === id).map((row) => row.range),
    ],
  }));
  return freeWorkers(calendars, job.categoryId, job.start, job.minutes).map((worker) => worker.id);
};
