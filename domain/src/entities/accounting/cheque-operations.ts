import { type NoPattern, withDocument } from '../../document-definition.ts';
import { type EntityDefinition, type Issue, defineEntity } from '../../entity-definition.ts';
import type { DocumentValues } from '../../entity-values.ts';
import { commissionValueOf, partialFigures } from '../../calc/cheque-operations.ts';
import { chequeOperationEntryLines } from '../../ledger/cheque-operation-posting.ts';
import { decimalOf, isBlank } from '../rule-helpers.ts';
import { cheque } from './cheque.ts';
import { exact } from '../../calc/exact.ts';
import { messageCode } from '../../messages.ts';

/**
 * The three operations on a cheque (domain-reference 2.21 to 2.23, entries 5.4 to 5.6): collection,
 * partial collection and return. Each names its cheque, posts Dr debit / Cr credit for its amount
 * and its commission as a pair of its own (ledger/cheque-operation-posting.ts). They are documents
 * without a pattern of their own: their defaults come from the cheque's pattern when the cheque's
 * operation bar opens them (calc/cheque-operations.ts, answered by the server), and their entries
 * carry the cheque's pattern code. The state rules between them (collected once, collection and
 * partials exclusive, partials within the amount, a return re-presented before a collection) are
 * kept by the server under the cheque's row lock and by the database (docs/cheques.md).
 */

const account = {
  type: 'reference',
  entity: 'account',
  leafOnly: true,
  required: true,
  requiredMessage: 'accountRequired',
} as const;

const operationFields = {
  chequeId: { type: 'reference', entity: cheque.key, required: true, filter: true },
  date: { type: 'date', required: true, defaultToday: true, filter: true },
  amount: { type: 'money', required: true, min: 0, exclusiveMin: true, minMessage: 'mustBePositive' },
  currencyId: { type: 'reference', entity: 'currency', required: true, filter: true },
  currencyVal: {
    type: 'decimal',
    required: true,
    default: 1,
    min: 0,
    exclusiveMin: true,
    minMessage: 'mustBePositive',
    scale: 8,
  },
  debitAccountId: { ...account, filter: true },
  creditAccountId: { ...account, filter: true },
  costCenterId: { type: 'reference', entity: 'cost_center', filter: true },
  note: { type: 'textarea', max: 1000, search: true },
  genEntries: { type: 'boolean', default: true },
  feedback: { type: 'boolean', default: false, filter: true },
} as const;

const commissionFields = {
  commissionPercentage: { type: 'percent', min: 0, max: 100 },
  commissionValue: { type: 'money', min: 0, minMessage: 'mustBeNonNegative' },
  commissionDebitId: { type: 'reference', entity: 'account', leafOnly: true },
  commissionCreditId: { type: 'reference', entity: 'account', leafOnly: true },
  commissionCostCenterId: { type: 'reference', entity: 'cost_center' },
  commissionNote: { type: 'text', max: 500 },
} as const;

const listColumns = [
  'recordedAt',
  'number',
  'chequeId',
  'date',
  'amount',
  'currencyId',
  'debitAccountId',
  'creditAccountId',
  'note',
  'genEntries',
] as const;

/** Refuses a commission without both its accounts, and the same account on both sides. */
const operationRefine = (record: Record<string, unknown>): Issue[] => {
  const issues: Issue[] = [];
  if (!isBlank(record.debitAccountId) && record.debitAccountId === record.creditAccountId)
    issues.push({ path: 'creditAccountId', message: 'observeIsAccount' });
  const value = decimalOf(record.commissionValue);
  const percentage = decimalOf(record.commissionPercentage);
  if ((value?.gt(0) ?? false) || (percentage?.gt(0) ?? false)) {
    if (isBlank(record.commissionDebitId))
      issues.push({ path: 'commissionDebitId', message: 'accountRequired' });
    if (isBlank(record.commissionCreditId))
      issues.push({ path: 'commissionCreditId', message: 'accountRequired' });
  }
  return issues;
};

/** The records an operation's functions read: its cheque, and its currency for the decimals. */
interface OperationRelated {
  cheque: DocumentValues<typeof cheque>;
  currency: { decimals?: number | null };
}

type OperationValues = {
  amount: string | number;
  debitAccountId: string;
  creditAccountId: string;
  costCenterId?: string | null;
  note?: string | null;
  genEntries?: boolean | null;
  commissionPercentage?: string | number | null;
  commissionValue?: string | number | null;
  commissionDebitId?: string | null;
  commissionCreditId?: string | null;
  commissionCostCenterId?: string | null;
  commissionNote?: string | null;
};

const related = {
  cheque: { field: 'chequeId', entity: cheque.key },
  currency: { field: 'currencyId', entity: 'currency' },
} as const;

const placesOf = (related: Partial<OperationRelated>) => Number(related.currency?.decimals ?? 2);

/** The parts every operation's document block shares; `origin` and the rest are each one's. */
const operationBlock = <V extends OperationValues>() => ({
  dateField: 'date' as const,
  related,
  posts: (document: V) => Boolean(document.genEntries),
  // The entry carries the pattern code of the cheque (createdFromCode).
  entryCode: (_document: V, records: Partial<OperationRelated>) =>
    records.cheque?.code === undefined || records.cheque?.code === null ? null : Number(records.cheque.code),
  commission: (document: V, records: Partial<OperationRelated>) => ({
    commissionValue: commissionValueOf(document.amount, document, placesOf(records)),
  }),
  plan: (document: V) =>
    chequeOperationEntryLines({
      amount: document.amount,
      debitAccountId: document.debitAccountId,
      creditAccountId: document.creditAccountId,
      costCenterId: document.costCenterId,
      note: document.note,
      commissionValue: document.commissionValue,
      commissionDebitId: document.commissionDebitId,
      commissionCreditId: document.commissionCreditId,
      commissionCostCenterId: document.commissionCostCenterId,
      commissionNote: document.commissionNote,
    }),
  prefill: () => ({}),
  screen: {
    totals: () => [],
    footerFields: [] as string[],
    form: () => ({}),
    printable: (document: V & { date?: string | null; number?: unknown; chequeId?: string | null }) => ({
      kind: 'cheque-operation',
      title: 'chequeOperation',
      meta: [
        { label: 'number', cell: { text: String(document.number ?? '') } },
        { label: 'date', cell: { date: document.date } },
        { label: 'cheque', cell: { reference: document, fields: ['chequeId'] } },
      ],
      columns: [{ label: 'account' }, { label: 'statement' }, { label: 'amount', numeric: true }],
      rows: [
        [
          { reference: document, fields: ['debitAccountId'] },
          { text: document.note ?? '' },
          { amount: document.amount, places: 2 },
        ],
      ],
      tableTotal: { label: 'total', cell: { amount: document.amount, places: 2 } },
      amount: String(document.amount ?? '0'),
      note: document.note,
      signatures: ['accountant', 'manager'],
    }),
  },
});

const opCollectionEntity = defineEntity({
  key: 'op_collection',
  // The reference names an operation's date `createdAt` (2.21 to 2.23).
  aliases: { createdAt: 'date' },
  table: 'op_collections',
  api: '/op-collections',
  route: '/op_collections',
  display: 'date',
  menu: { group: 'accountingTransactions', order: 20 },
  fields: { ...operationFields, ...commissionFields },
  listColumns,
  refine: operationRefine,
});

/** Collection (2.21, entry 5.4): at most one per cheque, and none beside partial collections. */
export const opCollection = withDocument<typeof opCollectionEntity, NoPattern, OperationRelated>(
  opCollectionEntity,
  (() => {
    const block = operationBlock<DocumentValues<typeof opCollectionEntity>>();
    return {
      ...block,
      origin: 'OP_COLLECTION',
      entryLabel: 'Cheque collection',
      issues: () => [],
      stamp: (document, _pattern, { related: records }) => block.commission(document, records),
    };
  })(),
);

const opPartialCollectionEntity = defineEntity({
  key: 'op_partial_collection',
  // The reference names an operation's date `createdAt` (2.21 to 2.23).
  aliases: { createdAt: 'date' },
  table: 'op_partial_collections',
  api: '/op-partial-collections',
  route: '/op_partial_collections',
  display: 'date',
  menu: { group: 'accountingTransactions', order: 21 },
  // Numbered 1..n per cheque; record navigation passes the cheque (`chequeId`).
  numberScope: 'chequeId',
  fields: {
    ...operationFields,
    totalValue: { type: 'money', readOnly: true },
    totalSumPrev: { type: 'money', readOnly: true },
    totalSum: { type: 'money', readOnly: true },
    rest: { type: 'money', readOnly: true },
    ...commissionFields,
  },
  listColumns: [...listColumns, 'totalSum', 'rest'],
  refine: operationRefine,
});

/**
 * Partial collection (2.22, entry 5.5): its running totals from the cheque's amount and the sum
 * of the partials before it, which the server reads under the cheque's row lock and hands over in
 * `totalSumPrev`; one that would take the rest below zero is refused.
 */
export const opPartialCollection = withDocument<
  typeof opPartialCollectionEntity,
  NoPattern,
  OperationRelated
>(
  opPartialCollectionEntity,
  (() => {
    const block = operationBlock<DocumentValues<typeof opPartialCollectionEntity>>();
    return {
      ...block,
      origin: 'OP_PARTIAL_COLLECTION',
      entryLabel: 'Cheque partial collection',
      issues: (document, _pattern, { related: records }) => {
        if (!records.cheque) return [];
        const { fault, figures } = partialFigures(
          records.cheque.amount,
          document.totalSumPrev ?? '0',
          document.amount,
        );
        // The message says how much is left to collect before this partial.
        const left = exact(figures.totalValue).minus(figures.totalSumPrev).toFixed();
        return fault === 'partialAboveRest'
          ? [{ path: 'amount', message: messageCode('partialAboveLeft', { rest: left }) }]
          : [];
      },
      stamp: (document, _pattern, { related: records }) => ({
        ...block.commission(document, records),
        ...(records.cheque
          ? partialFigures(records.cheque.amount, document.totalSumPrev ?? '0', document.amount).figures
          : {}),
      }),
    };
  })(),
);

const opReturnEntity = defineEntity({
  key: 'op_return',
  // The reference names an operation's date `createdAt` (2.21 to 2.23).
  aliases: { createdAt: 'date' },
  table: 'op_returns',
  api: '/op-returns',
  route: '/op_returns',
  display: 'date',
  menu: { group: 'accountingTransactions', order: 22 },
  fields: {
    ...operationFields,
    reason: { type: 'option', options: 'returnReason', required: true, filter: true },
    reasonNote: { type: 'text', max: 500 },
    // The cheque that replaces the returned one, when the client gave a new cheque.
    connectWithChqId: { type: 'reference', entity: cheque.key, filter: true },
    // The day the returned cheque went to the bank again (docs/cheques.md): the return is closed.
    representedAt: { type: 'date', filter: true },
    ...commissionFields,
  },
  listColumns: [...listColumns, 'reason', 'connectWithChqId', 'representedAt'],
  refine: (record) => {
    const issues = operationRefine(record);
    if (Number(record.reason) === 5 && isBlank(record.reasonNote))
      issues.push({ path: 'reasonNote', message: 'returnReasonText' });
    if (!isBlank(record.connectWithChqId) && record.connectWithChqId === record.chequeId)
      issues.push({ path: 'connectWithChqId', message: 'replacementIsSameCheque' });
    if (!isBlank(record.connectWithChqId) && !isBlank(record.representedAt))
      issues.push({ path: 'representedAt', message: 'replacedNotRepresented' });
    if (
      !isBlank(record.representedAt) &&
      !isBlank(record.date) &&
      String(record.representedAt) < String(record.date)
    )
      issues.push({ path: 'representedAt', message: 'rangeReversed' });
    return issues;
  },
});

/** Return (2.23, entry 5.6): the cheque's entry reversed, with its reason. */
export const opReturn = withDocument<typeof opReturnEntity, NoPattern, OperationRelated>(
  opReturnEntity,
  (() => {
    const block = operationBlock<DocumentValues<typeof opReturnEntity>>();
    return {
      ...block,
      origin: 'OP_RETURN',
      entryLabel: 'Cheque return',
      issues: () => [],
      stamp: (document, _pattern, { related: records }) => block.commission(document, records),
    };
  })(),
);

/** The three operations, in the order of the cheque's operation bar. */
export const chequeOperations: readonly EntityDefinition[] = [opCollection, opPartialCollection, opReturn];
