import { defineReport } from './report-definition.ts';
import { dateFilter } from './report-filters.ts';
import {
  asOfFilter,
  buildingFilter,
  clearanceFilter,
  clientFilter,
  collectionBlock,
  contractBlock,
  contractDateByFilter,
  contractStatusFilter,
  inputCaseFilter,
  installmentsFilter,
  terminationStatusFilter,
  unitLink,
} from './realty-report-parts.ts';

/**
 * Services contracts (domain-reference 4 and 8, "Services contracts → contracts"): the contracts
 * to follow up, with the days left to their end, what is due at termination, and the collection
 * block. `daysLeft` keeps those ending within that many days of the as-of day (ended ones too).
 */
export const servicesContracts = defineReport({
  key: 'services-contracts',
  path: 'services-contracts-report',
  group: 'realityReports',
  menu: 'contracts',
  alsoIn: [{ group: 'realtyTransactions' }],
  filters: {
    asOf: asOfFilter,
    clientId: clientFilter,
    buildingId: buildingFilter,
    contractStatus: contractStatusFilter,
    terminationStatus: terminationStatusFilter,
    inputCase: inputCaseFilter,
    clearance: clearanceFilter,
    installments: installmentsFilter,
    daysLeft: { type: 'integer', min: 0, max: 36500 },
    dateBy: contractDateByFilter('start', 'expiry', 'termination', 'issue'),
    from: dateFilter,
    to: dateFilter,
  },
  ranges: [['from', 'to']],
  columns: [
    ...contractBlock,
    { key: 'building', type: 'text' },
    { key: 'unit', type: 'text', opens: unitLink },
    { key: 'discountValue', type: 'money', total: true, hidden: true },
    { key: 'days', type: 'number', help: 'Days left: the last day − the as-of day (negative once ended).' },
    { key: 'terminationDate', type: 'date', hidden: true },
    { key: 'dueToTenant', type: 'money', total: true, hidden: true },
    { key: 'dueToOwner', type: 'money', total: true, hidden: true },
    { key: 'inputCase', type: 'text', values: 'inputCase' },
    { key: 'clearancePrintedDate', type: 'date', hidden: true },
    { key: 'note', type: 'text', hidden: true },
    ...collectionBlock,
  ],
  defaultSort: [
    { column: 'endDate', order: 'asc' },
    { column: 'contractNumber', order: 'asc' },
  ],
});
