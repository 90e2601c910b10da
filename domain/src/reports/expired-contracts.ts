import { defineReport } from './report-definition.ts';
import { dateFilter } from './report-filters.ts';
import { asOfFilter, buildingFilter, clientFilter, contractBlock, unitLink } from './realty-report-parts.ts';

/**
 * Expired contracts (domain-reference 8): contracts whose last day is before the as-of day and
 * that were neither terminated nor renewed — the units waiting for a decision. Filtered by days
 * since expiry or by the expiry date.
 */
export const expiredContracts = defineReport({
  key: 'expired-contracts',
  path: 'expired-contract',
  group: 'realityReports',
  menu: 'contracts',
  filters: {
    asOf: asOfFilter,
    clientId: clientFilter,
    buildingId: buildingFilter,
    fromDays: { type: 'integer', min: 0, max: 36500 },
    toDays: { type: 'integer', min: 0, max: 36500 },
    from: dateFilter,
    to: dateFilter,
  },
  ranges: [
    ['fromDays', 'toDays'],
    ['from', 'to'],
  ],
  columns: [
    ...contractBlock.filter((column) => column.key !== 'contractStatus'),
    { key: 'building', type: 'text' },
    { key: 'owner', type: 'text', hidden: true },
    { key: 'unit', type: 'text', opens: unitLink },
    { key: 'unitType', type: 'text', values: 'unitType' },
    { key: 'floor', type: 'number', hidden: true },
    { key: 'description', type: 'text', hidden: true },
    { key: 'days', type: 'number', help: 'Days since expiry: the as-of day − the last day.' },
    { key: 'previousContracts', type: 'number', hidden: true },
  ],
  defaultSort: [
    { column: 'endDate', order: 'asc' },
    { column: 'contractNumber', order: 'asc' },
  ],
});
