import type Decimal from 'decimal.js';
import { compareDays, type IsoDay } from '../../calc/calendar.ts';
import { exact } from '../../calc/exact.ts';
import type { SettlementChequeState } from './settlement.ts';

/*
 * The figures of a contract's summary header (issue 26, "one place for a lease"): what it is
 * worth, what the company has actually received on it, what is still to come, what is late and
 * what deposit it holds, as of one day.
 */

export interface SummaryChequeInput {
  id: string;
  number?: number | null;
  internalNumber?: string | null;
  amount: Decimal.Value;
  dueDate?: IsoDay | null;
  state: SettlementChequeState;
  /** What its partial collections took in. */
  partialSum?: Decimal.Value | null;
}

export interface SummaryInput {
  /** The contract's value with its VAT (`finalPrice`). */
  value: Decimal.Value;
  /** The security deposit charged (`currentSecuringValue`); none once a settlement released it. */
  deposit: Decimal.Value;
  settled: boolean;
  cheques: readonly SummaryChequeInput[];
  /** What the contract's receipts (cash, the first batch) credited the client, net. */
  cashCredit: Decimal.Value;
  today: IsoDay;
}

export interface SummaryCheque {
  id: string;
  number: number | null;
  internalNumber: string | null;
  dueDate: IsoDay | null;
  amount: string;
}

export interface ContractSummaryFigures {
  value: string;
  paidToDate: string;
  outstanding: string;
  overdue: string;
  nextCheque: SummaryCheque | null;
  depositHeld: string;
}

/** The contract screen's summary header, as `GET /contracts/:id/summary` answers it. */
export interface ContractSummary extends ContractSummaryFigures {
  id: string;
  number: number | null;
  status: number | null;
  tenant: { id: string | null; name: string | null };
  unit: { entity: string | null; id: string | null; label: string | null; building: string | null };
  startDate: IsoDay | null;
  endDate: IsoDay | null;
  currencyId: string | null;
  /** The day the figures are as of. */
  today: IsoDay;
}

/** What is still to collect of a cheque: all of a held or bounced one, the rest of a partial one. */
const toCollect = (cheque: SummaryChequeInput) => {
  if (cheque.state === 'held' || cheque.state === 'returned') return exact(cheque.amount);
  if (cheque.state === 'partial') return exact(cheque.amount).minus(exact(cheque.partialSum));
  // Collected, handed back, or replaced (its replacement carries the debt).
  return exact(0);
};

/**
 * A contract's summary as of `today`. Paid to date is money received: collected cheques, the
 * partial collections and the receipts. Outstanding is the value less that (below zero when more
 * was received than the value, the deposit say). Overdue is what cheques due before today still
 * leave to collect, bounced ones included whatever their date. The next cheque is the earliest
 * still held (or partly collected) that falls due today or later. Exact to the input's decimals.
 */
export const contractSummaryOf = (input: SummaryInput): ContractSummaryFigures => {
  let paidByCheques = exact(0);
  let overdue = exact(0);
  let next: SummaryChequeInput | null = null;
  for (const cheque of input.cheques) {
    if (cheque.state === 'collected') paidByCheques = paidByCheques.plus(exact(cheque.amount));
    if (cheque.state === 'partial') paidByCheques = paidByCheques.plus(exact(cheque.partialSum));
    const due = cheque.dueDate ?? null;
    const late = cheque.state === 'returned' || (due !== null && compareDays(due, input.today) < 0);
    if (late) overdue = overdue.plus(toCollect(cheque));
    else if (
      (cheque.state === 'held' || cheque.state === 'partial') &&
      due !== null &&
      (next === null || compareDays(due, next.dueDate as IsoDay) < 0)
    )
      next = cheque;
  }
  const paid = paidByCheques.plus(exact(input.cashCredit));
  const value = exact(input.value);
  return {
    value: value.toFixed(),
    paidToDate: paid.toFixed(),
    outstanding: value.minus(paid).toFixed(),
    overdue: overdue.toFixed(),
    nextCheque: next && {
      id: next.id,
      number: next.number ?? null,
      internalNumber: next.internalNumber ?? null,
      dueDate: next.dueDate ?? null,
      amount: toCollect(next).toFixed(),
    },
    depositHeld: input.settled ? '0' : exact(input.deposit).toFixed(),
  };
};
