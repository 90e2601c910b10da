import { type NoPattern, withDocument } from '../../document-definition.ts';
import { sumMoney } from '../../calc/money.ts';
import { defineEntity, type Issue } from '../../entity-definition.ts';
import type { DocumentValues } from '../../entity-values.ts';
import { type LawsuitPayment, lawsuitEntryLines, lawsuitPaymentPosts } from '../../ledger/lawsuit-posting.ts';
import { unitEntityByAssetsType } from '../realty/unit-fields.ts';
import { decimalOf, isBlank } from '../rule-helpers.ts';

const account = (tab: string) => ({ type: 'reference', entity: 'account', leafOnly: true, tab }) as const;
const costCenter = { type: 'reference', entity: 'cost_center' } as const;
const day = (tab: string) => ({ type: 'date', tab }) as const;
const text = (tab: string, max = 200) => ({ type: 'text', max, tab }) as const;
const amount = (tab: string) =>
  ({ type: 'money', min: 0, minMessage: 'mustBeNonNegative', default: 0, tab }) as const;

/** The three internal expenses of a lawsuit (2.33), each with its own switch, amount and accounts. */
export const internalExpenseKinds = ['lawyer', 'maintenance', 'furniture'] as const;
export type InternalExpenseKind = (typeof internalExpenseKinds)[number];

const internalExpenseFields = <K extends InternalExpenseKind>(kind: K) =>
  ({
    [`${kind}GenEntries`]: { type: 'boolean', default: false, tab: 'internalExpenses' },
    [`${kind}Amount`]: amount('internalExpenses'),
    [`${kind}DebitAccountId`]: account('internalExpenses'),
    [`${kind}CreditAccountId`]: account('internalExpenses'),
    [`${kind}Statement`]: text('internalExpenses', 500),
  }) as {
    [F in `${K}GenEntries`]: { type: 'boolean'; default: false; tab: 'internalExpenses' };
  } & { [F in `${K}Amount`]: ReturnType<typeof amount> } & {
    [F in `${K}DebitAccountId` | `${K}CreditAccountId`]: ReturnType<typeof account>;
  } & { [F in `${K}Statement`]: ReturnType<typeof text> };

/**
 * A lawsuit on a contract (domain-reference 2.33): the case (its number, dates at the court, the
 * municipality and the utilities, the execution), a history of its statuses, the court expenses
 * paid for it (each receipt posting Dr / Cr its two accounts when its switch is on), the internal
 * expenses (lawyer, maintenance, furniture, each its own entry) and its termination. A document
 * made without a pattern. The server fills the building, the unit and the client from the
 * contract and flags the contract and its unit (`lawsuit`, `hasLawsuit`) while a lawsuit on them
 * is open, that is not terminated (modules/legal/lawsuit-hooks.ts).
 */
const lawsuitEntity = defineEntity({
  key: 'lawsuits',
  table: 'lawsuits',
  api: '/lawsuits',
  route: '/lawsuits',
  display: 'lawsuitNo',
  menu: { group: 'realtyTransactions', order: 2 },
  pictures: true,
  tabs: [
    { key: 'lawsuit' },
    { key: 'status' },
    { key: 'expenses' },
    { key: 'internalExpenses' },
    { key: 'termination' },
  ],
  payload: {
    main: 'lawsuit',
    grids: { lawsuitStatus: 'statusRows', lawsuitExpenses: 'expenses' },
  },
  fields: {
    contractId: {
      type: 'reference',
      entity: 'contract',
      required: true,
      requiredMessage: 'contractRequired',
      filter: true,
      tab: 'lawsuit',
    },
    lawsuitNo: { type: 'text', max: 60, search: true, tab: 'lawsuit' },
    openedLawsuitDate: { type: 'date', required: true, defaultToday: true, filter: true, tab: 'lawsuit' },
    // Filled from the contract by the server.
    buildingId: { type: 'reference', entity: 'building', readOnly: true, filter: true, tab: 'lawsuit' },
    unitType: { type: 'option', options: 'assetsType', readOnly: true, tab: 'lawsuit' },
    unitId: {
      type: 'reference',
      entity: unitEntityByAssetsType[1],
      entityBy: { field: 'unitType', entities: unitEntityByAssetsType },
      readOnly: true,
      tab: 'lawsuit',
    },
    clientId: { type: 'reference', entity: 'user', readOnly: true, filter: true, tab: 'lawsuit' },
    status: { type: 'boolean', default: false, filter: true, tab: 'lawsuit' },
    legalDepartmentDate: day('lawsuit'),
    refrainDate: day('lawsuit'),
    municipalityClearanceDate: day('lawsuit'),
    electricityClearanceDate: day('lawsuit'),
    latestRentCertifiedContract: text('lawsuit'),
    implementationNumber: text('lawsuit', 60),
    implementationDate: day('lawsuit'),
    currencyId: { type: 'reference', entity: 'currency', tab: 'lawsuit' },
    currencyVal: {
      type: 'decimal',
      required: true,
      default: 1,
      min: 0,
      exclusiveMin: true,
      minMessage: 'mustBePositive',
      scale: 8,
      tab: 'lawsuit',
    },
    note: { type: 'textarea', max: 1000, search: true, tab: 'lawsuit' },
    ...internalExpenseFields('lawyer'),
    ...internalExpenseFields('maintenance'),
    ...internalExpenseFields('furniture'),
    implementationSuspended: { type: 'boolean', default: false, tab: 'termination' },
    implementationSuspendedDate: day('termination'),
    terminationStatement: text('termination', 1000),
    lawsuitTerminated: { type: 'boolean', default: false, filter: true, tab: 'termination' },
    lawsuitTerminatedDate: day('termination'),
  },
  grids: {
    statusRows: {
      table: 'lawsuit_status',
      tab: 'status',
      fields: {
        date: { type: 'date', defaultToday: true },
        status: { type: 'text', max: 200 },
        statement: { type: 'text', max: 1000 },
        user: { type: 'text', max: 100 },
        printed: { type: 'boolean', default: false },
      },
    },
    expenses: {
      table: 'lawsuit_expenses',
      tab: 'expenses',
      fields: {
        registrationDate: { type: 'date', defaultToday: true },
        receiptNumber: { type: 'text', max: 60 },
        receiptDate: { type: 'date' },
        receiptValue: { type: 'money', min: 0, minMessage: 'mustBeNonNegative', default: 0 },
        issuingEntity: { type: 'text', max: 200 },
        receiptStatement: { type: 'text', max: 500 },
        debitAccountId: { type: 'reference', entity: 'account', leafOnly: true },
        creditAccountId: { type: 'reference', entity: 'account', leafOnly: true },
        debitCostCenterId: costCenter,
        creditCostCenterId: costCenter,
        debitStatement: { type: 'text', max: 500 },
        creditStatement: { type: 'text', max: 500 },
        genEntries: { type: 'boolean', default: true },
        recoveredFromClient: { type: 'boolean', default: false },
        refundedFromCustomer: { type: 'boolean', default: false },
        statement: { type: 'text', max: 500 },
      },
    },
  },
  listColumns: [
    'createdAt',
    'number',
    'lawsuitNo',
    'openedLawsuitDate',
    'contractId',
    'buildingId',
    'unitId',
    'clientId',
    'lawsuitTerminated',
    'note',
  ],
  refine: (record) => lawsuitIssues(record),
});

type Lawsuit = DocumentValues<typeof lawsuitEntity>;
type ExpenseRow = NonNullable<Lawsuit['expenses']>[number];

/** A court expense row as a payment: posted only while its switch is on. */
export const expensePayment = (row: Partial<ExpenseRow>): LawsuitPayment =>
  row.genEntries === false
    ? {}
    : {
        amount: row.receiptValue,
        debitAccountId: row.debitAccountId,
        creditAccountId: row.creditAccountId,
        debitCostCenterId: row.debitCostCenterId,
        creditCostCenterId: row.creditCostCenterId,
        debitNote: row.debitStatement || row.statement || row.receiptStatement,
        creditNote: row.creditStatement || row.statement || row.receiptStatement,
      };

/** An internal expense block as a payment: posted only while its switch is on. */
export const internalPayment = (
  record: Record<string, unknown>,
  kind: InternalExpenseKind,
): LawsuitPayment => {
  if (record[`${kind}GenEntries`] !== true) return {};
  const note = record[`${kind}Statement`];
  return {
    amount: record[`${kind}Amount`] as string | null,
    debitAccountId: record[`${kind}DebitAccountId`] as string | null,
    creditAccountId: record[`${kind}CreditAccountId`] as string | null,
    debitNote: typeof note === 'string' ? note : null,
    creditNote: typeof note === 'string' ? note : null,
  };
};

/** Whether a lawsuit is open: it flags its contract and unit until it is terminated. */
export const lawsuitIsOpen = (record: { lawsuitTerminated?: unknown }): boolean =>
  record.lawsuitTerminated !== true;

/**
 * What a lawsuit cannot be saved with: an amount that is to post without both of its accounts, or
 * with one account on both sides; a termination or suspension date before the lawsuit was opened.
 */
export const lawsuitIssues = (record: Record<string, unknown>): Issue[] => {
  const issues: Issue[] = [];
  const accountsIssues = (payment: LawsuitPayment, debitPath: string, creditPath: string) => {
    if (!(decimalOf(payment.amount)?.gt(0) ?? false)) return;
    if (isBlank(payment.debitAccountId)) issues.push({ path: debitPath, message: 'accountRequired' });
    if (isBlank(payment.creditAccountId)) issues.push({ path: creditPath, message: 'accountRequired' });
    if (!isBlank(payment.debitAccountId) && payment.debitAccountId === payment.creditAccountId)
      issues.push({ path: creditPath, message: 'sameAccountBothSides' });
  };
  const rows = Array.isArray(record.expenses) ? (record.expenses as Partial<ExpenseRow>[]) : [];
  for (const [index, row] of rows.entries())
    accountsIssues(
      expensePayment(row),
      `expenses.${index}.debitAccountId`,
      `expenses.${index}.creditAccountId`,
    );
  for (const kind of internalExpenseKinds)
    accountsIssues(internalPayment(record, kind), `${kind}DebitAccountId`, `${kind}CreditAccountId`);
  const opened = record.openedLawsuitDate;
  for (const field of ['lawsuitTerminatedDate', 'implementationSuspendedDate']) {
    const date = record[field];
    if (typeof opened === 'string' && typeof date === 'string' && date !== '' && date < opened)
      issues.push({ path: field, message: 'dateBeforeLawsuit' });
  }
  if (record.lawsuitTerminated === true && isBlank(record.lawsuitTerminatedDate))
    issues.push({ path: 'lawsuitTerminatedDate', message: 'required' });
  return issues;
};

const expensePayments = (document: Lawsuit) => (document.expenses ?? []).map(expensePayment);

/** What the court expenses that post come to (the LAWSUIT entry's debit side). */
const expensesTotal = (document: Lawsuit) => {
  try {
    return sumMoney(lawsuitEntryLines(expensePayments(document)).map((line) => line.debit));
  } catch {
    return sumMoney([]);
  }
};

/** A side entry per internal expense, dated at the lawsuit's opening. */
const internalSideEntry = (kind: InternalExpenseKind, origin: string, entryLabel: string) => ({
  origin,
  entryLabel,
  plan: (document: Lawsuit) => {
    const lines = lawsuitEntryLines([internalPayment(document, kind)], document.note);
    return lines.length && document.openedLawsuitDate ? { date: document.openedLawsuitDate, lines } : null;
  },
});

/**
 * The lawsuit as a document without a pattern: its court expenses post one LAWSUIT entry (a
 * balanced pair of lines per receipt that posts), each internal expense an entry of its own
 * (LAWSUIT_LAWYER, LAWSUIT_MAINTENANCE, LAWSUIT_FURNITURE), all dated at the opening.
 */
export const lawsuit = withDocument<typeof lawsuitEntity, NoPattern>(lawsuitEntity, {
  dateField: 'openedLawsuitDate',
  origin: 'LAWSUIT',
  entryLabel: 'Lawsuit',
  posts: (document) => expensePayments(document).some(lawsuitPaymentPosts),
  issues: (document) =>
    isBlank(document.currencyId) ? [{ path: 'currencyId', message: 'currencyRequired' }] : [],
  stamp: () => ({}),
  plan: (document) => lawsuitEntryLines(expensePayments(document), document.note),
  sideEntries: [
    internalSideEntry('lawyer', 'LAWSUIT_LAWYER', 'Lawsuit lawyer'),
    internalSideEntry('maintenance', 'LAWSUIT_MAINTENANCE', 'Lawsuit maintenance'),
    internalSideEntry('furniture', 'LAWSUIT_FURNITURE', 'Lawsuit furniture'),
  ],
  prefill: () => ({}),
  screen: {
    totals: (document) => [
      {
        key: 'expenses',
        label: 'total',
        value: expensesTotal(document).toFixed(),
      },
    ],
    footerFields: [],
    form: () => ({}),
    printable: (document) => ({
      kind: 'lawsuit',
      title: 'lawsuit',
      meta: [
        { label: 'number', cell: { text: document.number } },
        { label: 'date', cell: { date: document.openedLawsuitDate } },
        { label: 'contract', cell: { reference: document, fields: ['contractId'] } },
        { label: 'building', cell: { reference: document, fields: ['buildingId'] } },
      ],
      columns: [{ heading: '#' }, { label: 'statement' }, { label: 'amount', numeric: true }],
      rows: (document.expenses ?? []).map((row, index) => [
        { text: index + 1 },
        { text: row.receiptStatement ?? row.statement ?? '' },
        { amount: row.receiptValue, places: 2 },
      ]),
      tableTotal: { label: 'total', cell: { amount: expensesTotal(document).toFixed(), places: 2 } },
      amount: expensesTotal(document).toFixed(),
      note: document.note,
      signatures: ['accountant', 'manager'],
    }),
  },
});
