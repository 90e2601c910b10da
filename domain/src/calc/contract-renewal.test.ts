import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { renewalTerm } from './contract-dates.ts';
import { renewalIssues, renewalTerms } from './contract-renewal.ts';

/** A year from 1 January 2026, 36,500 a year (the demo's mezzanine). */
const yearly = {
  startDurationDate: '2026-01-01',
  endDurationDate: '2026-12-31',
  contractDuration: 3,
  contractValue: '36500',
};

describe('renewal terms', () => {
  it('follow the old term and value when nothing is asked', () => {
    expect(renewalTerms(yearly, {})).toEqual({
      startDurationDate: '2027-01-01',
      endDurationDate: '2027-12-31',
      contractDuration: 3,
      days: 365,
      contractValue: '36500.00',
      escalationPercent: '0',
      increase: '0.00',
    });
  });

  it('escalate the value exactly, rounded half away from zero to the cent', () => {
    // 36,500 × 1.05 = 38,325 exactly.
    expect(renewalTerms(yearly, { escalationPercent: '5' })).toMatchObject({
      contractValue: '38325.00',
      escalationPercent: '5',
      increase: '1825.00',
    });
    // 1,234.57 × 1.035 = 1,277.77995 → 1,277.78; 0.1 + 0.2 style float errors cannot happen.
    expect(renewalTerms({ ...yearly, contractValue: '1234.57' }, { escalationPercent: 3.5 })).toMatchObject({
      contractValue: '1277.78',
      increase: '43.21',
    });
    // 10.01 × 1.125 = 11.26125 → 11.26; 33.33 × 1.015 = 33.82995 → 33.83.
    expect(
      renewalTerms({ ...yearly, contractValue: '10.01' }, { escalationPercent: '12.5' }).contractValue,
    ).toBe('11.26');
    expect(
      renewalTerms({ ...yearly, contractValue: '33.33' }, { escalationPercent: '1.5' }).contractValue,
    ).toBe('33.83');
    // A currency without decimals rounds to the unit.
    expect(
      renewalTerms({ ...yearly, contractValue: '1001' }, { escalationPercent: '5' }, 0).contractValue,
    ).toBe('1051');
    // A lower rent.
    expect(renewalTerms(yearly, { escalationPercent: '-10' }).contractValue).toBe('32850.00');
  });

  it('take a new value as given and show the escalation it amounts to', () => {
    expect(renewalTerms(yearly, { newValue: '40000' })).toMatchObject({
      contractValue: '40000.00',
      escalationPercent: '9.59',
      increase: '3500.00',
    });
  });

  it('keep the length from a later start, and make an asked end that the duration would not give custom', () => {
    expect(renewalTerms(yearly, { startDate: '2027-02-01' })).toMatchObject({
      startDurationDate: '2027-02-01',
      endDurationDate: '2028-01-31',
      contractDuration: 3,
    });
    expect(renewalTerms(yearly, { endDate: '2027-12-31' }).contractDuration).toBe(3);
    expect(renewalTerms(yearly, { endDate: '2027-06-30' })).toMatchObject({
      endDurationDate: '2027-06-30',
      contractDuration: 4,
      days: 181,
    });
    // A custom term renews for as many days.
    const custom = { ...yearly, endDurationDate: '2026-01-10', contractDuration: 4 };
    expect(renewalTerms(custom, {})).toMatchObject({
      startDurationDate: '2026-01-11',
      endDurationDate: '2026-01-20',
      contractDuration: 4,
      days: 10,
    });
  });

  it('agree with the plain renewal term for any old term when nothing is asked (property)', () => {
    const day = fc
      .integer({ min: Date.UTC(2000, 0, 1) / 86_400_000, max: Date.UTC(2090, 11, 31) / 86_400_000 })
      .map((serial) => new Date(serial * 86_400_000).toISOString().slice(0, 10));
    fc.assert(
      fc.property(
        day,
        fc.integer({ min: 0, max: 800 }),
        fc.constantFrom(1, 2, 3, 4),
        (start, length, duration) => {
          const end = new Date(Date.parse(start) + length * 86_400_000).toISOString().slice(0, 10);
          const basis = {
            startDurationDate: start,
            endDurationDate: end,
            contractDuration: duration,
            contractValue: '1',
          };
          const terms = renewalTerms(basis, {});
          expect(terms).toMatchObject(renewalTerm(basis));
        },
      ),
    );
  });
});

describe('renewal issues', () => {
  it('refuse a start on or before the old end, an end before the start and bad dates', () => {
    expect(renewalIssues(yearly, { startDate: '2026-12-31' })).toEqual([
      { path: 'startDate', message: 'renewalStartsBeforeEnd' },
    ]);
    expect(renewalIssues(yearly, { endDate: '2026-12-31' })).toEqual([
      { path: 'endDate', message: 'endBeforeStart' },
    ]);
    expect(renewalIssues(yearly, { startDate: '2027-02-30', endDate: 'soon' })).toEqual([
      { path: 'startDate', message: 'invalidDate' },
      { path: 'endDate', message: 'invalidDate' },
    ]);
    expect(() => renewalTerms(yearly, { endDate: '2026-12-31' })).toThrow(RangeError);
  });

  it('refuse a percentage that is not one, out of range, and a bad or doubled new value', () => {
    const issue = (request: Parameters<typeof renewalIssues>[1]) => renewalIssues(yearly, request);
    expect(issue({ escalationPercent: 'five' })).toEqual([
      { path: 'escalationPercent', message: 'mustBeNumber' },
    ]);
    expect(issue({ escalationPercent: '-100' })).toEqual([
      { path: 'escalationPercent', message: 'escalationOutOfRange' },
    ]);
    expect(issue({ escalationPercent: '100.01' })).toEqual([
      { path: 'escalationPercent', message: 'escalationOutOfRange' },
    ]);
    expect(issue({ escalationPercent: '100' })).toEqual([]);
    expect(issue({ newValue: '0' })).toEqual([{ path: 'newValue', message: 'mustBePositive' }]);
    expect(issue({ newValue: '1.234' })).toEqual([{ path: 'newValue', message: 'tooManyDecimals' }]);
    expect(issue({ newValue: '1e5' })).toEqual([{ path: 'newValue', message: 'mustBeNumber' }]);
    expect(issue({ newValue: '40000', escalationPercent: '5' })).toEqual([
      { path: 'newValue', message: 'renewalValueTwice' },
    ]);
  });
});
