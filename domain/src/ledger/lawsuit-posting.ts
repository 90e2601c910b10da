import type Decimal from 'decimal.js';
import { money } from '../calc/money.ts';
import type { EntryLinePlan } from './entry-rules.ts';

/** One paid amount of a lawsuit: a court fee's receipt, or the lawyer's, maintenance or furniture bill. */
export interface LawsuitPayment {
  amount?: Decimal.Value | null;
  debitAccountId?: string | null;
  creditAccountId?: string | null;
  debitCostCenterId?: string | null;
  creditCostCenterId?: string | null;
  debitNote?: string | null;
  creditNote?: string | null;
}

const present = (value: string | null | undefined): value is string =>
  typeof value === 'string' && value !== '';

/** Whether a payment posts: an amount above zero and both of its accounts named. */
export const lawsuitPaymentPosts = (payment: LawsuitPayment): boolean => {
  try {
    return (
      money(payment.amount ?? 0).gt(0) && present(payment.debitAccountId) && present(payment.creditAccountId)
    );
  } catch {
    return false;
  }
};

/**
 * Lawsuit posting (domain-reference 2.33; docs/lawsuits.md): each payment that posts is a pair of
 * lines, Dr its debit account / Cr its credit account, for its amount, so the entry balances line
 * pair by line pair. A court expense debits what it is charged to (the client, when it is to be
 * recovered from them, else a legal expenses account) and credits the box it was paid from; each
 * line carries its own cost center and statement and names the other side as its observe account.
 * Payments of zero or without both accounts post nothing; no payment, no lines.
 */
export const lawsuitEntryLines = (
  payments: readonly LawsuitPayment[],
  note?: string | null,
): EntryLinePlan[] =>
  payments.filter(lawsuitPaymentPosts).flatMap((payment) => {
    const amount = money(payment.amount ?? 0).toFixed(2);
    const debitAccountId = payment.debitAccountId as string;
    const creditAccountId = payment.creditAccountId as string;
    return [
      {
        accountId: debitAccountId,
        debit: amount,
        credit: '0',
        costCenterId: payment.debitCostCenterId ?? null,
        observeAccountId: creditAccountId,
        note: payment.debitNote || note || null,
      },
      {
        accountId: creditAccountId,
        debit: '0',
        credit: amount,
        costCenterId: payment.creditCostCenterId ?? null,
        observeAccountId: debitAccountId,
        note: payment.creditNote || note || null,
      },
    ];
  });
