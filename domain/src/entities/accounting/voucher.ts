import { withDocument } from '../../document-definition.ts';
import { defaultScale, defineEntity, type Issue } from '../../entity-definition.ts';
import type { DocumentValues } from '../../entity-values.ts';
import type { AnyRecord } from '../../records.ts';
import {
  type VoucherKindFlags,
  voucherKindOf,
  voucherPostingInput,
  voucherTotals,
} from '../../ledger/voucher-document.ts';
import { voucherEntryLines } from '../../ledger/voucher-posting.ts';
import { voucherPattern } from '../patterns/voucher-pattern.ts';
import { decimalOf, isBlank, rowsOf } from '../rule-helpers.ts';

/**
 * Receipt or payment voucher (domain-reference 2.24, posting 5.7). Always made through a voucher
 * pattern: the server stamps the pattern's `code` on it, numbers it per code (`numberScope`) and,
 * when `genEntries` is on or the pattern's `autoGenEntries`, posts its entry. The pattern's side
 * decides the grid's amount column: receipts credit each row and debit the header cash/bank
 * account with the sum, payments the reverse. `connectWithId` points at the record `connectWith`
 * names (0 nothing, 1 contract, 2 lawsuit, 3 bill), so it is a plain id, not a typed reference.
 */
const voucherEntity = defineEntity({
  key: 'vouchers',
  table: 'vouchers',
  referenceTable: 'voucher_main_data',
  api: '/vouchers',
  route: '/vouchers',
  display: 'internalNumber',
  menu: { group: 'accountingTransactions', order: 4 },
  numberScope: 'code',
  // Pictures are uploaded after the save (modules/pictures), so `voucherPictures` comes empty.
  payload: { main: 'voucher', grids: { voucherGridData: 'rows' }, absent: ['voucherPictures'] },
  // The reference's date is `createdAt` (2.24); its form spells the entry switch `genEntires`.
  aliases: { createdAt: 'date', genEntires: 'genEntries' },
  fields: {
    date: { type: 'date', required: true, defaultToday: true, filter: true },
    internalNumber: { type: 'text', max: 40, numeric: true, search: true },
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
    'recordedAt',
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

type VoucherPattern = DocumentValues<typeof voucherPattern>;

/** The footer's debit and credit: exact sums of the rows, or zeros while a figure is unreadable. */
const safeVoucherTotals = (rows: Parameters<typeof voucherTotals>[0]) => {
  try {
    const totals = voucherTotals(rows);
    return { debit: totals.debitAmount, credit: totals.creditAmount };
  } catch {
    return null;
  }
};

/**
 * The voucher as a document: stamped with its footer totals, posting the entry of
 * `voucherEntryLines` when its own switch or its pattern's automatic switch is on.
 */
export const voucher = withDocument<typeof voucherEntity, VoucherPattern>(voucherEntity, {
  pattern: voucherPattern.key,
  patternField: 'voucherPatternId',
  dateField: 'date',
  origin: 'VOUCHER',
  entryLabel: 'Voucher',
  posts: (document, pattern) => Boolean(document.genEntries || pattern.autoGenEntries),
  issues: (document, pattern) => voucherPatternIssues(document, pattern),
  stamp: (document) => {
    const totals = voucherTotals(document.rows);
    return {
      debitAmount: totals.debitAmount.toFixed(defaultScale.money),
      creditAmount: totals.creditAmount.toFixed(defaultScale.money),
    };
  },
  plan: (document, pattern) =>
    voucherEntryLines(
      voucherPostingInput(
        { accountId: document.accountId, note: document.note, rows: document.rows },
        pattern,
      ),
    ),
  prefill: (pattern) => ({
    voucherPatternId: pattern.id,
    ...(pattern.defaultAccountId ? { accountId: pattern.defaultAccountId } : {}),
    genEntries: pattern.genEntries !== false,
  }),
  screen: {
    totals: (document) => {
      const totals = safeVoucherTotals(document.rows ?? []);
      return [
        { key: 'debit', label: 'debit', value: totals?.debit.toFixed() ?? '0' },
        { key: 'credit', label: 'credit', value: totals?.credit.toFixed() ?? '0' },
      ];
    },
    footerFields: ['debitAmount', 'creditAmount'],
    form: (pattern) => {
      const receipt = voucherKindOf(pattern) === 'receipt';
      // Rows carry amounts on the pattern's side only; the header account takes the other.
      const hiddenColumns = [receipt ? 'debit' : 'credit'];
      if (pattern.showCostCenter === false && !pattern.requiredCostCenter) hiddenColumns.push('costCenterId');
      if (pattern.showNote === false && !pattern.requiredStatement) hiddenColumns.push('note');
      return {
        hiddenFields: pattern.showContractField ? [] : ['connectWith', 'connectWithId'],
        grids: {
          rows: {
            hiddenColumns,
            requiredColumns: [
              ...(pattern.requiredCostCenter ? ['costCenterId'] : []),
              ...(pattern.requiredStatement ? ['note'] : []),
            ],
          },
        },
      };
    },
    validate: (document, pattern) => voucherPatternIssues(document, pattern),
    printable: (document, pattern, { decimals }) => {
      const receipt = voucherKindOf(pattern) === 'receipt';
      const rows = document.rows ?? [];
      const totals = safeVoucherTotals(rows);
      const amount = (receipt ? totals?.credit : totals?.debit)?.toFixed() ?? '0';
      return {
        kind: 'voucher',
        title: receipt ? 'receipt' : 'payment',
        meta: [
          { label: 'number', cell: { text: document.number } },
          { label: 'date', cell: { date: document.date } },
          { label: 'cashAccount', cell: { reference: document, fields: ['accountId'] } },
        ],
        columns: [
          { heading: '#' },
          { label: 'account' },
          { label: 'costCenter' },
          { label: 'statement' },
          { label: 'amount', numeric: true },
        ],
        rows: rows.map((row, index) => [
          { text: index + 1 },
          { reference: row, fields: ['accountId'], fallback: row.accountId ?? '' },
          { reference: row, fields: ['costCenterId'] },
          { text: row.note ?? '' },
          { amount: receipt ? row.credit : row.debit, places: decimals },
        ]),
        tableTotal: { label: 'total', cell: { amount, places: decimals } },
        amount,
        note: document.note,
        signatures: ['accountant', 'receiver', 'manager'],
      };
    },
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
export const voucherPatternIssues = (record: AnyRecord, pattern: VoucherPatternRules): Issue[] => {
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
