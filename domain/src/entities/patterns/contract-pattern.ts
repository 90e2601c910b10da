import { defineEntity } from '../../entity-definition.ts';
import {
  accountDefault,
  autoEntriesIssues,
  flag,
  patternCode,
  patternName,
  patternText,
} from './pattern-fields.ts';

const moveCostCenter = {
  type: 'option',
  options: 'moveCostCenter',
  default: 0,
  tab: 'moving_cost_center',
} as const;
const feesAccount = accountDefault('default_fees_accounts');

/**
 * Contract pattern (domain-reference 3.1): fixes sale or rent and the unit kind of its contracts,
 * the date their entry takes, and the accounts a new contract starts with (6.1). The ten fee
 * accounts pre-fill the termination fees grid (spec: `defaultFeesAccountId1` to `…10`). The
 * moving-cost-center options say which side of each contract entry line carries the unit's cost
 * center (the reference's `…Rerminating` typo is spelt right here).
 */
export const contractPattern = defineEntity({
  key: 'contract_pattern',
  table: 'contract_patterns',
  api: '/contract-patterns',
  route: '/types/contract_pattern',
  display: 'name',
  menu: { group: 'patterns', order: 1 },
  tabs: [
    { key: 'general' },
    { key: 'default_accounts' },
    { key: 'default_fees_accounts' },
    { key: 'moving_cost_center' },
    { key: 'contract_terms' },
    { key: 'printing_folders' },
    { key: 'sms' },
  ],
  fields: {
    code: patternCode,
    name: patternName,
    ltnname: { ...patternText('general'), search: true },
    contractType: { type: 'option', options: 'contractType', required: true, filter: true, tab: 'general' },
    assetsType: { type: 'option', options: 'assetsType', required: true, filter: true, tab: 'general' },
    listName: patternText('general'),
    listLtnname: patternText('general'),
    shortcutKey: patternText('general', 20),
    recordDateCreated: {
      type: 'option',
      options: 'recordDateCreated',
      required: true,
      default: 1,
      tab: 'general',
    },
    genEntries: flag('general', true),
    autoGenEntries: flag('general'),
    autoTransferEntry: flag('general'),
    newContractWithoutTerminating: flag('general'),
    insuranceRequired: flag('general'),
    vatRequired: flag('general'),
    vatRate: { type: 'percent', min: 0, max: 100, tab: 'general' },

    defaultRevenueAccountId: accountDefault('default_accounts'),
    defaultCommissionFromClientAccountId: accountDefault('default_accounts'),
    defaultCommissionFromOwnerAccountId: accountDefault('default_accounts'),
    defaultCommissionFromClientPercentage: {
      type: 'percent',
      min: 0,
      max: 100,
      default: 5,
      tab: 'default_accounts',
    },
    defaultContractPriceRevenueAccountId: accountDefault('default_accounts'),
    defaultContractRatificationRevenueAccountId: accountDefault('default_accounts'),
    defaultFinesRevenueAccountId: accountDefault('default_accounts'),
    defaultFeeRevenueAccountId: accountDefault('default_accounts'),
    defaultVatAccountId: accountDefault('default_accounts'),
    defaultDiscountAccountId: accountDefault('default_accounts'),
    defaultInsuranceAccountId: accountDefault('default_accounts'),

    defaultFeesAccountId1: feesAccount,
    defaultFeesAccountId2: feesAccount,
    defaultFeesAccountId3: feesAccount,
    defaultFeesAccountId4: feesAccount,
    defaultFeesAccountId5: feesAccount,
    defaultFeesAccountId6: feesAccount,
    defaultFeesAccountId7: feesAccount,
    defaultFeesAccountId8: feesAccount,
    defaultFeesAccountId9: feesAccount,
    defaultFeesAccountId10: feesAccount,

    moveCostCenterWithRevenue: moveCostCenter,
    moveCostCenterWithTenant: moveCostCenter,
    moveCostCenterWithInsuranceRevenue: moveCostCenter,
    moveCostCenterWithPriceRevenue: moveCostCenter,
    moveCostCenterWithIntentionRatifying: moveCostCenter,
    moveCostCenterWithOtherFee: moveCostCenter,
    moveCostCenterWithCommissionClient: moveCostCenter,
    moveCostCenterWithCommissionOwner: moveCostCenter,
    moveCostCenterWithContractFinesTerminating: moveCostCenter,
    moveCostCenterWithDecisivenessGranted: moveCostCenter,
    moveCostCenterWithContractProceedsTerminating: moveCostCenter,

    contractTerms: { type: 'textarea', max: 20000, tab: 'contract_terms' },
    folderDefaultPrinting: patternText('printing_folders', 255),
    folderPrintCommunications: patternText('printing_folders', 255),
    folderPrintClearance: patternText('printing_folders', 255),
    sms: { type: 'textarea', max: 1000, tab: 'sms' },
  },
  listColumns: [
    'createdAt',
    'number',
    'code',
    'name',
    'ltnname',
    'contractType',
    'assetsType',
    'listName',
    'recordDateCreated',
    'genEntries',
    'autoGenEntries',
  ],
  refine: (record) => autoEntriesIssues(record),
});
