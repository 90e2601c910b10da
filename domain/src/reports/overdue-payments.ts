import { defineReport } from './report-definition.ts';
import {
  asOfFilter,
  buildingFilter,
  clientFilter,
  clientLink,
  collectionBlock,
  contractLink,
  unitLink,
} from './realty-report-parts.ts';

/**
 * Overdue payments (domain-reference 8; its GUESS decided): a contract is overdue when one of its
 * cheques fell due more than `exceedsDays` days before the as-of day and is not collected in full;
 * what is overdue is the rest of those cheques (amount − partial collections). Returned cheques
 * count unless left out; cheques without a due date never fall due.
 */
export const overduePayments = defineReport({
  key: 'overdue-payments',
  path: 'overdue-payments-report',
  group: 'accountingReports',
  filters: {
    asOf: asOfFilter,
    exceedsDays: { type: 'integer', min: 0, max: 3650, default: 0 },
    excludeReturned: { type: 'boolean', default: false },
    clientId: clientFilter,
    buildingId: buildingFilter,
  },
  columns: [
    { key: 'building', type: 'text' },
    { key: 'unit', type: 'text', opens: unitLink },
    { key: 'contractNumber', type: 'number', opens: contractLink },
    { key: 'customer', type: 'text', opens: clientLink },
    { key: 'discountedAmount', type: 'money', total: true },
    {
      key: 'overdueCount',
      type: 'number',
      total: true,
      help: 'Cheques due more than the given days before the as-of day and not collected in full.',
    },
    {
      key: 'overdueAmount',
      type: 'money',
      total: true,
      help: 'The rest of those cheques: amount − partial collections.',
    },
    { key: 'oldestDueDate', type: 'date' },
    { key: 'lastPaymentDate', type: 'date', help: 'The latest collection or cash receipt on the contract.' },
    { key: 'lastPaymentAmount', type: 'money' },
    ...collectionBlock,
  ],
  defaultSort: [
    { column: 'oldestDueDate', order: 'asc' },
    { column: 'contractNumber', order: 'asc' },
  ],
});
