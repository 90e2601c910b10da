import { reportEntryOrigins } from './journal-ledger.ts';
import { defineReport } from './report-definition.ts';
import { documentLink } from './report-filters.ts';
import { accountFilter, costCenterFilter, currencyFilter, periodFilters } from './report-filters.ts';

/**
 * Customer account statement (domain-reference 8): a customer's (or any) account, opening
 * balance then each move with its origin and the running balance (debit − credit).
 */
export const customerAccountStatement = defineReport({
  key: 'customer-account-statement',
  path: 'customer-account-statement-report',
  group: 'accountingReports',
  filters: {
    accountId: { ...accountFilter, required: true },
    ...periodFilters,
    costCenterId: costCenterFilter,
    currencyId: currencyFilter,
    origins: { type: 'options', values: reportEntryOrigins },
  },
  ranges: [['from', 'to']],
  columns: [
    { key: 'accountCode', type: 'text' },
    { key: 'account', type: 'text' },
    { key: 'date', type: 'date' },
    { key: 'number', type: 'number', opens: documentLink },
    { key: 'createdFrom', type: 'text', display: 'origin' },
    { key: 'note', type: 'text' },
    { key: 'debit', type: 'money', total: true },
    { key: 'credit', type: 'money', total: true },
    { key: 'balance', type: 'money', total: true },
    { key: 'costCenter', type: 'text', hidden: true },
    { key: 'currency', type: 'text', hidden: true },
    { key: 'kind', type: 'text', hidden: true },
  ],
  defaultSort: [
    { column: 'date', order: 'asc' },
    { column: 'number', order: 'asc' },
  ],
});
