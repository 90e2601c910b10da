/**
 * Technician availability (domain-reference 2.32): a worker (card type 4) of the order's category
 * can take a job from `start` for the problem's minutes when one of their work times covers the
 * whole job and none of their other bookings overlaps it. Instants are milliseconds since the
 * epoch; a work time and a booking are half-open ranges [start, end), so a job may begin the
 * moment another ends.
 */
export interface TimeRange {
  start: number;
  end: number;
}

export interface WorkerCalendar {
  id: string;
  /** Categories the worker works in (the card's `workerCategories`). */
  categoryIds: readonly string[];
  workTimes: readonly TimeRange[];
  /** Jobs already booked on other orders (and other rows of this one). */
  bookings: readonly TimeRange[];
}

const minuteMs = 60_000;

/** The job's range: from its start for the problem's minutes. */
export const jobRange = (start: number, minutes: number): TimeRange => ({
  start,
  end: start + minutes * minuteMs,
});

const overlaps = (a: TimeRange, b: TimeRange) => a.start < b.end && b.start < a.end;
const covers = (outer: TimeRange, inner: TimeRange) => outer.start <= inner.start && inner.end <= outer.end;

/** Whether this worker can take the job of `categoryId` over `job`. */
export const isWorkerFree = (worker: WorkerCalendar, categoryId: string, job: TimeRange): boolean =>
  worker.categoryIds.includes(categoryId) &&
  worker.workTimes.some((time) => covers(time, job)) &&
  !worker.bookings.some((booking) => overlaps(booking, job));

/** The workers free for the job, in the order given. */
export const freeWorkers = (
  workers: readonly WorkerCalendar[],
  categoryId: string,
  start: number,
  minutes: number,
): WorkerCalendar[] => {
  const job = jobRange(start, minutes);
  return workers.filter((worker) => isWorkerFree(worker, categoryId, job));
};
