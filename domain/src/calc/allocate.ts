import type Decimal from 'decimal.js';
import { assertPlaces, Exact, exact } from './exact.ts';

/**
 * Splits `amount` over parts in proportion to `weights`, to `places` decimals, so that the parts
 * sum to `amount` exactly (largest-remainder method).
 *
 * Invariants: Σ parts = amount; every part has at most `places` decimals; each part differs from
 * its exact share `amount × weight ÷ Σ weights` by less than one unit of the last place, and has
 * the sign of `amount` (or is zero); a zero weight gets zero. When every weight is zero the
 * amount is spread evenly. Ties in the remainders go to the earlier part, so the result is
 * deterministic.
 *
 * `amount` must already have at most `places` decimals and weights must not be negative
 * (RangeError otherwise). Computed in integers of the last place: no float, no rounding drift.
 */
export const allocate = (
  amount: Decimal.Value,
  weights: readonly Decimal.Value[],
  places: number,
): Decimal[] => {
  assertPlaces(places);
  const total = exact(amount);
  if (total.decimalPlaces() > places)
    throw new RangeError(`amount ${total} has more than ${places} decimals`);
  const parsed = weights.map((weight) => exact(weight));
  if (parsed.some((weight) => weight.isNegative())) throw new RangeError('weights must not be negative');
  if (parsed.length === 0) {
    if (!total.isZero()) throw new RangeError('cannot allocate a non-zero amount over no parts');
    return [];
  }
  const weightSum = parsed.reduce((sum, weight) => sum.plus(weight), exact(0));
  const shares = weightSum.isZero() ? parsed.map(() => exact(1)) : parsed;
  const shareSum = weightSum.isZero() ? exact(parsed.length) : weightSum;
  const scale = new Exact(10).pow(places);
  const units = total.abs().times(scale);
  const exactUnits = shares.map((share) => units.times(share).dividedBy(shareSum));
  const floors = exactUnits.map((value) => value.floor());
  let leftover = units.minus(floors.reduce((sum, value) => sum.plus(value), exact(0))).toNumber();
  const byRemainder = exactUnits
    .map((value, index) => ({ index, remainder: value.minus(floors[index]) }))
    .filter((entry) => entry.remainder.isPositive())
    .sort((a, b) => b.remainder.comparedTo(a.remainder) || a.index - b.index);
  for (const { index } of byRemainder) {
    if (leftover === 0) break;
    floors[index] = floors[index].plus(1);
    leftover -= 1;
  }
  const sign = total.isNegative() ? -1 : 1;
  return floors.map((value) => (value.isZero() ? exact(0) : value.times(sign).dividedBy(scale)));
};
