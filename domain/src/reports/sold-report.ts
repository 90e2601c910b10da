import { defineReport } from './report-definition.ts';
import {
  asOfFilter,
  buildingFilter,
  clientFilter,
  collectionColumns,
  help,
  kindsFilter,
  moneyFilter,
  propertyNoFilter,
  saleStatusFilter,
  type UnitKind,
  unitColumns,
} from './realty-report-blocks.ts';

/**
 * A sold / unsold report (domain-reference 8): one row per unit of the kinds it covers, with the
 * sale contract that holds it on the as-of date (a sale not terminated, from its delivery or issue
 * date on) and what was collected on it. Sold + unsold = every unit listed.
 */
export const soldReport = <const K extends string, const U extends readonly UnitKind[]>(
  key: K,
  kinds: U,
  apiName: string,
) =>
  defineReport({
    key,
    aliases: [apiName],
    group: 'realityReports',
    menu: 'units',
    filters: {
      asOf: asOfFilter,
      buildingId: buildingFilter,
      clientId: clientFilter,
      kinds: kindsFilter(kinds),
      saleStatus: saleStatusFilter,
      propertyNo: propertyNoFilter,
      areaFrom: moneyFilter,
      areaTo: moneyFilter,
    },
    ranges: [['areaFrom', 'areaTo']],
    columns: [
      ...unitColumns,
      { key: 'saleStatus', type: 'text', values: 'saleState' },
      { key: 'customer', type: 'text' },
      { key: 'contractNo', type: 'number' },
      { key: 'contractDate', type: 'date' },
      { key: 'contractAmount', type: 'money', total: true, help: help.contractAmount },
      ...collectionColumns,
      { key: 'soldUnits', type: 'number', total: true },
    ],
    defaultSort: [
      { column: 'building', order: 'asc' },
      { column: 'unitNo', order: 'asc' },
    ],
  });
