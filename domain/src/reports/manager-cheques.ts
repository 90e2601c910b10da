import { defineReport } from './report-definition.ts';
import { dateFilter } from './report-filters.ts';
import { buildingFilter, chequeLink, unitLink } from './realty-report-parts.ts';

/**
 * Manager cheques (v1 "Manager reports ▸ cheques"): the cheques falling due in a period, by
 * building, with what was collected in full, in part, and what is left.
 */
export const managerCheques = defineReport({
  key: 'manager-cheques',
  path: 'manager-cheque-report',
  group: 'realityReports',
  menu: 'managerReports',
  filters: {
    buildingId: buildingFilter,
    from: dateFilter,
    to: dateFilter,
  },
  ranges: [['from', 'to']],
  columns: [
    { key: 'chequeType', type: 'text' },
    { key: 'chequeNumber', type: 'text', opens: chequeLink },
    { key: 'account', type: 'text' },
    { key: 'amount', type: 'money', total: true },
    { key: 'dueDate', type: 'date' },
    { key: 'bank', type: 'text' },
    { key: 'collected', type: 'money', total: true, help: 'The amount of the cheques collected in full.' },
    { key: 'partlyCollected', type: 'money', total: true },
    { key: 'received', type: 'money', total: true },
    { key: 'remaining', type: 'money', total: true, help: 'Amount − value received.' },
    { key: 'building', type: 'text' },
    { key: 'unit', type: 'text', opens: unitLink },
  ],
  defaultSort: [
    { column: 'building', order: 'asc' },
    { column: 'dueDate', order: 'asc' },
  ],
});
