import { billTotals } from '../../calc/bill-totals.ts';
import { defineEntity, type Issue } from '../../entity-definition.ts';
import { decimalOf, isBlank, rowsOf } from '../rule-helpers.ts';

const creditPayment = 1;

/**
 * Purchase or sales bill (domain-reference 2.25; totals 6.5 in `calc/bill-totals.ts`, entry 5.10
 * in `ledger/bill-posting.ts`). Always made through a bill pattern: the server stamps the
 * pattern's `code` and `billType` (1 input, 2 output), numbers it per code (`numberScope`),
 * computes the read-only line and bill totals with the currency's decimals, posts quantities to
 * the store and, when `genEntries` is on or the pattern's `autoGenEntries`, its entry.
 * `paymentMethod` 1 is on credit (the customer or supplier's account is the counterparty, so the
 * customer is required), 2 is cash (the pattern's cash account). `customerId` is the customer on
 * sales and the supplier on purchases. Materials rows name the material's unit slot (1 to 3).
 * A discount-and-extra row carries either a discount or an extra; its optional observe account
 * settles it with another account than the counterparty.
 */
export const bill = defineEntity({
  key: 'bills',
  table: 'bills',
  referenceTable: 'bill',
  api: '/bills',
  route: '/bills',
  display: 'receiptNumber',
  menu: { group: 'accountingTransactions', order: 3 },
  numberScope: 'code',
  fields: {
    issueDate: { type: 'date', required: true, defaultToday: true, filter: true },
    billDate: { type: 'date', required: true, defaultToday: true, filter: true },
    receiptNumber: { type: 'text', max: 40, search: true },
    billPatternId: {
      type: 'reference',
      entity: 'bill_pattern',
      required: true,
      requiredMessage: 'patternRequired',
      filter: true,
      hidden: true,
    },
    code: { type: 'integer', readOnly: true, filter: true, hidden: true },
    billType: { type: 'option', options: 'billType', readOnly: true, filter: true },
    currencyId: { type: 'reference', entity: 'currency', required: true, filter: true },
    currencyVal: {
      type: 'decimal',
      required: true,
      default: 1,
      min: 0,
      exclusiveMin: true,
      minMessage: 'mustBePositive',
      scale: 8,
    },
    paymentMethod: { type: 'option', options: 'billPaymentMethod', required: true, default: 1, filter: true },
    customerId: { type: 'reference', entity: 'user', filter: true },
    customerAccountId: { type: 'reference', entity: 'account', leafOnly: true, filter: true },
    costCenterId: { type: 'reference', entity: 'cost_center', filter: true },
    storeId: { type: 'reference', entity: 'stores', filter: true },
    materialAccountId: { type: 'reference', entity: 'account', leafOnly: true },
    vatAccountId: { type: 'reference', entity: 'account', leafOnly: true },
    connectWith: { type: 'option', options: 'billConnectWith', default: 0, filter: true },
    connectWithId: { type: 'text', max: 40, filter: true },
    note: { type: 'textarea', max: 1000, search: true },
    genEntries: { type: 'boolean', default: true },
    totalQuantities: { type: 'decimal', readOnly: true },
    subtotal: { type: 'money', readOnly: true },
    discounts: { type: 'money', readOnly: true },
    extras: { type: 'money', readOnly: true },
    vatAmount: { type: 'money', readOnly: true },
    total: { type: 'money', readOnly: true },
  },
  grids: {
    materials: {
      table: 'bill_materials',
      min: 1,
      minMessage: 'billNeedsMaterial',
      fields: {
        materialId: {
          type: 'reference',
          entity: 'material',
          required: true,
          requiredMessage: 'materialRequired',
        },
        unit: { type: 'integer', min: 1, max: 3, default: 1, required: true },
        quantity: {
          type: 'decimal',
          required: true,
          default: 1,
          min: 0,
          exclusiveMin: true,
          minMessage: 'mustBePositive',
          scale: 4,
        },
        unitPrice: { type: 'money', required: true, default: 0, min: 0, minMessage: 'mustBeNonNegative' },
        vatPercentage: { type: 'percent', min: 0, max: 100, default: 0 },
        vatAmount: { type: 'money', readOnly: true },
        totalPrice: { type: 'money', readOnly: true },
        net: { type: 'money', readOnly: true },
        note: { type: 'text', max: 500 },
      },
    },
    adjustments: {
      table: 'bill_adjustments',
      fields: {
        accountId: {
          type: 'reference',
          entity: 'account',
          leafOnly: true,
          required: true,
          requiredMessage: 'accountRequired',
        },
        discount: { type: 'money', default: 0, min: 0, minMessage: 'mustBeNonNegative' },
        extra: { type: 'money', default: 0, min: 0, minMessage: 'mustBeNonNegative' },
        costCenterId: { type: 'reference', entity: 'cost_center' },
        observeAccountId: { type: 'reference', entity: 'account', leafOnly: true },
        note: { type: 'text', max: 500 },
      },
    },
  },
  listColumns: [
    'createdAt',
    'number',
    'code',
    'issueDate',
    'billDate',
    'billType',
    'paymentMethod',
    'receiptNumber',
    'customerId',
    'totalQuantities',
    'subtotal',
    'discounts',
    'extras',
    'vatAmount',
    'total',
    'note',
  ],
  refine: (record) => {
    const issues: Issue[] = [];
    if (Number(record.paymentMethod) === creditPayment && isBlank(record.customerId)) {
      issues.push({ path: 'customerId', message: 'customerRequired' });
    }
    const adjustments = rowsOf(record, 'adjustments');
    adjustments.forEach((row, index) => {
      const discount = decimalOf(row.discount);
      const extra = decimalOf(row.extra);
      const hasDiscount = discount !== null && !discount.isZero();
      const hasExtra = extra !== null && !extra.isZero();
      if (hasDiscount === hasExtra)
        issues.push({ path: `adjustments.${index}.discount`, message: 'discountOrExtra' });
    });
    try {
      // At the stored precision; the server recomputes with the currency's decimals.
      const totals = billTotals(
        rowsOf(record, 'materials').map((row) => ({
          quantity: decimalOf(row.quantity) ?? 0,
          unitPrice: decimalOf(row.unitPrice) ?? 0,
        })),
        adjustments.map((row) => ({
          discount: decimalOf(row.discount) ?? 0,
          extra: decimalOf(row.extra) ?? 0,
        })),
        { decimals: 4 },
      );
      if (totals.discounts.gt(totals.subtotal.plus(totals.extras))) {
        issues.push({ path: 'adjustments', message: 'discountsExceedAmount' });
      }
    } catch {
      // Negative or unreadable amounts are reported by the fields' own validation.
    }
    return issues;
  },
});

/** The bill pattern flags its bills are checked against. */
export interface BillPatternRules {
  postToStore?: boolean | null;
  requiredCostCenterEntry?: boolean | null;
  requiredCustomerEntry?: boolean | null;
}

/**
 * Rules a bill owes its pattern, which the record alone cannot know: a store when the pattern
 * posts quantities to the store, a cost center and a customer/supplier when the pattern requires
 * them. The server runs them with the bill's stored pattern, beside `billPostingIssues`.
 */
export const billPatternIssues = (record: Record<string, unknown>, pattern: BillPatternRules): Issue[] => {
  const issues: Issue[] = [];
  if (pattern.postToStore && isBlank(record.storeId))
    issues.push({ path: 'storeId', message: 'storeRequired' });
  if (pattern.requiredCostCenterEntry && isBlank(record.costCenterId)) {
    issues.push({ path: 'costCenterId', message: 'costCenterRequired' });
  }
  if (pattern.requiredCustomerEntry && isBlank(record.customerId)) {
    issues.push({ path: 'customerId', message: 'customerRequired' });
  }
  return issues;
};
