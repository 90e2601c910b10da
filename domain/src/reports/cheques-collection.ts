import { defineReport } from './report-definition.ts';
import { accountFilter, dateFilter } from './report-filters.ts';
import {
  bankFilter,
  buildingFilter,
  chequeDateByFilter,
  chequeLink,
  unitLink,
} from './realty-report-parts.ts';

/**
 * Cheques collection (domain-reference 8): the cheques money was received on, collected in full or
 * in part, with the last collection's date, the value received and what is left.
 */
export const chequesCollection = defineReport({
  key: 'cheques-collection',
  path: 'collection-cheque-report',
  group: 'accountingReports',
  filters: {
    collectionStatus: { type: 'option', values: ['all', 'total', 'partial'], default: 'all' },
    accountId: accountFilter,
    bankId: bankFilter,
    buildingId: buildingFilter,
    dateBy: chequeDateByFilter('collection', 'issue', 'due'),
    from: dateFilter,
    to: dateFilter,
  },
  ranges: [['from', 'to']],
  columns: [
    { key: 'chequeType', type: 'text' },
    { key: 'chequeNumber', type: 'text', opens: chequeLink },
    { key: 'account', type: 'text' },
    { key: 'amount', type: 'money', total: true },
    { key: 'collectedDate', type: 'date', help: 'The date of the last collection on the cheque.' },
    { key: 'received', type: 'money', total: true },
    { key: 'residual', type: 'money', total: true, help: 'Amount − value received.' },
    { key: 'dueDate', type: 'date' },
    { key: 'bank', type: 'text' },
    { key: 'building', type: 'text' },
    { key: 'unit', type: 'text', opens: unitLink, hidden: true },
    { key: 'beneficiary', type: 'text', hidden: true },
  ],
  defaultSort: [
    { column: 'collectedDate', order: 'asc' },
    { column: 'chequeNumber', order: 'asc' },
  ],
});
