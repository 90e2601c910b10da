import { defineEntity, type Issue } from '../../entity-definition.ts';
import { entryIssues } from '../../ledger/entry-rules.ts';
import { rowsOf } from '../rule-helpers.ts';

/**
 * Journal entry (spec section 3, domain-reference 2.26): a dated header in one currency and two
 * or more lines, each on one side. Lines keep their amounts in the document currency and, filled
 * by the server, in the base currency; the database refuses an entry whose base totals differ.
 */
export const entry = defineEntity({
  key: 'entries',
  table: 'entries',
  referenceTable: 'entry_main_data',
  api: '/entries',
  route: '/entries',
  display: 'note',
  menu: { group: 'accountingTransactions', order: 100 },
  payload: { main: 'entry', grids: { entryGridData: 'lines' } },
  // The reference's date of an entry is `createdAt` (2.26).
  aliases: { createdAt: 'date' },
  fields: {
    date: { type: 'date', required: true, defaultToday: true, filter: true },
    internalNumber: { type: 'text', max: 40, numeric: true, search: true },
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
    note: { type: 'textarea', max: 1000, search: true },
    feedback: { type: 'boolean' },
    createdFrom: { type: 'text', max: 40, readOnly: true, filter: true, display: 'origin' },
    createdFromId: { type: 'text', max: 40, readOnly: true, filter: true },
    createdFromCode: { type: 'integer', readOnly: true },
    debit: { type: 'money', readOnly: true },
    credit: { type: 'money', readOnly: true },
    // The first line's account, cost center and observe account, for the list (spec section 2).
    accountId: { type: 'reference', entity: 'account', readOnly: true, hidden: true, filter: true },
    costCenterId: { type: 'reference', entity: 'cost_center', readOnly: true, hidden: true, filter: true },
    observeAccountId: { type: 'reference', entity: 'account', readOnly: true, hidden: true },
  },
  grids: {
    lines: {
      table: 'entry_lines',
      min: 2,
      minMessage: 'twoLines',
      fields: {
        accountId: {
          type: 'reference',
          entity: 'account',
          leafOnly: true,
          required: true,
          requiredMessage: 'accountRequired',
        },
        debit: { type: 'money', default: 0, min: 0, minMessage: 'debitPositive' },
        credit: { type: 'money', default: 0, min: 0, minMessage: 'creditPositive' },
        costCenterId: { type: 'reference', entity: 'cost_center' },
        observeAccountId: { type: 'reference', entity: 'account', leafOnly: true },
        note: { type: 'text', max: 500 },
        debitBase: { type: 'money', readOnly: true },
        creditBase: { type: 'money', readOnly: true },
      },
    },
  },
  listColumns: [
    'recordedAt',
    'number',
    'date',
    'debit',
    'credit',
    'accountId',
    'costCenterId',
    'createdFrom',
    'note',
    'observeAccountId',
    'currencyId',
  ],
  refine: (record): Issue[] => {
    const lines = rowsOf(record, 'lines').map((line) => ({
      accountId: String(line.accountId ?? ''),
      debit: (line.debit as string | number | null) ?? 0,
      credit: (line.credit as string | number | null) ?? 0,
    }));
    try {
      // Generated entries may repeat an account on one side (two rows of a voucher, say).
      // Generated entries follow their document's amounts; one typed by hand totals at least 1.
      return entryIssues(
        { rate: 1, lines },
        { uniqueAccounts: !record.createdFrom, totalsAtLeastOne: !record.createdFrom },
      ).map((issue) => ({
        path: issue.path,
        message: issue.message,
      }));
    } catch {
      // Unreadable amounts are reported by the fields' own validation.
      return [];
    }
  },
});
