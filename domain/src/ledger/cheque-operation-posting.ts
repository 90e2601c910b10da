import type Decimal from 'decimal.js';
import { exact } from '../calc/exact.ts';
import type { EntryLinePlan } from './entry-rules.ts';

/** What an operation's entry reads from a collection, partial collection or return (2.21 to 2.23). */
export interface ChequeOperationPosting {
  amount: Decimal.Value;
  debitAccountId: string;
  creditAccountId: string;
  costCenterId?: string | null;
  note?: string | null;
  commissionValue?: Decimal.Value | null;
  commissionDebitId?: string | null;
  commissionCreditId?: string | null;
  commissionCostCenterId?: string | null;
  commissionNote?: string | null;
}

const pair = (
  amount: Decimal,
  debit: string,
  credit: string,
  costCenterId: string | null,
  note: string | null,
): EntryLinePlan[] => [
  { accountId: debit, debit: amount.toFixed(), credit: '0', costCenterId, observeAccountId: credit, note },
  { accountId: credit, debit: '0', credit: amount.toFixed(), costCenterId, observeAccountId: debit, note },
];

/**
 * An operation's entry (domain-reference 5.4 to 5.6): Dr the debit account / Cr the credit
 * account — the operation's amount, with its cost center; then, when a commission is given (a
 * value above zero and both its accounts), its own pair Dr commission debit / Cr commission
 * credit — the commission, with the commission's cost center and note. The reference stores the
 * commission block without posting it; posted on separate lines, the cheque's amount still clears
 * the cheque account exactly and the bank's charge shows on its own.
 */
export const chequeOperationEntryLines = (operation: ChequeOperationPosting): EntryLinePlan[] => {
  const amount = exact(operation.amount);
  if (!amount.gt(0)) return [];
  const note = operation.note ?? null;
  const lines = pair(
    amount,
    operation.debitAccountId,
    operation.creditAccountId,
    operation.costCenterId ?? null,
    note,
  );
  const commission = exact(operation.commissionValue ?? 0);
  if (commission.gt(0) && operation.commissionDebitId && operation.commissionCreditId) {
    lines.push(
      ...pair(
        commission,
        operation.commissionDebitId,
        operation.commissionCreditId,
        operation.commissionCostCenterId ?? null,
        operation.commissionNote ?? note,
      ),
    );
  }
  return lines;
};
