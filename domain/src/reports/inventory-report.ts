import { defineReport } from './report-definition.ts';
import { materialColumns, stockFilters, stockPeriod } from './store-report-parts.ts';

/**
 * Inventory: per store and material, the balance before the period, what came in and went out
 * in it, the balance at its end and that balance's value at the moving average cost.
 */
export const inventoryReport = defineReport({
  key: 'inventory-report',
  group: 'stores',
  buildingFree: true,
  aliases: ['inventory'],
  filters: { ...stockFilters, ...stockPeriod },
  ranges: [['from', 'to']],
  columns: [
    ...materialColumns,
    { key: 'barcode', type: 'text', hidden: true },
    { key: 'vendor', type: 'text', help: 'The supplier of the last purchase bill of the material.' },
    { key: 'store', type: 'text' },
    { key: 'previousBalance', type: 'number', total: true },
    { key: 'inQuantity', type: 'number', total: true },
    { key: 'outQuantity', type: 'number', total: true },
    { key: 'currentBalance', type: 'number', total: true },
    { key: 'total', type: 'money', total: true, help: 'Current balance × the moving average cost.' },
  ],
  defaultSort: [
    { column: 'materialCode', order: 'asc' },
    { column: 'store', order: 'asc' },
  ],
});
