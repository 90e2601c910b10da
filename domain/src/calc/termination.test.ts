import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from './calendar.ts';
import { roundTermination, terminationAmounts, terminationRounding } from './termination.ts';

const year = { startDurationDate: '2026-01-01', endDurationDate: '2026-12-31', amount: '36500' };

describe('termination rounding', () => {
  it('applies every option of the termination tab', () => {
    const round = (amount: string, option: number, places = 2) =>
      roundTermination(amount, option, places).toFixed();
    expect(round('1234.565', terminationRounding.none)).toBe('1234.57');
    expect(round('1234.565', terminationRounding.none, 3)).toBe('1234.565');
    expect(round('1234.5', terminationRounding.nearestUnit)).toBe('1235');
    expect(round('1234.49', terminationRounding.nearestUnit)).toBe('1234');
    expect(round('1234.01', terminationRounding.upToOne)).toBe('1235');
    expect(round('1234.99', terminationRounding.downToOne)).toBe('1234');
    expect(round('1231', terminationRounding.upToFive)).toBe('1235');
    expect(round('1234.99', terminationRounding.downToFive)).toBe('1230');
    expect(round('1231', terminationRounding.upToTen)).toBe('1240');
    expect(round('1239.99', terminationRounding.downToTen)).toBe('1230');
    expect(round('1240', terminationRounding.upToTen)).toBe('1240');
    expect(round('1240', terminationRounding.downToTen)).toBe('1240');
    expect(() => roundTermination('1', 8, 2)).toThrow(RangeError);
    expect(() => roundTermination('-1', 0, 2)).toThrow(RangeError);
  });
});

describe('termination amounts', () => {
  it('refunds the unused days of an early termination, the termination day counted as used', () => {
    expect(terminationAmounts({ ...year, terminationDate: '2026-06-30' })).toEqual({
      timing: 'early',
      contractDays: 365,
      usedDays: 181,
      unusedDays: 184,
      extraDays: 0,
      ownerTotalAmount: '18100.00',
      ownerRestAmount: '18400.00',
    });
    expect(terminationAmounts({ ...year, terminationDate: '2026-01-01' })).toMatchObject({
      usedDays: 1,
      ownerTotalAmount: '100.00',
      ownerRestAmount: '36400.00',
    });
  });

  it('moves nothing on the last day', () => {
    expect(terminationAmounts({ ...year, terminationDate: '2026-12-31' })).toMatchObject({
      timing: 'onTime',
      ownerTotalAmount: '36500.00',
      ownerRestAmount: '0.00',
    });
  });

  it('charges the holdover days of a late termination and keeps the term earned', () => {
    expect(terminationAmounts({ ...year, terminationDate: '2027-01-10' })).toEqual({
      timing: 'late',
      contractDays: 365,
      usedDays: 375,
      unusedDays: 0,
      extraDays: 10,
      ownerTotalAmount: '37500.00',
      ownerRestAmount: '-1000.00',
    });
  });

  it('rounds the money that moves, in the option’s direction', () => {
    const rent = { startDurationDate: '2026-01-01', endDurationDate: '2026-12-31', amount: '40000' };
    // 40000 × 184 ÷ 365 = 20164.383…
    const refund = (roundTo: number) =>
      terminationAmounts({ ...rent, terminationDate: '2026-06-30', roundTo }).ownerRestAmount;
    expect([0, 1, 2, 3, 4, 5, 6, 7].map(refund)).toEqual([
      '20164.38',
      '20164.00',
      '20165.00',
      '20164.00',
      '20165.00',
      '20160.00',
      '20170.00',
      '20160.00',
    ]);
    // 40000 × 3 ÷ 365 = 328.767…: a holdover rounded down to 10 still charges, and never refunds.
    const charge = (roundTo: number) =>
      terminationAmounts({ ...rent, terminationDate: '2027-01-03', roundTo }).ownerRestAmount;
    expect([0, 1, 6, 7].map(charge)).toEqual(['-328.77', '-329.00', '-330.00', '-320.00']);
    expect(
      terminationAmounts({ ...rent, amount: '3', terminationDate: '2026-01-01', roundTo: 6 }).ownerRestAmount,
    ).toBe('3.00');
  });

  it('keeps the currency’s decimals and refuses a termination before the start', () => {
    expect(
      terminationAmounts({ ...year, amount: '1000', terminationDate: '2026-03-31', decimals: 3 }),
    ).toMatchObject({
      ownerRestAmount: '753.425',
      ownerTotalAmount: '246.575',
    });
    expect(() => terminationAmounts({ ...year, terminationDate: '2025-12-31' })).toThrow(RangeError);
  });

  it('sums to the amount, refunds early, charges late, never more than the amount back (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2000, 0, 1) / 86_400_000, max: Date.UTC(2080, 0, 1) / 86_400_000 }),
        fc.integer({ min: 0, max: 800 }),
        fc.integer({ min: 0, max: 1200 }),
        fc.bigInt({ min: 0n, max: 10n ** 12n }),
        fc.integer({ min: 0, max: 7 }),
        fc.integer({ min: 0, max: 3 }),
        (serial, length, offset, units, roundTo, places) => {
          const start = new Date(serial * 86_400_000).toISOString().slice(0, 10);
          const end = addDays(start, length);
          const amount = new Decimal(units.toString()).dividedBy(new Decimal(10).pow(places));
          const result = terminationAmounts({
            startDurationDate: start,
            endDurationDate: end,
            terminationDate: addDays(start, offset),
            amount: amount.toFixed(),
            roundTo,
            decimals: places,
          });
          const total = new Decimal(result.ownerTotalAmount);
          const rest = new Decimal(result.ownerRestAmount);
          expect(total.plus(rest).equals(amount)).toBe(true);
          expect(result.usedDays).toBe(offset + 1);
          if (result.timing === 'early') {
            expect(rest.isNegative()).toBe(false);
            expect(total.isNegative()).toBe(false);
          }
          if (result.timing === 'late') expect(rest.lte(0)).toBe(true);
          if (result.timing === 'onTime') expect(rest.isZero()).toBe(true);
          // Exact pro rata, before rounding, is within one rounding step of the result.
          const exactRest = amount.times(length + 1 - (offset + 1)).dividedBy(length + 1);
          const step = [new Decimal(1).dividedBy(new Decimal(10).pow(places)), 1, 1, 1, 5, 5, 10, 10][
            roundTo
          ];
          expect(rest.minus(exactRest).abs().lte(step)).toBe(true);
        },
      ),
      { numRuns: 500 },
    );
  });
});
