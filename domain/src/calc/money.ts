import Decimal from 'decimal.js';

/** Money is carried as decimal strings and computed with decimal.js; never with floats. */
export type Money = string;

export const money = (value: Decimal.Value | null | undefined): Decimal => new Decimal(value ?? 0);

/** Rounds half away from zero to `places` decimals (2 for most currencies, 3 for KWD). */
export const roundMoney = (value: Decimal.Value, places = 2): Decimal =>
  new Decimal(value).toDecimalPlaces(places, Decimal.ROUND_HALF_UP);

export const sumMoney = (values: readonly (Decimal.Value | null | undefined)[]): Decimal =>
  values.reduce<Decimal>((total, value) => total.plus(money(value)), new Decimal(0));

/** The canonical string of an amount with exactly `places` decimals. */
export const formatMoney = (value: Decimal.Value, places = 2): Money =>
  roundMoney(value, places).toFixed(places);

/**
 * Splits `total` into `count` parts of `total / count` rounded to `places`, with the rounding
 * remainder on the last part, so the parts always sum to the total exactly.
 */
export const splitEvenly = (total: Decimal.Value, count: number, places = 2): Decimal[] => {
  if (!Number.isInteger(count) || count < 1) throw new RangeError('count must be a positive integer');
  const whole = new Decimal(total);
  const part = whole.dividedBy(count).toDecimalPlaces(places, Decimal.ROUND_DOWN);
  const parts = Array.from({ length: count }, () => part);
  parts[count - 1] = whole.minus(part.times(count - 1));
  return parts;
};
