import { defineReport } from './report-definition.ts';
import { dateFilter, levelFilter } from './report-filters.ts';

/** Rows that are not accounts: the profit carried into equity so that the sheet balances. */
export const balanceSheetRowKinds = ['account', 'retainedProfit', 'periodProfit'] as const;

/**
 * Balance sheet at `to`: every account that is not a profit-and-loss account, rolled up to
 * `level`, with its balance on its side, and the profit the P&L accounts hold, split into the
 * profit before `from` (retained) and the profit of the period from `from` (the whole of it
 * when `from` is blank). Total debit equals total credit; `balance` is debit − credit.
 */
export const balanceSheet = defineReport({
  key: 'balance-sheet',
  path: 'balance-sheet-report',
  group: 'accountingReports',
  filters: {
    from: dateFilter,
    to: dateFilter,
    level: levelFilter(2),
    showEmpty: { type: 'boolean', default: false },
  },
  ranges: [['from', 'to']],
  columns: [
    { key: 'kind', type: 'text', hidden: true },
    { key: 'section', type: 'text' },
    { key: 'code', type: 'text' },
    { key: 'account', type: 'text' },
    { key: 'level', type: 'number', hidden: true },
    { key: 'debit', type: 'money', total: true },
    { key: 'credit', type: 'money', total: true },
    { key: 'balance', type: 'money', total: true },
  ],
  defaultSort: [{ column: 'code', order: 'asc' }],
});
