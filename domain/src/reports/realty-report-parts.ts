import type { ReportColumnSpec } from './report-definition.ts';

/*
 * Filters, option lists and column blocks the cheque, payment and contract reports share
 * (domain-reference section 8). An option list has one name and unique ids wherever it is used,
 * so its labels (`options.<filter>.<id>`) are written once.
 */

export const buildingFilter = { type: 'reference', entity: 'building' } as const;
export const clientFilter = { type: 'reference', entity: 'user' } as const;
export const bankFilter = { type: 'reference', entity: 'bank' } as const;
export const ownerFilter = { type: 'reference', entity: 'owner' } as const;
export const lessorFilter = { type: 'reference', entity: 'lessor' } as const;
export const expenseTypeFilter = { type: 'reference', entity: 'owner_expenses_types' } as const;
/** The day "today" is for statuses and day counts; the server's date when blank. */
export const asOfFilter = { type: 'date' } as const;

const all = <const V extends readonly string[]>(...values: V) =>
  ({ type: 'option', values: ['all', ...values], default: 'all' }) as const;

/** Expired: its last day is before the as-of day (reference: 0 All, 1 Expired, 2 Not expired). */
export const contractStatusFilter = all('expired', 'notExpired');
export const terminationStatusFilter = all('terminated', 'notTerminated');
export const lawsuitFilter = all('lawsuit', 'none');
/** With installments: the contract holds cheques. */
export const installmentsFilter = all('with', 'without');
/** New: no previous contract; renewal: it continues one. */
export const inputCaseFilter = all('new', 'renewal');
export const clearanceFilter = all('printed', 'notPrinted');
/** The feedback ("reviewed") flag. */
export const reviewFilter = all('reviewed', 'unreviewed');
/** Ids of `paidType` (1 installment, 2 cash, 3 later). */
export const paidTypeFilter = all('installment', 'cash', 'later');
/** Cheque pattern paper type: 2 received, 1 paid. */
export const paperTypeFilter = all('received', 'paid');
/** Ids of the `chequeStatus` list (calc/cheque-status.ts). */
export const chequeStatusFilter = all('uncollected', 'collected', 'partial', 'returned', 'replaced');
export const contractLinkFilter = all('linked', 'notLinked');

/** The `chequeStatus` ids by the filter's option. */
export const chequeStatusIds = {
  uncollected: 1,
  collected: 2,
  partial: 3,
  returned: 4,
  replaced: 5,
} as const;
/** Paper types by the filter's option. */
export const paperTypeIds = { paid: 1, received: 2 } as const;
export const paidTypeIds = { installment: 1, cash: 2, later: 3 } as const;
/** Return reasons (domain-reference section 1), ids 1..5. */
export const returnReasonIds = {
  insufficientFunds: 1,
  chequeBounce: 2,
  signatureMismatch: 3,
  accountClosed: 4,
  other: 5,
} as const;
export const returnReasonFilter = all(
  'insufficientFunds',
  'chequeBounce',
  'signatureMismatch',
  'accountClosed',
  'other',
);

/** Which date a cheque report's range applies to. */
export const chequeDateByFilter = <const V extends readonly ('issue' | 'due' | 'collection' | 'return')[]>(
  ...values: V
) => ({ type: 'option', values, default: values[0] }) as const;
/** Which date a contract report's range applies to. */
export const contractDateByFilter = <
  const V extends readonly ('start' | 'expiry' | 'termination' | 'issue')[],
>(
  ...values: V
) => ({ type: 'option', values, default: values[0] }) as const;

/** The contract a row belongs to: its number opens it. */
export const contractLink = { entity: 'contract', id: 'contractId', code: 'contractCode' } as const;
export const chequeLink = { entity: 'cheque', id: 'chequeId', code: 'chequeCode' } as const;
export const clientLink = { entity: 'user', id: 'clientId' } as const;
export const unitLink = { entity: 'apartment', entityField: 'unitEntity', id: 'unitId' } as const;
export const buildingLink = { entity: 'building', id: 'buildingId' } as const;

/** Contract status labels: `values.contractState.<id>` (1 valid … 4 expired and renewed). */
export const contractStateColumn = { key: 'contractStatus', type: 'text', values: 'contractState' } as const;
/** Cheque status labels: `values.chequeState.<id>`. */
export const chequeStateColumn = { key: 'chequeStatus', type: 'text', values: 'chequeState' } as const;

/** The reference's contract block. Amounts in the base currency. */
export const contractBlock: readonly ReportColumnSpec[] = [
  { key: 'contractNumber', type: 'number', opens: contractLink },
  { key: 'customer', type: 'text', opens: clientLink },
  { key: 'startDate', type: 'date' },
  { key: 'endDate', type: 'date' },
  { key: 'lessor', type: 'text', hidden: true },
  { key: 'contractAmount', type: 'money', total: true, hidden: true },
  contractStateColumn,
  {
    key: 'discountedAmount',
    type: 'money',
    total: true,
    help: 'The final price: contract value less the discount, with VAT.',
  },
];

/** The reference's collection block (its GUESSes decided as the help says). */
export const collectionBlock: readonly ReportColumnSpec[] = [
  {
    key: 'collectedCheques',
    type: 'money',
    total: true,
    help: "What the contract's cheques brought in: their collections and partial collections.",
  },
  {
    key: 'cashReceived',
    type: 'money',
    total: true,
    help: "Receipt vouchers linked to the contract: their lines crediting the client's account.",
  },
  {
    key: 'totalCollected',
    type: 'money',
    total: true,
    help: 'Collected cheques + cash received.',
  },
  {
    key: 'totalUncollected',
    type: 'money',
    total: true,
    help: 'Discounted amount (final price) − total collected.',
  },
];
