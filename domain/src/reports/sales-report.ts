import { defineReport } from './report-definition.ts';
import { materialColumns, stockFilters, stockPeriod } from './store-report-parts.ts';

/**
 * Sales report: per period (week, month or year) and material, quantities and values in and out
 * of the stores; net quantity = in − out, net value = in value − out value (reference 8).
 */
export const salesReport = defineReport({
  key: 'sales-report',
  group: 'stores',
  buildingFree: true,
  filters: {
    ...stockFilters,
    ...stockPeriod,
    every: { type: 'option', values: ['week', 'month', 'year'], default: 'month' },
  },
  ranges: [['from', 'to']],
  columns: [
    { key: 'period', type: 'text', help: 'ISO week (2026-W19), month (2026-05) or year.' },
    ...materialColumns,
    { key: 'inQuantity', type: 'number', total: true },
    { key: 'outQuantity', type: 'number', total: true },
    { key: 'netQuantity', type: 'number', total: true },
    { key: 'inValue', type: 'money', total: true },
    { key: 'outValue', type: 'money', total: true },
    { key: 'netValue', type: 'money', total: true },
  ],
  defaultSort: [
    { column: 'period', order: 'asc' },
    { column: 'materialCode', order: 'asc' },
  ],
});
