import { defineReport } from './report-definition.ts';
import { costCenterFilter, dateFilter, levelFilter } from './report-filters.ts';

/**
 * Profit and loss: the period's moves on the profit-and-loss accounts (financial statement 2,
 * inherited through the final account), rolled up to `level`. `balance` is credit − debit, so
 * revenues are positive, expenses negative, and its total is the net profit.
 */
export const profitAndLoss = defineReport({
  key: 'profit-and-loss',
  path: 'profit-and-loss-report',
  group: 'accountingReports',
  filters: {
    from: dateFilter,
    to: dateFilter,
    level: levelFilter(2),
    costCenterId: costCenterFilter,
    showEmpty: { type: 'boolean', default: false },
  },
  ranges: [['from', 'to']],
  columns: [
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
