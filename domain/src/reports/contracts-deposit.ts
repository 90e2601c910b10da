import { defineReport } from './report-definition.ts';
import { dateFilter } from './report-filters.ts';
import {
  asOfFilter,
  buildingFilter,
  clientFilter,
  contractBlock,
  contractDateByFilter,
  contractStateColumn,
  contractStatusFilter,
  reviewFilter,
  terminationStatusFilter,
  unitLink,
} from './realty-report-parts.ts';

/**
 * Contracts deposit (domain-reference 8): per contract its security deposit — the previous one
 * carried from the contract it renews and its own — and what was paid back. A deposit is paid
 * back by payment vouchers linked to the contract whose lines debit its insurance account.
 */
export const contractsDeposit = defineReport({
  key: 'contracts-deposit',
  path: 'contracts-deposit-report',
  group: 'realityReports',
  menu: 'contracts',
  filters: {
    asOf: asOfFilter,
    clientId: clientFilter,
    buildingId: buildingFilter,
    contractStatus: contractStatusFilter,
    terminationStatus: terminationStatusFilter,
    deposit: { type: 'option', values: ['all', 'notRefunded', 'refunded'], default: 'all' },
    withoutDeposit: { type: 'boolean', default: false },
    review: reviewFilter,
    dateBy: contractDateByFilter('start', 'expiry'),
    from: dateFilter,
    to: dateFilter,
  },
  ranges: [['from', 'to']],
  columns: [
    ...contractBlock.filter((column) => column.key === 'contractNumber' || column.key === 'customer'),
    { key: 'building', type: 'text' },
    { key: 'unit', type: 'text', opens: unitLink },
    contractStateColumn,
    { key: 'endDate', type: 'date' },
    { key: 'previousDeposit', type: 'money', total: true },
    { key: 'currentDeposit', type: 'money', total: true },
    {
      key: 'totalDeposit',
      type: 'money',
      total: true,
      help: 'Previous deposit (carried from the renewed contract) + current deposit.',
    },
    {
      key: 'depositRefunded',
      type: 'money',
      total: true,
      help: "Payment vouchers linked to the contract: their lines debiting the contract's insurance account.",
    },
    { key: 'refundDate', type: 'date' },
  ],
  defaultSort: [{ column: 'contractNumber', order: 'asc' }],
});
