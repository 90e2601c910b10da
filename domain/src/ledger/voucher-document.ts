import type Decimal from 'decimal.js';
import { money, sumMoney } from '../calc/money.ts';
import type { VoucherKind, VoucherPostingInput } from './voucher-posting.ts';

/** The voucher pattern flags that decide a voucher's kind. */
export interface VoucherKindFlags {
  showCreditField?: boolean | null;
  showDebitField?: boolean | null;
}

/**
 * A voucher's kind comes from its pattern (domain-reference 3.3 and 5.7): a pattern showing the
 * credit column makes receipts, one showing the debit column payments. Pattern validation keeps
 * exactly one of the two on.
 */
export const voucherKindOf = (pattern: VoucherKindFlags): VoucherKind =>
  pattern.showCreditField ? 'receipt' : 'payment';

export interface VoucherRowAmounts {
  accountId?: string | null;
  debit?: Decimal.Value | null;
  credit?: Decimal.Value | null;
  costCenterId?: string | null;
  note?: string | null;
}

/**
 * Read-only footer of a voucher (domain-reference 6.7): debitAmount = Σ row debits,
 * creditAmount = Σ row credits, exact sums of the stored amounts (no rounding).
 */
export const voucherTotals = (
  rows: readonly VoucherRowAmounts[],
): { debitAmount: Decimal; creditAmount: Decimal } => ({
  debitAmount: sumMoney(rows.map((row) => row.debit)),
  creditAmount: sumMoney(rows.map((row) => row.credit)),
});

/**
 * The posting input of a saved voucher for `voucherEntryLines`: the kind from the pattern, the
 * header cash/bank account, and each row's amount on the pattern's side (credit on receipts,
 * debit on payments).
 */
export const voucherPostingInput = (
  voucher: { accountId: string; note?: string | null; rows: readonly VoucherRowAmounts[] },
  pattern: VoucherKindFlags,
): VoucherPostingInput => {
  const kind = voucherKindOf(pattern);
  return {
    kind,
    accountId: voucher.accountId,
    note: voucher.note ?? null,
    rows: voucher.rows.map((row) => ({
      accountId: row.accountId ?? '',
      amount: money(kind === 'receipt' ? row.credit : row.debit).toFixed(),
      costCenterId: row.costCenterId ?? null,
      note: row.note ?? null,
    })),
  };
};
