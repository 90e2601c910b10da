import { withDocument } from '../../document-definition.ts';
import { defineEntity, type Issue } from '../../entity-definition.ts';
import type { DocumentValues } from '../../entity-values.ts';
import { customerAccountField, customerAccountValues } from '../../calc/cheque-party.ts';
import { paperType } from '../../calc/cheque-operations.ts';
import { chequeStatusOf } from '../../calc/cheque-status.ts';
import { chequeEntryLines } from '../../ledger/installment-posting.ts';
import { handBackEntryLines } from '../contracts/settlement.ts';
import { entryNarrative } from '../../narratives.ts';

import type { user } from '../parties/user.ts';
import { chequePattern } from '../patterns/cheque-pattern.ts';
import { decimalOf, isBlank } from '../rule-helpers.ts';

/** The origin of a cheque's entries, which also name it in their generated notes. */
const chequeOrigin = 'CHQ';

/** The cheque's two accounts, where blank. */
const missingAccounts = (record: Record<string, unknown>): Issue[] =>
  (['accountId', 'observeAccountId'] as const)
    .filter((field) => isBlank(record[field]))
    .map((field) => ({ path: field, message: 'accountRequired' }));

const unitFields = ['apartmentId', 'shopId', 'parkingId', 'villaId', 'landId'] as const;

const unit = <E extends string>(entity: E) => ({ type: 'reference', entity, filter: true }) as const;
const flagKeptByOperations = { type: 'boolean', readOnly: true, default: false, filter: true } as const;

/**
 * Cheque, the note paper (domain-reference 2.20, entry 5.3). Always made through a cheque pattern
 * (1 paid, 2 received): the server stamps the pattern's `code`, numbers it per code and, when
 * `genEntries` or the pattern's `autoGenEntries` is on, posts Dr the observe account / Cr the
 * account. Contracts make their installment cheques as records of this entity (`connectWith` 1
 * and the contract in `connectWithId`, the unit in its kind's field). The operation flags and the
 * status are the server's, kept by the collection, partial collection and return operations
 * (cheque-operations.ts); a cheque with operations cannot be deleted.
 */
const chequeEntity = defineEntity({
  key: 'cheque',
  table: 'cheques',
  api: '/cheques',
  route: '/cheques',
  display: 'internalNumber',
  menu: { group: 'accountingTransactions', order: 2 },
  numberScope: 'code',
  // 2.20 names the pattern both ways.
  aliases: { patternId: 'chequePatternId' },
  fields: {
    date: { type: 'date', required: true, defaultToday: true, filter: true },
    internalNumber: { type: 'text', max: 40, numeric: true, search: true },
    status: { type: 'option', options: 'chequeStatus', readOnly: true, default: 1, filter: true },
    amount: { type: 'money', required: true, min: 0, exclusiveMin: true, minMessage: 'mustBePositive' },
    chequePatternId: {
      type: 'reference',
      entity: chequePattern.key,
      required: true,
      requiredMessage: 'patternRequired',
      filter: true,
      hidden: true,
    },
    code: { type: 'integer', readOnly: true, filter: true, hidden: true },
    customerId: { type: 'reference', entity: 'user', filter: true },
    beneficiaryName: { type: 'text', max: 200, search: true },
    apartmentId: unit('apartment'),
    shopId: unit('shop'),
    parkingId: unit('parking'),
    villaId: unit('villa'),
    landId: unit('land'),
    // Both accounts are required (refine, issues) but may be left to the customer's account,
    // which the server fills on its side of the cheque (cheque-party.ts).
    accountId: { type: 'reference', entity: 'account', leafOnly: true, filter: true },
    costCenterId: { type: 'reference', entity: 'cost_center', filter: true },
    observeAccountId: { type: 'reference', entity: 'account', leafOnly: true, filter: true },
    observeCostCenterId: { type: 'reference', entity: 'cost_center' },
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
    bankId: { type: 'reference', entity: 'bank', filter: true },
    withoutDueDate: { type: 'boolean', default: false },
    dueDate: { type: 'date', filter: true },
    endDueDate: { type: 'date' },
    depositStatus: { type: 'boolean', default: false, filter: true },
    note: { type: 'textarea', max: 1000, search: true },
    note1: { type: 'textarea', max: 1000, search: true },
    note2: { type: 'text', max: 200 },
    connectWith: { type: 'option', options: 'chequeConnectWith', default: 0, filter: true, hidden: true },
    connectWithId: { type: 'text', max: 40, filter: true, hidden: true },
    installmentId: { type: 'text', max: 40, filter: true, hidden: true },
    sellerId: { type: 'reference', entity: 'seller', filter: true },
    feedback: { type: 'boolean', default: false, filter: true },
    genEntries: { type: 'boolean', default: true },
    collectionStatus: { ...flagKeptByOperations, hidden: true },
    partialCollectionStatus: { ...flagKeptByOperations, hidden: true },
    returnStatus: { ...flagKeptByOperations, hidden: true },
    // The two ends of a replacement (docs/cheques.md), kept by the server from the return that
    // names the new cheque (`connectWithChqId`): shown on both cheques as links to each other.
    replacementChequeId: { type: 'reference', entity: 'cheque', readOnly: true, filter: true },
    replacesChequeId: { type: 'reference', entity: 'cheque', readOnly: true, filter: true },
    // Handed back to its drawer by a move-out settlement (issue 26), and the day it was.
    handedBack: { ...flagKeptByOperations, hidden: true },
    handedBackDate: { type: 'date', readOnly: true },
  },
  primaryFilters: ['status', 'dueDate', 'customerId'],
  listColumns: [
    'createdAt',
    'number',
    'code',
    'date',
    'internalNumber',
    'status',
    'amount',
    'currencyId',
    'dueDate',
    'bankId',
    'accountId',
    'customerId',
    'beneficiaryName',
    'depositStatus',
    'note1',
    'feedback',
  ],
  refine: (record) => {
    const issues: Issue[] = [];
    // The two accounts are checked after the stamp (`issues`): a customer or the pattern's notes
    // account may fill them on the server.
    if (!record.withoutDueDate && isBlank(record.dueDate))
      issues.push({ path: 'dueDate', message: 'required' });
    if (
      !record.withoutDueDate &&
      !isBlank(record.dueDate) &&
      !isBlank(record.endDueDate) &&
      String(record.endDueDate) < String(record.dueDate)
    )
      issues.push({ path: 'endDueDate', message: 'rangeReversed' });
    if (!isBlank(record.accountId) && record.accountId === record.observeAccountId)
      issues.push({ path: 'observeAccountId', message: 'observeIsAccount' });
    return issues;
  },
});

type ChequePattern = DocumentValues<typeof chequePattern>;
export type ChequeValues = DocumentValues<typeof chequeEntity>;

/** The records a cheque's functions read: its customer, whose account it may take. */
interface ChequeRelated {
  customer: DocumentValues<typeof user>;
}

/** The customer's account on its side of the cheque where that side is blank (2.20). */
const customerFill = (
  document: ChequeValues,
  pattern: ChequePattern,
  customer?: ChequeRelated['customer'],
) =>
  isBlank(document[customerAccountField(pattern.paperType)])
    ? customerAccountValues(pattern.paperType, customer)
    : {};

const isPaid = (pattern: ChequePattern) => Number(pattern.paperType) === paperType.paid;

/**
 * The cheque as a document: its status stamped from the operation flags, its due dates cleared
 * when it has none, the customer's account filled on its side when that side is blank (as the
 * form's follow does), its entry the cheque entry of installment-posting.ts (the same plan the
 * contracts' installment cheques post).
 */
export const cheque = withDocument<typeof chequeEntity, ChequePattern, ChequeRelated>(chequeEntity, {
  pattern: chequePattern.key,
  patternField: 'chequePatternId',
  dateField: 'date',
  origin: chequeOrigin,
  entryLabel: 'Cheque',
  related: { customer: { field: 'customerId', entity: 'user' } },
  // The narrative names the cheque, its client and dates: the entry's note as well as its lines'.
  entryNote: (document) => document.note || document.note1,
  posts: (document, pattern) => Boolean(document.genEntries || pattern.autoGenEntries),
  sideEntries: [
    {
      // A cheque handed back to its drawer: its own entry reversed on the day (settlement.ts).
      origin: 'CHQ_HANDBACK',
      entryLabel: 'Cheque handed back',
      plan: (document, pattern) =>
        document.handedBack &&
        document.handedBackDate &&
        document.accountId &&
        document.observeAccountId &&
        (document.genEntries || pattern.autoGenEntries)
          ? {
              date: document.handedBackDate,
              lines: handBackEntryLines({
                amount: document.amount,
                accountId: document.accountId,
                observeAccountId: document.observeAccountId,
                costCenterId: document.costCenterId,
                note: document.note1 || document.note,
              }),
            }
          : null,
    },
  ],
  // After the stamp: a customer without an account left its side of the cheque empty.
  issues: (document, pattern, { related }) => {
    const missing = missingAccounts(document);
    const side = customerAccountField(pattern.paperType);
    if (related.customer && !related.customer.accountId && missing.some((issue) => issue.path === side))
      return [
        { path: 'customerId', message: 'clientHasNoAccount' },
        ...missing.filter((issue) => issue.path !== side),
      ];
    return missing;
  },
  stamp: (document, pattern, { before, related }) => ({
    // A new cheque takes the pattern's notes account where it names none, as the form prefills it.
    ...(() => {
      const side = Number(pattern.paperType) === 1 ? 'accountId' : 'observeAccountId';
      return !before && pattern.defaultAccountId && isBlank(document[side])
        ? { [side]: pattern.defaultAccountId }
        : {};
    })(),
    status: chequeStatusOf(document),
    ...(document.withoutDueDate ? { dueDate: null, endDueDate: null } : {}),
    ...customerFill(document, pattern, related.customer),
  }),
  // Planned only for a stored cheque, whose two accounts `issues` made sure of.
  plan: (document) =>
    chequeEntryLines({
      amount: document.amount,
      accountId: document.accountId ?? '',
      observeAccountId: document.observeAccountId ?? '',
      costCenterId: document.costCenterId,
      observeCostCenterId: document.observeCostCenterId,
      note: document.note1 || document.note || entryNarrative(chequeOrigin, document.internalNumber),
    }),
  // The pattern's default account is the notes account: debited by a received cheque (its
  // observe account, as the contracts' installment cheques use it), credited by a paid one
  // (docs/cheques.md).
  prefill: (pattern) => ({
    chequePatternId: pattern.id,
    ...(pattern.defaultAccountId
      ? { [Number(pattern.paperType) === 1 ? 'accountId' : 'observeAccountId']: pattern.defaultAccountId }
      : {}),
    genEntries: pattern.genEntries !== false,
  }),
  screen: {
    totals: (document) => [
      { key: 'total', label: 'total', value: decimalOf(document.amount)?.toFixed() ?? '0' },
    ],
    footerFields: [],
    // Required unless a customer brings one: marked so in the form all the same.
    form: () => ({ requiredFields: ['accountId', 'observeAccountId'] }),
    follows: [
      {
        when: ['customerId'],
        load: { customer: { field: 'customerId', entity: 'user' } },
        values: (_document, pattern, loaded) =>
          customerAccountValues(pattern.paperType, loaded.customer as { accountId?: string | null }),
      },
    ],
    // The cheque receipt: the paper as received from (or paid to) its party, for both to sign.
    printable: (document, pattern, { decimals }) => ({
      kind: 'cheque',
      title: isPaid(pattern) ? 'paidCheque' : 'chequeReceipt',
      meta: [
        { label: 'number', cell: { text: document.number } },
        { label: 'date', cell: { date: document.date } },
        {
          label: isPaid(pattern) ? 'paidTo' : 'receivedFrom',
          cell: { reference: document, fields: ['customerId'], fallback: document.beneficiaryName ?? '' },
        },
        { label: 'unit', cell: { reference: document, fields: unitFields, fallback: '—' } },
      ],
      columns: [
        { label: 'chequeNumber' },
        { label: 'bank' },
        { label: 'dueDate' },
        { label: 'statement' },
        { label: 'amount', numeric: true },
      ],
      rows: [
        [
          { text: document.internalNumber ?? '' },
          { reference: document, fields: ['bankId'] },
          { date: document.dueDate },
          { text: document.note1 ?? '' },
          { amount: document.amount, places: decimals },
        ],
      ],
      tableTotal: { label: 'total', cell: { amount: document.amount, places: decimals } },
      amount: String(document.amount ?? '0'),
      note: document.note,
      signatures: isPaid(pattern)
        ? ['accountant', 'beneficiary', 'manager']
        : ['receiver', 'customer', 'manager'],
    }),
  },
});
