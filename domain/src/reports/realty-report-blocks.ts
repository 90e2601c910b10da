import type { ReportColumnSpec } from './report-definition.ts';

/*
 * Filters, option lists and columns the realty reports share (domain-reference 8: shared option
 * lists with unique ids, the contract and collection blocks). Option values are words, labelled
 * `options.<filter>.<value>` in the reports namespace.
 */

export const buildingFilter = { type: 'reference', entity: 'building' } as const;
export const clientFilter = { type: 'reference', entity: 'user' } as const;
export const asOfFilter = { type: 'date' } as const;
export const propertyNoFilter = { type: 'text', max: 50 } as const;
export const moneyFilter = { type: 'money' } as const;

/** The kinds of unit a report can list; a report offers the ones it covers. */
export const unitKinds = ['apartment', 'shop', 'parking', 'villa', 'land'] as const;
export type UnitKind = (typeof unitKinds)[number];

export const kindsFilter = <const K extends readonly UnitKind[]>(values: K) =>
  ({ type: 'options', values }) as const;

/** Leased or not on the as-of date (reference: leasing status 0 All, 1 leased, 2 non-leased). */
export const leasingStatusFilter = {
  type: 'option',
  values: ['all', 'leased', 'notLeased'],
  default: 'all',
} as const;
/** Reference: blocked_units 0 All, 1 Blocked, 2 Unblocked. */
export const blockedFilter = {
  type: 'option',
  values: ['all', 'blocked', 'unblocked'],
  default: 'all',
} as const;
/** Reference: sold status 0 All, 1 Sold, 2 Unsold. */
export const saleStatusFilter = {
  type: 'option',
  values: ['all', 'sold', 'unsold'],
  default: 'all',
} as const;
/** Reference: case_of_termination 0 All, 1 Not terminated, 2 Terminated. */
export const terminationFilter = {
  type: 'option',
  values: ['all', 'notTerminated', 'terminated'],
  default: 'all',
} as const;

/** The unit block: where the unit is and what it is. */
export const unitColumns: readonly ReportColumnSpec[] = [
  { key: 'building', type: 'text' },
  { key: 'unitNo', type: 'text' },
  { key: 'unitKind', type: 'text', values: 'unitType' },
  { key: 'floor', type: 'number', hidden: true },
  { key: 'area', type: 'number' },
  { key: 'description', type: 'text', hidden: true },
];

/** Rules written once, shown as the columns' help. */
export const help = {
  contractAmount:
    'What the client owes under the contract: the value after discount, with VAT (final price).',
  discountedAmount: 'The contract value after its discount, before VAT: the rent the contract earns.',
  collectedCheques:
    "The contract's cheques collected up to the date: whole collections and the partial collections.",
  receivedCash: "The contract's cash receipts (receipt vouchers connected to it) dated up to the date.",
  totalCollected: 'Collected cheques + received cash.',
  totalUncollected: 'Contract amount − total collected (never below zero).',
  deposit:
    'The security deposit of the contract: the current one plus the one carried from the contract it renewed.',
  annualRent:
    'The discounted amount for a year: discounted amount × 365 ÷ the contract days (first to last day, both counted).',
  leasingStatus:
    'On the as-of date, first that applies: leased under a rent contract whose days include it; sold under a sale not terminated from its delivery (else issue) date; under lawsuit; blocked; reserved; else vacant.',
  occupancy: 'Totals: leased units ÷ units listed × 100.',
  vacancy: 'Totals: units listed that are not leased ÷ units listed × 100 (occupancy + vacancy = 100).',
  contractDays: 'Days from the contract start to its end, both counted.',
  dailyIncome: 'Discounted amount ÷ contract days.',
  revenueDays:
    'Days of the revenue range inside the contract period, cut at the termination date (the day of termination is not earned).',
  income: 'Discounted amount × revenue days ÷ contract days, rounded to 2 decimals.',
  billed:
    'The discounted amount when the contract starts inside the range: a contract bills its whole value on its start.',
  earnedToDate: 'Income from the contract start up to the date (the same rule as the earned revenue report).',
  valueToDate:
    'What the contract has brought in by the date: its discounted amount once it has started (what it earned when terminated), or what was collected if more.',
  unrealized: 'Value to date − earned to date: billed or collected but not yet earned.',
  emptyDays: 'Days of the range on which no rent contract held the unit.',
  leasedDays: 'Days of the range on which a rent contract held the unit.',
  daysLeft: 'Evacuation date (else termination date, else contract end) − the as-of date.',
  remainingDays: 'Booking end date − the as-of date.',
  condition:
    'On the as-of date, first that applies: leased, sold, under lawsuit, blocked, reserved, else vacant; from and to are the dates of the contract or reservation that holds it.',
} as const;

/** The contract block (domain-reference 8) as the leasing and sales reports show it. */
export const contractColumns: readonly ReportColumnSpec[] = [
  { key: 'tenant', type: 'text' },
  { key: 'contractNo', type: 'number' },
  { key: 'startDate', type: 'date' },
  { key: 'endDate', type: 'date' },
  { key: 'contractStatus', type: 'text', values: 'contractState' },
];

/** The collection block (domain-reference 8), its GUESSes decided in `help`. */
export const collectionColumns: readonly ReportColumnSpec[] = [
  { key: 'collectedCheques', type: 'money', total: true, help: help.collectedCheques, hidden: true },
  { key: 'receivedCash', type: 'money', total: true, help: help.receivedCash, hidden: true },
  { key: 'totalCollected', type: 'money', total: true, help: help.totalCollected },
  { key: 'totalUncollected', type: 'money', total: true, help: help.totalUncollected },
];
