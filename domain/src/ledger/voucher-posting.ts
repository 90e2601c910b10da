import { money, sumMoney } from '../calc/money.ts';
import type { EntryLinePlan } from './entry-rules.ts';

export type VoucherKind = 'receipt' | 'payment';

export interface VoucherRow {
  accountId: string;
  amount: string;
  costCenterId?: string | null;
  note?: string | null;
}

export interface VoucherPostingInput {
  kind: VoucherKind;
  /** The cash or bank account of the voucher header. */
  accountId: string;
  rows: readonly VoucherRow[];
  note?: string | null;
}

/**
 * Voucher posting (domain-reference 5.7). A receipt debits the header cash/bank account with the
 * sum of the rows and credits each row's account; a payment debits each row and credits the
 * header. Every line names the account on the other side as its observe account.
 */
export const voucherEntryLines = (voucher: VoucherPostingInput): EntryLinePlan[] => {
  // gt(0), not isPositive(): decimal.js counts 0 as positive.
  const rows = voucher.rows.filter((row) => money(row.amount).gt(0));
  if (rows.length === 0) return [];
  const total = sumMoney(rows.map((row) => row.amount)).toFixed();
  const counterpart = rows.length === 1 ? rows[0].accountId : null;
  const receipt = voucher.kind === 'receipt';
  const header: EntryLinePlan = {
    accountId: voucher.accountId,
    debit: receipt ? total : '0',
    credit: receipt ? '0' : total,
    observeAccountId: counterpart,
    note: voucher.note ?? null,
  };
  const lines = rows.map<EntryLinePlan>((row) => ({
    accountId: row.accountId,
    debit: receipt ? '0' : money(row.amount).toFixed(),
    credit: receipt ? money(row.amount).toFixed() : '0',
    costCenterId: row.costCenterId ?? null,
    observeAccountId: voucher.accountId,
    note: row.note ?? voucher.note ?? null,
  }));
  return receipt ? [header, ...lines] : [...lines, header];
};
