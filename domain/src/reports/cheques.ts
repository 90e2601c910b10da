import { defineReport } from './report-definition.ts';
import { accountFilter, dateFilter } from './report-filters.ts';
import {
  bankFilter,
  buildingFilter,
  chequeLink,
  chequeStateColumn,
  chequeStatusFilter,
  contractLink,
  contractLinkFilter,
  paperTypeFilter,
  reviewFilter,
  unitLink,
} from './realty-report-parts.ts';

/**
 * Cheques (domain-reference 8, `/reports/cheque`): one row per cheque (note paper), received and
 * paid, with its status today and what was received on it. Amounts in the base currency (the
 * cheque's × its rate); the total is the sum of the cheque records the filters keep.
 */
export const cheques = defineReport({
  key: 'cheques',
  path: 'cheque',
  group: 'accountingReports',
  filters: {
    accountId: accountFilter,
    observeAccountId: accountFilter,
    bankId: bankFilter,
    buildingId: buildingFilter,
    beneficiary: { type: 'text', max: 200 },
    dueFrom: dateFilter,
    dueTo: dateFilter,
    from: dateFilter,
    to: dateFilter,
    paperType: paperTypeFilter,
    chequeStatus: chequeStatusFilter,
    contractLink: contractLinkFilter,
    review: reviewFilter,
  },
  ranges: [
    ['dueFrom', 'dueTo'],
    ['from', 'to'],
  ],
  columns: [
    { key: 'chequeType', type: 'text' },
    { key: 'chequeNumber', type: 'text', opens: chequeLink },
    { key: 'date', type: 'date' },
    { key: 'account', type: 'text' },
    { key: 'observeAccount', type: 'text' },
    { key: 'amount', type: 'money', total: true },
    {
      key: 'received',
      type: 'money',
      total: true,
      help: 'Collected in full, or the sum of its partial collections.',
    },
    { key: 'dueDate', type: 'date' },
    { key: 'endDueDate', type: 'date', hidden: true },
    { key: 'bank', type: 'text' },
    { key: 'beneficiary', type: 'text', hidden: true },
    { key: 'building', type: 'text', hidden: true },
    { key: 'unit', type: 'text', opens: unitLink },
    { key: 'contractNumber', type: 'number', opens: contractLink, hidden: true },
    chequeStateColumn,
    { key: 'currency', type: 'text', hidden: true },
    { key: 'documentAmount', type: 'money', hidden: true, currencyColumn: 'currency' },
    { key: 'note1', type: 'text', hidden: true },
    { key: 'note2', type: 'text', hidden: true },
  ],
  defaultSort: [
    { column: 'dueDate', order: 'asc' },
    { column: 'chequeNumber', order: 'asc' },
  ],
});
