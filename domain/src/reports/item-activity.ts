import { defineReport } from './report-definition.ts';
import { billLink, materialColumns, stockFilters, stockPeriod } from './store-report-parts.ts';

/**
 * Item activity: every move of the materials in the period, with the running balance (moves
 * before the period included), the price it was bought or sold at and the moving average cost
 * after it; value = balance × that cost.
 */
export const itemActivity = defineReport({
  key: 'item-activity',
  group: 'stores',
  buildingFree: true,
  filters: { ...stockFilters, ...stockPeriod },
  ranges: [['from', 'to']],
  columns: [
    { key: 'date', type: 'date' },
    { key: 'billNumber', type: 'number', opens: billLink },
    { key: 'billType', type: 'text' },
    { key: 'store', type: 'text' },
    ...materialColumns,
    { key: 'inQuantity', type: 'number', total: true },
    { key: 'outQuantity', type: 'number', total: true },
    { key: 'balance', type: 'number', help: 'Sum of the moves up to this one, before the period too.' },
    { key: 'inPrice', type: 'money' },
    { key: 'outPrice', type: 'money' },
    { key: 'price', type: 'money', help: 'The moving average cost of one unit after this move.' },
    { key: 'value', type: 'money', help: 'Balance × the moving average cost.' },
  ],
  defaultSort: [
    { column: 'materialCode', order: 'asc' },
    { column: 'date', order: 'asc' },
  ],
});
