import { defineReport } from './report-definition.ts';
import { documentLink } from './report-filters.ts';
import { accountFilter, costCenterFilter, periodFilters } from './report-filters.ts';

/**
 * Cost center general ledger (domain-reference 8): the moves of a cost center and the cost
 * centers under it, optionally of one account (and its sub-accounts), after an opening-balance
 * row, with a running balance (debit − credit) in the base currency.
 */
export const costCenterGeneralLedger = defineReport({
  key: 'cost-center-general-ledger',
  path: 'cost-center-general-ledger-report',
  group: 'accountingReports',
  filters: {
    costCenterId: { ...costCenterFilter, required: true },
    accountId: accountFilter,
    observeAccountId: accountFilter,
    ...periodFilters,
    showDebit: { type: 'boolean', default: true },
    showCredit: { type: 'boolean', default: true },
  },
  ranges: [['from', 'to']],
  columns: [
    { key: 'date', type: 'date' },
    { key: 'number', type: 'number', opens: documentLink },
    { key: 'costCenterCode', type: 'text' },
    { key: 'costCenter', type: 'text' },
    { key: 'accountCode', type: 'text' },
    { key: 'account', type: 'text' },
    { key: 'note', type: 'text' },
    { key: 'debit', type: 'money', total: true },
    { key: 'credit', type: 'money', total: true },
    { key: 'balance', type: 'money', total: true },
    { key: 'observeAccount', type: 'text', hidden: true },
    { key: 'currency', type: 'text', hidden: true },
    { key: 'kind', type: 'text', hidden: true },
  ],
  defaultSort: [
    { column: 'date', order: 'asc' },
    { column: 'number', order: 'asc' },
  ],
});
