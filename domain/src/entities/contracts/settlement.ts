import Decimal from 'decimal.js';
import { compareDays, type IsoDay } from '../../calc/calendar.ts';
import { exact, roundTo } from '../../calc/exact.ts';
import { terminationAmounts } from '../../calc/termination.ts';
import type { EntryLinePlan } from '../../ledger/entry-rules.ts';
import { type ContractFeeRow, terminationEntryLines } from '../../ledger/termination-posting.ts';

/*
 * The move-out settlement of a rent contract (issue 26, docs/contract-entries.md section 6): what
 * the tenant earned, paid, still holds in cheques and owes, worked out from the ledger's own
 * figures, so that its balance is the client's account balance once the settlement posts.
 */

/** A cheque of the contract, as the settlement sorts it. */
export type SettlementChequeState =
  /** Collected in full. */
  | 'collected'
  /** Partially collected: the partials are paid, the rest still held. */
  | 'partial'
  /** Neither collected nor returned: the company holds it. */
  | 'held'
  /** Returned (bounced) and neither presented again nor replaced: owed by the tenant. */
  | 'returned'
  /** Returned and a new cheque recorded in its place. */
  | 'replaced'
  /** Already handed back to the drawer. */
  | 'handedBack';

export interface SettlementChequeInput {
  id: string;
  internalNumber?: string | null;
  amount: Decimal.Value;
  dueDate?: IsoDay | null;
  state: SettlementChequeState;
  /** What its partial collections took in. */
  partialSum?: Decimal.Value | null;
  /**
   * What the client's account holds of this cheque now: the credit of the cheque's own entry less
   * the debits of its returns' entries (a cheque without an entry holds nothing).
   */
  clientCredit: Decimal.Value;
}

export interface SettlementFineRow {
  amount: Decimal.Value;
  accountId?: string | null;
  note?: string | null;
}

export interface SettlementInput {
  startDurationDate: IsoDay;
  endDurationDate: IsoDay;
  terminationDate: IsoDay;
  priceBeforeVat: Decimal.Value;
  /** The rent with its VAT: what the contract entry charged the client for the term. */
  finalPrice: Decimal.Value;
  vatRate?: Decimal.Value | null;
  roundTo?: number | null;
  /** The security deposit the contract entry charged (`currentSecuringValue`). */
  deposit?: Decimal.Value | null;
  /** The other fees the contract charged (its other fees grid). */
  otherFees?: readonly ContractFeeRow[];
  cheques: readonly SettlementChequeInput[];
  /** What the contract's receipts (cash, the first batch) credited the client, net. */
  cashCredit: Decimal.Value;
  fines?: readonly SettlementFineRow[];
  /** Held cheques due after the termination date that the user keeps; the others are handed back. */
  keep?: readonly string[];
  decimals?: number;
}

export interface SettlementChequeLine {
  id: string;
  internalNumber: string | null;
  dueDate: string | null;
  amount: string;
}

export interface Settlement {
  terminationDate: IsoDay;
  timing: 'early' | 'onTime' | 'late';
  contractDays: number;
  usedDays: number;
  /** The rent of the whole term with its VAT. */
  rentForTerm: string;
  /** What the termination gives back (positive) or charges for a holdover (negative), VAT included. */
  unearned: string;
  /** The rent earned to the termination date, VAT included. */
  earned: string;
  otherFees: string;
  /** Collected cheques (net of their returns' entries) and partial collections. */
  paidByCheques: string;
  paidInCash: string;
  /** Everything the tenant paid. */
  paid: string;
  /** Cheques the company keeps to collect: held ones (due by the termination date, or kept) and partials' rests. */
  kept: readonly SettlementChequeLine[];
  keptTotal: string;
  /** Held cheques due after the termination date, handed back to the drawer. */
  handBack: readonly SettlementChequeLine[];
  handBackTotal: string;
  /** Bounced cheques not replaced: owed by the tenant. */
  bounced: readonly SettlementChequeLine[];
  bouncedTotal: string;
  /**
   * The rent earned, the other fees and the deposit charged, less what was paid and the cheques
   * kept (negative: paid more than that).
   */
  outstanding: string;
  deposit: string;
  fines: string;
  /** The deposit less the fines and the outstanding amount: positive is refunded. */
  depositAfterDeductions: string;
  /** The client's account after the settlement posts: positive owed by the tenant, negative due to the tenant. */
  balance: string;
  /** `termination` amounts, as the contract stamps them. */
  ownerRestAmount: string;
}

const line = (cheque: SettlementChequeInput, places: number): SettlementChequeLine => ({
  id: cheque.id,
  internalNumber: cheque.internalNumber ?? null,
  dueDate: cheque.dueDate ?? null,
  amount: roundTo(exact(cheque.amount), places).toFixed(places),
});

const sum = (values: readonly Decimal.Value[]) =>
  values.reduce<Decimal>((total, value) => total.plus(exact(value)), exact(0));

/**
 * Whether a cheque can be handed back on a settlement: held (not collected, partially collected,
 * returned or already handed back) and due after the termination date (or undated).
 */
export const canHandBack = (
  cheque: Pick<SettlementChequeInput, 'state' | 'dueDate'>,
  terminationDate: IsoDay,
) => cheque.state === 'held' && (!cheque.dueDate || compareDays(cheque.dueDate, terminationDate) > 0);

/** The client's side of the termination entry: what it credits (refund with VAT) or debits. */
const terminationClientCredit = (input: SettlementInput, ownerRestAmount: string, places: number) => {
  const lines = terminationEntryLines({
    clientAccountId: 'client',
    ownerRestAmount,
    earnings: { kind: 'revenue', revenueAccountId: 'revenue' },
    vatRate: input.vatRate ?? null,
    vatAccountId: 'vat',
    decimals: places,
  });
  const client = lines.find((entry) => entry.accountId === 'client');
  return client ? exact(client.credit).minus(exact(client.debit)) : exact(0);
};

/**
 * The settlement (issue 26): the termination amounts of `terminationAmounts` (domain-reference 6.4,
 * with its day count and rounding) with their VAT as the termination entry moves it; what was
 * paid, kept, handed back and bounced, from the cheques' and receipts' own client postings; the
 * deposit less fines and what is outstanding. Its `balance` is, by construction, the client's
 * account balance after the contract entry, its fees, the cheques and receipts, the termination,
 * the fines, the deposit's release and the hand-backs have posted (the property test holds it
 * against those plans).
 * Exact decimals at the currency's places. Throws a RangeError for a termination before the start.
 */
export const settlementOf = (input: SettlementInput): Settlement => {
  const places = input.decimals ?? 2;
  const figure = (value: Decimal) => value.toFixed(places);
  const termination = terminationAmounts({
    startDurationDate: input.startDurationDate,
    endDurationDate: input.endDurationDate,
    terminationDate: input.terminationDate,
    amount: input.priceBeforeVat,
    roundTo: input.roundTo,
    decimals: places,
  });
  const unearned = terminationClientCredit(input, termination.ownerRestAmount, places);
  const rentForTerm = roundTo(exact(input.finalPrice), places);
  const otherFees = sum(
    (input.otherFees ?? [])
      .filter((row) => row.accountId && exact(row.feeAmount).gt(0))
      .map((row) => roundTo(exact(row.feeAmount), places)),
  );
  const fines = sum(
    (input.fines ?? [])
      .filter((row) => row.accountId && exact(row.amount).gt(0))
      .map((row) => roundTo(exact(row.amount), places)),
  );
  const keep = new Set(input.keep ?? []);
  const kept: SettlementChequeLine[] = [];
  const handBack: SettlementChequeLine[] = [];
  const bounced: SettlementChequeLine[] = [];
  let paidByCheques = exact(0);
  let keptTotal = exact(0);
  let handBackTotal = exact(0);
  let bouncedTotal = exact(0);
  for (const cheque of input.cheques) {
    const credit = exact(cheque.clientCredit);
    if (cheque.state === 'handedBack') continue;
    if (canHandBack(cheque, input.terminationDate) && !keep.has(cheque.id)) {
      // Its hand-back entry debits the client what the cheque credited.
      handBack.push(line(cheque, places));
      handBackTotal = handBackTotal.plus(credit);
      continue;
    }
    if (cheque.state === 'held') {
      kept.push(line(cheque, places));
      keptTotal = keptTotal.plus(credit);
    } else if (cheque.state === 'partial') {
      const partials = exact(cheque.partialSum);
      paidByCheques = paidByCheques.plus(Decimal.min(partials, credit));
      const rest = credit.minus(Decimal.min(partials, credit));
      if (rest.gt(0)) {
        kept.push({ ...line(cheque, places), amount: figure(rest) });
        keptTotal = keptTotal.plus(rest);
      }
    } else if (cheque.state === 'returned') {
      bounced.push(line(cheque, places));
      bouncedTotal = bouncedTotal.plus(exact(cheque.amount));
      // What the client's account still holds of it (nothing when the return posted).
      paidByCheques = paidByCheques.plus(credit);
    } else paidByCheques = paidByCheques.plus(credit);
  }
  const paidInCash = exact(input.cashCredit);
  const paid = paidByCheques.plus(paidInCash);
  const earned = rentForTerm.minus(unearned);
  const deposit = roundTo(exact(input.deposit), places);
  const outstanding = earned.plus(otherFees).plus(deposit).minus(paid).minus(keptTotal);
  const depositAfterDeductions = deposit.minus(fines).minus(outstanding);
  return {
    terminationDate: input.terminationDate,
    timing: termination.timing,
    contractDays: termination.contractDays,
    usedDays: termination.usedDays,
    rentForTerm: figure(rentForTerm),
    unearned: figure(unearned),
    earned: figure(earned),
    otherFees: figure(otherFees),
    paidByCheques: figure(paidByCheques),
    paidInCash: figure(paidInCash),
    paid: figure(paid),
    kept,
    keptTotal: figure(keptTotal),
    handBack,
    handBackTotal: figure(handBackTotal),
    bounced,
    bouncedTotal: figure(bouncedTotal),
    outstanding: figure(outstanding),
    deposit: figure(deposit),
    fines: figure(fines),
    depositAfterDeductions: figure(depositAfterDeductions),
    balance: figure(depositAfterDeductions.negated()),
    ownerRestAmount: termination.ownerRestAmount,
  };
};

/**
 * The hand-back entry of a cheque returned to its drawer (issue 26): the cheque's own entry
 * reversed, Dr its account (the client) / Cr its observe account (notes receivable), the amount.
 */
export const handBackEntryLines = (cheque: {
  amount: Decimal.Value;
  accountId: string;
  observeAccountId: string;
  costCenterId?: string | null;
  note?: string | null;
}): EntryLinePlan[] => {
  const amount = exact(cheque.amount);
  if (!amount.gt(0)) return [];
  const note = cheque.note ?? null;
  const costCenterId = cheque.costCenterId ?? null;
  return [
    {
      accountId: cheque.accountId,
      debit: amount.toFixed(),
      credit: '0',
      costCenterId,
      observeAccountId: cheque.observeAccountId,
      note,
    },
    {
      accountId: cheque.observeAccountId,
      debit: '0',
      credit: amount.toFixed(),
      costCenterId,
      observeAccountId: cheque.accountId,
      note,
    },
  ];
};

/**
 * The entry that settles the balance now (issue 26): a refund paid to the tenant (balance below
 * zero) is Dr client / Cr the cash or bank account; an amount received from the tenant (above
 * zero) is Dr the cash or bank account / Cr client. Nothing for a zero balance.
 */
export const settlementPaymentLines = (
  balance: Decimal.Value,
  accounts: { clientAccountId: string; cashAccountId: string },
): EntryLinePlan[] => {
  const amount = exact(balance);
  if (amount.isZero()) return [];
  const [debit, credit] = amount.isNegative()
    ? [accounts.clientAccountId, accounts.cashAccountId]
    : [accounts.cashAccountId, accounts.clientAccountId];
  const value = amount.abs().toFixed();
  return [
    { accountId: debit, debit: value, credit: '0', costCenterId: null, observeAccountId: credit, note: null },
    { accountId: credit, debit: '0', credit: value, costCenterId: null, observeAccountId: debit, note: null },
  ];
};

/**
 * The deposit's release (issue 26): the security deposit the contract entry credited to the
 * deposits liability goes back to the client's account, Dr deposits / Cr client, so that the
 * client's balance is what the settlement says is due either way.
 */
export const depositReleaseLines = (
  deposit: Decimal.Value,
  accounts: {
    clientAccountId: string;
    depositAccountId: string;
    costCenterId?: string | null;
    note?: string | null;
  },
): EntryLinePlan[] => {
  const amount = exact(deposit);
  if (!amount.gt(0)) return [];
  const common = { costCenterId: accounts.costCenterId ?? null, note: accounts.note ?? null };
  return [
    {
      accountId: accounts.depositAccountId,
      debit: amount.toFixed(),
      credit: '0',
      observeAccountId: accounts.clientAccountId,
      ...common,
    },
    {
      accountId: accounts.clientAccountId,
      debit: '0',
      credit: amount.toFixed(),
      observeAccountId: accounts.depositAccountId,
      ...common,
    },
  ];
};
