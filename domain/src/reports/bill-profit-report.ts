import { defineReport } from './report-definition.ts';
import { costCenterFilter } from './report-filters.ts';
import { billLink, stockPeriod, storeFilter } from './store-report-parts.ts';

/**
 * Bill profit: per sale bill, its sale price (lines before VAT), the cost of what it took out of
 * the stores at the moving average cost of each move, its extras less discounts, the profit and
 * the profit rates to the bill and to the cost (reference 8: gross profit = bill − cost).
 */
export const billProfitReport = defineReport({
  key: 'bill-profit-report',
  group: 'stores',
  buildingFree: true,
  filters: {
    storeId: storeFilter,
    ...stockPeriod,
    clientId: { type: 'reference', entity: 'user' },
    costCenterId: costCenterFilter,
  },
  ranges: [['from', 'to']],
  columns: [
    { key: 'date', type: 'date' },
    { key: 'billNumber', type: 'number', opens: billLink },
    { key: 'billType', type: 'text' },
    { key: 'customer', type: 'text' },
    { key: 'salePrice', type: 'money', total: true },
    {
      key: 'cost',
      type: 'money',
      total: true,
      help: 'Each line’s quantity × the moving average cost when it left the store.',
    },
    { key: 'extrasDiscounts', type: 'money', total: true, help: 'Extras less discounts of the bill.' },
    { key: 'profit', type: 'money', total: true, help: 'Sale price + extras − discounts − cost.' },
    {
      key: 'profitToBill',
      type: 'number',
      total: true,
      help: 'Profit ÷ (sale price + extras − discounts) × 100.',
    },
    { key: 'profitToCost', type: 'number', total: true, help: 'Profit ÷ cost × 100.' },
  ],
  defaultSort: [
    { column: 'date', order: 'asc' },
    { column: 'billNumber', order: 'asc' },
  ],
});
