import type { Issue } from '../../entity-definition.ts';
import { defineEntity } from '../../entity-definition.ts';
import { isBlank } from '../rule-helpers.ts';
import {
  accountDefault,
  autoEntriesIssues,
  flag,
  patternCode,
  patternName,
  patternText,
} from './pattern-fields.ts';

const cashPayment = 2;

/**
 * Bill pattern (domain-reference 3.4): input (purchase) or output (sale) bills, the accounts
 * their entries post to (5.10), the default store, VAT and payment method, and behaviour
 * switches. The entry switches use the names every pattern shares: the reference's
 * `generateEntries`, `autoGenerateEntries` and `postGenerateEntriesAuto` are `genEntries`,
 * `autoGenEntries` and `autoTransferEntry`. The reference's `calculateSaleCostCenterId` is the
 * cost-of-sales account ("حساب كلفة المبيعات" — "حساب" reads both "account" and "calculate"),
 * named `costOfSalesAccountId`; with perpetual inventory a sale moves cost from `stockAccountId`
 * to it. Bill patterns cannot be deleted (spec section 7).
 */
export const billPattern = defineEntity({
  key: 'bill_pattern',
  table: 'bill_patterns',
  api: '/bill-patterns',
  route: '/types/bill_pattern',
  display: 'name',
  menu: { group: 'patterns', order: 4 },
  undeletable: true,
  tabs: [
    { key: 'general' },
    { key: 'accounts' },
    { key: 'entries' },
    { key: 'options' },
    { key: 'references' },
  ],
  fields: {
    code: patternCode,
    name: patternName,
    ltnname: { ...patternText('general'), search: true },
    billType: { type: 'option', options: 'billType', required: true, filter: true, tab: 'general' },
    listName: patternText('general'),
    currencyId: { type: 'reference', entity: 'currency', tab: 'general' },
    linkedMaterialGroupId: { type: 'reference', entity: 'materialGroup', tab: 'general' },
    barcodeBill: flag('general'),
    note: { type: 'textarea', max: 1000, tab: 'general' },

    defaultStoreId: { type: 'reference', entity: 'stores', tab: 'accounts' },
    costCenterId: { type: 'reference', entity: 'cost_center', tab: 'accounts' },
    paymentMethod: {
      type: 'option',
      options: 'billPaymentMethod',
      required: true,
      default: 1,
      tab: 'accounts',
    },
    materialAccountId: accountDefault('accounts'),
    cashAccountId: accountDefault('accounts'),
    discountAccountId: accountDefault('accounts'),
    extraAccountId: accountDefault('accounts'),
    vatAccountId: accountDefault('accounts'),
    vatPercentage: { type: 'percent', min: 0, max: 100, tab: 'accounts' },
    useVatAccountFromCustomerCard: flag('accounts'),
    activePerpetualInventory: flag('accounts'),
    stockAccountId: accountDefault('accounts'),
    costOfSalesAccountId: accountDefault('accounts'),

    postToStore: flag('entries', true),
    postToStoreAuto: flag('entries'),
    genEntries: flag('entries', true),
    autoGenEntries: flag('entries'),
    autoTransferEntry: flag('entries'),
    deletingEntryDependingOnMaterials: flag('entries'),
    possibilityOfChangingMaterialsAccount: flag('entries'),
    calculateVatAfterDiscountAndExtra: flag('entries'),
    mergeRepeatedMaterials: flag('entries'),
    requiredCustomerEntry: flag('entries'),
    requiredCostCenterEntry: flag('entries'),
    requiredCategoryEntry: flag('entries'),
    showAlertOnNavigateOutput: flag('entries'),
    dontSaveWhenNavigateOutput: flag('entries'),
    showAveragePriceCheckMessageAfterAddingModifying: flag('entries'),

    billAffectedThePricingOfMaterials: flag('options'),
    // GUESS: the reference names an integer without its values (a pricing-policy choice).
    pricingOfMaterials: { type: 'integer', min: 0, tab: 'options' },
    // GUESS: the reference's `menu` switch; read as "listed in the Accounting Transactions menu".
    menu: flag('options', true),
    tableColor1: { type: 'color', tab: 'options' },
    tableColor2: { type: 'color', tab: 'options' },

    showReferencesField: flag('references'),
    requiredReferenceField: flag('references'),
    dontShowExpiredField: flag('references'),
    lockBillWhenLoadingReferences: flag('references'),
    allowPartialLoad: flag('references'),
    references: { type: 'json', tab: 'references' },
  },
  listColumns: [
    'createdAt',
    'number',
    'code',
    'name',
    'ltnname',
    'billType',
    'paymentMethod',
    'vatPercentage',
    'postToStore',
    'genEntries',
    'autoGenEntries',
  ],
  refine: (record) => {
    const issues: Issue[] = [...autoEntriesIssues(record)];
    if (Number(record.paymentMethod) === cashPayment && isBlank(record.cashAccountId)) {
      issues.push({ path: 'cashAccountId', message: 'cashAccountRequired' });
    }
    if (record.activePerpetualInventory === true && isBlank(record.stockAccountId)) {
      issues.push({ path: 'stockAccountId', message: 'stockAccountRequired' });
    }
    return issues;
  },
});
