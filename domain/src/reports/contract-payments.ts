import { defineReport } from './report-definition.ts';
import { dateFilter } from './report-filters.ts';
import {
  asOfFilter,
  buildingFilter,
  buildingLink,
  clientFilter,
  collectionBlock,
  contractBlock,
  contractStatusFilter,
  installmentsFilter,
  lawsuitFilter,
  lessorFilter,
  paidTypeFilter,
  reviewFilter,
  terminationStatusFilter,
  unitLink,
} from './realty-report-parts.ts';

/**
 * Contract payments (domain-reference 8): per contract its price, deposit and how it is paid,
 * with the collection block: collected + uncollected = the discounted amount of every contract.
 */
export const contractPayments = defineReport({
  key: 'contract-payments',
  path: 'contract-payments-report',
  group: 'realityReports',
  menu: 'contracts',
  filters: {
    asOf: asOfFilter,
    clientId: clientFilter,
    buildingId: buildingFilter,
    lessorId: lessorFilter,
    paidType: paidTypeFilter,
    contractStatus: contractStatusFilter,
    terminationStatus: terminationStatusFilter,
    lawsuit: lawsuitFilter,
    installments: installmentsFilter,
    review: reviewFilter,
    from: dateFilter,
    to: dateFilter,
  },
  ranges: [['from', 'to']],
  columns: [
    ...contractBlock,
    { key: 'building', type: 'text', opens: buildingLink },
    { key: 'unit', type: 'text', opens: unitLink },
    { key: 'contractValue', type: 'money', total: true },
    { key: 'discountRate', type: 'number', hidden: true },
    { key: 'discountValue', type: 'money', total: true, hidden: true },
    { key: 'previousDeposit', type: 'money', total: true, hidden: true },
    { key: 'currentDeposit', type: 'money', total: true },
    { key: 'paidType', type: 'text', values: 'paidType' },
    ...collectionBlock,
  ],
  defaultSort: [{ column: 'contractNumber', order: 'asc' }],
});
