import { defineReport } from './report-definition.ts';
import {
  asOfFilter,
  buildingFilter,
  clientFilter,
  help,
  kindsFilter,
  propertyNoFilter,
  unitColumns,
  unitKinds,
} from './realty-report-blocks.ts';

/**
 * Units that will be vacated (domain-reference 8): rent contracts still holding their unit whose
 * evacuation date (else termination date, else end date) falls within `days` days of the as-of date.
 */
export const unitsWillVacated = defineReport({
  key: 'units-will-vacated-report',
  group: 'realityReports',
  menu: 'units',
  filters: {
    asOf: asOfFilter,
    days: { type: 'integer', min: 0, max: 3650, default: 30 },
    buildingId: buildingFilter,
    clientId: clientFilter,
    kinds: kindsFilter(unitKinds),
    propertyNo: propertyNoFilter,
  },
  columns: [
    { key: 'contractNo', type: 'number' },
    { key: 'tenant', type: 'text' },
    ...unitColumns,
    { key: 'startDate', type: 'date' },
    { key: 'endDate', type: 'date' },
    { key: 'evacuationDate', type: 'date' },
    { key: 'daysLeft', type: 'number', help: help.daysLeft },
    { key: 'contractAmount', type: 'money', total: true, help: help.contractAmount },
    { key: 'note', type: 'text', hidden: true },
  ],
  defaultSort: [{ column: 'daysLeft', order: 'asc' }],
});
