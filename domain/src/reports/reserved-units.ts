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

/**
 * Reserved units (domain-reference 8): the reservations of units, booked (holding the unit on the
 * as-of date) or cancelled (marked expired or past their end), with the payment taken.
 */
export const reservedUnits = defineReport({
  key: 'reserved-units-report',
  group: 'realityReports',
  menu: 'units',
  filters: {
    asOf: asOfFilter,
    booking: { type: 'option', values: ['all', 'reserved', 'canceled'], default: 'all' },
    remainingDaysBelow: { type: 'integer', min: 0, max: 3650 },
    bookFrom: { type: 'date' },
    bookTo: { type: 'date' },
    buildingId: buildingFilter,
    accountId: { type: 'reference', entity: 'account' },
    kinds: kindsFilter(unitKinds),
    propertyNo: propertyNoFilter,
  },
  ranges: [['bookFrom', 'bookTo']],
  columns: [
    ...unitColumns,
    { key: 'customer', type: 'text' },
    { key: 'bookDate', type: 'date' },
    { key: 'endBookDate', type: 'date' },
    { key: 'booking', type: 'text', values: 'bookingState' },
    { key: 'paymentAmount', type: 'money', total: true },
    { key: 'remainingDays', type: 'number', help: help.remainingDays },
    { key: 'note', type: 'text', hidden: true },
  ],
  defaultSort: [{ column: 'bookDate', order: 'asc' }],
});
