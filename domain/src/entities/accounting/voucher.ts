import { defineEntity, type Issue } from '../../entity-definition.ts';
import { type VoucherKindFlags, voucherKindOf } from '../../ledger/voucher-document.ts';
import { decimalOf, isBlank, rowsOf } from '../rule-helpers.ts';

/**
 * Receipt or payment voucher (domain-reference 2.24, posting 5.7). Always made through a voucher
 * pattern: the server stamps the pattern's `code` on it, numbers it per code (`numberScope`) and,
 * when `genEntries` is on or the pattern's `autoGenEntries`, posts its entry. The pattern's side
 * decides the grid's amount column: receipts credit each row and debit the header cash/bank
 * account with the sum, payments the reverse. `connectWithId` points at the record `connectWith`
 * names (0 nothing, 1 contract, 2 lawsuit, 3 bill), so it is a plain id, not a typed reference.
 */
export const voucher = defineEntity({
  key: 'vouchers',
  table: 'vouchers',
  referenceTable: 'voucher_main_data',
  api: '/vouchers',
  route: '/vouchers',
  display: 'internalNumber',
  menu: { group: 'accountingTransactions', order: 4 },
  numberScope: 'code',
  fields: {
    date: { type: 'date', required: true, defaultToday: true, filter: true },
    internalNumber: { type: 'text', max: 40, search: true },
    voucherPatternId: {
      type: 'reference',
      entity: 'voucher_pattern',
      required: true,
      requiredMessage: 'patternRequired',
      filter: true,
      hidden: true,
    },
    code: { type: 'integer', readOnly: true, filter: true, hidden: true },
    accountId: {
      type: 'reference',
      entity: 'account',
      leafOnly: true,
      required: true,
      requiredMessage: 'accountRequired',
      filter: true,
    },
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
    sellerId: { type: 'reference', entity: 'seller', filter: true },
    connectWith: { type: 'option', options: 'voucherConnectWith', default: 0, filter: true },
    connectWithId: { type: 'text', max: 40, filter: true },
    note: { type: 'textarea', max: 1000, search: true },
    feedback: { type: 'boolean', default: false, filter: true },
    genEntries: { type: 'boolean', default: true },
    // The down payment of a contract (domain-reference 5.2); only the server creates those.
    isFirstBatch: { type: 'boolean', readOnly: true, filter: true },
    debitAmount: { type: 'money', readOnly: true },
    creditAmount: { type: 'money', readOnly: true },
  },
  grids: {
    rows: {
      table: 'voucher_rows',
      min: 1,
      minMessage: 'voucherNeedsRow',
      fields: {
        accountId: {
          type: 'reference',
          entity: 'account',
          leafOnly: true,
          required: true,
          requiredMessage: 'accountRequired',
        },
        debit: { type: 'money', default: 0, min: 0, minMessage: 'debitPositive' },
        credit: { type: 'money', default: 0, min: 0, minMessage: 'creditPositive' },
        costCenterId: { type: 'reference', entity: 'cost_center' },
        note: { type: 'text', max: 500 },
      },
    },
  },
  listColumns: [
    'createdAt',
    'number',
    'code',
    'date',
    'internalNumber',
    'accountId',
    'debitAmount',
    'creditAmount',
    'currencyId',
    'currencyVal',
    'connectWith',
    'note',
    'feedback',
    'genEntries',
    'isFirstBatch',
  ],
  refine: (record) => {
    const issues: Issue[] = [];
    const sides = new Set<string>();
    rowsOf(record, 'rows').forEach((row, index) => {
      const debit = decimalOf(row.debit);
      const credit = decimalOf(row.credit);
      const hasDebit = debit !== null && !debit.isZero();
      const hasCredit = credit !== null && !credit.isZero();
      if (hasDebit === hasCredit) issues.push({ path: `rows.${index}.debit`, message: 'oneSidePerLine' });
      else sides.add(hasDebit ? 'debit' : 'credit');
      if (!isBlank(row.accountId) && row.accountId === record.accountId) {
        issues.push({ path: `rows.${index}.accountId`, message: 'rowAccountIsHeaderAccount' });
      }
    });
    if (sides.size > 1) issues.push({ path: 'rows', message: 'voucherRowsOneSide' });
    return issues;
  },
});

/** The voucher pattern flags its vouchers are checked against. */
export interface VoucherPatternRules extends VoucherKindFlags {
  requiredCostCenter?: boolean | null;
  requiredStatement?: boolean | null;
}

/**
 * Rules a voucher owes its pattern (domain-reference 2.24), which the record alone cannot know:
 * amounts on the pattern's side only (credit on receipts, debit on payments), a cost center on
 * every row when the pattern requires one, and a statement (the row's note) when it requires one.
 * The server runs them on create and update with the voucher's stored pattern.
 */
export const voucherPatternIssues = (
  record: Record<string, unknown>,
  pattern: VoucherPatternRules,
): Issue[] => {
  const receipt = voucherKindOf(pattern) === 'receipt';
  const issues: Issue[] = [];
  rowsOf(record, 'rows').forEach((row, index) => {
    const wrongSide = decimalOf(receipt ? row.debit : row.credit);
    if (wrongSide !== null && !wrongSide.isZero()) {
      issues.push(
        receipt
          ? { path: `rows.${index}.debit`, message: 'receiptRowsCredit' }
          : { path: `rows.${index}.credit`, message: 'paymentRowsDebit' },
      );
    }
    if (pattern.requiredCostCenter && isBlank(row.costCenterId)) {
      issues.push({ path: `rows.${index}.costCenterId`, message: 'costCenterRequired' });
    }
    if (pattern.requiredStatement && isBlank(row.note)) {
      issues.push({ path: `rows.${index}.note`, message: 'statementRequired' });
    }
  });
  return issues;
};
