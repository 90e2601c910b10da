import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareDays, daysBetween } from './calendar.ts';
import {
  eachDuration,
  installmentAmounts,
  installmentDueDate,
  installmentPlanDefaults,
  installmentRest,
  installmentSchedule,
  installmentUsage,
  maxInstallments,
} from './installment-schedule.ts';

const base = {
  totalAmount: '56700.00',
  installmentsNumbers: 4,
  eachNumber: 3,
  eachDuration: eachDuration.month,
  firstInstallmentDate: '2026-01-01',
};

describe('installment schedule', () => {
  it('starts with four cheques every three months from number 1', () => {
    expect(installmentPlanDefaults).toEqual({
      installmentsNumbers: 4,
      eachNumber: 3,
      eachDuration: 2,
      beginNumber: 1,
    });
  });

  it('splits the rest after the first batch into cheques with numbers, due and end dates', () => {
    const schedule = installmentSchedule({
      ...base,
      hasFirstBatch: true,
      firstBatch: '6700',
      beginNumber: 1001,
      bankId: 'bank-1',
    });
    expect(schedule).toEqual({
      restAmount: '50000.00',
      cheques: [
        {
          sequence: 1,
          internalNumber: 1001,
          amount: '12500.00',
          dueDate: '2026-01-01',
          endDueDate: '2026-03-31',
          bankId: 'bank-1',
        },
        {
          sequence: 2,
          internalNumber: 1002,
          amount: '12500.00',
          dueDate: '2026-04-01',
          endDueDate: '2026-06-30',
          bankId: 'bank-1',
        },
        {
          sequence: 3,
          internalNumber: 1003,
          amount: '12500.00',
          dueDate: '2026-07-01',
          endDueDate: '2026-09-30',
          bankId: 'bank-1',
        },
        {
          sequence: 4,
          internalNumber: 1004,
          amount: '12500.00',
          dueDate: '2026-10-01',
          endDueDate: '2026-12-31',
          bankId: 'bank-1',
        },
      ],
    });
  });

  it('ignores the first batch when the plan has none', () => {
    expect(installmentRest({ totalAmount: '100', hasFirstBatch: false, firstBatch: '40' }).toFixed()).toBe(
      '100',
    );
    expect(installmentSchedule({ ...base, hasFirstBatch: false, firstBatch: '6700' }).restAmount).toBe(
      '56700.00',
    );
  });

  it('puts the rounding remainder on the last cheque, so nothing is lost', () => {
    const amounts = (rest: string, count: number, decimals = 2) =>
      installmentSchedule({ ...base, totalAmount: rest, installmentsNumbers: count, decimals }).cheques.map(
        (cheque) => cheque.amount,
      );
    expect(amounts('1000', 3)).toEqual(['333.33', '333.33', '333.34']);
    expect(amounts('200', 3)).toEqual(['66.67', '66.67', '66.66']);
    expect(amounts('10', 3, 3)).toEqual(['3.333', '3.333', '3.334']);
    expect(amounts('1000', 3, 0)).toEqual(['333', '333', '334']);
  });

  it('rounds down instead when rounding up would leave the last cheque below zero', () => {
    const { each, last } = installmentAmounts('1.00', 120, 2);
    expect([each.toFixed(2), last.toFixed(2)]).toEqual(['0.00', '1.00']);
    const few = installmentAmounts('0.05', 4, 2);
    expect([few.each.toFixed(2), few.last.toFixed(2)]).toEqual(['0.01', '0.02']);
  });

  it('follows the calendar: from 31 January monthly, then 28 or 29 February, then 31 March', () => {
    const dates = (first: string, unit: number, step: number, count: number) =>
      installmentSchedule({
        ...base,
        firstInstallmentDate: first,
        eachDuration: unit,
        eachNumber: step,
        installmentsNumbers: count,
      }).cheques.map((cheque) => [cheque.dueDate, cheque.endDueDate]);
    expect(dates('2026-01-31', eachDuration.month, 1, 3)).toEqual([
      ['2026-01-31', '2026-02-27'],
      ['2026-02-28', '2026-03-30'],
      ['2026-03-31', '2026-04-29'],
    ]);
    expect(dates('2028-01-31', eachDuration.month, 1, 2)).toEqual([
      ['2028-01-31', '2028-02-28'],
      ['2028-02-29', '2028-03-30'],
    ]);
    expect(dates('2026-03-02', eachDuration.week, 2, 2)).toEqual([
      ['2026-03-02', '2026-03-15'],
      ['2026-03-16', '2026-03-29'],
    ]);
    expect(dates('2028-02-29', eachDuration.year, 1, 2)).toEqual([
      ['2028-02-29', '2029-02-27'],
      ['2029-02-28', '2030-02-27'],
    ]);
    expect(installmentDueDate('2026-01-31', 12, { eachNumber: 1, eachDuration: eachDuration.month })).toBe(
      '2027-01-31',
    );
  });

  it('refuses what Generate cannot make', () => {
    expect(() => installmentSchedule({ ...base, hasFirstBatch: true, firstBatch: '56700' })).toThrow(
      RangeError,
    );
    expect(() => installmentSchedule({ ...base, totalAmount: '10.001' })).toThrow(RangeError);
    expect(() => installmentSchedule({ ...base, installmentsNumbers: 0 })).toThrow(RangeError);
    expect(() => installmentSchedule({ ...base, installmentsNumbers: maxInstallments + 1 })).toThrow(
      RangeError,
    );
    expect(() => installmentSchedule({ ...base, installmentsNumbers: 2.5 })).toThrow(RangeError);
    expect(() => installmentSchedule({ ...base, eachNumber: 13 })).toThrow(RangeError);
    expect(() => installmentSchedule({ ...base, eachDuration: 4 })).toThrow(RangeError);
    expect(() => installmentSchedule({ ...base, firstInstallmentDate: '2026-02-30' })).toThrow(RangeError);
    expect(() => installmentSchedule({ ...base, beginNumber: -1 })).toThrow(RangeError);
  });

  it('sums to the rest to the last decimal, no cheque negative, dates increasing (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 4 }),
        fc.bigInt({ min: 1n, max: 10n ** 13n }),
        fc.bigInt({ min: 0n, max: 10n ** 13n }),
        fc.oneof(fc.integer({ min: 1, max: 24 }), fc.integer({ min: 1, max: maxInstallments })),
        fc.integer({ min: 1, max: 12 }),
        fc.constantFrom(1, 2, 3),
        fc.integer({ min: Date.UTC(2000, 0, 1) / 86_400_000, max: Date.UTC(2060, 11, 31) / 86_400_000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        (places, restUnits, batchUnits, count, step, unit, serial, begin) => {
          const scale = new Decimal(10).pow(places);
          const rest = new Decimal(restUnits.toString()).dividedBy(scale);
          const firstBatch = new Decimal(batchUnits.toString()).dividedBy(scale);
          const first = new Date(serial * 86_400_000).toISOString().slice(0, 10);
          const schedule = installmentSchedule({
            totalAmount: rest.plus(firstBatch).toFixed(),
            hasFirstBatch: true,
            firstBatch: firstBatch.toFixed(),
            installmentsNumbers: count,
            eachNumber: step,
            eachDuration: unit,
            firstInstallmentDate: first,
            beginNumber: begin,
            decimals: places,
          });
          const { cheques } = schedule;
          expect(cheques).toHaveLength(count);
          const sum = cheques.reduce((total, cheque) => total.plus(cheque.amount), new Decimal(0));
          expect(sum.equals(rest)).toBe(true);
          expect(new Decimal(schedule.restAmount).equals(rest)).toBe(true);
          // Checked row by row into one list of faults: an expect per cheque would make 600-cheque
          // plans slow.
          const faults = cheques.flatMap((cheque, index) => {
            const previous = cheques[index - 1];
            return [
              new Decimal(cheque.amount).isNegative() && 'negative amount',
              (cheque.amount.split('.')[1]?.length ?? 0) !== places && 'decimals',
              cheque.internalNumber !== begin + index && 'number',
              compareDays(cheque.endDueDate, cheque.dueDate) < 0 && 'ends before due',
              previous && compareDays(cheque.dueDate, previous.dueDate) !== 1 && 'due dates not increasing',
              previous && daysBetween(previous.endDueDate, cheque.dueDate) !== 1 && 'gap or overlap',
              index < count - 1 && cheque.amount !== cheques[0].amount && 'unequal amount',
            ]
              .filter(Boolean)
              .map((fault) => `${index}: ${fault}`);
          });
          expect(faults).toEqual([]);
          // All but the last are the spec's rest ÷ count, within one unit of the last place.
          const unitOfPlace = new Decimal(1).dividedBy(scale);
          if (count > 1)
            expect(new Decimal(cheques[0].amount).minus(rest.dividedBy(count)).abs().lt(unitOfPlace)).toBe(
              true,
            );
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('installment usage', () => {
  it('is the rounded sum of the grid and what is left of the rest', () => {
    expect(installmentUsage('50000', ['12500', '12500.004', null, 'abc'])).toEqual({
      used: '25000.00',
      rest: '25000.00',
    });
    expect(installmentUsage('100', ['60', '50'], 3)).toEqual({ used: '110.000', rest: '-10.000' });
  });
});
