import { z } from 'zod';

/**
 * The bulk generator of work times (domain-reference 2.36): for a worker, from a start day over a
 * number of days, one work time per shift per day: the light (day) shift, the night shift or both.
 * The light shift starts between 9 and 13 o'clock and ends between 14 and 17; the night shift
 * starts between 17 and 21 and ends between 22 and 1 o'clock, past midnight on the next day.
 * Hours are the company's local time, `utcOffsetMinutes` east of UTC (the browser sends its own);
 * the rows are instants.
 */
export const shiftPeriod = { light: 1, night: 2, both: 3 } as const;

export const maxGeneratedDays = 366;

const hour = (min: number, max: number) => z.coerce.number().int().min(min).max(max);

export const workShiftsSchema = z
  .object({
    userId: z.string().uuid({ message: 'invalidReference' }),
    period: z.coerce.number().int().min(1, 'invalidOption').max(3, 'invalidOption'),
    days: z.coerce.number().int().min(1, 'tooSmall').max(maxGeneratedDays, 'tooLarge'),
    startDay: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'invalidDate'),
    lightStart: hour(9, 13).default(9),
    lightEnd: hour(14, 17).default(14),
    nightStart: hour(17, 21).default(17),
    // 22 and 23 end the same evening, 0 and 1 the next morning.
    nightEnd: z.coerce
      .number()
      .int()
      .refine((value) => [22, 23, 0, 1].includes(value), 'invalidOption')
      .default(22),
    utcOffsetMinutes: z.coerce.number().int().min(-840).max(840).default(0),
  })
  .strict();

export type WorkShiftsRequest = z.infer<typeof workShiftsSchema>;

export interface GeneratedWorkTime {
  userId: string;
  workTimeStart: string;
  workTimeEnd: string;
}

const dayMs = 86_400_000;
const hourMs = 3_600_000;

/** The work times the generator writes, day by day, the light shift before the night shift. */
export const workShifts = (request: WorkShiftsRequest): GeneratedWorkTime[] => {
  const first = Date.parse(`${request.startDay}T00:00:00Z`) - request.utcOffsetMinutes * 60_000;
  const rows: GeneratedWorkTime[] = [];
  const shift = (day: number, from: number, to: number) =>
    rows.push({
      userId: request.userId,
      workTimeStart: new Date(day + from * hourMs).toISOString(),
      workTimeEnd: new Date(day + to * hourMs).toISOString(),
    });
  for (let index = 0; index < request.days; index += 1) {
    const day = first + index * dayMs;
    if (request.period !== shiftPeriod.night) shift(day, request.lightStart, request.lightEnd);
    if (request.period !== shiftPeriod.light)
      shift(day, request.nightStart, request.nightEnd < 12 ? request.nightEnd + 24 : request.nightEnd);
  }
  return rows;
};
