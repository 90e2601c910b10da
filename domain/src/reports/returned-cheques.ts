import { defineReport } from './report-definition.ts';
import { accountFilter, dateFilter } from './report-filters.ts';
import {
  bankFilter,
  buildingFilter,
  chequeDateByFilter,
  chequeLink,
  chequeStateColumn,
  returnReasonFilter,
  unitLink,
} from './realty-report-parts.ts';

/**
 * Returned cheques (domain-reference 8): one row per return of a cheque. A return is processed
 * once it no longer stands: the cheque was re-presented, collected, or replaced by a new cheque.
 */
export const returnedCheques = defineReport({
  key: 'returned-cheques',
  group: 'accountingReports',
  filters: {
    accountId: accountFilter,
    bankId: bankFilter,
    buildingId: buildingFilter,
    returnReason: returnReasonFilter,
    returnProcessing: { type: 'option', values: ['all', 'notComplete', 'processed'], default: 'all' },
    dateBy: chequeDateByFilter('return', 'issue', 'due'),
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
    { key: 'returnDate', type: 'date' },
    { key: 'returnReason', type: 'text', values: 'returnReason' },
    {
      key: 'processing',
      type: 'text',
      values: 'returnProcessing',
      help: 'Processed once the cheque was re-presented, collected or replaced by a new cheque.',
    },
    chequeStateColumn,
    { key: 'bank', type: 'text' },
    { key: 'building', type: 'text', hidden: true },
    { key: 'unit', type: 'text', opens: unitLink, hidden: true },
    { key: 'beneficiary', type: 'text', hidden: true },
    { key: 'note', type: 'text', hidden: true },
  ],
  defaultSort: [
    { column: 'returnDate', order: 'asc' },
    { column: 'chequeNumber', order: 'asc' },
  ],
});
