import type Decimal from 'decimal.js';
import type { IsoDay } from './calendar.ts';
import { exact, roundTo } from './exact.ts';

/**
 * The defaults of a cheque's three operations (domain-reference 5.4 to 5.6) and the arithmetic of
 * partial collections (2.22), pure: the server answers them to the operation popups and checks
 * the partial figures again under the cheque's row lock.
 */

type Id = string | null | undefined;

const present = (value: Id): value is string => typeof value === 'string' && value !== '';
const first = (...values: Id[]): string | null => values.find(present) ?? null;

/** Paper types of a cheque pattern (domain-reference section 1). */
export const paperType = { paid: 1, received: 2 } as const;

/** `chequeDefaultDate`: the operation's date is today (1) or the cheque's due date (2). */
export const defaultDateOption = { operationDate: 1, dueDate: 2 } as const;

/** What an operation's defaults read from the cheque (2.20). */
export interface OperationCheque {
  id: string;
  amount: Decimal.Value;
  /** The client on a received cheque (credited by its entry), notes payable on a paid one. */
  accountId: string;
  /** Notes receivable on a received cheque (debited by its entry), the supplier on a paid one. */
  observeAccountId: string;
  costCenterId?: string | null;
  observeCostCenterId?: string | null;
  currencyId: string;
  currencyVal?: Decimal.Value | null;
  dueDate?: IsoDay | null;
}

/** The cheque's building accounts (2.10), from the unit the cheque names; absent without one. */
export interface BuildingChequeAccounts {
  bankAccountId?: string | null;
  chequeAccountId?: string | null;
}

/** The cheque-pattern fields the defaults read (3.2); every one optional as stored. */
export interface OperationPattern {
  paperType?: number | null;
  statementCollection?: string | null;
  statementPartial?: string | null;
  statementReturn?: string | null;

  collectionGenEntries?: boolean | null;
  collectionAutoGenEntries?: boolean | null;
  collectionDefaultAccountIsBuildingBank?: boolean | null;
  collectionDefaultObserveAccountIsClient?: boolean | null;
  collectionMoveCostCenterDebit?: boolean | null;
  collectionMoveCostCenterCredit?: boolean | null;
  collectionDefaultDate?: number | null;
  collectionDebitAccountId?: string | null;
  collectionCreditAccountId?: string | null;

  partialGenEntries?: boolean | null;
  partialAutoGenEntries?: boolean | null;
  partialDefaultAccountIsBuildingBank?: boolean | null;
  partialDefaultObserveAccountIsClient?: boolean | null;
  partialMoveCostCenterDebit?: boolean | null;
  partialMoveCostCenterCredit?: boolean | null;
  partialDebitAccountId?: string | null;
  partialCreditAccountId?: string | null;

  returnableGenEntries?: boolean | null;
  returnableAutoGenEntries?: boolean | null;
  returnableDefaultAccountIsClient?: boolean | null;
  returnableDefaultObserveAccountIsBuildingBank?: boolean | null;
  returnableMoveCostCenterDebit?: boolean | null;
  returnableMoveCostCenterCredit?: boolean | null;
  returnableDefaultDate?: number | null;
  returnableDebitAccountId?: string | null;
  returnableCreditAccountId?: string | null;

  commissionMoveCostCenterDebit?: boolean | null;
  commissionMoveCostCenterCredit?: boolean | null;
  commissionDebitAccountId?: string | null;
  commissionCreditAccountId?: string | null;
}

/** The values an operation's form starts with (2.21 to 2.23, in their field names). */
export interface OperationDefaults {
  chequeId: string;
  date: IsoDay;
  amount: string;
  currencyId: string;
  currencyVal: string;
  debitAccountId: string | null;
  creditAccountId: string | null;
  costCenterId: string | null;
  note: string | null;
  genEntries: boolean;
  commissionDebitId: string | null;
  commissionCreditId: string | null;
  commissionCostCenterId: string | null;
}

const isPaid = (pattern: OperationPattern) => Number(pattern.paperType) === paperType.paid;

const dateOf = (option: number | null | undefined, cheque: OperationCheque, today: IsoDay): IsoDay =>
  Number(option) === defaultDateOption.dueDate && cheque.dueDate ? cheque.dueDate : today;

const commonOf = (
  cheque: OperationCheque,
  pattern: OperationPattern,
  moved: boolean,
): Pick<
  OperationDefaults,
  | 'chequeId'
  | 'currencyId'
  | 'currencyVal'
  | 'costCenterId'
  | 'commissionDebitId'
  | 'commissionCreditId'
  | 'commissionCostCenterId'
> => ({
  chequeId: cheque.id,
  currencyId: cheque.currencyId,
  currencyVal: exact(cheque.currencyVal ?? 1).toFixed(),
  // The operation carries the cheque's cost center when the pattern moves it to either side.
  costCenterId: moved ? (cheque.costCenterId ?? cheque.observeCostCenterId ?? null) : null,
  commissionDebitId: pattern.commissionDebitAccountId ?? null,
  commissionCreditId: pattern.commissionCreditAccountId ?? null,
  commissionCostCenterId:
    pattern.commissionMoveCostCenterDebit || pattern.commissionMoveCostCenterCredit
      ? (cheque.costCenterId ?? null)
      : null,
});

/** The flags and accounts of the collection tab or the partial-collection tab. */
interface CollectionTab {
  debitAccountId: Id;
  creditAccountId: Id;
  buildingBank: boolean;
  observeIsClient: boolean;
}

/**
 * The two accounts of a collection, full or partial. A received cheque moves from the account
 * its entry debited (the cheque's observe account: notes receivable, the building's cheque
 * account) into the bank: Dr bank / Cr that account. A paid cheque leaves the bank: Dr the
 * account its entry credited (notes payable) / Cr bank. The pattern's accounts come first; its
 * "building bank" flag puts the building's bank on the bank side over them, and without a bank
 * account from either the building's bank is used; its "observe is client" flag credits the client.
 */
const collectionAccounts = (
  cheque: OperationCheque,
  pattern: OperationPattern,
  tab: CollectionTab,
  building: BuildingChequeAccounts,
) => {
  const bank = building.bankAccountId;
  if (isPaid(pattern)) {
    return {
      debitAccountId: first(tab.debitAccountId, cheque.accountId),
      creditAccountId: tab.buildingBank ? first(bank, tab.creditAccountId) : first(tab.creditAccountId, bank),
    };
  }
  return {
    debitAccountId: tab.buildingBank ? first(bank, tab.debitAccountId) : first(tab.debitAccountId, bank),
    creditAccountId: tab.observeIsClient
      ? cheque.accountId
      : first(tab.creditAccountId, cheque.observeAccountId, building.chequeAccountId),
  };
};

/** The collection popup's values (domain-reference 5.4). */
export const collectionDefaults = (
  cheque: OperationCheque,
  pattern: OperationPattern,
  building: BuildingChequeAccounts,
  today: IsoDay,
): OperationDefaults => ({
  ...commonOf(
    cheque,
    pattern,
    Boolean(pattern.collectionMoveCostCenterDebit || pattern.collectionMoveCostCenterCredit),
  ),
  date: dateOf(pattern.collectionDefaultDate, cheque, today),
  amount: exact(cheque.amount).toFixed(),
  ...collectionAccounts(
    cheque,
    pattern,
    {
      debitAccountId: pattern.collectionDebitAccountId,
      creditAccountId: pattern.collectionCreditAccountId,
      buildingBank: Boolean(pattern.collectionDefaultAccountIsBuildingBank),
      observeIsClient: Boolean(pattern.collectionDefaultObserveAccountIsClient),
    },
    building,
  ),
  note: pattern.statementCollection || null,
  genEntries: Boolean(pattern.collectionGenEntries || pattern.collectionAutoGenEntries),
});

/** The accounts and cost center a "new" partial collection carries over from the one before. */
export interface PreviousPartial {
  debitAccountId?: string | null;
  creditAccountId?: string | null;
  costCenterId?: string | null;
  currencyId?: string | null;
  currencyVal?: Decimal.Value | null;
}

/**
 * The next partial collection's values (domain-reference 5.5): the rest of the cheque as its
 * amount, dated today (the partial tab has no default-date option), the pattern's accounts by the
 * collection's rules, or those of the previous partial, which "new" carries over.
 */
export const partialCollectionDefaults = (
  cheque: OperationCheque,
  pattern: OperationPattern,
  building: BuildingChequeAccounts,
  today: IsoDay,
  previous: { rest: Decimal.Value; last?: PreviousPartial | null },
): OperationDefaults => {
  const common = commonOf(
    cheque,
    pattern,
    Boolean(pattern.partialMoveCostCenterDebit || pattern.partialMoveCostCenterCredit),
  );
  const accounts = collectionAccounts(
    cheque,
    pattern,
    {
      debitAccountId: pattern.partialDebitAccountId,
      creditAccountId: pattern.partialCreditAccountId,
      buildingBank: Boolean(pattern.partialDefaultAccountIsBuildingBank),
      observeIsClient: Boolean(pattern.partialDefaultObserveAccountIsClient),
    },
    building,
  );
  const last = previous.last;
  return {
    ...common,
    date: today,
    amount: exact(previous.rest).toFixed(),
    debitAccountId: last?.debitAccountId ?? accounts.debitAccountId,
    creditAccountId: last?.creditAccountId ?? accounts.creditAccountId,
    ...(last ? { costCenterId: last.costCenterId ?? null } : {}),
    ...(last?.currencyId
      ? { currencyId: last.currencyId, currencyVal: exact(last.currencyVal ?? 1).toFixed() }
      : {}),
    note: pattern.statementPartial || null,
    genEntries: Boolean(pattern.partialGenEntries || pattern.partialAutoGenEntries),
  };
};

/**
 * The return popup's values (domain-reference 5.6): the cheque's entry reversed, Dr the cheque's
 * account (the client of a received cheque) / Cr its observe account (notes receivable). The
 * pattern's accounts replace either side; "account is client" keeps the client debited over the
 * pattern's debit account, and "observe is building bank" credits the building's bank (a cheque
 * that bounced after the bank had credited it).
 */
export const returnDefaults = (
  cheque: OperationCheque,
  pattern: OperationPattern,
  building: BuildingChequeAccounts,
  today: IsoDay,
): OperationDefaults => ({
  ...commonOf(
    cheque,
    pattern,
    Boolean(pattern.returnableMoveCostCenterDebit || pattern.returnableMoveCostCenterCredit),
  ),
  date: dateOf(pattern.returnableDefaultDate, cheque, today),
  amount: exact(cheque.amount).toFixed(),
  debitAccountId: pattern.returnableDefaultAccountIsClient
    ? cheque.accountId
    : first(pattern.returnableDebitAccountId, cheque.accountId),
  creditAccountId: pattern.returnableDefaultObserveAccountIsBuildingBank
    ? first(building.bankAccountId, pattern.returnableCreditAccountId, cheque.observeAccountId)
    : first(pattern.returnableCreditAccountId, cheque.observeAccountId),
  note: pattern.statementReturn || null,
  genEntries: Boolean(pattern.returnableGenEntries || pattern.returnableAutoGenEntries),
});

/** The read-only running totals of a partial collection (2.22). */
export interface PartialFigures {
  /** The cheque's amount. */
  totalValue: string;
  /** Sum of the earlier partials. */
  totalSumPrev: string;
  /** Earlier partials and this one. */
  totalSum: string;
  /** What is left to collect after this one; never below zero. */
  rest: string;
}

/**
 * The figures of a partial collection of `amount` after partials summing `previous`, or the
 * fault: a partial must be above zero and may not take the rest below zero.
 */
export const partialFigures = (
  total: Decimal.Value,
  previous: Decimal.Value,
  amount: Decimal.Value,
): { figures: PartialFigures; fault: 'mustBePositive' | 'partialAboveRest' | null } => {
  const totalValue = exact(total);
  const totalSumPrev = exact(previous);
  const value = exact(amount);
  const rest = totalValue.minus(totalSumPrev).minus(value);
  const fault = !value.gt(0) ? 'mustBePositive' : rest.isNegative() ? 'partialAboveRest' : null;
  return {
    figures: {
      totalValue: totalValue.toFixed(),
      totalSumPrev: totalSumPrev.toFixed(),
      totalSum: totalSumPrev.plus(value).toFixed(),
      rest: rest.toFixed(),
    },
    fault,
  };
};

/** What is left to collect on a cheque after its partials: never below zero when they obeyed. */
export const partialRest = (total: Decimal.Value, partials: readonly Decimal.Value[]): string =>
  partials.reduce<Decimal>((rest, amount) => rest.minus(exact(amount)), exact(total)).toFixed();

/** A commission's value: as given, else its percentage of the amount to the currency's places. */
export const commissionValueOf = (
  amount: Decimal.Value,
  commission: { commissionPercentage?: Decimal.Value | null; commissionValue?: Decimal.Value | null },
  places: number,
): string | null => {
  if (
    commission.commissionValue !== null &&
    commission.commissionValue !== undefined &&
    commission.commissionValue !== ''
  )
    return exact(commission.commissionValue).toFixed();
  if (
    commission.commissionPercentage === null ||
    commission.commissionPercentage === undefined ||
    commission.commissionPercentage === ''
  )
    return null;
  return roundTo(exact(amount).times(exact(commission.commissionPercentage)).div(100), places).toFixed();
};

/** The three operations on a cheque. */
export type ChequeOperationKind = 'collection' | 'partial' | 'return';

/** What decides whether a cheque takes a new operation, read under its row lock. */
export interface ChequeOperationState {
  collected: boolean;
  partials: number;
  /** What the partials leave to collect. */
  rest: Decimal.Value;
  /** A return not yet presented again (replaced or not): the cheque is not collectable. */
  openReturn: boolean;
  /** The pattern's switch for this operation (collection, partialCollection, returnable). */
  enabled: boolean;
}

export type ChequeOperationFault =
  | 'chequeOperationsDisabled'
  | 'chequeAlreadyCollected'
  | 'chequePartiallyCollected'
  | 'chequeFullyCollected'
  | 'chequeReturnOpen'
  | 'chequeCollectedCannotReturn';

/**
 * Why a cheque refuses a new operation of `kind`, or null (domain-reference 2.20 to 2.23,
 * docs/cheques.md): the pattern must allow it; a cheque is collected once, and a collection and
 * partial collections exclude each other; partials stop when nothing is left; nothing is
 * collected while a return is open (the cheque was not presented again); a collected or partly
 * collected cheque is not returned, nor one whose return is still open.
 */
export const chequeOperationFault = (
  kind: ChequeOperationKind,
  state: ChequeOperationState,
): ChequeOperationFault | null => {
  if (!state.enabled) return 'chequeOperationsDisabled';
  if (kind === 'return') {
    if (state.collected || state.partials > 0) return 'chequeCollectedCannotReturn';
    return state.openReturn ? 'chequeReturnOpen' : null;
  }
  if (state.collected) return 'chequeAlreadyCollected';
  if (kind === 'collection' && state.partials > 0) return 'chequePartiallyCollected';
  if (kind === 'partial' && state.partials > 0 && !exact(state.rest).gt(0)) return 'chequeFullyCollected';
  return state.openReturn ? 'chequeReturnOpen' : null;
};
