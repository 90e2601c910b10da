import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { freeWorkers, isWorkerFree, jobRange, type WorkerCalendar } from './technician-availability.ts';

const at = (time: string) => Date.parse(`2030-03-04T${time}:00Z`);
const plumbing = 'plumbing';
const worker = (extra: Partial<WorkerCalendar> = {}): WorkerCalendar => ({
  id: 'w1',
  categoryIds: [plumbing],
  workTimes: [{ start: at('09:00'), end: at('14:00') }],
  bookings: [],
  ...extra,
});

describe('technician availability', () => {
  it('offers a worker of the category whose work time covers the whole job', () => {
    expect(isWorkerFree(worker(), plumbing, jobRange(at('09:00'), 60))).toBe(true);
    // Ends exactly when the shift ends.
    expect(isWorkerFree(worker(), plumbing, jobRange(at('13:30'), 30))).toBe(true);
  });

  it('refuses another category, a job running past the shift or outside it', () => {
    expect(isWorkerFree(worker(), 'electricity', jobRange(at('10:00'), 30))).toBe(false);
    expect(isWorkerFree(worker(), plumbing, jobRange(at('13:45'), 30))).toBe(false);
    expect(isWorkerFree(worker(), plumbing, jobRange(at('08:00'), 30))).toBe(false);
    expect(isWorkerFree(worker({ workTimes: [] }), plumbing, jobRange(at('10:00'), 30))).toBe(false);
  });

  it('refuses a job overlapping another booking, and allows one starting when it ends', () => {
    const busy = worker({ bookings: [{ start: at('10:00'), end: at('10:30') }] });
    expect(isWorkerFree(busy, plumbing, jobRange(at('09:45'), 30))).toBe(false);
    expect(isWorkerFree(busy, plumbing, jobRange(at('10:15'), 30))).toBe(false);
    expect(isWorkerFree(busy, plumbing, jobRange(at('10:30'), 30))).toBe(true);
    expect(isWorkerFree(busy, plumbing, jobRange(at('09:30'), 30))).toBe(true);
  });

  it('keeps exactly the free workers, in order', () => {
    const workers = [
      worker({ id: 'a' }),
      worker({ id: 'b', bookings: [{ start: at('11:00'), end: at('12:00') }] }),
      worker({ id: 'c', categoryIds: ['electricity'] }),
      worker({ id: 'd', workTimes: [{ start: at('17:00'), end: at('22:00') }] }),
    ];
    expect(freeWorkers(workers, plumbing, at('11:30'), 30).map((w) => w.id)).toEqual(['a']);
    expect(freeWorkers(workers, plumbing, at('09:00'), 120).map((w) => w.id)).toEqual(['a', 'b']);
  });

  it('never offers a worker with a booking overlapping the job (property)', () => {
    const minute = 60_000;
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 600 }),
        fc.integer({ min: 1, max: 240 }),
        fc.array(fc.tuple(fc.integer({ min: 0, max: 600 }), fc.integer({ min: 1, max: 240 })), {
          maxLength: 5,
        }),
        (startMinute, minutes, booked) => {
          const base = at('06:00');
          const bookings = booked.map(([s, m]) => ({
            start: base + s * minute,
            end: base + (s + m) * minute,
          }));
          const calendar = worker({ workTimes: [{ start: base, end: base + 1000 * minute }], bookings });
          const job = jobRange(base + startMinute * minute, minutes);
          const clash = bookings.some((b) => b.start < job.end && job.start < b.end);
          expect(isWorkerFree(calendar, plumbing, job)).toBe(!clash);
        },
      ),
    );
  });
});
