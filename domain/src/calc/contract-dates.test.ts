import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, compareDays, daysBetween } from './calendar.ts';
import {
  contractDays,
  contractDuration,
  contractEndDate,
  contractTermIssues,
  isCustomDuration,
  renewalTerm,
} from './contract-dates.ts';

const day = fc
  .integer({ min: Date.UTC(2000, 0, 1) / 86_400_000, max: Date.UTC(2099, 11, 31) / 86_400_000 })
  .map((serial) => new Date(serial * 86_400_000).toISOString().slice(0, 10));

describe('contract end date', () => {
  it('is start + 3 months, 6 months or a year − 1 day', () => {
    expect(contractEndDate('2026-01-01', contractDuration.threeMonths)).toBe('2026-03-31');
    expect(contractEndDate('2026-01-01', contractDuration.sixMonths)).toBe('2026-06-30');
    expect(contractEndDate('2026-01-01', contractDuration.oneYear)).toBe('2026-12-31');
    expect(contractEndDate('2026-05-15', contractDuration.oneYear)).toBe('2027-05-14');
  });

  it('covers whole months from a month end: 31 January for 3 months ends 30 April', () => {
    expect(contractEndDate('2026-01-31', contractDuration.threeMonths)).toBe('2026-04-30');
    expect(contractEndDate('2026-08-31', contractDuration.sixMonths)).toBe('2027-02-28');
    expect(contractEndDate('2027-08-31', contractDuration.sixMonths)).toBe('2028-02-29');
    expect(contractEndDate('2028-02-29', contractDuration.oneYear)).toBe('2029-02-28');
  });

  it('keeps the typed end of a custom duration and knows no other duration', () => {
    expect(isCustomDuration(4)).toBe(true);
    expect(isCustomDuration(3)).toBe(false);
    expect(contractEndDate('2026-01-01', contractDuration.custom, '2026-02-10')).toBe('2026-02-10');
    expect(contractEndDate('2026-01-01', contractDuration.custom)).toBeNull();
    expect(() => contractEndDate('2026-01-01', 5)).toThrow(RangeError);
  });

  it('never ends before it starts, for any start and fixed duration (property)', () => {
    fc.assert(
      fc.property(day, fc.constantFrom(1, 2, 3), (start, duration) => {
        const end = contractEndDate(start, duration) as string;
        expect(compareDays(end, start)).toBe(1);
        expect(contractDays(start, end)).toBeGreaterThanOrEqual(89);
        expect(contractDays(start, end)).toBeLessThanOrEqual(366);
      }),
    );
  });
});

describe('contract term issues', () => {
  it('refuses an end before the start on a custom duration, allows one day', () => {
    expect(
      contractTermIssues({
        startDurationDate: '2026-03-10',
        endDurationDate: '2026-03-09',
        contractDuration: 4,
      }),
    ).toEqual([{ path: 'endDurationDate', message: 'endBeforeStart' }]);
    // A fixed duration too: the end sent before the start is refused, not replaced.
    expect(
      contractTermIssues({
        startDurationDate: '2026-03-10',
        endDurationDate: '2026-01-01',
        contractDuration: 3,
      }),
    ).toEqual([{ path: 'endDurationDate', message: 'endBeforeStart' }]);
    expect(
      contractTermIssues({
        startDurationDate: '2026-03-10',
        endDurationDate: '2026-03-10',
        contractDuration: 4,
      }),
    ).toEqual([]);
  });

  it('asks for what is missing and refuses what is not a day or an option', () => {
    expect(contractTermIssues({ contractDuration: 4 })).toEqual([
      { path: 'startDurationDate', message: 'required' },
      { path: 'endDurationDate', message: 'required' },
    ]);
    expect(contractTermIssues({ startDurationDate: '2026-02-30', contractDuration: 9 })).toEqual([
      { path: 'startDurationDate', message: 'invalidDate' },
      { path: 'contractDuration', message: 'invalidOption' },
    ]);
    expect(contractTermIssues({ startDurationDate: '2026-02-01' })).toEqual([
      { path: 'contractDuration', message: 'required' },
    ]);
    // A fixed duration's end is stamped by the server; one after the start is no issue.
    expect(
      contractTermIssues({
        startDurationDate: '2026-03-10',
        endDurationDate: '2030-01-01',
        contractDuration: 3,
      }),
    ).toEqual([]);
  });
});

describe('contract days and renewal', () => {
  it('counts both ends', () => {
    expect(contractDays('2026-01-01', '2026-12-31')).toBe(365);
    expect(contractDays('2028-01-01', '2028-12-31')).toBe(366);
    expect(contractDays('2026-03-10', '2026-03-10')).toBe(1);
    expect(() => contractDays('2026-03-10', '2026-03-09')).toThrow(RangeError);
  });

  it('renews from the day after the old end for the same duration', () => {
    expect(
      renewalTerm({ startDurationDate: '2026-01-01', endDurationDate: '2026-12-31', contractDuration: 3 }),
    ).toEqual({ startDurationDate: '2027-01-01', endDurationDate: '2027-12-31', contractDuration: 3 });
    // A leap year renewed is a year of 365 days, not 366.
    expect(
      renewalTerm({ startDurationDate: '2028-01-01', endDurationDate: '2028-12-31', contractDuration: 3 }),
    ).toEqual({ startDurationDate: '2029-01-01', endDurationDate: '2029-12-31', contractDuration: 3 });
    expect(
      renewalTerm({ startDurationDate: '2026-02-01', endDurationDate: '2026-02-10', contractDuration: 4 }),
    ).toEqual({ startDurationDate: '2026-02-11', endDurationDate: '2026-02-20', contractDuration: 4 });
  });

  it('chains renewals with no gap and no overlap (property)', () => {
    fc.assert(
      fc.property(
        day,
        fc.constantFrom(1, 2, 3, 4),
        fc.integer({ min: 0, max: 400 }),
        (start, duration, length) => {
          const end = duration === 4 ? addDays(start, length) : (contractEndDate(start, duration) as string);
          const next = renewalTerm({
            startDurationDate: start,
            endDurationDate: end,
            contractDuration: duration,
          });
          expect(daysBetween(end, next.startDurationDate)).toBe(1);
          expect(compareDays(next.endDurationDate, next.startDurationDate)).toBeGreaterThanOrEqual(0);
          if (duration === 4) expect(daysBetween(next.startDurationDate, next.endDurationDate)).toBe(length);
        },
      ),
    );
  });
});
