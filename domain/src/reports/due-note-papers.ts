import { defineReport } from './report-definition.ts';
import { dateFilter } from './report-filters.ts';
import { asOfFilter, buildingFilter, chequeLink, paperTypeFilter, unitLink } from './realty-report-parts.ts';

/**
 * Due note papers (domain-reference 8): cheques still to be collected (neither collected in full,
 * nor partially collected to nothing left, nor returned) falling due within a number of days of
 * the as-of day — one number for paid papers, one for received — or inside a due-date range.
 */
export const dueNotePapers = defineReport({
  key: 'due-note-papers',
  path: 'due-note-papers-report',
  group: 'accountingReports',
  filters: {
    mode: { type: 'option', values: ['days', 'range'], default: 'days' },
    asOf: asOfFilter,
    receivedDays: { type: 'integer', min: 0, max: 3650, default: 30 },
    paidDays: { type: 'integer', min: 0, max: 3650, default: 30 },
    from: dateFilter,
    to: dateFilter,
    paperType: paperTypeFilter,
    buildingId: buildingFilter,
  },
  ranges: [['from', 'to']],
  columns: [
    { key: 'chequeType', type: 'text' },
    { key: 'chequeNumber', type: 'text', opens: chequeLink },
    { key: 'account', type: 'text' },
    { key: 'amount', type: 'money', total: true },
    { key: 'partlyCollected', type: 'money', total: true },
    { key: 'remaining', type: 'money', total: true, help: 'Amount − value received.' },
    { key: 'date', type: 'date', hidden: true },
    { key: 'dueDate', type: 'date' },
    {
      key: 'daysToDue',
      type: 'number',
      help: 'Due date − the as-of day; negative when already overdue.',
    },
    { key: 'bank', type: 'text' },
    { key: 'building', type: 'text' },
    { key: 'unit', type: 'text', opens: unitLink },
    { key: 'mobile', type: 'text', hidden: true },
    { key: 'email', type: 'text', hidden: true },
    { key: 'currency', type: 'text', hidden: true },
  ],
  defaultSort: [
    { column: 'dueDate', order: 'asc' },
    { column: 'chequeNumber', order: 'asc' },
  ],
});
