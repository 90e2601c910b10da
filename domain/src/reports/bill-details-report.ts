import { defineReport } from './report-definition.ts';
import { costCenterFilter } from './report-filters.ts';
import { billLink, materialColumns, stockFilters, stockPeriod } from './store-report-parts.ts';

/** Bill details: one row per materials line of the bills, amounts in the base currency. */
export const billDetailsReport = defineReport({
  key: 'bill-details-report',
  group: 'stores',
  buildingFree: true,
  aliases: ['bill-details'],
  filters: {
    ...stockFilters,
    ...stockPeriod,
    clientId: { type: 'reference', entity: 'user' },
    costCenterId: costCenterFilter,
    billKind: { type: 'option', values: ['all', 'sales', 'purchases'], default: 'all' },
  },
  ranges: [['from', 'to']],
  columns: [
    { key: 'date', type: 'date' },
    { key: 'billNumber', type: 'number', opens: billLink },
    { key: 'billType', type: 'text' },
    { key: 'customer', type: 'text' },
    { key: 'store', type: 'text' },
    ...materialColumns,
    { key: 'quantity', type: 'number', total: true },
    { key: 'unitPrice', type: 'money' },
    { key: 'totalPrice', type: 'money', total: true },
    { key: 'vatAmount', type: 'money', total: true },
    { key: 'net', type: 'money', total: true },
    { key: 'note', type: 'text', hidden: true },
  ],
  defaultSort: [
    { column: 'date', order: 'asc' },
    { column: 'billNumber', order: 'asc' },
  ],
});
