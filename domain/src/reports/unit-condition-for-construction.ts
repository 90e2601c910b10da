import { defineReport } from './report-definition.ts';
import {
  asOfFilter,
  buildingFilter,
  help,
  kindsFilter,
  propertyNoFilter,
  unitColumns,
  unitKinds,
} from './realty-report-blocks.ts';

export const unitConditions = ['vacant', 'leased', 'sold', 'reserved', 'blocked', 'underLawsuit'] as const;

/**
 * Unit condition for construction (domain-reference 8: building, unit, status, from, to): every
 * unit's condition on the as-of date and the dates of what holds it.
 */
export const unitConditionForConstruction = defineReport({
  key: 'unit-condition-for-construction-report',
  group: 'realityReports',
  filters: {
    asOf: asOfFilter,
    buildingId: buildingFilter,
    kinds: kindsFilter(unitKinds),
    conditions: { type: 'options', values: unitConditions },
    propertyNo: propertyNoFilter,
  },
  columns: [
    ...unitColumns,
    { key: 'condition', type: 'text', values: 'unitCondition', help: help.condition },
    { key: 'from', type: 'date' },
    { key: 'to', type: 'date' },
    { key: 'units', type: 'number', total: true },
  ],
  defaultSort: [
    { column: 'building', order: 'asc' },
    { column: 'unitNo', order: 'asc' },
  ],
});
