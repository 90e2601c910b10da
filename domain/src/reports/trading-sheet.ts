import { defineReport } from './report-definition.ts';
import { accountFilter, costCenterFilter, dateFilter, levelFilter } from './report-filters.ts';

/** Code of the stock account of the chart (domain-reference 10), the default stock filter. */
export const stockAccountCode = '125';

/** Rows that are not accounts: the stock at both ends and the balancing gross result. */
export const tradingSheetRowKinds = [
  'openingStock',
  'account',
  'closingStock',
  'grossProfit',
  'grossLoss',
] as const;

/**
 * Trading sheet, the classic two-sided trading account (GUESS: the reference names it without
 * columns). Debit side: opening stock and the profit-and-loss accounts whose period balance is
 * a debit (purchases, costs); credit side: those whose balance is a credit (sales, revenues) and
 * closing stock. Stock is the balance of the stock account's subtree at each end of the period.
 * The gross profit (or loss) balances the two sides, so total debit equals total credit.
 */
export const tradingSheet = defineReport({
  key: 'trading-sheet',
  path: 'trading-sheet-report',
  group: 'accountingReports',
  filters: {
    from: dateFilter,
    to: dateFilter,
    level: levelFilter(2),
    stockAccountId: accountFilter,
    costCenterId: costCenterFilter,
  },
  ranges: [['from', 'to']],
  columns: [
    { key: 'kind', type: 'text', hidden: true },
    { key: 'side', type: 'text' },
    { key: 'code', type: 'text' },
    { key: 'account', type: 'text' },
    { key: 'debit', type: 'money', total: true },
    { key: 'credit', type: 'money', total: true },
  ],
  defaultSort: [
    { column: 'side', order: 'desc' },
    { column: 'code', order: 'asc' },
  ],
});
