import type Decimal from 'decimal.js';
import { addDays, daysBetween, type IsoDay } from '../calc/calendar.ts';
import { type ChequeOperationFault, chequeOperationFault } from '../calc/cheque-operations.ts';
import { exact } from '../calc/exact.ts';
import type { ChequeStatus } from '../calc/cheque-status.ts';

/**
 * The post-dated cheque desk (issue 20): the received cheques still to be collected, bucketed by
 * due date, with totals per bucket and per bank, and the rules of collecting several at once.
 * Pure; the server answers `GET /cheques/desk` and `POST /cheques/bulk-collect` with them.
 *
 * A cheque is on the desk while it is received (its pattern's paper type), not collected, not
 * fully collected by partials, and not returned and replaced (the replacement stands in for it).
 * A returned cheque that was not replaced stays, marked returned: the tenant still owes it.
 */

/** The buckets in the desk's order; cheques without a due date have their own. */
export const deskBuckets = ['overdue', 'today', 'week', 'later', 'noDueDate'] as const;
export type DeskBucket = (typeof deskBuckets)[number];

export const isDeskBucket = (value: unknown): value is DeskBucket =>
  (deskBuckets as readonly unknown[]).includes(value);

/**
 * Days after today that count as "this week": today and the six days after it make a week, the
 * same seven days whatever day the week starts on where the user lives.
 */
export const weekDaysAfterToday = 6;

/** The last due date of "this week" for the user's `today`. */
export const weekEndOf = (today: IsoDay): IsoDay => addDays(today, weekDaysAfterToday);

/** The bucket of a due date on the user's `today`. */
export const bucketOf = (dueDate: IsoDay | null | undefined, today: IsoDay): DeskBucket => {
  if (!dueDate) return 'noDueDate';
  if (dueDate < today) return 'overdue';
  if (dueDate === today) return 'today';
  return dueDate <= weekEndOf(today) ? 'week' : 'later';
};

/** The due dates of a bucket as an inclusive range (`none`: no due date), for the server's filter. */
export interface DueRange {
  from?: IsoDay;
  to?: IsoDay;
  none?: true;
}

export const bucketRange = (bucket: DeskBucket, today: IsoDay): DueRange => {
  switch (bucket) {
    case 'overdue':
      return { to: addDays(today, -1) };
    case 'today':
      return { from: today, to: today };
    case 'week':
      return { from: addDays(today, 1), to: weekEndOf(today) };
    case 'later':
      return { from: addDays(today, weekDaysAfterToday + 1) };
    case 'noDueDate':
      return { none: true };
  }
};

/** Whole days a cheque is past its due date on `today`; zero when not yet due or without one. */
export const daysOverdue = (dueDate: IsoDay | null | undefined, today: IsoDay): number =>
  dueDate && dueDate < today ? daysBetween(dueDate, today) : 0;

/**
 * Count and sums of a group of desk cheques. Amounts are in the base currency (each cheque at its
 * own rate, as its entries post it), exact decimal strings; `rest` is what is left to collect
 * (the amount, less the partial collections of a partially collected cheque).
 */
export interface DeskTotals {
  count: number;
  amount: string;
  rest: string;
}

export const emptyDeskTotals = (): DeskTotals => ({ count: 0, amount: '0', rest: '0' });

/**
 * An amount in the base currency at its rate, to the money scale (4 places, half up): the same
 * figure the cheque's entries post and the desk's totals sum.
 */
export const baseAmountOf = (amount: Decimal.Value, rate: Decimal.Value | null | undefined): string =>
  exact(amount)
    .times(exact(rate ?? 1))
    .toDecimalPlaces(4)
    .toFixed();

/** A bank's totals; `bankId` null gathers the cheques that name no bank. */
export interface DeskBankTotals extends DeskTotals {
  bankId: string | null;
  name: string | null;
  ltnname: string | null;
}

/** The desk's cheques of one bucket and one bank, as the server groups them. */
export interface DeskGroup extends DeskBankTotals {
  bucket: DeskBucket;
}

const plus = (total: DeskTotals, group: DeskTotals): DeskTotals => ({
  count: total.count + group.count,
  amount: exact(total.amount).plus(group.amount).toFixed(),
  rest: exact(total.rest).plus(group.rest).toFixed(),
});

/**
 * The desk's totals from its groups: per bucket, over every group (the cards stay whole while
 * one bucket is chosen); per bank, over the chosen bucket's groups (all without one), largest
 * rest first.
 */
export const deskTotalsOf = (
  groups: readonly DeskGroup[],
  chosen?: DeskBucket,
): { buckets: Record<DeskBucket, DeskTotals>; banks: DeskBankTotals[] } => {
  const buckets = Object.fromEntries(deskBuckets.map((bucket) => [bucket, emptyDeskTotals()])) as Record<
    DeskBucket,
    DeskTotals
  >;
  const banks = new Map<string | null, DeskBankTotals>();
  for (const group of groups) {
    buckets[group.bucket] = plus(buckets[group.bucket], group);
    if (chosen && group.bucket !== chosen) continue;
    const bank = banks.get(group.bankId) ?? {
      bankId: group.bankId,
      name: group.name,
      ltnname: group.ltnname,
      ...emptyDeskTotals(),
    };
    banks.set(group.bankId, { ...bank, ...plus(bank, group) });
  }
  return {
    buckets,
    banks: [...banks.values()].sort((a, b) => exact(b.rest).comparedTo(a.rest) || b.count - a.count),
  };
};

/** What the desk may be filtered by (query parameters of `GET /cheques/desk`). */
export interface ChequeDeskFilters {
  /** The user's day, for the buckets; the server's (UTC) when absent. */
  today?: IsoDay;
  bucket?: DeskBucket;
  buildingId?: string;
  /** The tenant as a customer card. */
  customerId?: string;
  /** The tenant as the client account the cheque credits. */
  accountId?: string;
  bankId?: string;
  /** The cheque pattern's code. */
  code?: number;
  depositStatus?: boolean;
  status?: ChequeStatus;
  /** Part of the cheque's own number (`internalNumber`). */
  search?: string;
}

/**
 * A row of the desk: the cheque as the cheques list gives it (fields and reference labels), and
 * what the desk adds. `rest` is in the cheque's currency; `collectable` says whether a bulk
 * collection would take it (a partially collected cheque is finished with partials, a returned
 * one presented again first).
 */
export interface ChequeDeskRow {
  id: string;
  number: number;
  createdAt: string;
  updatedAt: string;
  code: number | null;
  internalNumber: string | null;
  dueDate: IsoDay | null;
  amount: string;
  currencyId: string;
  currencyIdLabel?: string | null;
  status: ChequeStatus;
  depositStatus: boolean;
  bucket: DeskBucket;
  daysOverdue: number;
  rest: string;
  collectable: boolean;
  buildingId: string | null;
  buildingIdLabel: string | null;
  buildingIdLatinLabel: string | null;
  [field: string]: unknown;
}

/** The answer of `GET /cheques/desk`. */
export interface ChequeDeskAnswer {
  today: IsoDay;
  weekEnd: IsoDay;
  /** Every bucket, under every filter but the bucket's own: the cards stay while one is chosen. */
  buckets: Record<DeskBucket, DeskTotals>;
  /** Per bank, under every filter, the bucket's included; largest rest first. */
  banks: DeskBankTotals[];
  rows: ChequeDeskRow[];
  page: number;
  pageSize: number;
  /** Cheques under every filter: the chosen bucket's count, or all buckets'. */
  count: number;
}

/** The home page's card: the three buckets that need action soon. */
export type ChequeDeskSummary = Pick<ChequeDeskAnswer, 'today' | 'weekEnd' | 'buckets'>;

/** The most cheques one bulk collection takes: more is refused (400), so one request stays bounded. */
export const bulkCollectLimit = 1000;

/** What a bulk collection knows of one cheque, read under its row lock. */
export interface BulkCandidate {
  /** Received (paper type 2): paid cheques leave through the bank on their own. */
  received: boolean;
  collected: boolean;
  partials: number;
  rest: string;
  openReturn: boolean;
  /** The pattern's collection switch. */
  enabled: boolean;
  /** The account the collection debits: the bank, from the override, the pattern or the building. */
  debitAccountId: string | null;
  creditAccountId: string | null;
  /** The collection's date. */
  date: IsoDay;
}

export type BulkCollectFault =
  | ChequeOperationFault
  | 'chequeNotFound'
  | 'chequeNotReceived'
  | 'collectionNeedsBank'
  | 'collectionSameAccounts'
  | 'periodLocked';

/** Faults that are the request's (unknown cheque, wrong kind, locked period): 422, not 409. */
export const unprocessableFaults: ReadonlySet<BulkCollectFault> = new Set([
  'chequeNotFound',
  'chequeNotReceived',
  'collectionNeedsBank',
  'collectionSameAccounts',
  'periodLocked',
]);

/**
 * Why one cheque of a bulk collection cannot be collected, or null: it must exist and be
 * received, obey the state rules of a single collection (calc/cheque-operations.ts), have a bank
 * account to go to and a date after the ledger's lock date (`lockDate`, null when none).
 */
export const bulkCollectFault = (
  candidate: BulkCandidate | undefined,
  lockDate: IsoDay | null,
): BulkCollectFault | null => {
  if (!candidate) return 'chequeNotFound';
  if (!candidate.received) return 'chequeNotReceived';
  const state = chequeOperationFault('collection', {
    collected: candidate.collected,
    partials: candidate.partials,
    rest: candidate.rest,
    openReturn: candidate.openReturn,
    enabled: candidate.enabled,
  });
  if (state) return state;
  if (!candidate.debitAccountId) return 'collectionNeedsBank';
  if (candidate.debitAccountId === candidate.creditAccountId) return 'collectionSameAccounts';
  if (lockDate && candidate.date <= lockDate) return 'periodLocked';
  return null;
};

/** The HTTP status of a refused batch: 422 when every fault is the request's, else 409. */
export const bulkCollectStatus = (faults: readonly BulkCollectFault[]): 409 | 422 =>
  faults.every((fault) => unprocessableFaults.has(fault)) ? 422 : 409;

/** The body of `POST /cheques/bulk-collect`. */
export interface BulkCollectBody {
  chequeIds: string[];
  /** The collection date of every cheque; else each its pattern's default (5.4). */
  date?: IsoDay;
  /** The user's day, for the pattern defaults that date a collection today. */
  today?: IsoDay;
  /** The bank account every collection debits, over the pattern's and the building's. */
  debitAccountId?: string;
  /** The statement of every collection, over the pattern's. */
  note?: string;
}

/** The answer of a bulk collection: the collections made, in the order of `chequeIds`. */
export interface BulkCollectAnswer {
  count: number;
  amount: string;
  collections: { id: string; chequeId: string; number: number | null }[];
}
