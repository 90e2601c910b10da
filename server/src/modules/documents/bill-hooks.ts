import { billPatternIssues } from '@aqar/domain/entities/stores/bill';
import {
  billEntryLines,
  type BillPostingBill,
  billPostingIssues,
  billPostingTotals,
} from '@aqar/domain/ledger/bill-posting';
import { storedPlaces } from '@aqar/domain/ledger/entry-rules';
import Decimal from 'decimal.js';
import type { Queryable } from '../../db/client.ts';
import { issuesToFieldCodes, validationFailed } from '../../http/errors.ts';
import type { EntityHooks } from '../../resources/hooks.ts';
import { numberNow } from '../../resources/numbering.ts';
import type { Actor, Row } from '../../resources/records.ts';
import { postDocumentEntry, removeDocumentEntry } from '../ledger/posting.ts';
import { assertDateUnlocked, loadPattern, plainRows } from './document-support.ts';

const materialFields = ['materialId', 'unit', 'quantity', 'unitPrice', 'vatPercentage', 'note'] as const;
const adjustmentFields = [
  'accountId',
  'discount',
  'extra',
  'costCenterId',
  'observeAccountId',
  'note',
] as const;
const inputBill = 1;

const currencyDecimals = async (tx: Queryable, currencyId: unknown) => {
  const { rows } = await tx.query<{ decimals: number | null }>(
    'select decimals from currencies where id = $1',
    [currencyId],
  );
  return rows[0]?.decimals ?? 2;
};

/** The bill as posting reads it, from the record as it will be stored. */
const postingBill = (bill: Row, decimals: number): BillPostingBill => ({
  paymentMethod: Number(bill.paymentMethod),
  customerAccountId: bill.customerAccountId as string | null,
  materialAccountId: bill.materialAccountId as string | null,
  vatAccountId: bill.vatAccountId as string | null,
  costCenterId: bill.costCenterId as string | null,
  note: bill.note as string | null,
  decimals,
  materials: (bill.materials as Row[]).map((row) => ({
    quantity: String(row.quantity ?? 0),
    unitPrice: String(row.unitPrice ?? 0),
    vatPercentage:
      row.vatPercentage === null || row.vatPercentage === undefined ? null : String(row.vatPercentage),
  })),
  adjustments: (bill.adjustments as Row[]).map((row) => ({
    accountId: row.accountId as string | null,
    discount: String(row.discount ?? 0),
    extra: String(row.extra ?? 0),
    costCenterId: row.costCenterId as string | null,
    observeAccountId: row.observeAccountId as string | null,
    note: row.note as string | null,
  })),
});

/** Pattern rules, the customer's account, and every computed figure, stamped before the write. */
const prepare = async (tx: Queryable, values: Row, before?: Row) => {
  if (before && values.billPatternId !== undefined && values.billPatternId !== before.billPatternId) {
    throw validationFailed({ billPatternId: 'patternLocked' });
  }
  const pattern = await loadPattern(
    tx,
    'bill_pattern',
    'billPatternId',
    values.billPatternId ?? before?.billPatternId,
  );
  const merged: Row = {
    ...before,
    ...values,
    materials: (values.materials as Row[] | undefined) ?? plainRows(before?.materials, materialFields),
    adjustments:
      (values.adjustments as Row[] | undefined) ?? plainRows(before?.adjustments, adjustmentFields),
  };
  // A bill on credit posts to its customer's (or supplier's) own ledger account by default.
  if (merged.customerId && !merged.customerAccountId) {
    const { rows } = await tx.query<{ account_id: string | null }>(
      'select account_id from users where id = $1',
      [merged.customerId],
    );
    merged.customerAccountId = rows[0]?.account_id ?? null;
    values.customerAccountId = merged.customerAccountId;
  }
  const bill = postingBill(merged, await currencyDecimals(tx, merged.currencyId));
  const posts = Boolean(merged.genEntries || pattern.autoGenEntries);
  const patternForPosting = { ...pattern, billType: Number(pattern.billType) } as Parameters<
    typeof billPostingIssues
  >[1];
  const issues = [
    ...billPatternIssues(merged, pattern),
    ...(posts ? billPostingIssues(bill, patternForPosting) : []),
  ];
  if (issues.length > 0) throw validationFailed(issuesToFieldCodes(issues));

  const totals = billPostingTotals(bill, patternForPosting);
  const money = (value: Decimal) => value.toFixed(storedPlaces);
  values.materials = (merged.materials as Row[]).map((row, index) => ({
    ...Object.fromEntries(materialFields.map((field) => [field, row[field] ?? null])),
    totalPrice: money(totals.lines[index].totalPrice),
    vatAmount: money(totals.lines[index].vatAmount),
    net: money(totals.lines[index].net),
  }));
  values.adjustments = merged.adjustments;
  values.totalQuantities = totals.totalQuantities.toFixed();
  values.subtotal = money(totals.subtotal);
  values.discounts = money(totals.discounts);
  values.extras = money(totals.extras);
  values.vatAmount = money(totals.vatAmount);
  values.total = money(totals.total);
  if (!before) {
    values.code = pattern.code;
    values.billType = pattern.billType;
  }
};

/** Quantities in each material's first unit, into the store on purchases and out on sales. */
const moveStock = async (tx: Queryable, record: Row, postToStore: boolean) => {
  await tx.query(`delete from store_movements where document = 'BILL' and document_id = $1`, [record.id]);
  if (!postToStore || !record.storeId) return;
  const direction = Number(record.billType) === inputBill ? 1 : -1;
  for (const row of record.materials as Row[]) {
    const { rows } = await tx.query<{ exchange2: string | null; exchange3: string | null }>(
      'select exchange2, exchange3 from materials where id = $1',
      [row.materialId],
    );
    const factor =
      { 1: '1', 2: rows[0]?.exchange2 ?? '1', 3: rows[0]?.exchange3 ?? '1' }[Number(row.unit ?? 1)] ?? '1';
    const quantity = new Decimal(String(row.quantity)).times(factor).times(direction);
    await tx.query(
      `insert into store_movements (document, document_id, store_id, material_id, date, quantity) values ('BILL', $1, $2, $3, $4, $5)`,
      [record.id, record.storeId, row.materialId, record.billDate, quantity.toFixed(6)],
    );
  }
};

const afterWrite = async (tx: Queryable, record: Row, actor: Actor) => {
  const pattern = await loadPattern(tx, 'bill_pattern', 'billPatternId', record.billPatternId);
  await moveStock(tx, record, Boolean(pattern.postToStore));
  if (!record.genEntries && !pattern.autoGenEntries) {
    await removeDocumentEntry(tx, 'BILL', record.id as string, actor);
    return;
  }
  const bill = postingBill(
    { ...record, materials: record.materials, adjustments: record.adjustments },
    await currencyDecimals(tx, record.currencyId),
  );
  await postDocumentEntry(
    tx,
    {
      origin: 'BILL',
      originId: record.id as string,
      code: record.code as number,
      date: record.billDate as string,
      currencyId: record.currencyId as string,
      rate: String(record.currencyVal ?? '1'),
      note: (record.note as string | null) ?? `Bill ${await numberNow(tx, record)}`,
      lines: billEntryLines(bill, { ...pattern, billType: Number(pattern.billType) } as Parameters<
        typeof billEntryLines
      >[1]),
    },
    actor,
  );
};

/** Purchase and sale bills (domain-reference 2.25, 5.10, 6.5): entry and store quantities. */
export const billHooks: EntityHooks = {
  beforeCreate: async ({ tx, values }) => {
    await assertDateUnlocked(tx, values.billDate);
    await prepare(tx, values);
  },
  afterCreate: async ({ tx, record, actor }) => afterWrite(tx, record, actor),
  beforeUpdate: async ({ tx, values, before }) => {
    await assertDateUnlocked(tx, before.billDate, values.billDate);
    await prepare(tx, values, before);
  },
  afterUpdate: async ({ tx, record, actor }) => afterWrite(tx, record, actor),
  beforeDelete: async ({ tx, before }) => assertDateUnlocked(tx, before.billDate),
  afterDelete: async ({ tx, before, actor }) => {
    await tx.query(`delete from store_movements where document = 'BILL' and document_id = $1`, [before.id]);
    await removeDocumentEntry(tx, 'BILL', before.id as string, actor);
  },
};
