import type Decimal from 'decimal.js';
import { allocate } from '../calc/allocate.ts';
import { exact, roundTo } from '../calc/exact.ts';
import type { EntryLinePlan } from './entry-rules.ts';

type AccountRef = string | null | undefined;

const present = (value: AccountRef): value is string => typeof value === 'string' && value !== '';

/** Where a contract's earnings went, so a termination can take them back the same way. */
export type TerminationEarnings =
  /** A plain contract: its revenue account. */
  | { kind: 'revenue'; revenueAccountId: string }
  /** A managed building: the agency's commission and the owner's share, in the contract's proportion. */
  | {
      kind: 'managed';
      commissionAccountId: string;
      commissionValue: Decimal.Value;
      ownerAccountId: string;
      ownerShare: Decimal.Value;
    };

export interface TerminationPostingInput {
  clientAccountId: string;
  /** `terminationAmounts(…).ownerRestAmount`: positive refunded to the tenant, negative owed. */
  ownerRestAmount: Decimal.Value;
  earnings: TerminationEarnings;
  /**
   * The contract's VAT rate and account: the refund (or holdover) carries its VAT back (or on), as
   * a credit (or debit) note would, so the VAT account keeps the tax of the rent actually earned.
   */
  vatRate?: Decimal.Value | null;
  vatAccountId?: AccountRef;
  costCenterId?: string | null;
  note?: string | null;
  /** Decimals of the contract's currency; default 2. */
  decimals?: number;
}

/**
 * The termination entry (CONTRACT_TERMINATION, domain-reference 5.8), for |ownerRestAmount|,
 * dated at the termination date:
 *
 * - early (rest > 0, unused rent credited back): Dr revenue / Cr client;
 * - late (rest < 0, holdover owed by the tenant): Dr client / Cr revenue;
 * - on a managed building the revenue side is the commission account and the owner's account,
 *   the amount split in the contract's own proportion of commission to owner share (`allocate`,
 *   exact to the cent), so the agency gives back, or earns, only its rate.
 *
 * With a VAT rate the VAT of that amount (|rest| × rate ÷ 100, rounded to the currency) moves
 * with it: Dr VAT on a refund, Cr VAT on a holdover, and the client's line carries rest + VAT.
 *
 * A rest of zero posts nothing. The lines balance; each names the other side as observe account
 * (the client's line: the first earnings account). Throws a RangeError when there is VAT to move
 * and no VAT account.
 */
export const terminationEntryLines = (input: TerminationPostingInput): EntryLinePlan[] => {
  const places = input.decimals ?? 2;
  const rest = roundTo(exact(input.ownerRestAmount), places);
  if (rest.isZero()) return [];
  const amount = rest.abs();
  const refund = rest.isPositive();
  const earnings =
    input.earnings.kind === 'revenue'
      ? [{ accountId: input.earnings.revenueAccountId, amount }]
      : (() => {
          const managed = input.earnings;
          const [commission, owner] = allocate(
            amount.toFixed(places),
            [managed.commissionValue, managed.ownerShare],
            places,
          );
          return [
            { accountId: managed.commissionAccountId, amount: commission },
            { accountId: managed.ownerAccountId, amount: owner },
          ];
        })();
  const vat = roundTo(amount.times(exact(input.vatRate)).dividedBy(100), places);
  if (!vat.isZero() && !present(input.vatAccountId))
    throw new RangeError('Termination cannot be posted: vatAccountId vatAccountRequired');
  if (!vat.isZero()) earnings.push({ accountId: input.vatAccountId as string, amount: vat });
  const side = (debit: boolean, value: Decimal) =>
    debit ? { debit: value.toFixed(places), credit: '0' } : { debit: '0', credit: value.toFixed(places) };
  const common = { costCenterId: input.costCenterId ?? null, note: input.note ?? null };
  const earningLines = earnings
    .filter((line) => !line.amount.isZero())
    .map<EntryLinePlan>((line) => ({
      accountId: line.accountId,
      ...side(refund, line.amount),
      observeAccountId: input.clientAccountId,
      ...common,
    }));
  const clientLine: EntryLinePlan = {
    accountId: input.clientAccountId,
    ...side(!refund, amount.plus(vat)),
    observeAccountId: earningLines[0]?.accountId ?? null,
    ...common,
  };
  return refund ? [...earningLines, clientLine] : [clientLine, ...earningLines];
};

/** A row of the termination fines grid or the other fees grid (domain-reference 2.18). */
export interface ContractFeeRow {
  /** The day the fee or fine was charged; the line's note starts with it. */
  date?: string | null;
  feeAmount?: Decimal.Value | null;
  accountId?: AccountRef;
  notes?: string | null;
}

/**
 * The entry of a contract's fines grid (CONTRACT_FINES) or other fees grid (CONTRACT_FEES),
 * domain-reference 5.8, one entry per grid: for each row with an amount above zero and an
 * account, Cr the row's account — its amount (its note: the row's date and notes), and Dr the
 * client — their total. Rows naming the same account are posted as one line (the ledger takes an
 * account once a side), with the first row's note. No such row, no entry.
 */
export const contractFeesEntryLines = (
  rows: readonly ContractFeeRow[],
  context: { clientAccountId: string; costCenterId?: string | null; note?: string | null; decimals?: number },
): EntryLinePlan[] => {
  const places = context.decimals ?? 2;
  const byAccount = new Map<string, { amount: Decimal; note: string | null }>();
  for (const row of rows) {
    // Each row at the currency's decimals first, so the client's total is the sum of the lines.
    const amount = roundTo(exact(row.feeAmount), places);
    if (!amount.gt(0) || !present(row.accountId)) continue;
    const line = byAccount.get(row.accountId);
    if (line) line.amount = line.amount.plus(amount);
    else
      byAccount.set(row.accountId, { amount, note: [row.date, row.notes].filter(Boolean).join(' ') || null });
  }
  if (byAccount.size === 0) return [];
  const total = [...byAccount.values()].reduce((sum, line) => sum.plus(line.amount), exact(0));
  const credits = [...byAccount.entries()].map<EntryLinePlan>(([accountId, line]) => ({
    accountId,
    debit: '0',
    credit: line.amount.toFixed(places),
    costCenterId: context.costCenterId ?? null,
    observeAccountId: context.clientAccountId,
    note: line.note ?? context.note ?? null,
  }));
  return [
    {
      accountId: context.clientAccountId,
      debit: total.toFixed(places),
      credit: '0',
      costCenterId: context.costCenterId ?? null,
      observeAccountId: credits.length === 1 ? credits[0].accountId : null,
      note: context.note ?? null,
    },
    ...credits,
  ];
};
