import { describe, expect, it } from 'vitest';
import { workShifts, workShiftsSchema } from './work-shifts.ts';

const userId = '11111111-1111-4111-8111-111111111111';
const request = (extra: Record<string, unknown>) =>
  workShiftsSchema.parse({ userId, period: 1, days: 2, startDay: '2030-03-04', ...extra });

describe('the work time generator', () => {
  it('writes one light shift a day', () => {
    expect(workShifts(request({ lightStart: 9, lightEnd: 14 }))).toEqual([
      { userId, workTimeStart: '2030-03-04T09:00:00.000Z', workTimeEnd: '2030-03-04T14:00:00.000Z' },
      { userId, workTimeStart: '2030-03-05T09:00:00.000Z', workTimeEnd: '2030-03-05T14:00:00.000Z' },
    ]);
  });

  it('ends a night shift past midnight on the next day, in local time', () => {
    const rows = workShifts(
      request({ period: 2, days: 1, nightStart: 21, nightEnd: 1, utcOffsetMinutes: 240 }),
    );
    // 21:00 and 01:00 in Dubai (UTC+4) are 17:00 and 21:00 UTC.
    expect(rows).toEqual([
      { userId, workTimeStart: '2030-03-04T17:00:00.000Z', workTimeEnd: '2030-03-04T21:00:00.000Z' },
    ]);
  });

  it('writes both shifts of each day, the light one first', () => {
    const rows = workShifts(request({ period: 3, days: 3 }));
    expect(rows).toHaveLength(6);
    expect(rows[0].workTimeStart).toBe('2030-03-04T09:00:00.000Z');
    expect(rows[1].workTimeStart).toBe('2030-03-04T17:00:00.000Z');
    expect(rows[1].workTimeEnd).toBe('2030-03-04T22:00:00.000Z');
    expect(rows[5].workTimeStart).toBe('2030-03-06T17:00:00.000Z');
  });

  it('refuses hours outside the shifts and too many days', () => {
    expect(
      workShiftsSchema.safeParse({ userId, period: 1, days: 1, startDay: '2030-03-04', lightStart: 8 })
        .success,
    ).toBe(false);
    expect(
      workShiftsSchema.safeParse({ userId, period: 2, days: 1, startDay: '2030-03-04', nightEnd: 3 }).success,
    ).toBe(false);
    expect(workShiftsSchema.safeParse({ userId, period: 4, days: 1, startDay: '2030-03-04' }).success).toBe(
      false,
    );
    expect(workShiftsSchema.safeParse({ userId, period: 1, days: 400, startDay: '2030-03-04' }).success).toBe(
      false,
    );
  });
});
