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

const defaultDate = (tab: string) =>
  ({ type: 'option', options: 'chequeDefaultDate', default: 1, tab }) as const;

/**
 * Cheque (note paper) pattern (domain-reference 3.2): paid or received paper, the cheque's default
 * observe account, and per operation — collection, partial collection, return, commission — the
 * default accounts, dates, cost-center moves and entry switches its forms start with
 * (domain-reference 5.4 to 5.6). The statements are narration templates.
 */
export const chequePattern = defineEntity({
  key: 'cheque_pattern',
  table: 'cheque_patterns',
  api: '/cheque-patterns',
  route: '/types/cheque_pattern',
  display: 'name',
  menu: { group: 'patterns', order: 2 },
  tabs: [
    { key: 'general' },
    { key: 'collection' },
    { key: 'partial_collection' },
    { key: 'return' },
    { key: 'commission' },
    { key: 'default_statement' },
    { key: 'sms' },
  ],
  fields: {
    code: patternCode,
    name: patternName,
    ltnname: { ...patternText('general'), search: true },
    paperType: { type: 'option', options: 'paperType', required: true, filter: true, tab: 'general' },
    listName: patternText('general'),
    defaultAccountId: accountDefault('general'),
    shortcutKey: patternText('general', 20),
    defaultPrintFolder: patternText('general', 255),
    genEntries: flag('general', true),
    autoGenEntries: flag('general'),
    autoTransferEntry: flag('general'),

    collection: flag('collection'),
    collectionGenEntries: flag('collection', true),
    collectionAutoGenEntries: flag('collection'),
    collectionAutoTransferEntry: flag('collection'),
    collectionDefaultAccountIsBuildingBank: flag('collection'),
    collectionDefaultObserveAccountIsClient: flag('collection'),
    collectionMoveCostCenterDebit: flag('collection'),
    collectionMoveCostCenterCredit: flag('collection'),
    collectionDefaultDate: defaultDate('collection'),
    collectionDebitAccountId: accountDefault('collection'),
    collectionCreditAccountId: accountDefault('collection'),

    partialCollection: flag('partial_collection'),
    partialGenEntries: flag('partial_collection', true),
    partialAutoGenEntries: flag('partial_collection'),
    partialAutoTransferEntry: flag('partial_collection'),
    partialDefaultAccountIsBuildingBank: flag('partial_collection'),
    partialDefaultObserveAccountIsClient: flag('partial_collection'),
    partialMoveCostCenterDebit: flag('partial_collection'),
    partialMoveCostCenterCredit: flag('partial_collection'),
    partialDebitAccountId: accountDefault('partial_collection'),
    partialCreditAccountId: accountDefault('partial_collection'),

    returnable: flag('return'),
    returnableGenEntries: flag('return', true),
    returnableAutoGenEntries: flag('return'),
    returnableAutoTransferEntry: flag('return'),
    returnableDefaultAccountIsClient: flag('return'),
    returnableDefaultObserveAccountIsBuildingBank: flag('return'),
    returnableActiveOperations: flag('return'),
    returnableMoveCostCenterDebit: flag('return'),
    returnableMoveCostCenterCredit: flag('return'),
    returnableDefaultDate: defaultDate('return'),
    returnableDebitAccountId: accountDefault('return'),
    returnableCreditAccountId: accountDefault('return'),
    returnFeeDefaultAccountIsClient: flag('return'),
    returnFeeDebitAccountId: accountDefault('return'),
    returnFeeCreditAccountId: accountDefault('return'),

    commissionAmountFromBuilding: flag('commission'),
    commissionDefaultAccountIsBuildingOwner: flag('commission'),
    commissionDefaultObserveIsRevenueAccount: flag('commission'),
    commissionMoveCostCenterDebit: flag('commission'),
    commissionMoveCostCenterCredit: flag('commission'),
    // Its own list (1 addition, 2 deduction), not the default-date list the v2 form re-used.
    commissionType: { type: 'option', options: 'commissionType', tab: 'commission' },
    commissionDebitAccountId: accountDefault('commission'),
    commissionCreditAccountId: accountDefault('commission'),

    statementAccount: patternText('default_statement', 255),
    statementObserveAccount: patternText('default_statement', 255),
    statementCollection: patternText('default_statement', 255),
    statementReturn: patternText('default_statement', 255),
    statementPartial: patternText('default_statement', 255),
    sms: { type: 'textarea', max: 1000, tab: 'sms' },
  },
  listColumns: [
    'createdAt',
    'number',
    'code',
    'name',
    'ltnname',
    'paperType',
    'listName',
    'collection',
    'partialCollection',
    'returnable',
    'genEntries',
    'autoGenEntries',
  ],
  refine: (record) => {
    const issues: Issue[] = [...autoEntriesIssues(record)];
    const operations = [
      ['collectionGenEntries', 'collectionAutoGenEntries', 'collectionAutoTransferEntry'],
      ['partialGenEntries', 'partialAutoGenEntries', 'partialAutoTransferEntry'],
      ['returnableGenEntries', 'returnableAutoGenEntries', 'returnableAutoTransferEntry'],
    ] as const;
    for (const [gen, ...auto] of operations) issues.push(...autoEntriesIssues(record, { gen, auto }));
    return issues;
  },
});
