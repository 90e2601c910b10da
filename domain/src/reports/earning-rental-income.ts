import { defineReport } from './report-definition.ts';
import {
  buildingFilter,
  clientFilter,
  help,
  propertyNoFilter,
  terminationFilter,
} from './realty-report-blocks.ts';

/**
 * Earning rental income earned (domain-reference 8): per rent contract and unit, the rent earned
 * in the revenue range pro rata by day, with what was billed and collected in it.
 */
export const earningRentalIncome = defineReport({
  key: 'earning-rental-income-earned-report',
  group: 'realityReports',
  menu: 'revenues',
  filters: {
    from: { type: 'date', required: true },
    to: { type: 'date', required: true },
    buildingId: buildingFilter,
    clientId: clientFilter,
    terminationCase: terminationFilter,
    propertyNo: propertyNoFilter,
  },
  ranges: [['from', 'to']],
  columns: [
    { key: 'contractNo', type: 'number' },
    { key: 'govNumber', type: 'text', hidden: true },
    { key: 'building', type: 'text' },
    { key: 'unitNo', type: 'text' },
    { key: 'unitKind', type: 'text', values: 'unitType', hidden: true },
    { key: 'tenant', type: 'text' },
    { key: 'startDate', type: 'date' },
    { key: 'endDate', type: 'date' },
    { key: 'terminationDate', type: 'date' },
    { key: 'discountedAmount', type: 'money', total: true, help: help.discountedAmount },
    { key: 'contractDays', type: 'number', help: help.contractDays },
    { key: 'dailyIncome', type: 'money', help: help.dailyIncome },
    { key: 'revenueDays', type: 'number', total: true, help: help.revenueDays },
    { key: 'income', type: 'money', total: true, help: help.income },
    { key: 'billed', type: 'money', total: true, help: help.billed },
    { key: 'collected', type: 'money', total: true, help: help.totalCollected },
    { key: 'vatValue', type: 'money', total: true, hidden: true },
  ],
  defaultSort: [{ column: 'contractNo', order: 'asc' }],
});
