import { defineReport } from './report-definition.ts';
import { accountFilter, costCenterFilter, dateFilter, levelFilter } from './report-filters.ts';
import { balanceDisplays } from './trial-balance.ts';

const money = (key: string) => ({ key, type: 'money', total: true }) as const;

/**
 * Cost center trial balance (domain-reference 8): per cost center at `level` of the cost center
 * tree (deeper ones rolled up), and with `byAccount` per account at `accountLevel` within it, the
 * opening, period and closing figures. Lines without a cost center are not part of it.
 */
export const costCenterTrialBalance = defineReport({
  key: 'cost-center-trial-balance',
  path: 'cost-center-trial-balance-report',
  group: 'accountingReports',
  filters: {
    from: dateFilter,
    to: dateFilter,
    costCenterId: costCenterFilter,
    accountId: accountFilter,
    level: levelFilter(8),
    byAccount: { type: 'boolean', default: false },
    accountLevel: levelFilter(8),
    showEmpty: { type: 'boolean', default: false },
    display: { type: 'option', values: balanceDisplays, default: 'balances' },
  },
  ranges: [['from', 'to']],
  columns: [
    { key: 'costCenterCode', type: 'text' },
    { key: 'costCenter', type: 'text' },
    { key: 'accountCode', type: 'text' },
    { key: 'account', type: 'text' },
    money('openingDebit'),
    money('openingCredit'),
    money('periodDebit'),
    money('periodCredit'),
    money('closingDebit'),
    money('closingCredit'),
  ],
  defaultSort: [
    { column: 'costCenterCode', order: 'asc' },
    { column: 'accountCode', order: 'asc' },
  ],
});
