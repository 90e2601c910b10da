import { defineReport } from './report-definition.ts';
import { buildingFilter, moneyFilter, propertyNoFilter } from './realty-report-blocks.ts';

/**
 * Changes of flats rent or sale pricing (domain-reference 8): the rows of the flats' rental or
 * selling price history grids, each with the price before it.
 */
export const pricingChangesReport = <const K extends string>(key: K) =>
  defineReport({
    key,
    group: 'realityReports',
    menu: 'units',
    filters: {
      buildingId: buildingFilter,
      propertyNo: propertyNoFilter,
      from: { type: 'date' },
      to: { type: 'date' },
      areaFrom: moneyFilter,
      areaTo: moneyFilter,
    },
    ranges: [
      ['from', 'to'],
      ['areaFrom', 'areaTo'],
    ],
    columns: [
      { key: 'building', type: 'text' },
      { key: 'unitNo', type: 'text' },
      { key: 'floor', type: 'number' },
      { key: 'area', type: 'number' },
      { key: 'date', type: 'date' },
      { key: 'previousPrice', type: 'money', currencyColumn: 'currency' },
      { key: 'price', type: 'money', currencyColumn: 'currency' },
      { key: 'change', type: 'money', currencyColumn: 'currency' },
      { key: 'currency', type: 'text' },
      { key: 'note', type: 'text', hidden: true },
    ],
    defaultSort: [
      { column: 'building', order: 'asc' },
      { column: 'unitNo', order: 'asc' },
      { column: 'date', order: 'asc' },
    ],
  });
