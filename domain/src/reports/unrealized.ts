import { defineReport } from './report-definition.ts';
import {
  asOfFilter,
  buildingFilter,
  clientFilter,
  help,
  propertyNoFilter,
  terminationFilter,
} from './realty-report-blocks.ts';

/**
 * Unrealized revenue (v1's "unrealized revenue"): per rent contract, what was billed or collected
 * by the as-of date but not yet earned by it. Earned to date + unrealized = value to date.
 */
export const unrealized = defineReport({
  key: 'unrealized',
  group: 'realityReports',
  menu: 'revenues',
  filters: {
    asOf: asOfFilter,
    buildingId: buildingFilter,
    clientId: clientFilter,
    terminationCase: terminationFilter,
    propertyNo: propertyNoFilter,
  },
  columns: [
    { key: 'contractNo', type: 'number' },
    { key: 'building', type: 'text' },
    { key: 'unitNo', type: 'text' },
    { key: 'tenant', type: 'text' },
    { key: 'startDate', type: 'date' },
    { key: 'endDate', type: 'date' },
    { key: 'discountedAmount', type: 'money', total: true, help: help.discountedAmount },
    { key: 'collected', type: 'money', total: true, help: help.totalCollected },
    { key: 'valueToDate', type: 'money', total: true, help: help.valueToDate },
    { key: 'earnedToDate', type: 'money', total: true, help: help.earnedToDate },
    { key: 'unrealized', type: 'money', total: true, help: help.unrealized },
  ],
  defaultSort: [{ column: 'contractNo', order: 'asc' }],
});
