import { defineReport } from './report-definition.ts';
import { documentLink } from './report-filters.ts';
import { accountFilter, costCenterFilter, currencyFilter, periodFilters } from './report-filters.ts';

/**
 * General ledger (domain-reference 8): the moves of an account, or of every account under it,
 * after an opening-balance row, with a running balance (debit − credit). With `subAccounts`
 * each sub-account gets its own opening row and running balance; otherwise they run together.
 * With a currency the amounts are in that currency (entries in it only), else in the base one.
 */
export const generalLedger = defineReport({
  key: 'general-ledger',
  path: 'general-ledger-report',
  group: 'accountingReports',
  filters: {
    accountId: { ...accountFilter, required: true },
    ...periodFilters,
    costCenterId: costCenterFilter,
    currencyId: currencyFilter,
    observeAccountId: accountFilter,
    subAccounts: { type: 'boolean', default: false },
    showDebit: { type: 'boolean', default: true },
    showCredit: { type: 'boolean', default: true },
    includeWords: { type: 'text', max: 200 },
    excludeWords: { type: 'text', max: 200 },
  },
  ranges: [['from', 'to']],
  columns: [
    { key: 'accountCode', type: 'text' },
    { key: 'account', type: 'text' },
    { key: 'date', type: 'date' },
    { key: 'number', type: 'number', opens: documentLink },
    { key: 'note', type: 'text' },
    { key: 'debit', type: 'money', total: true },
    { key: 'credit', type: 'money', total: true },
    { key: 'balance', type: 'money', total: true },
    { key: 'observeAccount', type: 'text' },
    { key: 'costCenter', type: 'text' },
    { key: 'currency', type: 'text', hidden: true },
    { key: 'createdFrom', type: 'text', display: 'origin', hidden: true },
    { key: 'kind', type: 'text', hidden: true },
  ],
  defaultSort: [
    { column: 'date', order: 'asc' },
    { column: 'number', order: 'asc' },
  ],
});
