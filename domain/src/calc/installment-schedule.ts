import Decimal from 'decimal.js';
import { addDays, addMonths, type IsoDay, isIsoDay } from './calendar.ts';
import { assertPlaces, exact, roundTo } from './exact.ts';
import type { Money } from './money.ts';

/** The interval unit of a plan ("each duration", domain-reference section 1). */
export const eachDuration = { week: 1, month: 2, year: 3 } as const;

export type EachDuration = (typeof eachDuration)[keyof typeof eachDuration];

/** The popup's starting values (spec section 9): four cheques, one every three months, from 1. */
export const installmentPlanDefaults = {
  installmentsNumbers: 4,
  eachNumber: 3,
  eachDuration: eachDuration.month,
  beginNumber: 1,
} as const;

/** Most cheques one plan generates: fifty years monthly. */
export const maxInstallments = 600;

/** What Generate reads from the popup (spec section 2, domain-reference 2.19). */
export interface InstallmentScheduleInput {
  /** The contract's final price. */
  totalAmount: Decimal.Value;
  /** The cash down payment; counted only when `hasFirstBatch`. */
  hasFirstBatch?: boolean | null;
  firstBatch?: Decimal.Value | null;
  /** Number of cheques, 1 to `maxInstallments`. */
  installmentsNumbers: number;
  /** Every N units, 1 to 12. */
  eachNumber: number;
  eachDuration: number;
  firstInstallmentDate: IsoDay;
  /** Number of the first cheque; 1 when absent. */
  beginNumber?: number | null;
  /** The client's bank, copied to every cheque. */
  bankId?: string | null;
  /** Decimals of the plan's currency (0 to 4); default 2. */
  decimals?: number;
}

/** One generated cheque (a row of the installment grid). */
export interface InstallmentCheque {
  /** 1 for the first cheque of the plan: the N of note2's "Nth Payment (N)". */
  sequence: number;
  internalNumber: number;
  amount: Money;
  dueDate: IsoDay;
  /** The day before the next cheque's due date: the period this cheque pays for ends then. */
  endDueDate: IsoDay;
  bankId: string | null;
}

export interface InstallmentSchedule {
  /** totalAmount − firstBatch: what the cheques pay. */
  restAmount: Money;
  cheques: InstallmentCheque[];
}

/** The down payment a plan counts: firstBatch when hasFirstBatch, else nothing. */
export const countedFirstBatch = (plan: {
  hasFirstBatch?: boolean | null;
  firstBatch?: Decimal.Value | null;
}): Decimal => (plan.hasFirstBatch ? exact(plan.firstBatch) : exact(0));

/** restAmount = totalAmount − the counted first batch (domain-reference 2.19). */
export const installmentRest = (plan: {
  totalAmount: Decimal.Value;
  hasFirstBatch?: boolean | null;
  firstBatch?: Decimal.Value | null;
}): Decimal => exact(plan.totalAmount).minus(countedFirstBatch(plan));

/**
 * The due date of cheque `index` (0 for the first): the first date moved by index × N weeks,
 * months or years. Months and years count from the first date itself, so a plan starting on
 * 31 January monthly falls due on 28 (or 29) February and then 31 March again.
 */
export const installmentDueDate = (
  firstDate: IsoDay,
  index: number,
  step: { eachNumber: number; eachDuration: number },
): IsoDay => {
  const count = index * step.eachNumber;
  switch (step.eachDuration) {
    case eachDuration.week:
      return addDays(firstDate, count * 7);
    case eachDuration.month:
      return addMonths(firstDate, count);
    case eachDuration.year:
      return addMonths(firstDate, count * 12);
    default:
      throw new RangeError(`unknown interval unit ${step.eachDuration}`);
  }
};

/**
 * The equal amount of each cheque and the last one's: rest ÷ count rounded to the currency's
 * decimals (half away from zero, the spec's figure), the last cheque taking what is left so the
 * cheques sum to the rest exactly. Where rounding up would leave the last cheque below zero (a
 * few cents over many cheques), the amount is rounded down instead, and the last cheque carries
 * the difference.
 */
export const installmentAmounts = (
  rest: Decimal.Value,
  count: number,
  places: number,
): { each: Decimal; last: Decimal } => {
  const total = exact(rest);
  const nearest = roundTo(total.dividedBy(count), places);
  const each = total.minus(nearest.times(count - 1)).isNegative()
    ? total.dividedBy(count).toDecimalPlaces(places, Decimal.ROUND_DOWN)
    : nearest;
  return { each, last: total.minus(each.times(count - 1)) };
};

const wholeIn = (value: number, min: number, max: number, what: string): void => {
  if (!Number.isInteger(value) || value < min || value > max)
    throw new RangeError(`${what} must be a whole number from ${min} to ${max}, not ${value}`);
};

/**
 * The cheques of an installment plan (spec sections 2, 4 and 9; domain-reference 2.19, 6.3):
 *
 * - rest = totalAmount − firstBatch (when hasFirstBatch);
 * - cheque i (0-based) is numbered beginNumber + i (from 1 by default), falls due on
 *   `installmentDueDate(firstInstallmentDate, i)` and ends the day before the next due date
 *   (the last one, the day before the date a next cheque would have);
 * - every cheque is worth `installmentAmounts(rest, count).each` and the last the remainder.
 *
 * Invariants: the amounts sum to the rest exactly; none is negative; every amount has the
 * currency's decimals; due dates strictly increase and each end date lies on or after its due
 * date and before the next one. Refuses (RangeError) a rest that is not positive or has more
 * decimals than the currency, and counts, steps, units or dates out of range; the popup's
 * validation keeps those from reaching here.
 */
export const installmentSchedule = (input: InstallmentScheduleInput): InstallmentSchedule => {
  const places = input.decimals ?? 2;
  assertPlaces(places);
  const rest = installmentRest(input);
  if (!rest.isFinite() || !rest.gt(0)) throw new RangeError(`nothing left to pay in cheques (${rest})`);
  if (rest.decimalPlaces() > places) throw new RangeError(`rest ${rest} has more than ${places} decimals`);
  const count = input.installmentsNumbers;
  wholeIn(count, 1, maxInstallments, 'number of installments');
  wholeIn(input.eachNumber, 1, 12, 'interval');
  if (!Object.values(eachDuration).includes(input.eachDuration as EachDuration))
    throw new RangeError(`unknown interval unit ${input.eachDuration}`);
  if (!isIsoDay(input.firstInstallmentDate))
    throw new RangeError(`first installment date is not a day: ${input.firstInstallmentDate}`);
  const begin = input.beginNumber ?? installmentPlanDefaults.beginNumber;
  wholeIn(begin, 0, 2_000_000_000 - count, 'begin number');

  const { each, last } = installmentAmounts(rest, count, places);
  const dueDates = Array.from({ length: count + 1 }, (_, index) =>
    installmentDueDate(input.firstInstallmentDate, index, input),
  );
  const cheques = Array.from({ length: count }, (_, index) => ({
    sequence: index + 1,
    internalNumber: begin + index,
    amount: (index === count - 1 ? last : each).toFixed(places),
    dueDate: dueDates[index],
    endDueDate: addDays(dueDates[index + 1], -1),
    bankId: input.bankId ?? null,
  }));
  return { restAmount: rest.toFixed(places), cheques };
};

/**
 * The popup's footer (spec section 4): used = the sum of the grid's amounts rounded to the
 * currency's decimals, rest = restAmount − used. Unreadable amounts count as zero while typing.
 */
export const installmentUsage = (
  restAmount: Decimal.Value,
  amounts: readonly (Decimal.Value | null | undefined)[],
  places = 2,
): { used: Money; rest: Money } => {
  const used = roundTo(
    amounts.reduce<Decimal>((sum, amount) => {
      try {
        const value = exact(amount);
        return value.isFinite() ? sum.plus(value) : sum;
      } catch {
        return sum;
      }
    }, exact(0)),
    places,
  );
  return { used: used.toFixed(places), rest: exact(restAmount).minus(used).toFixed(places) };
};
