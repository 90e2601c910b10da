import type { Settlement } from '@aqar/domain/entities/contracts/settlement';

/** A settlement as a settled contract keeps it (its `settlement` field). */
export interface StoredSettlement extends Settlement {
  evacuationDate: string | null;
  finesRows: { amount: string; accountId: string | null; note: string | null }[];
  handedBackIds: string[];
  voucher: { id: string; kind: 'payment' | 'receipt'; accountId: string } | null;
  settledAt: string;
}

/** Every figure of a settlement with its label, as the screen and the summary show them. */
export const settlementRows = (settlement: Settlement) => {
  const balance = Number(settlement.balance);
  return [
    ['rentForTerm', settlement.rentForTerm],
    ['unearned', settlement.unearned],
    ['earned', settlement.earned],
    ['otherFees', settlement.otherFees],
    ['paidByCheques', settlement.paidByCheques],
    ['paidInCash', settlement.paidInCash],
    ['keptTotal', settlement.keptTotal],
    ['handBackTotal', settlement.handBackTotal],
    ['bouncedTotal', settlement.bouncedTotal],
    ['outstanding', settlement.outstanding],
    ['deposit', settlement.deposit],
    ['fines', settlement.fines],
    ['depositAfterDeductions', settlement.depositAfterDeductions],
    [balance < 0 ? 'refundDue' : 'owedByTenant', String(Math.abs(balance))],
  ] as const;
};
