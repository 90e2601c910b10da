import { type ReportColumnSpec, defineReport } from './report-definition.ts';
import {
  asOfFilter,
  blockedFilter,
  buildingFilter,
  clientFilter,
  collectionColumns,
  contractColumns,
  help,
  kindsFilter,
  leasingStatusFilter,
  moneyFilter,
  propertyNoFilter,
  type UnitKind,
  unitColumns,
} from './realty-report-blocks.ts';

const leaseColumns: readonly ReportColumnSpec[] = [
  ...unitColumns,
  { key: 'leasingStatus', type: 'text', values: 'unitCondition', help: help.leasingStatus },
  ...contractColumns,
  { key: 'annualRent', type: 'money', total: true, help: help.annualRent },
  { key: 'contractAmount', type: 'money', total: true, help: help.contractAmount },
  { key: 'paidToDate', type: 'money', total: true, help: help.totalCollected },
  { key: 'outstanding', type: 'money', total: true, help: help.totalUncollected },
  { key: 'deposit', type: 'money', total: true, help: help.deposit },
  ...collectionColumns.filter((column) => column.hidden),
  { key: 'occupancy', type: 'number', total: true, help: help.occupancy },
  { key: 'vacancy', type: 'number', total: true, help: help.vacancy },
];

/**
 * A leased / non-leased report (domain-reference 8): one row per unit of the kinds it covers with
 * the rent contract holding it on the as-of date (today when not given), what was paid on it by
 * then, and occupancy and vacancy percentages in the totals. The units report is the rent roll.
 * `apiName` is the reference's name of its API (`POST /reports/leased-units`), answered too.
 */
export const leaseReport = <const K extends string, const U extends readonly UnitKind[]>(
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
      leasingStatus: leasingStatusFilter,
      blockedUnits: blockedFilter,
      propertyNo: propertyNoFilter,
      rentFrom: moneyFilter,
      rentTo: moneyFilter,
      areaFrom: moneyFilter,
      areaTo: moneyFilter,
    },
    ranges: [
      ['rentFrom', 'rentTo'],
      ['areaFrom', 'areaTo'],
    ],
    columns: leaseColumns,
    defaultSort: [
      { column: 'building', order: 'asc' },
      { column: 'unitNo', order: 'asc' },
    ],
  });
