import type { OptionItem } from './entity-definition.ts';

const list = (name: string, labels: string[], first = 1): OptionItem[] =>
  labels.map((label, index) => ({ value: index + first, label: `${name}.${label}` }));

/**
 * Option lists by key. Values are what is stored; labels are i18n keys under `options.` in the
 * web app's `common` namespace. Ids follow domain-reference section 1.
 */
export const optionLists: Record<string, OptionItem[]> = {
  accountType: [
    { value: 1, label: 'accountType.normal' },
    { value: 3, label: 'accountType.assembly' },
    { value: 4, label: 'accountType.distributive' },
  ],
  cardType: list('cardType', ['customer', 'supplier', 'supervisor', 'employee']),
  staffRole: list('staffRole', ['admin']),
  materialType: list('materialType', ['stored', 'services']),
  accountNature: list('accountNature', ['debit', 'credit']),
  // Which closing statement a root (final) account belongs to; reports read it from the final account.
  financialStatement: list('financialStatement', ['balanceSheet', 'profitAndLoss']),
  // GUESS: the reference names a material's pricing policy without its values.
  pricingPolicy: list('pricingPolicy', ['lastPurchase', 'averagePurchase', 'highestPurchase', 'fixed']),
  // GUESS: the reference names the price type of a material price row without its values.
  materialPriceType: list('materialPriceType', [
    'retail',
    'wholesale',
    'halfWholesale',
    'distributor',
    'export',
  ]),
};
