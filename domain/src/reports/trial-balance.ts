import { defineReport } from './report-definition.ts';
import {
  accountFilter,
  costCenterFilter,
  currencyFilter,
  dateFilter,
  levelFilter,
} from './report-filters.ts';

/** How opening and closing figures show: net on one side, or the gross debit and credit sums. */
export const balanceDisplays = ['balances', 'totals'] as const;

const money = (key: string) => ({ key, type: 'money', total: true }) as const;

/**
 * Trial balance (domain-reference 8): per account at `level` (deeper accounts rolled up to their
 * ancestor at that level), the opening balance before `from`, the period's debit and credit,
 * and the closing balance at `to`. Over the whole ledger each pair of totals is equal.
 * With `subtotals` every account above those rows comes too, each figure the sum of the rows
 * under it (the screen shows the tree, collapsible); the totals still add the level's rows once.
 */
export const trialBalance = defineReport({
  key: 'trial-balance',
  group: 'accountingReports',
  filters: {
    from: dateFilter,
    to: dateFilter,
    level: levelFilter(8),
    accountId: accountFilter,
    costCenterId: costCenterFilter,
    currencyId: currencyFilter,
    observeAccountId: accountFilter,
    showEmpty: { type: 'boolean', default: false },
    display: { type: 'option', values: balanceDisplays, default: 'balances' },
    subtotals: { type: 'boolean', default: false, initial: true },
  },
  ranges: [['from', 'to']],
  columns: [
    { key: 'code', type: 'text' },
    { key: 'account', type: 'text' },
    { key: 'level', type: 'number', hidden: true },
    { key: 'parentCode', type: 'text', hidden: true },
    money('openingDebit'),
    money('openingCredit'),
    money('periodDebit'),
    money('periodCredit'),
    money('closingDebit'),
    money('closingCredit'),
  ],
  defaultSort: [{ column: 'code', order: 'asc' }],
  tree: { key: 'code', parent: 'parentCode' },
});
