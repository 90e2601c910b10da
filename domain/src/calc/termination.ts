import Decimal from 'decimal.js';
import { compareDays, daysBetween, type IsoDay } from './calendar.ts';
import { contractDays } from './contract-dates.ts';
import { assertPlaces, exact, roundTo } from './exact.ts';
import type { Money } from './money.ts';

/**
 * The termination tab's rounding options (`roundTo`, domain-reference section 1: 0 without
 * rounding, then "0", "1", "-1", "5", "-5", "10", "-10"). Read as: the currency's decimals; the
 * nearest whole unit; and up or down to a multiple of 1, 5 or 10.
 */
export const terminationRounding = {
  none: 0,
  nearestUnit: 1,
  upToOne: 2,
  downToOne: 3,
  upToFive: 4,
  downToFive: 5,
  upToTen: 6,
  downToTen: 7,
} as const;

const multiples: Readonly<Record<number, { step: number; mode: Decimal.Rounding }>> = {
  [terminationRounding.upToOne]: { step: 1, mode: Decimal.ROUND_UP },
  [terminationRounding.downToOne]: { step: 1, mode: Decimal.ROUND_DOWN },
  [terminationRounding.upToFive]: { step: 5, mode: Decimal.ROUND_UP },
  [terminationRounding.downToFive]: { step: 5, mode: Decimal.ROUND_DOWN },
  [terminationRounding.upToTen]: { step: 10, mode: Decimal.ROUND_UP },
  [terminationRounding.downToTen]: { step: 10, mode: Decimal.ROUND_DOWN },
};

/**
 * `amount` (not negative) rounded as the termination's `roundTo` option says: none → the
 * currency's decimals, half away from zero; nearest unit → whole units, half away from zero;
 * up/down to 1, 5 or 10 → the next multiple above or below (an exact multiple stays). The spec's
 * original applied only "0 decimals or 2" (section 11 item 11); every option applies here.
 */
export const roundTermination = (amount: Decimal.Value, option: number, places: number): Decimal => {
  assertPlaces(places);
  const value = exact(amount);
  if (value.isNegative()) throw new RangeError('a termination amount is rounded before its sign is given');
  if (option === terminationRounding.none) return roundTo(value, places);
  if (option === terminationRounding.nearestUnit) return roundTo(value, 0);
  const multiple = multiples[option];
  if (!multiple) throw new RangeError(`unknown rounding option ${option}`);
  return value.dividedBy(multiple.step).toDecimalPlaces(0, multiple.mode).times(multiple.step);
};

/** What a termination is worked out from (domain-reference 6.4, 2.18 termination tab). */
export interface TerminationInput {
  startDurationDate: IsoDay;
  endDurationDate: IsoDay;
  terminationDate: IsoDay;
  /** The rent the contract charges for its whole term: its price before VAT. */
  amount: Decimal.Value;
  roundTo?: number | null;
  /** Decimals of the contract's currency; default 2. */
  decimals?: number;
}

export interface TerminationAmounts {
  /** early: before the last day; onTime: on it; late: after it (a holdover). */
  timing: 'early' | 'onTime' | 'late';
  /** Days of the contract, both ends counted. */
  contractDays: number;
  /** Days the tenant had the unit: start to termination date, both counted. */
  usedDays: number;
  /** Early: days paid for and not used. Late: 0. */
  unusedDays: number;
  /** Late: days held past the end. Early: 0. */
  extraDays: number;
  /** What the owner earns for the days used (or the term and the holdover). */
  ownerTotalAmount: Money;
  /** amount − ownerTotalAmount: positive is refunded to the tenant, negative is owed by the tenant. */
  ownerRestAmount: Money;
}

/**
 * Termination amounts (domain-reference 6.4, spec section 9), with early and late terminations
 * told apart (section 11 item 11; docs/contract-entries.md says why):
 *
 * - daily rent = amount ÷ contract days (both ends counted, so a year of 365 days costs 365 daily
 *   rents); the termination day is the tenant's last day, counted as used;
 * - early (terminationDate before the last day): the refund = amount × unused days ÷ contract days,
 *   rounded as `roundTo` says and never above the amount; ownerTotal = amount − refund;
 * - on the last day: nothing moves;
 * - late (after the last day): the term is earned in full and only the holdover is priced:
 *   charge = amount × extra days ÷ contract days, rounded as `roundTo` says; ownerTotal = amount +
 *   charge, and the rest is its negative.
 *
 * Only the money that changes hands is rounded, once, so rounding can neither turn a refund into
 * a charge nor let a holdover cut into the rent the term already earned. Exact decimal
 * arithmetic; the figures carry the currency's decimals. A termination before the start, or a
 * negative amount, is refused (RangeError); the form checks the date first.
 */
export const terminationAmounts = (input: TerminationInput): TerminationAmounts => {
  const places = input.decimals ?? 2;
  assertPlaces(places);
  const amount = roundTo(exact(input.amount), places);
  if (amount.isNegative()) throw new RangeError('the contract amount cannot be negative');
  if (compareDays(input.terminationDate, input.startDurationDate) < 0)
    throw new RangeError(
      `termination (${input.terminationDate}) before the start (${input.startDurationDate})`,
    );
  const total = contractDays(input.startDurationDate, input.endDurationDate);
  const usedDays = daysBetween(input.startDurationDate, input.terminationDate) + 1;
  const option = input.roundTo ?? terminationRounding.none;
  const priced = (days: number) => roundTermination(amount.times(days).dividedBy(total), option, places);
  const figures = (ownerTotal: Decimal) => ({
    ownerTotalAmount: ownerTotal.toFixed(places),
    ownerRestAmount: amount.minus(ownerTotal).toFixed(places),
  });
  if (usedDays < total) {
    const unusedDays = total - usedDays;
    const refund = Decimal.min(priced(unusedDays), amount);
    return {
      timing: 'early',
      contractDays: total,
      usedDays,
      unusedDays,
      extraDays: 0,
      ...figures(amount.minus(refund)),
    };
  }
  if (usedDays === total)
    return {
      timing: 'onTime',
      contractDays: total,
      usedDays,
      unusedDays: 0,
      extraDays: 0,
      ...figures(amount),
    };
  const extraDays = usedDays - total;
  return {
    timing: 'late',
    contractDays: total,
    usedDays,
    unusedDays: 0,
    extraDays,
    ...figures(amount.plus(priced(extraDays))),
  };
};
