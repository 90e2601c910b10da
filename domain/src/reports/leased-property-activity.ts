import { defineReport } from './report-definition.ts';
import {
  buildingFilter,
  clientFilter,
  help,
  kindsFilter,
  propertyNoFilter,
  unitColumns,
  unitKinds,
} from './realty-report-blocks.ts';

/**
 * Leased property activity (domain-reference 8): per unit, the rent contracts that held it in the
 * range and the days of the range on which none did.
 */
export const leasedPropertyActivity = defineReport({
  key: 'leased-property-activity-report',
  aliases: ['leased-property-contract'],
  group: 'realityReports',
  menu: 'units',
  filters: {
    from: { type: 'date', required: true },
    to: { type: 'date', required: true },
    buildingId: buildingFilter,
    clientId: clientFilter,
    kinds: kindsFilter(unitKinds),
    propertyNo: propertyNoFilter,
    minEmptyDays: { type: 'integer', min: 0, max: 36500 },
  },
  ranges: [['from', 'to']],
  columns: [
    ...unitColumns,
    { key: 'contracts', type: 'number', total: true },
    { key: 'clients', type: 'text' },
    { key: 'firstDate', type: 'date' },
    { key: 'lastDate', type: 'date' },
    { key: 'leasedDays', type: 'number', total: true, help: help.leasedDays },
    { key: 'emptyDays', type: 'number', total: true, help: help.emptyDays },
  ],
  defaultSort: [
    { column: 'building', order: 'asc' },
    { column: 'unitNo', order: 'asc' },
  ],
});
