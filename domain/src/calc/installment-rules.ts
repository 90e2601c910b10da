import type Decimal from 'decimal.js';
import type { Issue } from '../entity-definition.ts';
import { isIsoDay } from './calendar.ts';
import { exact } from './exact.ts';
import { countedFirstBatch, installmentRest } from './installment-schedule.ts';

/** An installment plan as the popup saves it (domain-reference 2.19), typed loosely: it is checked here. */
export interface InstallmentPlanValues {
  totalAmount: Decimal.Value;
  currencyId?: string | null;
  hasFirstBatch?: boolean | null;
  firstBatch?: Decimal.Value | null;
  paymentDate?: string | null;
  installmentGrid: readonly { amount?: Decimal.Value | null; dueDate?: string | null }[];
}

/** A decimal, or null when the text is not one (the form's own checks name that fault). */
const readable = (value: Decimal.Value | null | undefined): Decimal | null => {
  if (value === null || value === undefined || value === '') return null;
  try {
    const parsed = exact(value);
    return parsed.isFinite() ? parsed : null;
  } catch {
    return null;
  }
};

/**
 * What keeps an installment plan from being saved, in the spec's words (section 5, "Installment";
 * the first two are also its toasts, section 8):
 *
 * - firstBatch above totalAmount → `firstBatchAboveTotal` (firstBatch);
 * - no currency → `currencyRequired` (currencyId);
 * - with hasFirstBatch: no paymentDate → `paymentDateRequired`, no first batch (empty or zero) →
 *   `firstBatchRequired`;
 * - the cheques' amounts summing above the rest → `chequesAboveRest` (installmentGrid). The rest
 *   is recomputed as totalAmount − firstBatch, never read from the client.
 *
 * Besides, the grid needs a row (the popup's Save needs one, spec section 4), and each row a
 * positive amount and a due date.
 */
export const installmentIssues = (plan: InstallmentPlanValues): Issue[] => {
  const issues: Issue[] = [];
  const total = readable(plan.totalAmount);
  const firstBatch = plan.hasFirstBatch ? readable(plan.firstBatch) : null;
  const firstBatchAbove = total !== null && firstBatch?.gt(total) === true;
  if (firstBatchAbove) issues.push({ path: 'firstBatch', message: 'firstBatchAboveTotal' });
  if (!plan.currencyId) issues.push({ path: 'currencyId', message: 'currencyRequired' });
  if (plan.hasFirstBatch) {
    if (!plan.paymentDate) issues.push({ path: 'paymentDate', message: 'paymentDateRequired' });
    else if (!isIsoDay(plan.paymentDate)) issues.push({ path: 'paymentDate', message: 'invalidDate' });
    if (firstBatch === null || firstBatch.isZero())
      issues.push({ path: 'firstBatch', message: 'firstBatchRequired' });
    else if (firstBatch.isNegative()) issues.push({ path: 'firstBatch', message: 'mustBePositive' });
  }
  if (plan.installmentGrid.length === 0) issues.push({ path: 'installmentGrid', message: 'tooFewRows' });
  let sum = exact(0);
  plan.installmentGrid.forEach((row, index) => {
    const amount = readable(row.amount);
    if (amount === null || !amount.gt(0))
      issues.push({ path: `installmentGrid.${index}.amount`, message: 'mustBePositive' });
    else sum = sum.plus(amount);
    if (!row.dueDate) issues.push({ path: `installmentGrid.${index}.dueDate`, message: 'required' });
    else if (!isIsoDay(row.dueDate))
      issues.push({ path: `installmentGrid.${index}.dueDate`, message: 'invalidDate' });
  });
  // With the first batch above the total there is no rest to compare with: that fault is named.
  const rest = installmentRest({
    totalAmount: total ?? 0,
    hasFirstBatch: plan.hasFirstBatch,
    firstBatch: firstBatch ?? 0,
  });
  if (total !== null && !firstBatchAbove && sum.gt(rest))
    issues.push({ path: 'installmentGrid', message: 'chequesAboveRest' });
  return issues;
};

/** Generate is enabled only when the count, the step and its unit are all set (spec section 4). */
export const canGenerateInstallments = (plan: {
  installmentsNumbers?: number | null;
  eachNumber?: number | null;
  eachDuration?: number | null;
}): boolean =>
  [plan.installmentsNumbers, plan.eachNumber, plan.eachDuration].every(
    (value) => typeof value === 'number' && Number.isInteger(value) && value > 0,
  );

/**
 * Turning hasFirstBatch off resets firstBatch to 0 and clears paymentDate (spec section 4); the
 * rest follows the total again.
 */
export const firstBatchSwitched = (
  plan: { totalAmount: Decimal.Value; firstBatch?: Decimal.Value | null; paymentDate?: string | null },
  hasFirstBatch: boolean,
): { hasFirstBatch: boolean; firstBatch: string; paymentDate: string | null; restAmount: string } => {
  const firstBatch = hasFirstBatch ? (readable(plan.firstBatch) ?? exact(0)) : exact(0);
  return {
    hasFirstBatch,
    firstBatch: firstBatch.toFixed(),
    paymentDate: hasFirstBatch ? (plan.paymentDate ?? null) : null,
    restAmount: exact(plan.totalAmount).minus(countedFirstBatch({ hasFirstBatch, firstBatch })).toFixed(),
  };
};
