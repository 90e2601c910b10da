import { isIsoDay } from '../../calc/calendar.ts';
import { exact } from '../../calc/exact.ts';
import { installmentIssues } from '../../calc/installment-rules.ts';
import { installmentPlanDefaults, maxInstallments } from '../../calc/installment-schedule.ts';
import { defineEntity, type GridDefinition, type Issue } from '../../entity-definition.ts';
import type { EntityValues, FieldsValues } from '../../entity-values.ts';
import { cheque } from '../accounting/cheque.ts';

/**
 * A contract's installment plan (domain-reference 2.19, spec sections 2 to 5 and 9): what the
 * installment popup saves, one plan per contract. `totalAmount` (the contract's final price) and
 * `restAmount` (total − first batch) are the server's. The plan has no grid table of its own: its
 * rows are its cheques, records of the received-cheque pattern that name the plan in
 * `installmentId` (`installmentGrid` below), and its first batch is a receipt voucher flagged
 * `isFirstBatch` (ledger/installment-posting.ts, docs/contract-entries.md section 3). Saved and
 * read through `/contracts/installments` and `/contracts/:id/installments` (reference section 9).
 */
export const installment = defineEntity({
  key: 'installment',
  table: 'installments',
  api: '/contracts/installments',
  display: 'beneficiaryName',
  moduleWrites: true,
  fields: {
    // Part of its contract: deleting the contract takes the plan along (or is refused while a
    // cheque of it has been operated on), rather than counting it as a use.
    contractId: {
      type: 'reference',
      entity: 'contract',
      required: true,
      unique: true,
      filter: true,
      partOf: true,
    },
    totalAmount: { type: 'money', readOnly: true },
    restAmount: { type: 'money', readOnly: true },
    currencyId: {
      type: 'reference',
      entity: 'currency',
      required: true,
      requiredMessage: 'currencyRequired',
      filter: true,
    },
    currencyVal: {
      type: 'decimal',
      required: true,
      default: 1,
      min: 0,
      exclusiveMin: true,
      minMessage: 'mustBePositive',
      scale: 8,
    },
    hasFirstBatch: { type: 'boolean', default: false },
    firstBatch: { type: 'money', min: 0, minMessage: 'mustBeNonNegative', default: 0 },
    paymentDate: { type: 'date' },
    installmentsNumbers: {
      type: 'integer',
      min: 1,
      max: maxInstallments,
      default: installmentPlanDefaults.installmentsNumbers,
    },
    eachNumber: { type: 'integer', min: 1, max: 12, default: installmentPlanDefaults.eachNumber },
    eachDuration: {
      type: 'option',
      options: 'installmentEachDuration',
      default: installmentPlanDefaults.eachDuration,
    },
    firstInstallmentDate: { type: 'date' },
    beginNumber: {
      type: 'integer',
      min: 0,
      max: 2_000_000_000,
      default: installmentPlanDefaults.beginNumber,
    },
    bankId: { type: 'reference', entity: 'bank' },
    beneficiaryName: { type: 'text', max: 200, search: true },
  },
  listColumns: [
    'number',
    'contractId',
    'totalAmount',
    'firstBatch',
    'restAmount',
    'installmentsNumbers',
    'firstInstallmentDate',
    'currencyId',
  ],
});

/**
 * The popup's cheque grid (`installmentGrid`, spec section 2): each row becomes a cheque of the
 * plan, so its fields are the cheque's own. Declared as a grid for its validation and its columns;
 * it is never a table (the cheques are). A plan needs a row (Save is disabled without one).
 */
export const installmentGrid = {
  table: cheque.table,
  min: 1,
  minMessage: 'tooFewRows',
  max: maxInstallments,
  fields: {
    internalNumber: cheque.fields.internalNumber,
    amount: cheque.fields.amount,
    dueDate: { ...cheque.fields.dueDate, required: true },
    endDueDate: cheque.fields.endDueDate,
    bankId: cheque.fields.bankId,
    // One line in the grid: the narrative is long but written by Generate.
    note1: { ...cheque.fields.note1, type: 'text' },
    note2: cheque.fields.note2,
  },
} as const satisfies GridDefinition;

export type InstallmentValues = EntityValues<typeof installment>;
export type InstallmentGridRow = FieldsValues<(typeof installmentGrid)['fields']>;

/** The body of `POST /contracts/installments` and `PUT /contracts/installments/:id` (reference 9). */
export interface InstallmentPayload {
  installment: Partial<InstallmentValues>;
  installmentGrid: Partial<InstallmentGridRow>[];
}

/**
 * Everything that keeps a plan from being saved, at the paths of the payload: the five rules of
 * spec section 5 (`installmentIssues`, on the total the server stamps), a row's end due date
 * before its due date, and a first batch or payment date with no first batch ticked ignored. The
 * popup checks the same before it sends.
 */
export const installmentPlanIssues = (
  plan: Partial<InstallmentValues> & { totalAmount: string },
  grid: readonly Partial<InstallmentGridRow>[],
): Issue[] => {
  const issues = installmentIssues({
    totalAmount: plan.totalAmount,
    currencyId: plan.currencyId,
    hasFirstBatch: plan.hasFirstBatch,
    firstBatch: plan.firstBatch,
    paymentDate: plan.paymentDate,
    installmentGrid: grid,
  }).map((issue) => ({
    ...issue,
    path: issue.path.startsWith('installmentGrid') ? issue.path : `installment.${issue.path}`,
  }));
  grid.forEach((row, index) => {
    if (row.dueDate && row.endDueDate && isIsoDay(row.dueDate) && row.endDueDate < row.dueDate)
      issues.push({ path: `installmentGrid.${index}.endDueDate`, message: 'rangeReversed' });
  });
  return issues;
};

/** A plan's header as it is stored: the total and rest stamped, the first batch only when ticked. */
export const stampedInstallment = (
  plan: Partial<InstallmentValues>,
  totalAmount: string,
): Partial<InstallmentValues> & { totalAmount: string; restAmount: string } => {
  const hasFirstBatch = plan.hasFirstBatch === true;
  const firstBatch = hasFirstBatch ? exact(plan.firstBatch ?? 0) : exact(0);
  return {
    ...plan,
    hasFirstBatch,
    firstBatch: firstBatch.toFixed(),
    paymentDate: hasFirstBatch ? (plan.paymentDate ?? null) : null,
    totalAmount: exact(totalAmount).toFixed(),
    restAmount: exact(totalAmount).minus(firstBatch).toFixed(),
  };
};
