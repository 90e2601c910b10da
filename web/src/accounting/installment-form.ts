import { isIsoDay } from '@aqar/domain/calc/calendar';
import type { ChequeNoteParts } from '@aqar/domain/calc/installment-notes';
import { installmentSchedule } from '@aqar/domain/calc/installment-schedule';
import {
  installment,
  installmentGrid,
  installmentPlanIssues,
  stampedInstallment,
} from '@aqar/domain/entities/contracts/installment';
import type { Issue } from '@aqar/domain/entity-definition';
import type { AnyRecord } from '@aqar/domain/records';
import { gridSchema, issuePath, recordSchema, writableFields } from '@aqar/domain/validation';

/**
 * The installment popup's pure side (spec sections 2, 4, 5; domain-reference 2.19, 6.3): its form
 * values (the plan's fields flat, the cheque grid as `installmentGrid`), Generate, the note a row
 * takes when edited, the payload of a save and the rules checked before it.
 */

const planFields = writableFields(installment.fields).map(([name]) => name);
export const gridColumns = writableFields(installmentGrid.fields).map(([name]) => name);

/** The note texts in the user's language (the `installment.note1/note2` translations). */
export interface NoteWriter {
  note1(parts: ChequeNoteParts): string;
  note2(sequence: number): string;
}

/** A new plan of the contract: the defaults, its currency and rate, the first date its start (or delivery). */
export const newPlanValues = (contract: AnyRecord): AnyRecord => ({
  ...Object.fromEntries(
    writableFields(installment.fields).map(([name, field]) => [
      name,
      field.default ?? (field.type === 'boolean' ? false : null),
    ]),
  ),
  contractId: contract.id,
  currencyId: contract.currencyId ?? null,
  currencyVal: contract.currencyVal ?? 1,
  firstInstallmentDate: contract.startDurationDate ?? contract.propertyDeliveryDate ?? null,
  installmentGrid: [],
});

/** A grid row as the form holds it: the cheque's grid fields, with the bank's label for its picker. */
const gridRow = (cheque: AnyRecord): AnyRecord => ({
  ...Object.fromEntries(gridColumns.map((name) => [name, cheque[name] ?? null])),
  bankIdLabel: cheque.bankIdLabel ?? null,
  bankIdLatinLabel: cheque.bankIdLatinLabel ?? null,
});

/** A saved plan and its cheques as the form's values. */
export const storedPlanValues = (plan: AnyRecord, cheques: readonly AnyRecord[]): AnyRecord => ({
  ...Object.fromEntries(planFields.map((name) => [name, plan[name] ?? null])),
  installmentGrid: cheques.map(gridRow),
});

/** The decimals an amount is written with. */
const fixed = (amount: unknown, decimals: number) => {
  const text = String(amount ?? '');
  const value = Number(text);
  return text.trim() !== '' && Number.isFinite(value) ? value.toFixed(decimals) : null;
};

/**
 * Generate / ReGenerate (spec section 4, domain-reference 6.3): the cheques of the popup's values
 * for the contract's total, their notes written in the user's language. Null when the values do
 * not make a schedule (nothing left to pay, a count out of range): the popup says so.
 */
export const generatedRows = (
  values: AnyRecord,
  totalAmount: string,
  decimals: number,
  notes: NoteWriter,
  parts: { clientName: string | null; bankName: string | null },
): AnyRecord[] | null => {
  const first = values.firstInstallmentDate;
  if (typeof first !== 'string' || !isIsoDay(first)) return null;
  try {
    const schedule = installmentSchedule({
      totalAmount,
      hasFirstBatch: values.hasFirstBatch === true,
      firstBatch: (values.firstBatch as string | null) || 0,
      installmentsNumbers: Number(values.installmentsNumbers),
      eachNumber: Number(values.eachNumber),
      eachDuration: Number(values.eachDuration),
      firstInstallmentDate: first,
      beginNumber:
        values.beginNumber === null || values.beginNumber === '' ? null : Number(values.beginNumber),
      bankId: (values.bankId as string | null) ?? null,
      decimals,
    });
    return schedule.cheques.map((cheque) => ({
      internalNumber: String(cheque.internalNumber),
      amount: cheque.amount,
      dueDate: cheque.dueDate,
      endDueDate: cheque.endDueDate,
      bankId: cheque.bankId,
      bankIdLabel: parts.bankName,
      bankIdLatinLabel: null,
      note1: notes.note1({ ...cheque, ...parts }),
      note2: notes.note2(cheque.sequence),
    }));
  } catch {
    return null;
  }
};

/** A row's note1 after the user edits the row (spec section 4): its parts again, a dash for each missing one. */
export const rowNote1 = (
  row: AnyRecord,
  decimals: number,
  notes: NoteWriter,
  parts: { clientName: string | null; bankName: string | null },
) =>
  notes.note1({
    internalNumber: row.internalNumber as string | null,
    amount: fixed(row.amount, decimals),
    dueDate: row.dueDate as string | null,
    endDueDate: row.endDueDate as string | null,
    ...parts,
  });

/** The body of the save (`{installment, installmentGrid}`): what the server reads, labels left out. */
export const planPayload = (values: AnyRecord) => ({
  installment: Object.fromEntries(planFields.map((name) => [name, values[name] ?? null])),
  installmentGrid: ((values.installmentGrid as AnyRecord[] | undefined) ?? []).map((row) =>
    Object.fromEntries(gridColumns.map((name) => [name, row[name] === '' ? null : (row[name] ?? null)])),
  ),
});

const planSchema = recordSchema(installment, 'create');
const rowsSchema = gridSchema(installmentGrid);

/**
 * What keeps the popup's values from being saved, at the form's paths (`firstBatch`,
 * `installmentGrid.2.amount`): each field's own rules, then the five rules of spec section 5 on
 * the contract's total, as the server checks them again.
 */
export const planFormIssues = (values: AnyRecord, totalAmount: string): Issue[] => {
  const { installment: plan, installmentGrid: rows } = planPayload(values);
  const issues: Issue[] = [];
  const parsedPlan = planSchema.safeParse(plan);
  if (!parsedPlan.success)
    for (const issue of parsedPlan.error.issues)
      issues.push({ path: issue.path.join('.'), message: issue.message as Issue['message'] });
  const parsedRows = rowsSchema.safeParse(rows);
  if (!parsedRows.success)
    for (const issue of parsedRows.error.issues)
      issues.push({
        path: ['installmentGrid', ...issue.path].join('.'),
        message: issue.message as Issue['message'],
      });
  const header = stampedInstallment(plan, totalAmount);
  for (const issue of installmentPlanIssues(header, rows))
    issues.push({ ...issue, path: issue.path.replace(/^installment\./, '') });
  // One message per place, the first found.
  const seen = new Set<string>();
  return issues.filter((issue) => !seen.has(issue.path) && seen.add(issue.path));
};

/** A server field path (`installment.currencyId`) as the form's (`currencyId`). */
export const formPath = (path: string) => path.replace(/^installment\./, '');

export { issuePath };
