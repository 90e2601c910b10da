import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocate } from './allocate.ts';

const strings = (parts: Decimal[]) => parts.map((part) => part.toFixed());

describe('allocate', () => {
  it('splits in proportion, remainders to the largest fractions, ties to the earlier part', () => {
    expect(strings(allocate('-40', ['100', '300'], 2))).toEqual(['-10', '-30']);
    expect(strings(allocate('-0.10', ['10', '10', '10'], 2))).toEqual(['-0.04', '-0.03', '-0.03']);
    expect(strings(allocate('1', ['1', '2'], 2))).toEqual(['0.33', '0.67']);
    expect(strings(allocate('0.005', ['1', '1'], 3))).toEqual(['0.003', '0.002']);
    expect(strings(allocate('7', ['0', '5'], 0))).toEqual(['0', '7']);
  });

  it('spreads evenly when every weight is zero, and gives nothing over no parts', () => {
    expect(strings(allocate('1.00', ['0', '0', '0'], 2))).toEqual(['0.34', '0.33', '0.33']);
    expect(allocate('0', [], 2)).toEqual([]);
    expect(() => allocate('1', [], 2)).toThrow(RangeError);
  });

  it('refuses negative weights, excess decimals and impossible places', () => {
    expect(() => allocate('1', ['-1', '2'], 2)).toThrow(RangeError);
    expect(() => allocate('1.001', ['1'], 2)).toThrow(RangeError);
    expect(() => allocate('1', ['1'], 5)).toThrow(RangeError);
  });

  it('sums exactly and stays within one unit of the exact share (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 4 }),
        fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n }),
        fc.array(fc.bigInt({ min: 0n, max: 10n ** 14n }), { minLength: 1, maxLength: 30 }),
        (places, units, rawWeights) => {
          const amount = new Decimal(units.toString()).dividedBy(10 ** places);
          const weights = rawWeights.map((w) => new Decimal(w.toString()).dividedBy(10_000));
          const parts = allocate(amount, weights, places);
          const total = parts.reduce((sum, part) => sum.plus(part), new Decimal(0));
          expect(total.equals(amount)).toBe(true);
          const weightSum = weights.reduce((sum, w) => sum.plus(w), new Decimal(0));
          const unit = new Decimal(1).dividedBy(10 ** places);
          parts.forEach((part, index) => {
            expect(part.decimalPlaces()).toBeLessThanOrEqual(places);
            if (weightSum.isZero()) return;
            const share = amount.times(weights[index]).dividedBy(weightSum);
            expect(part.minus(share).abs().lt(unit)).toBe(true);
            if (weights[index].isZero()) expect(part.isZero()).toBe(true);
            if (!part.isZero()) expect(part.isNegative()).toBe(amount.isNegative());
          });
        },
      ),
      { numRuns: 500 },
    );
  });
});
