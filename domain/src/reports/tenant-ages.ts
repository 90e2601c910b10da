import type { ReportColumnSpec } from './report-definition.ts';
import { defineReport } from './report-definition.ts';
import { asOfFilter, buildingFilter, clientFilter } from './realty-report-blocks.ts';

const arrearsHelp =
  "The customer's debit balance in the ledger on the date, aged by its newest debits (payments settle the oldest first), plus the held cheques that are due and not collected, aged by their due date. A cheque not yet due does not count: until then it stays the payment the ledger shows.";

const tenantAgeColumns = (period: number, periods: number): ReportColumnSpec[] => [
  { key: 'tenant', type: 'text' },
  { key: 'ledgerBalance', type: 'money', total: true, hidden: true },
  { key: 'overdueCheques', type: 'money', total: true },
  { key: 'balance', type: 'money', total: true, help: arrearsHelp },
  ...Array.from(
    { length: periods },
    (_, index): ReportColumnSpec => ({
      key: `age${index}`,
      type: 'money',
      total: true,
      labelKey: 'age',
      labelValues: { from: index * period, to: (index + 1) * period - 1 },
    }),
  ),
  { key: 'older', type: 'money', total: true, labelValues: { from: periods * period } },
];

/**
 * Tenant ageing (debtors ageing of customers): what each customer owes on a date in buckets of
 * `period` days, from the ledger and the held cheques (overdue cheques count, future ones do not).
 */
export const tenantAges = defineReport({
  key: 'tenant-ages',
  path: 'tenant-ages-report',
  group: 'accountingReports',
  filters: {
    asOf: asOfFilter,
    clientId: clientFilter,
    buildingId: buildingFilter,
    period: { type: 'integer', min: 1, max: 3650, default: 30 },
    periods: { type: 'integer', min: 1, max: 24, default: 4 },
    minBalance: { type: 'money' },
  },
  columns: tenantAgeColumns(30, 4),
  columnsFor: ({ period, periods }) => tenantAgeColumns(period, periods),
  defaultSort: [{ column: 'tenant', order: 'asc' }],
});
