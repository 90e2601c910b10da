import { defineReport } from './report-definition.ts';
import { dateFilter } from './report-filters.ts';
import { materialColumns, stockFilters } from './store-report-parts.ts';

/**
 * The prices an ending inventory is valued at (reference: "price type 1 cost … 7 less sale";
 * GUESS for 2 to 6): the moving average cost, the last, highest and lowest purchase price and
 * the last, highest and lowest sale price, each of one first unit up to the date.
 */
export const endingInventoryPriceTypes = [
  'cost',
  'lastPurchase',
  'highestPurchase',
  'lowestPurchase',
  'lastSale',
  'highestSale',
  'lowestSale',
] as const;

/** Ending inventory: each store's balance of each material at a date, valued at a price type. */
export const endingInventoryReport = defineReport({
  key: 'ending-inventory-report',
  group: 'stores',
  buildingFree: true,
  filters: {
    ...stockFilters,
    to: dateFilter,
    priceType: { type: 'option', values: endingInventoryPriceTypes, default: 'cost' },
  },
  columns: [
    ...materialColumns,
    { key: 'store', type: 'text' },
    { key: 'quantity', type: 'number', total: true },
    { key: 'price', type: 'money' },
    { key: 'value', type: 'money', total: true },
  ],
  defaultSort: [
    { column: 'materialCode', order: 'asc' },
    { column: 'store', order: 'asc' },
  ],
});
