import { entryOrigins } from '../documents.ts';
import { defineReport } from './report-definition.ts';
import { accountFilter, costCenterFilter, currencyFilter, periodFilters } from './report-filters.ts';

/**
 * Entry origins a report can filter on: `MANUAL`, an entry typed in on the entries screen (no
 * `createdFrom`), and the origin of each declared document.
 */
export const reportEntryOrigins: readonly string[] = ['MANUAL', ...entryOrigins];

const entryNumberFilter = { type: 'integer', min: 1, max: 999_999_999 } as const;

/** Journal ledger (domain-reference 8): every line of the journal, in date and entry order. */
export const journalLedger = defineReport({
  key: 'journal-ledger',
  path: 'journal-ledger-report',
  group: 'accountingReports',
  filters: {
    ...periodFilters,
    numberFrom: entryNumberFilter,
    numberTo: entryNumberFilter,
    accountId: accountFilter,
    costCenterId: costCenterFilter,
    currencyId: currencyFilter,
    origins: { type: 'options', values: reportEntryOrigins },
    amountSide: { type: 'option', values: ['any', 'debit', 'credit'], default: 'any' },
    amountMin: { type: 'money' },
    amountMax: { type: 'money' },
    showDebit: { type: 'boolean', default: true },
    showCredit: { type: 'boolean', default: true },
  },
  ranges: [
    ['from', 'to'],
    ['numberFrom', 'numberTo'],
    ['amountMin', 'amountMax'],
  ],
  columns: [
    { key: 'date', type: 'date' },
    { key: 'number', type: 'number' },
    { key: 'accountCode', type: 'text' },
    { key: 'account', type: 'text' },
    { key: 'costCenter', type: 'text' },
    { key: 'observeAccount', type: 'text', hidden: true },
    { key: 'note', type: 'text' },
    { key: 'debit', type: 'money', total: true },
    { key: 'credit', type: 'money', total: true },
    { key: 'currency', type: 'text' },
    { key: 'documentDebit', type: 'money', hidden: true, currencyColumn: 'currency' },
    { key: 'documentCredit', type: 'money', hidden: true, currencyColumn: 'currency' },
    { key: 'createdFrom', type: 'text', display: 'origin' },
    { key: 'createdFromCode', type: 'number', hidden: true },
  ],
  defaultSort: [
    { column: 'date', order: 'asc' },
    { column: 'number', order: 'asc' },
  ],
});
