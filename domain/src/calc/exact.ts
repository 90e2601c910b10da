import Decimal from 'decimal.js';

/**
 * decimal.js with enough significant digits that no product or quotient of document amounts is
 * ever rounded by the library itself (the default keeps 20 digits: a 16-digit quantity times a
 * 12-digit price would lose digits). Results are rounded only where a rule says so, to the
 * currency's decimals, half away from zero.
 */
export const Exact = Decimal.clone({ precision: 80, rounding: Decimal.ROUND_HALF_UP });

export const exact = (value: Decimal.Value | null | undefined): Decimal => new Exact(value ?? 0);

/** Half away from zero to `places` decimals. */
export const roundTo = (value: Decimal, places: number): Decimal =>
  new Exact(value).toDecimalPlaces(places, Decimal.ROUND_HALF_UP);

/** Decimals a currency may have (currency.decimals is 0 to 4). */
export const assertPlaces = (places: number): void => {
  if (!Number.isInteger(places) || places < 0 || places > 4) {
    throw new RangeError(`decimals must be an integer from 0 to 4, not ${places}`);
  }
};
