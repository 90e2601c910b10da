import { defineReport } from './report-definition.ts';
import { asOfFilter, buildingFilter, clientFilter, contractBlock, unitLink } from './realty-report-parts.ts';

/**
 * Near-to-expire contracts (domain-reference 8): running contracts (not terminated, not renewed
 * yet) whose last day falls within 30, 60 or 90 days of the as-of day, that day included.
 */
export const nearToExpireContracts = defineReport({
  key: 'near-to-expire-contracts',
  path: 'near-to-expire-contract',
  group: 'realityReports',
  menu: 'contracts',
  filters: {
    asOf: asOfFilter,
    within: { type: 'option', values: ['30', '60', '90'], default: '30' },
    clientId: clientFilter,
    buildingId: buildingFilter,
  },
  columns: [
    ...contractBlock.filter((column) => column.key !== 'contractStatus'),
    { key: 'building', type: 'text' },
    { key: 'owner', type: 'text', hidden: true },
    { key: 'unit', type: 'text', opens: unitLink },
    { key: 'unitType', type: 'text', values: 'unitType' },
    { key: 'floor', type: 'number', hidden: true },
    { key: 'description', type: 'text', hidden: true },
    { key: 'days', type: 'number', help: 'Days left: the last day − the as-of day (negative once ended).' },
  ],
  defaultSort: [
    { column: 'endDate', order: 'asc' },
    { column: 'contractNumber', order: 'asc' },
  ],
});
