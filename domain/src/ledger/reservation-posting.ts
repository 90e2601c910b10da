import type Decimal from 'decimal.js';
import { money } from '../calc/money.ts';
import type { EntryLinePlan } from './entry-rules.ts';

export interface ReservationPostingInput {
  paymentAmount: Decimal.Value | null | undefined;
  debitAccountId: string;
  creditAccountId: string;
  debitCostCenterId?: string | null;
  creditCostCenterId?: string | null;
  note?: string | null;
}

/**
 * Reservation posting (domain-reference 5.9): the payment taken with a reservation, Dr the debit
 * account (cash or bank when paid in cash, the client when on credit) / Cr the credit account,
 * each line with its own cost center of the reservation and the other side as its observe
 * account. No positive amount, no lines.
 */
export const reservationEntryLines = (input: ReservationPostingInput): EntryLinePlan[] => {
  const amount = money(input.paymentAmount);
  if (!amount.gt(0)) return [];
  return [
    {
      accountId: input.debitAccountId,
      debit: amount.toFixed(),
      credit: '0',
      costCenterId: input.debitCostCenterId ?? null,
      observeAccountId: input.creditAccountId,
      note: input.note ?? null,
    },
    {
      accountId: input.creditAccountId,
      debit: '0',
      credit: amount.toFixed(),
      costCenterId: input.creditCostCenterId ?? null,
      observeAccountId: input.debitAccountId,
      note: input.note ?? null,
    },
  ];
};
