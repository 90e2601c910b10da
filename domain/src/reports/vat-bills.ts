import { defineReport } from './report-definition.ts';
import { dateFilter } from './report-filters.ts';

/**
 * VAT bills (reference section 8): one row per bill in the period, by issue date — its pattern
 * (the bill type), number, dates, customer or supplier and tax registration number, and its
 * taxable amount, not-taxable amount, VAT and total, in the base currency. Taxable is the total of
 * the lines that carry VAT (with their share of the bill's extras and discounts when the pattern
 * charges VAT after them); not taxable is the rest, so taxable + not taxable + VAT = total.
 */
export const vatBills = defineReport({
  key: 'vat-bills',
  path: 'vat-bills-report',
  group: 'accountingReports',
  filters: {
    from: dateFilter,
    to: dateFilter,
    billKind: { type: 'option', values: ['all', 'sales', 'purchases'], default: 'all' },
  },
  ranges: [['from', 'to']],
  columns: [
    { key: 'billType', type: 'text' },
    { key: 'number', type: 'number' },
    { key: 'date', type: 'date' },
    { key: 'billDate', type: 'date' },
    { key: 'customer', type: 'text' },
    { key: 'trn', type: 'text' },
    { key: 'taxable', type: 'money', total: true },
    { key: 'notTaxable', type: 'money', total: true },
    { key: 'vatAmount', type: 'money', total: true },
    { key: 'total', type: 'money', total: true },
    { key: 'currency', type: 'text', hidden: true },
    { key: 'documentTotal', type: 'money', hidden: true, currencyColumn: 'currency' },
    { key: 'note', type: 'text', hidden: true },
  ],
  defaultSort: [
    { column: 'date', order: 'asc' },
    { column: 'number', order: 'asc' },
  ],
});
