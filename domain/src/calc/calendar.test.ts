import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  compareDays,
  daysBetween,
  daysInMonth,
  isIsoDay,
  periodEnd,
} from './calendar.ts';

// Days from 1900 to 2199, as UTC dates: the oracle the integer arithmetic is checked against.
const utcDay = fc
  .integer({ min: Date.UTC(1900, 0, 1) / 86_400_000, max: Date.UTC(2199, 11, 31) / 86_400_000 })
  .map((serial) => new Date(serial * 86_400_000).toISOString().slice(0, 10));

describe('calendar', () => {
  it('knows real days and refuses others', () => {
    expect(isIsoDay('2028-02-29')).toBe(true);
    expect(isIsoDay('2027-02-29')).toBe(false);
    expect(isIsoDay('2100-02-29')).toBe(false);
    expect(isIsoDay('2000-02-29')).toBe(true);
    expect(isIsoDay('2026-13-01')).toBe(false);
    expect(isIsoDay('2026-1-01')).toBe(false);
    expect(isIsoDay(20260101)).toBe(false);
    expect(() => addDays('2026-04-31', 1)).toThrow(RangeError);
    expect(() => addDays('2026-04-30', 0.5)).toThrow(RangeError);
    expect(daysInMonth(2028, 2)).toBe(29);
    expect(daysInMonth(2026, 4)).toBe(30);
  });

  it('moves by days across months, years and leap days', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addDays('2027-03-01', -1)).toBe('2027-02-28');
    expect(daysBetween('2026-01-01', '2027-01-01')).toBe(365);
    expect(daysBetween('2028-01-01', '2029-01-01')).toBe(366);
    expect(daysBetween('2026-05-10', '2026-05-01')).toBe(-9);
    expect(compareDays('2026-05-10', '2026-05-01')).toBe(1);
    expect(compareDays('2026-05-01', '2026-05-01')).toBe(0);
    expect(compareDays('2026-04-30', '2026-05-01')).toBe(-1);
  });

  it('agrees with the UTC calendar for any day and any shift (property)', () => {
    fc.assert(
      fc.property(utcDay, fc.integer({ min: -40_000, max: 40_000 }), (day, shift) => {
        const expected = new Date(Date.parse(`${day}T00:00:00Z`) + shift * 86_400_000)
          .toISOString()
          .slice(0, 10);
        expect(addDays(day, shift)).toBe(expected);
        expect(daysBetween(day, expected)).toBe(shift);
      }),
      { numRuns: 1000 },
    );
  });

  it('adds months holding the day to the end of a shorter month', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-01-31', 2)).toBe('2026-03-31');
    expect(addMonths('2026-08-31', 1)).toBe('2026-09-30');
    expect(addMonths('2026-11-15', 3)).toBe('2027-02-15');
    expect(addMonths('2028-02-29', 12)).toBe('2029-02-28');
    expect(addMonths('2026-03-31', -1)).toBe('2026-02-28');
    expect(addMonths('2026-01-15', -13)).toBe('2024-12-15');
  });

  it('ends a period of months on the day before the same day, or the end of a short month', () => {
    expect(periodEnd('2026-01-01', 3)).toBe('2026-03-31');
    expect(periodEnd('2026-01-15', 6)).toBe('2026-07-14');
    expect(periodEnd('2026-01-01', 12)).toBe('2026-12-31');
    expect(periodEnd('2026-01-31', 3)).toBe('2026-04-30');
    expect(periodEnd('2026-03-31', 6)).toBe('2026-09-30');
    expect(periodEnd('2027-11-30', 3)).toBe('2028-02-29');
    expect(periodEnd('2026-11-30', 3)).toBe('2027-02-28');
    expect(periodEnd('2028-02-29', 12)).toBe('2029-02-28');
    expect(periodEnd('2027-03-01', 12)).toBe('2028-02-29');
    expect(() => periodEnd('2026-01-01', 0)).toThrow(RangeError);
  });

  it('lays periods end to end with no gap and no overlap (property)', () => {
    fc.assert(
      fc.property(
        utcDay,
        fc.constantFrom(3, 6, 12),
        fc.integer({ min: 1, max: 8 }),
        (start, months, count) => {
          let from = start;
          for (let i = 0; i < count; i++) {
            const end = periodEnd(from, months);
            expect(compareDays(end, from)).toBe(1);
            // The day before the same day N months on, or that day itself when the month was too short.
            const same = addMonths(from, months);
            const expectedGap = same.slice(8) < from.slice(8) ? 0 : 1;
            expect(daysBetween(end, same)).toBe(expectedGap);
            from = addDays(end, 1);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
