import type { Issue } from '../../entity-definition.ts';
import { defineEntity } from '../../entity-definition.ts';
import {
  accountDefault,
  autoEntriesIssues,
  flag,
  patternCode,
  patternName,
  patternText,
} from './pattern-fields.ts';

/**
 * Voucher pattern (domain-reference 3.3). The shown amount column decides the kind of its
 * vouchers: `showCreditField` makes receipts (cash/bank debited, rows credited) and
 * `showDebitField` payments (rows debited, cash/bank credited), so exactly one of them is on
 * (see `voucherKindOf`). `defaultAccountId` is the cash or bank box a new voucher starts with.
 */
export const voucherPattern = defineEntity({
  key: 'voucher_pattern',
  table: 'voucher_patterns',
  api: '/voucher-patterns',
  route: '/types/voucher_pattern',
  display: 'name',
  menu: { group: 'patterns', order: 3 },
  tabs: [{ key: 'general' }, { key: 'fields' }, { key: 'sms' }],
  fields: {
    code: patternCode,
    name: patternName,
    ltnname: { ...patternText('general'), search: true },
    listName: patternText('general'),
    defaultAccountId: accountDefault('general'),
    shortcutKey: patternText('general', 20),
    genEntries: flag('general', true),
    autoGenEntries: flag('general'),
    autoTransferEntry: flag('general'),
    generateRecords: flag('general'),
    showContractField: flag('general'),
    showContractCostCenter: flag('general'),
    requiredCostCenter: flag('general'),
    requiredStatement: flag('general'),
    moveAccountCostCenter: flag('general'),
    defaultPrintFolderPath: patternText('general', 255),

    showDebitField: flag('fields'),
    showCreditField: flag('fields'),
    debitFieldLabel: { type: 'text', max: 50, default: 'debit', tab: 'fields' },
    creditFieldLabel: { type: 'text', max: 50, default: 'credit', tab: 'fields' },
    showCurrency: flag('fields', true),
    showCostCenter: flag('fields', true),
    showNote: flag('fields', true),
    oddTableColor: { type: 'color', tab: 'fields' },
    evenTableColor: { type: 'color', tab: 'fields' },
    sms: { type: 'textarea', max: 1000, tab: 'sms' },
  },
  listColumns: [
    'createdAt',
    'number',
    'code',
    'name',
    'ltnname',
    'listName',
    'showDebitField',
    'showCreditField',
    'requiredCostCenter',
    'requiredStatement',
    'genEntries',
    'autoGenEntries',
  ],
  refine: (record) => {
    const issues: Issue[] = [...autoEntriesIssues(record)];
    if ((record.showDebitField === true) === (record.showCreditField === true)) {
      issues.push({ path: 'showCreditField', message: 'voucherSideRequired' });
    }
    return issues;
  },
});
