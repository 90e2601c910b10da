import { defineReport } from './report-definition.ts';
import { dateFilter } from './report-filters.ts';
import {
  asOfFilter,
  buildingFilter,
  chequeLink,
  chequeStateColumn,
  clientFilter,
  clientLink,
  contractDateByFilter,
  contractLink,
  contractStateColumn,
  contractStatusFilter,
  lawsuitFilter,
  terminationStatusFilter,
  unitLink,
} from './realty-report-parts.ts';

/**
 * Contract cheques (domain-reference 8): one row per cheque linked to a contract, beside its
 * contract, with what was received on it and what is not collected yet.
 */
export const contractCheques = defineReport({
  key: 'contract-cheques',
  path: 'contract-cheque-report',
  group: 'realityReports',
  menu: 'contracts',
  filters: {
    asOf: asOfFilter,
    clientId: clientFilter,
    buildingId: buildingFilter,
    contractStatus: contractStatusFilter,
    terminationStatus: terminationStatusFilter,
    lawsuit: lawsuitFilter,
    dateBy: contractDateByFilter('start', 'expiry', 'issue'),
    from: dateFilter,
    to: dateFilter,
    dueFrom: dateFilter,
    dueTo: dateFilter,
  },
  ranges: [
    ['from', 'to'],
    ['dueFrom', 'dueTo'],
  ],
  columns: [
    { key: 'building', type: 'text' },
    { key: 'unit', type: 'text', opens: unitLink },
    { key: 'customer', type: 'text', opens: clientLink },
    { key: 'contractNumber', type: 'number', opens: contractLink },
    { key: 'discountedAmount', type: 'money' },
    { ...contractStateColumn, hidden: true },
    { key: 'chequeNumber', type: 'text', opens: chequeLink },
    { key: 'sequence', type: 'text', hidden: true },
    { key: 'amount', type: 'money', total: true },
    { key: 'received', type: 'money', total: true },
    { key: 'remaining', type: 'money', total: true, help: 'Amount − value received.' },
    chequeStateColumn,
    { key: 'dueDate', type: 'date' },
    { key: 'collectedDate', type: 'date', hidden: true },
    { key: 'returnDate', type: 'date', hidden: true },
    { key: 'bank', type: 'text', hidden: true },
    { key: 'startDate', type: 'date', hidden: true },
    { key: 'endDate', type: 'date', hidden: true },
  ],
  defaultSort: [
    { column: 'contractNumber', order: 'asc' },
    { column: 'dueDate', order: 'asc' },
  ],
});
