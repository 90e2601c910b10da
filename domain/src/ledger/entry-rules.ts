import Decimal from 'decimal.js';
import { money, sumMoney } from '../calc/money.ts';
import { defaultScale } from '../entity-definition.ts';
import type { MessageKey } from '../messages.ts';

/** One line of a journal entry as the rules see it: amounts in the document currency. */
export interface EntryLinePlan {
  accountId: string;
  debit: Decimal.Value;
  credit: Decimal.Value;
  costCenterId?: string | null;
  observeAccountId?: string | null;
  note?: string | null;
}

export interface EntryPlan {
  /** Exchange rate of the document currency to the base currency (1 for the base currency). */
  rate: Decimal.Value;
  lines: EntryLinePlan[];
}

/** Entry faults, as message keys of the shared catalogue (spec section 5 wording). */
export type EntryMessageKey = Extract<
  MessageKey,
  | 'debitAndCreditEqual'
  | 'differenceZero'
  | 'oneSidePerLine'
  | 'uniqueAccountsPerSide'
  | 'debitPositive'
  | 'creditPositive'
  | 'twoLines'
  | 'accountRequired'
  | 'entryTotalBelowOne'
>;

export interface EntryIssue {
  /** `lines.3.debit`, or `debit` for the entry as a whole. */
  path: string;
  message: EntryMessageKey;
}

export interface EntryTotals {
  debit: Decimal;
  credit: Decimal;
  difference: Decimal;
}

export const entryTotals = (lines: readonly EntryLinePlan[]): EntryTotals => {
  const debit = sumMoney(lines.map((line) => line.debit));
  const credit = sumMoney(lines.map((line) => line.credit));
  return { debit, credit, difference: debit.minus(credit) };
};

/**
 * Everything that makes an entry unpostable. An entry is postable when it has two or more lines,
 * each line has exactly one positive side and an account, no account repeats on the same side,
 * totals are positive and debit equals credit.
 */
export const entryIssues = (
  plan: EntryPlan,
  options: {
    uniqueAccounts?: boolean;
    /** An entry typed by hand has totals of at least 1 (spec section 5, "Entry"). */
    totalsAtLeastOne?: boolean;
  } = {},
): EntryIssue[] => {
  const uniqueAccounts = options.uniqueAccounts ?? true;
  const issues: EntryIssue[] = [];
  if (plan.lines.length < 2) issues.push({ path: 'lines', message: 'twoLines' });
  const seen = { debit: new Set<string>(), credit: new Set<string>() };
  plan.lines.forEach((line, index) => {
    const debit = money(line.debit);
    const credit = money(line.credit);
    if (!line.accountId) issues.push({ path: `lines.${index}.accountId`, message: 'accountRequired' });
    if (debit.isNegative()) issues.push({ path: `lines.${index}.debit`, message: 'debitPositive' });
    if (credit.isNegative()) issues.push({ path: `lines.${index}.credit`, message: 'creditPositive' });
    if (debit.isZero() === credit.isZero())
      issues.push({ path: `lines.${index}.debit`, message: 'oneSidePerLine' });
    const side = debit.isZero() ? 'credit' : 'debit';
    if (line.accountId && uniqueAccounts) {
      if (seen[side].has(line.accountId))
        issues.push({ path: `lines.${index}.accountId`, message: 'uniqueAccountsPerSide' });
      seen[side].add(line.accountId);
    }
  });
  const totals = entryTotals(plan.lines);
  // gt(0): decimal.js's isPositive() is true for 0.
  if (!totals.debit.gt(0)) issues.push({ path: 'debit', message: 'debitPositive' });
  if (!totals.credit.gt(0)) issues.push({ path: 'credit', message: 'creditPositive' });
  if (options.totalsAtLeastOne) {
    if (totals.debit.gt(0) && totals.debit.lt(1))
      issues.push({ path: 'debit', message: 'entryTotalBelowOne' });
    if (totals.credit.gt(0) && totals.credit.lt(1))
      issues.push({ path: 'credit', message: 'entryTotalBelowOne' });
  }
  if (!totals.difference.isZero()) {
    issues.push({ path: 'debit', message: 'debitAndCreditEqual' });
    issues.push({ path: 'difference', message: 'differenceZero' });
  }
  return issues;
};

/** Base-currency amount of a document amount: amount × rate, at the stored precision. */
export const toBase = (amount: Decimal.Value, rate: Decimal.Value): Decimal =>
  money(amount).times(money(rate)).toDecimalPlaces(defaultScale.money, Decimal.ROUND_HALF_UP);

export interface BaseLine {
  debitBase: Decimal;
  creditBase: Decimal;
}

/**
 * Base-currency amounts of a balanced entry. Rounding each line separately can leave the base
 * totals a few ten-thousandths apart; that remainder goes to the largest line of the lighter
 * side, so an entry balanced in its own currency is balanced in the base currency too.
 */
export const baseAmounts = (plan: EntryPlan): BaseLine[] => {
  const lines = plan.lines.map((line) => ({
    debitBase: toBase(line.debit, plan.rate),
    creditBase: toBase(line.credit, plan.rate),
  }));
  const debit = sumMoney(lines.map((l) => l.debitBase));
  const credit = sumMoney(lines.map((l) => l.creditBase));
  const gap = debit.minus(credit);
  if (gap.isZero() || !entryTotals(plan.lines).difference.isZero()) return lines;
  const side: keyof BaseLine = gap.isNegative() ? 'debitBase' : 'creditBase';
  const largest = lines.reduce((best, line) => (line[side].gt(best[side]) ? line : best), lines[0]);
  largest[side] = largest[side].plus(gap.abs());
  return lines;
};
