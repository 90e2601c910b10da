import type { ReportColumnSpec } from './report-definition.ts';
import { defineReport } from './report-definition.ts';
import { accountFilter, costCenterFilter, dateFilter } from './report-filters.ts';

/**
 * Creditors ages (domain-reference 8): what each account under `accountId` still owes (or is
 * owed) as of a date, split into buckets of `period` days by the age of the moves that make it
 * up. Payments settle the oldest moves first, so the balance is made of the newest moves on its
 * side. Amounts are on the chosen side (credit for suppliers, debit for customers); accounts
 * whose balance is on the other side or zero are left out. Collective: one row per account;
 * detailed: one row per outstanding move.
 */
export const creditorsAges = defineReport({
  key: 'creditors-ages',
  path: 'creditors-ages-report',
  group: 'accountingReports',
  filters: {
    accountId: { ...accountFilter, required: true },
    asOf: dateFilter,
    period: { type: 'integer', min: 1, max: 3650, default: 30 },
    periods: { type: 'integer', min: 1, max: 24, default: 4 },
    side: { type: 'option', values: ['credit', 'debit'], default: 'credit' },
    type: { type: 'option', values: ['collective', 'detailed'], default: 'collective' },
    costCenterId: costCenterFilter,
  },
  columns: [
    { key: 'accountCode', type: 'text' },
    { key: 'account', type: 'text' },
    { key: 'balance', type: 'money', total: true },
  ],
  columnsFor: ({ type, period, periods }) => {
    if (type === 'detailed') {
      return [
        { key: 'accountCode', type: 'text' },
        { key: 'account', type: 'text' },
        { key: 'date', type: 'date' },
        { key: 'number', type: 'number' },
        { key: 'createdFrom', type: 'text', display: 'origin' },
        { key: 'note', type: 'text', hidden: true },
        { key: 'debit', type: 'money' },
        { key: 'credit', type: 'money' },
        { key: 'outstanding', type: 'money', total: true },
        { key: 'ageDays', type: 'number' },
        { key: 'ageBucket', type: 'text' },
      ];
    }
    const buckets: ReportColumnSpec[] = Array.from({ length: periods }, (_, index) => ({
      key: `age${index}`,
      type: 'money',
      total: true,
      labelKey: 'age',
      labelValues: { from: index * period, to: (index + 1) * period - 1 },
    }));
    return [
      { key: 'accountCode', type: 'text' },
      { key: 'account', type: 'text' },
      { key: 'balance', type: 'money', total: true },
      ...buckets,
      { key: 'older', type: 'money', total: true, labelValues: { from: periods * period } },
    ];
  },
  defaultSort: [{ column: 'accountCode', order: 'asc' }],
});
