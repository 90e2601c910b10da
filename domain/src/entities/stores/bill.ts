import Decimal from 'decimal.js';
import { billTotals } from '../../calc/bill-totals.ts';
import { averageCostScale } from '../../calc/moving-average.ts';
import { type StockMove, withDocument } from '../../document-definition.ts';
import { defaultScale, defineEntity, type Issue } from '../../entity-definition.ts';
import type { DocumentValues } from '../../entity-values.ts';
import type { AnyRecord } from '../../records.ts';
import {
  billEntryLines,
  type BillPostingBill,
  type BillPostingPattern,
  billPostingIssues,
  billPostingTotals,
} from '../../ledger/bill-posting.ts';
import type { currency } from '../accounting/currency.ts';
import type { user } from '../parties/user.ts';
import { billPattern } from '../patterns/bill-pattern.ts';
import { decimalOf, isBlank, rowsOf } from '../rule-helpers.ts';
import type { material } from './material.ts';

const creditPayment = 1;
const cashPayment = 2;
const inputBill = 1;
const outputBill = 2;

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
const billEntity = defineEntity({
  key: 'bills',
  table: 'bills',
  referenceTable: 'bill',
  api: '/bills',
  route: '/bills',
  display: 'receiptNumber',
  menu: { group: 'accountingTransactions', order: 3 },
  payload: {
    main: 'bill',
    grids: {
      billMaterialDetails: 'materials',
      billDiscountDetails: { grid: 'adjustments', rename: { obverseAccountId: 'observeAccountId' } },
    },
  },
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
export const billPatternIssues = (record: AnyRecord, pattern: BillPatternRules): Issue[] => {
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

type Bill = DocumentValues<typeof billEntity>;
type BillPattern = DocumentValues<typeof billPattern>;

/** The records a bill's stamp and plan read: its currency (decimals) and its customer (account). */
interface BillRelated {
  currency: DocumentValues<typeof currency>;
  customer: DocumentValues<typeof user>;
}

const postingPattern = (pattern: BillPattern): BillPostingPattern => ({
  ...pattern,
  billType: Number(pattern.billType),
});

/** The bill as posting reads it. */
const postingBill = (bill: Bill, decimals: number): BillPostingBill => ({
  paymentMethod: Number(bill.paymentMethod),
  customerAccountId: bill.customerAccountId,
  materialAccountId: bill.materialAccountId,
  vatAccountId: bill.vatAccountId,
  costCenterId: bill.costCenterId,
  note: bill.note,
  decimals,
  materials: bill.materials.map((row) => ({
    quantity: row.quantity,
    unitPrice: row.unitPrice,
    vatPercentage: row.vatPercentage ?? null,
  })),
  adjustments: bill.adjustments.map((row) => ({
    accountId: row.accountId,
    discount: row.discount ?? 0,
    extra: row.extra ?? 0,
    costCenterId: row.costCenterId,
    observeAccountId: row.observeAccountId,
    note: row.note,
  })),
});

const decimalsOf = (related: Partial<BillRelated>) => related.currency?.decimals ?? 2;

/**
 * The account a bill on credit posts to follows its customer (or supplier): a new customer
 * brings their ledger account unless the same write names another account, and an empty
 * account is always filled from the customer.
 */
const followingCustomerAccount = (
  bill: Bill,
  before: Bill | undefined,
  customer: BillRelated['customer'] | undefined,
): Partial<Bill> => {
  if (isBlank(bill.customerId)) return {};
  const customerChanged = !before || bill.customerId !== before.customerId;
  const accountNamed = before
    ? bill.customerAccountId !== before.customerAccountId
    : !isBlank(bill.customerAccountId);
  if (!isBlank(bill.customerAccountId) && !(customerChanged && !accountNamed)) return {};
  return { customerAccountId: customer?.accountId ?? null };
};

/** The pattern's defaults for the header fields a new bill left blank (the form's prefill). */
const patternDefaults = (bill: Bill, pattern: BillPattern): Partial<Bill> => {
  const defaults = {
    storeId: pattern.defaultStoreId,
    materialAccountId: pattern.materialAccountId,
    vatAccountId: pattern.vatAccountId,
    costCenterId: pattern.costCenterId,
  } as const;
  const filled: Partial<Bill> = {};
  for (const [field, value] of Object.entries(defaults) as [
    keyof typeof defaults,
    string | null | undefined,
  ][])
    if (isBlank(bill[field]) && !isBlank(value)) filled[field] = value as string;
  return filled;
};

/** Materials quantities in each material's first unit: into the store on purchases, out on sales. */
const stockMoves = (
  bill: Bill,
  pattern: BillPattern,
  materials: ReadonlyMap<string, DocumentValues<typeof material>>,
): StockMove[] => {
  if (!pattern.postToStore || !bill.storeId) return [];
  const storeId = bill.storeId;
  const direction = Number(bill.billType) === inputBill ? 1 : -1;
  return bill.materials.map((row, position) => {
    const item = materials.get(row.materialId);
    const factor = { 1: '1', 2: item?.exchange2 ?? '1', 3: item?.exchange3 ?? '1' }[row.unit] ?? '1';
    // A line's price of one first unit in the base currency (VAT, discounts and extras of the
    // bill left out: GUESS, the reference does not say what a cost includes).
    const unitPrice = new Decimal(String(row.unitPrice ?? 0))
      .times(String(bill.currencyVal ?? '1'))
      .dividedBy(factor)
      .toDecimalPlaces(averageCostScale, Decimal.ROUND_HALF_UP)
      .toFixed(averageCostScale);
    return {
      storeId,
      materialId: row.materialId,
      date: bill.billDate,
      position,
      quantity: new Decimal(String(row.quantity))
        .times(factor)
        .times(direction)
        .toFixed(defaultScale.decimal),
      unitPrice,
      // Purchases bring their cost; a sale leaves the average as it is.
      unitCost: direction > 0 ? unitPrice : null,
    };
  });
};

/** Bill totals from the form's values at the currency's decimals, or null while a figure is unreadable. */
const screenTotals = (bill: Partial<Bill>, pattern: BillPattern, decimals: number) => {
  try {
    return billTotals(
      (bill.materials ?? []).map((row) => ({
        quantity: row.quantity || 0,
        unitPrice: row.unitPrice || 0,
        vatPercentage: row.vatPercentage || 0,
      })),
      (bill.adjustments ?? []).map((row) => ({ discount: row.discount || 0, extra: row.extra || 0 })),
      { decimals, vatAfterDiscountAndExtra: !!pattern.calculateVatAfterDiscountAndExtra },
    );
  } catch {
    return null;
  }
};

const figure = (value: Decimal | undefined) => value?.toFixed() ?? '0';

/**
 * The bill as a document: stamped with its line and bill totals at its currency's decimals, its
 * pattern's bill type and its customer's account; posting the entry of `billEntryLines` and the
 * store quantities of its materials.
 */
export const bill = withDocument<
  typeof billEntity,
  BillPattern,
  BillRelated,
  DocumentValues<typeof material>
>(billEntity, {
  pattern: billPattern.key,
  patternField: 'billPatternId',
  dateField: 'billDate',
  origin: 'BILL',
  entryLabel: 'Bill',
  related: {
    currency: { field: 'currencyId', entity: 'currency' },
    customer: { field: 'customerId', entity: 'user' },
  },
  posts: (document, pattern) => Boolean(document.genEntries || pattern.autoGenEntries),
  issues: (document, pattern, { posts, related }) => [
    ...billPatternIssues(document, pattern),
    ...(posts ? billPostingIssues(postingBill(document, decimalsOf(related)), postingPattern(pattern)) : []),
  ],
  stamp: (document, pattern, { before, related }) => {
    const totals = billPostingTotals(postingBill(document, decimalsOf(related)), postingPattern(pattern));
    const money = (value: Decimal) => value.toFixed(defaultScale.money);
    return {
      ...followingCustomerAccount(document, before, related.customer),
      // A new bill takes the pattern's defaults where it names none, as the form prefills them.
      ...(before ? {} : patternDefaults(document, pattern)),
      // Cash: the counterparty is the pattern's cash account (domain-reference 2.25), kept on the bill.
      ...(Number(document.paymentMethod) === cashPayment && pattern.cashAccountId
        ? { customerAccountId: pattern.cashAccountId }
        : {}),
      ...(before ? {} : { billType: pattern.billType }),
      materials: document.materials.map((row, index) => ({
        materialId: row.materialId,
        unit: row.unit,
        quantity: row.quantity,
        unitPrice: row.unitPrice,
        vatPercentage: row.vatPercentage ?? null,
        note: row.note ?? null,
        totalPrice: money(totals.lines[index].totalPrice),
        vatAmount: money(totals.lines[index].vatAmount),
        net: money(totals.lines[index].net),
      })),
      adjustments: document.adjustments,
      totalQuantities: totals.totalQuantities.toFixed(),
      subtotal: money(totals.subtotal),
      discounts: money(totals.discounts),
      extras: money(totals.extras),
      vatAmount: money(totals.vatAmount),
      total: money(totals.total),
    };
  },
  plan: (document, pattern, related) =>
    billEntryLines(postingBill(document, decimalsOf(related)), postingPattern(pattern)),
  prefill: (pattern) => ({
    billPatternId: pattern.id,
    ...(pattern.defaultStoreId ? { storeId: pattern.defaultStoreId } : {}),
    ...(pattern.materialAccountId ? { materialAccountId: pattern.materialAccountId } : {}),
    ...(pattern.vatAccountId ? { vatAccountId: pattern.vatAccountId } : {}),
    ...(pattern.costCenterId ? { costCenterId: pattern.costCenterId } : {}),
    paymentMethod: Number(pattern.paymentMethod ?? 1),
    ...(pattern.currencyId ? { currencyId: pattern.currencyId } : {}),
    genEntries: pattern.genEntries !== false,
  }),
  stock: { grid: 'materials', field: 'materialId', entity: 'material', plan: stockMoves },
  screen: {
    totals: (document, pattern, { decimals }) => {
      const totals = screenTotals(document, pattern, decimals);
      return [
        { key: 'subtotal', label: 'subtotal', value: figure(totals?.subtotal) },
        { key: 'discounts', label: 'discounts', value: figure(totals?.discounts) },
        { key: 'extras', label: 'extras', value: figure(totals?.extras) },
        { key: 'vatAmount', label: 'vat', value: figure(totals?.vatAmount) },
        { key: 'total', label: 'total', value: figure(totals?.total) },
      ];
    },
    footerFields: ['subtotal', 'discounts', 'extras', 'vatAmount', 'total'],
    form: (pattern) => ({
      requiredFields: [
        ...(pattern.requiredCostCenterEntry ? ['costCenterId'] : []),
        ...(pattern.requiredCustomerEntry ? ['customerAccountId'] : []),
      ],
      // A chosen material starts at the pattern's VAT rate.
      grids:
        pattern.vatPercentage === undefined || pattern.vatPercentage === null
          ? undefined
          : {
              materials: {
                fills: [{ when: 'materialId', field: 'vatPercentage', value: pattern.vatPercentage }],
              },
            },
    }),
    printable: (document, pattern, { decimals }) => {
      const totals = screenTotals(document, pattern, decimals);
      const materials = document.materials ?? [];
      const money = (value: Decimal | undefined) => ({ amount: value?.toFixed() ?? '0', places: decimals });
      return {
        kind: 'invoice',
        title: Number(pattern.billType) === outputBill ? 'taxInvoice' : 'purchaseInvoice',
        meta: [
          { label: 'number', cell: { text: document.number } },
          { label: 'date', cell: { date: document.billDate } },
          { label: 'customer', cell: { reference: document, fields: ['customerId', 'customerAccountId'] } },
          {
            label: 'paymentMethod',
            cell: { label: Number(document.paymentMethod) === 2 ? 'cash' : 'credit' },
          },
        ],
        columns: [
          { heading: '#' },
          { label: 'material' },
          { label: 'quantity', numeric: true },
          { label: 'unitPrice', numeric: true },
          { label: 'amount', numeric: true },
          { label: 'vatPercentage', numeric: true },
          { label: 'vatAmount', numeric: true },
          { label: 'net', numeric: true },
        ],
        rows: materials.map((row, index) => [
          { text: index + 1 },
          { reference: row, fields: ['materialId'], fallback: row.note ?? '' },
          { amount: row.quantity },
          { amount: row.unitPrice, places: decimals },
          money(totals?.lines[index]?.totalPrice),
          { amount: row.vatPercentage },
          money(totals?.lines[index]?.vatAmount),
          money(totals?.lines[index]?.net),
        ]),
        totals: [
          { label: 'subtotal', cell: money(totals?.subtotal) },
          { label: 'discounts', cell: money(totals?.discounts) },
          { label: 'extras', cell: money(totals?.extras) },
          { label: 'vatAmount', cell: money(totals?.vatAmount) },
          { label: 'grandTotal', cell: money(totals?.total), grand: true },
        ],
        amount: totals?.total.toFixed() ?? '0',
        signatures: ['accountant', 'receiver'],
      };
    },
  },
});
