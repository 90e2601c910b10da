import { type NoPattern, withDocument } from '../../document-definition.ts';
import { defaultScale, defineEntity, type Issue } from '../../entity-definition.ts';
import type { DocumentValues } from '../../entity-values.ts';
import { ownerExpenseEntryLines, ownerExpenseTotal } from '../../ledger/owner-expense-posting.ts';
import { owner } from '../parties/owner.ts';
import { decimalOf, isBlank } from '../rule-helpers.ts';
import { ownerExpensesTypes } from './owner-expenses-types.ts';

/**
 * Expenses paid on behalf of a building owner (domain-reference 2.35): a dated header naming the
 * building and its owner, the cash or payable account the expenses were paid from, and one row
 * per expense type with its amount. A document made without a pattern: numbered in one sequence,
 * its form starts with one row per active expense type, and it posts its entry (Dr the owner's
 * account / Cr the paying account) whenever its total is positive, on the building's cost center
 * unless the document or a row names another. The reference sends neither the paying account nor
 * the currency: the server takes the building's cash account and the base currency
 * (modules/maintenance/owner-expense-hooks.ts). The reference's body is
 * `{ ownerExpense, expenseDetails }`.
 */
const ownerExpensesEntity = defineEntity({
  key: 'owner_expenses',
  table: 'owner_expenses',
  api: '/owner-expenses',
  route: '/owner_expenses',
  display: 'receiptNumber',
  menu: { group: 'cards', order: 10 },
  payload: { main: 'ownerExpense', grids: { expenseDetails: 'rows' } },
  fields: {
    date: { type: 'date', required: true, defaultToday: true, filter: true },
    receiptNumber: { type: 'text', max: 40, numeric: true, search: true },
    buildingId: {
      type: 'reference',
      entity: 'building',
      required: true,
      requiredMessage: 'buildingRequired',
      filter: true,
    },
    ownerId: {
      type: 'reference',
      entity: owner.key,
      required: true,
      requiredMessage: 'ownerRequired',
      filter: true,
    },
    // Left blank, the building's cash account; the currency, the base currency (server).
    accountId: { type: 'reference', entity: 'account', leafOnly: true, filter: true },
    costCenterId: { type: 'reference', entity: 'cost_center', filter: true },
    currencyId: { type: 'reference', entity: 'currency', filter: true },
    currencyVal: {
      type: 'decimal',
      required: true,
      default: 1,
      min: 0,
      exclusiveMin: true,
      minMessage: 'mustBePositive',
      scale: 8,
    },
    note: { type: 'textarea', max: 1000, search: true },
    total: { type: 'money', readOnly: true },
  },
  grids: {
    rows: {
      table: 'owner_expense_rows',
      min: 1,
      fields: {
        expenseTypeId: {
          type: 'reference',
          entity: ownerExpensesTypes.key,
          required: true,
          requiredMessage: 'expenseTypeRequired',
        },
        amount: { type: 'money', required: true, default: 0, min: 0, minMessage: 'mustBeNonNegative' },
        date: { type: 'date' },
        receiptNumber: { type: 'text', max: 40, numeric: true },
        costCenterId: { type: 'reference', entity: 'cost_center' },
        note: { type: 'text', max: 500 },
      },
    },
  },
  listColumns: [
    'createdAt',
    'number',
    'date',
    'receiptNumber',
    'buildingId',
    'ownerId',
    'accountId',
    'total',
    'currencyId',
    'note',
  ],
});

type OwnerExpense = DocumentValues<typeof ownerExpensesEntity>;

/** The records the plan reads: the owner, whose account is debited; the building, its cost center. */
interface OwnerExpenseRelated {
  owner: DocumentValues<typeof owner>;
  building: { mainCostCenterId?: string | null };
}

/** The exact total of the rows, or null while an amount is unreadable (the form is being typed). */
const safeTotal = (rows: readonly { amount?: unknown }[] | undefined) => {
  try {
    return ownerExpenseTotal((rows ?? []).map((row) => ({ amount: decimalOf(row.amount) ?? 0 })));
  } catch {
    return null;
  }
};

const postsAnything = (document: OwnerExpense) => safeTotal(document.rows)?.gt(0) ?? false;

/**
 * The owner expense as a document: stamped with its total, posting the entry of
 * `ownerExpenseEntryLines` whenever the total is positive.
 */
export const ownerExpenses = withDocument<typeof ownerExpensesEntity, NoPattern, OwnerExpenseRelated>(
  ownerExpensesEntity,
  {
    dateField: 'date',
    origin: 'OWNER_EXPENSE',
    entryLabel: 'Owner expense',
    related: {
      owner: { field: 'ownerId', entity: owner.key },
      building: { field: 'buildingId', entity: 'building' },
    },
    posts: (document) => postsAnything(document),
    issues: (document, _pattern, { posts, related }) => {
      const issues: Issue[] = [];
      if (posts && !isBlank(document.ownerId) && related.owner && isBlank(related.owner.accountId)) {
        issues.push({ path: 'ownerId', message: 'ownerHasNoAccount' });
      }
      // Still blank once the server's defaults are in (a building without a cash account).
      if (isBlank(document.accountId)) issues.push({ path: 'accountId', message: 'accountRequired' });
      if (isBlank(document.currencyId)) issues.push({ path: 'currencyId', message: 'currencyRequired' });
      return issues;
    },
    stamp: (document) => ({ total: ownerExpenseTotal(document.rows).toFixed(defaultScale.money) }),
    plan: (document, _pattern, related) =>
      ownerExpenseEntryLines({
        ownerAccountId: related.owner?.accountId ?? '',
        accountId: document.accountId ?? '',
        costCenterId: document.costCenterId ?? related.building?.mainCostCenterId ?? null,
        note: document.note,
        rows: document.rows,
      }),
    seed: { entity: ownerExpensesTypes.key, filter: { isActive: true } },
    prefill: (_pattern, types) => ({
      rows: types.map((type) => ({ expenseTypeId: String(type.id), amount: '0' })),
    }),
    screen: {
      totals: (document) => [
        { key: 'total', label: 'total', value: safeTotal(document.rows)?.toFixed() ?? '0' },
      ],
      footerFields: ['total'],
      form: () => ({}),
      printable: (document) => {
        const rows = (document.rows ?? []).filter((row) => decimalOf(row.amount)?.gt(0));
        const amount = safeTotal(rows)?.toFixed() ?? '0';
        return {
          kind: 'owner-expense',
          title: 'ownerExpense',
          meta: [
            { label: 'number', cell: { text: document.number } },
            { label: 'date', cell: { date: document.date } },
            { label: 'building', cell: { reference: document, fields: ['buildingId'] } },
            { label: 'owner', cell: { reference: document, fields: ['ownerId'] } },
            { label: 'paidFrom', cell: { reference: document, fields: ['accountId'] } },
          ],
          columns: [
            { heading: '#' },
            { label: 'expenseType' },
            { label: 'statement' },
            { label: 'amount', numeric: true },
          ],
          rows: rows.map((row, index) => [
            { text: index + 1 },
            { reference: row, fields: ['expenseTypeId'] },
            { text: row.note ?? '' },
            { amount: row.amount, places: 2 },
          ]),
          tableTotal: { label: 'total', cell: { amount, places: 2 } },
          amount,
          note: document.note,
          signatures: ['accountant', 'receiver', 'manager'],
        };
      },
    },
  },
);
