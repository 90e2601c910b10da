import { defineReport } from './report-definition.ts';
import {
  asOfFilter,
  buildingFilter,
  clientFilter,
  contractBlock,
  contractStatusFilter,
  unitLink,
} from './realty-report-parts.ts';

/** The steps of a contract's cycle (domain-reference 2.18 `contract_cycle`), in order. */
export const contractCycleSteps = ['documented', 'certifying', 'delivered', 'signed', 'received'] as const;

/**
 * Contract cycle (domain-reference 8): per contract, which steps of its paperwork are done. The
 * record keeps one flag per step, not its date, so the report shows done / not done.
 */
export const contractCycle = defineReport({
  key: 'contract-cycle',
  path: 'contract-cycle-report',
  group: 'realityReports',
  menu: 'contracts',
  alsoIn: [{ group: 'realtyTransactions' }],
  filters: {
    asOf: asOfFilter,
    clientId: clientFilter,
    buildingId: buildingFilter,
    contractStatus: contractStatusFilter,
    cycleStep: { type: 'option', values: ['all', ...contractCycleSteps], default: 'all' },
    stepDone: { type: 'option', values: ['all', 'done', 'notDone'], default: 'all' },
    cycleStatus: { type: 'option', values: ['all', 'complete', 'incomplete'], default: 'all' },
  },
  columns: [
    ...contractBlock.filter((column) => column.key === 'contractNumber' || column.key === 'customer'),
    { key: 'building', type: 'text' },
    { key: 'unit', type: 'text', opens: unitLink },
    { key: 'floor', type: 'number', hidden: true },
    { key: 'certifyingBody', type: 'text', hidden: true },
    ...contractCycleSteps.map((step) => ({ key: step, type: 'text' as const, values: 'yesNo' })),
    {
      key: 'stepsDone',
      type: 'number',
      total: true,
      help: 'How many of the five steps are done.',
    },
  ],
  defaultSort: [{ column: 'contractNumber', order: 'asc' }],
});
