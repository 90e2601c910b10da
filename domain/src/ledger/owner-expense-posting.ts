import type Decimal from 'decimal.js';
import { money, sumMoney } from '../calc/money.ts';
import type { EntryLinePlan } from './entry-rules.ts';

export interface OwnerExpenseRow {
  amount: Decimal.Value;
  costCenterId?: string | null;
  /** The row's statement: its note, else the expense type's name. */
  note?: string | null;
}

export interface OwnerExpensePostingInput {
  /** The ledger account of the owner the expenses were paid for. */
  ownerAccountId: string;
  /** The cash, bank or payable account the expenses were paid from (or are owed on). */
  accountId: string;
  costCenterId?: string | null;
  note?: string | null;
  rows: readonly OwnerExpenseRow[];
}

/** The total of an owner expense: the exact sum of its rows' amounts. */
export const ownerExpenseTotal = (rows: readonly { amount?: Decimal.Value | null }[]): Decimal =>
  sumMoney(rows.map((row) => row.amount ?? 0));

/**
 * Owner expense posting (domain-reference 2.35; docs/architecture.md, "Owner expenses"): what was
 * spent on the owner's behalf is charged to the owner. Each row with a positive amount debits the
 * owner's account (with its cost center, else the document's, and its statement); one line
 * credits the chosen cash or payable account with the total. Every line names the account on the
 * other side as its observe account. Rows of zero are left out; no positive row, no entry.
 */
export const ownerExpenseEntryLines = (input: OwnerExpensePostingInput): EntryLinePlan[] => {
  const rows = input.rows.filter((row) => money(row.amount).gt(0));
  if (rows.length === 0) return [];
  const total = sumMoney(rows.map((row) => row.amount)).toFixed();
  const debits = rows.map<EntryLinePlan>((row) => ({
    accountId: input.ownerAccountId,
    debit: money(row.amount).toFixed(),
    credit: '0',
    costCenterId: row.costCenterId ?? input.costCenterId ?? null,
    observeAccountId: input.accountId,
    note: row.note ?? input.note ?? null,
  }));
  const credit: EntryLinePlan = {
    accountId: input.accountId,
    debit: '0',
    credit: total,
    costCenterId: input.costCenterId ?? null,
    observeAccountId: input.ownerAccountId,
    note: input.note ?? null,
  };
  return [...debits, credit];
};
