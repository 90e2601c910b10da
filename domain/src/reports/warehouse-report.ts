import { defineReport } from './report-definition.ts';
import { dateFilter } from './report-filters.ts';
import { materialColumns, stockFilters } from './store-report-parts.ts';

/**
 * Warehouse report: what each store holds of each material as of a date (the sum of its store
 * movements), beside the store's minimum and maximum; `belowMinimum` keeps the rows to reorder.
 */
export const warehouseReport = defineReport({
  key: 'warehouse-report',
  group: 'stores',
  buildingFree: true,
  filters: {
    ...stockFilters,
    to: dateFilter,
    belowMinimum: { type: 'boolean', default: false },
  },
  columns: [
    { key: 'store', type: 'text' },
    ...materialColumns,
    { key: 'quantity', type: 'number', total: true },
    { key: 'minimum', type: 'number' },
    { key: 'maximum', type: 'number' },
    {
      key: 'shortage',
      type: 'number',
      total: true,
      help: 'The minimum less the balance, when the balance is under the minimum.',
    },
  ],
  defaultSort: [
    { column: 'store', order: 'asc' },
    { column: 'materialCode', order: 'asc' },
  ],
});
