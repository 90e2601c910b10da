import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { movingAverageCosts } from './moving-average.ts';

describe('moving average cost', () => {
  it('averages purchases into what is on hand and keeps the average through sales', () => {
    // 10 at 3, then 5 at 6: (30 + 30) / 15 = 4; sell 12 (3 left at 4); buy 1 at 8: (12 + 8) / 4 = 5.
    expect(
      movingAverageCosts([
        { quantity: '10', unitCost: '3' },
        { quantity: '5', unitCost: '6' },
        { quantity: '-12', unitCost: null },
        { quantity: '1', unitCost: '8' },
      ]),
    ).toEqual(['3.000000', '4.000000', '4.000000', '5.000000']);
  });

  it('restarts from the purchase cost when the stock was empty or negative', () => {
    expect(
      movingAverageCosts([
        { quantity: '-2', unitCost: null },
        { quantity: '3', unitCost: '7' },
        { quantity: '1', unitCost: '3' },
        { quantity: '-2', unitCost: null },
        { quantity: '4', unitCost: '1' },
      ]),
    ).toEqual(['0.000000', '7.000000', '5.000000', '5.000000', '1.000000']);
  });

  it('rounds each step to six places, exactly', () => {
    // (1 × 1 + 2 × 2) / 3 = 1.666666…
    expect(
      movingAverageCosts([
        { quantity: '1', unitCost: '1' },
        { quantity: '2', unitCost: '2' },
      ]),
    ).toEqual(['1.000000', '1.666667']);
  });

  it('stays between the lowest and the highest purchase cost', () => {
    // Purchases bring their cost, sales none (as bills move them).
    const move = fc
      .record({ quantity: fc.integer({ min: -50, max: 50 }), cost: fc.integer({ min: 1, max: 10_000 }) })
      .filter((m) => m.quantity !== 0)
      .map((m) => ({ quantity: m.quantity, cost: m.quantity > 0 ? m.cost : null }));
    fc.assert(
      fc.property(fc.array(move, { minLength: 1, maxLength: 40 }), (moves) => {
        const costed = moves.map((m) => ({
          quantity: m.quantity,
          unitCost: m.cost === null ? null : new Decimal(m.cost).dividedBy(100),
        }));
        const averages = movingAverageCosts(costed);
        const costs = costed.filter((m) => m.unitCost && m.quantity > 0).map((m) => m.unitCost as Decimal);
        if (costs.length === 0) return averages.every((a) => a === '0.000000');
        const last = new Decimal(averages[averages.length - 1]);
        return last.gte(Decimal.min(...costs).minus(1e-6)) && last.lte(Decimal.max(...costs).plus(1e-6));
      }),
    );
  });
});
