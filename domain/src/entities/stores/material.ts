import { defineEntity, type Issue } from '../../entity-definition.ts';
import { decimalOf, duplicateRowIssues, isBlank, rowsOf } from '../rule-helpers.ts';

const quantity = { type: 'decimal', min: 0, scale: 4 } as const;
const price = { type: 'money', min: 0, tab: 'material_prices' } as const;
const unitPrice = { type: 'money', min: 0 } as const;

/** Extra unit slots: a unit named in slot N needs its factor to unit 1. */
const unitSlots = [
  { unit: 'unit2', exchange: 'exchange2' },
  { unit: 'unit3', exchange: 'exchange3' },
] as const;

/**
 * Material / item (domain-reference 2.29). Three unit slots: unit 1 is the base unit and
 * `exchangeN` says how many base units one unit N holds. Prices are plain fields of the material;
 * per-store limits, price rows and specifications are grids. The stock balance per store is
 * computed from bills, so it is not a field here.
 */
export const material = defineEntity({
  key: 'material',
  table: 'materials',
  api: '/materials',
  route: '/materials',
  // Materials are no tree of their own: their chart draws them under their material groups.
  chartRoute: '/chart/materials',
  chartGroups: { entity: 'materialGroup', field: 'materialGroupId' },
  display: 'name',
  menu: { group: 'stores', order: 3 },
  tabs: [
    { key: 'general' },
    // The balance per store, computed from the store movements (web: material-balance-tab.tsx).
    { key: 'material_balance' },
    { key: 'material_minimum' },
    { key: 'material_prices' },
    { key: 'material_prices_details' },
    { key: 'material_specifications' },
  ],
  fields: {
    code: {
      type: 'text',
      numeric: true,
      max: 40,
      required: true,
      requiredMessage: 'codeRequired',
      unique: true,
      search: true,
      tab: 'general',
    },
    name: {
      type: 'text',
      max: 150,
      required: true,
      requiredMessage: 'nameRequired',
      search: true,
      tab: 'general',
    },
    ltnname: { type: 'text', max: 150, search: true, tab: 'general' },
    materialGroupId: {
      type: 'reference',
      entity: 'materialGroup',
      required: true,
      requiredMessage: 'materialGroupRequired',
      allowAdd: true,
      filter: true,
      tab: 'general',
    },
    materialType: {
      type: 'option',
      options: 'materialType',
      required: true,
      default: 1,
      filter: true,
      tab: 'general',
    },
    categoryId: { type: 'reference', entity: 'category', filter: true, tab: 'general' },
    unit1: { type: 'text', max: 50, tab: 'general' },
    barcode1: { type: 'text', max: 50, search: true, tab: 'general' },
    defaults1: { type: 'boolean', default: true, tab: 'general' },
    unit2: { type: 'text', max: 50, tab: 'general' },
    exchange2: {
      type: 'decimal',
      min: 0,
      exclusiveMin: true,
      minMessage: 'mustBePositive',
      scale: 6,
      tab: 'general',
    },
    barcode2: { type: 'text', max: 50, search: true, tab: 'general' },
    defaults2: { type: 'boolean', default: false, tab: 'general' },
    unit3: { type: 'text', max: 50, tab: 'general' },
    exchange3: {
      type: 'decimal',
      min: 0,
      exclusiveMin: true,
      minMessage: 'mustBePositive',
      scale: 6,
      tab: 'general',
    },
    barcode3: { type: 'text', max: 50, search: true, tab: 'general' },
    defaults3: { type: 'boolean', default: false, tab: 'general' },
    note: { type: 'textarea', tab: 'general' },
    currencyId: { type: 'reference', entity: 'currency', tab: 'material_prices' },
    currencyVal: {
      type: 'decimal',
      min: 0,
      exclusiveMin: true,
      minMessage: 'mustBePositive',
      scale: 8,
      default: '1',
      tab: 'material_prices',
    },
    vatRate: { type: 'percent', min: 0, max: 100, scale: 4, tab: 'material_prices' },
    pricingPolicy: { type: 'option', options: 'pricingPolicy', tab: 'material_prices' },
    averagePurchase: price,
    biggestPurchase: price,
    purchaseDate: { type: 'date', tab: 'material_prices' },
    averageSales: price,
    largestSales: price,
    lastPrice: price,
    salesDate: { type: 'date', tab: 'material_prices' },
  },
  grids: {
    materialMinimums: {
      table: 'material_minimums',
      tab: 'material_minimum',
      fields: {
        storeId: { type: 'reference', entity: 'stores', required: true, requiredMessage: 'storeRequired' },
        minimum: quantity,
        maximum: quantity,
        note: { type: 'text' },
      },
    },
    materialPriceDetails: {
      table: 'material_price_details',
      tab: 'material_prices_details',
      fields: {
        priceType: { type: 'option', options: 'materialPriceType', required: true },
        unit1: unitPrice,
        unit2: unitPrice,
        unit3: unitPrice,
      },
    },
    materialSpecifications: {
      table: 'material_specifications',
      tab: 'material_specifications',
      fields: {
        name: { type: 'text', max: 100, required: true, requiredMessage: 'nameRequired' },
        value: { type: 'text' },
        note: { type: 'text' },
      },
    },
  },
  listColumns: [
    'createdAt',
    'number',
    'code',
    'name',
    'ltnname',
    'materialGroupId',
    'materialType',
    'unit1',
    'barcode1',
    'lastPrice',
  ],
  refine: (record) => {
    const issues: Issue[] = [];
    for (const slot of unitSlots) {
      const factor = decimalOf(record[slot.exchange]);
      if (!isBlank(record[slot.unit]) && (factor === null || factor.lte(0))) {
        issues.push({ path: slot.exchange, message: 'exchangeRequired' });
      }
    }
    const minimums = rowsOf(record, 'materialMinimums');
    minimums.forEach((row, index) => {
      const minimum = decimalOf(row.minimum);
      const maximum = decimalOf(row.maximum);
      if (minimum && maximum && minimum.gt(maximum)) {
        issues.push({ path: `materialMinimums.${index}.minimum`, message: 'minimumAboveMaximum' });
      }
    });
    issues.push(...duplicateRowIssues(minimums, 'materialMinimums', 'storeId'));
    issues.push(
      ...duplicateRowIssues(rowsOf(record, 'materialPriceDetails'), 'materialPriceDetails', 'priceType'),
    );
    return issues;
  },
});
