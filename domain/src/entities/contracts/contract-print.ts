import type { PrintableDocument, ScreenContext } from '../../document-definition.ts';
import { decimalOf } from '../rule-helpers.ts';
import { type Contract, unitFieldNames } from './contract-fields.ts';
import { safePrice } from './contract-rules.ts';

/*
 * What a contract prints (domain-reference 2.18): the contract, and the clearance letter of the
 * termination tab. The screen translates the labels (`print.*`, accounting) and writes the
 * amount in words in Arabic and English.
 */

const parties = (document: Partial<Contract>) =>
  [
    { label: 'number', cell: { text: document.number } },
    { label: 'customer', cell: { reference: document, fields: ['clientId'] } },
    { label: 'building', cell: { reference: document, fields: ['buildingId'] } },
    { label: 'unit', cell: { reference: document, fields: unitFieldNames } },
  ] as const;

/** The contract: its parties, its term and its price chain, the final price in words. */
export const contractPrintable = (
  document: Partial<Contract> & { number?: number | null },
  { decimals }: ScreenContext,
): PrintableDocument => {
  const price = safePrice(document, decimals);
  const amount = (value: string | undefined) => ({ amount: value ?? '0', places: decimals });
  const [number, ...others] = parties(document);
  return {
    kind: 'contract',
    title: 'contract',
    meta: [
      number,
      { label: 'date', cell: { date: document.issueDate } },
      ...others,
      { label: 'startDate', cell: { date: document.startDurationDate ?? document.propertyDeliveryDate } },
      { label: 'endDate', cell: { date: document.endDurationDate } },
    ],
    columns: [{ label: 'statement' }, { label: 'amount', numeric: true }],
    rows: [
      [{ label: 'contractValue' }, amount(price?.contractValue)],
      [{ label: 'discounts' }, amount(price?.discountValue)],
      [{ label: 'priceBeforeVat' }, amount(price?.priceBeforeVat)],
      [{ label: 'vatAmount' }, amount(price?.vatValue)],
      [{ label: 'deposit' }, amount(document.currentSecuringValue ?? '0')],
    ],
    totals: [{ label: 'grandTotal', cell: amount(price?.finalPrice), grand: true }],
    amount: price?.finalPrice ?? '0',
    note: document.note,
    signatures: ['lessor', 'tenant'],
  };
};

/**
 * The clearance letter of a terminated contract: the unit handed back on the termination (or
 * evacuation) date, and what the termination settles: refunded to the tenant when the rest is
 * positive, owed by the tenant when negative (docs/contract-entries.md section 5), in words.
 */
export const clearancePrintable = (
  document: Partial<Contract> & { number?: number | null },
  { decimals }: ScreenContext,
): PrintableDocument => {
  const rest = decimalOf(document.ownerRestAmount);
  const settled = rest?.abs().toFixed(decimals) ?? '0';
  const amount = (value: unknown) => ({
    amount: value === undefined ? '0' : String(value ?? '0'),
    places: decimals,
  });
  return {
    kind: 'clearance',
    title: 'clearance',
    meta: [
      ...parties(document),
      { label: 'startDate', cell: { date: document.startDurationDate ?? document.propertyDeliveryDate } },
      { label: 'endDate', cell: { date: document.endDurationDate } },
      { label: 'terminationDate', cell: { date: document.terminationDate } },
      { label: 'evacuationDate', cell: { date: document.evacuationDate ?? document.terminationDate } },
    ],
    paragraphs: [{ label: 'clearanceText' }],
    columns: [{ label: 'statement' }, { label: 'amount', numeric: true }],
    rows: [
      [{ label: 'priceBeforeVat' }, amount(document.priceBeforeVat)],
      [{ label: 'ownerTotal' }, amount(document.ownerTotalAmount)],
      [{ label: rest?.isNegative() ? 'owedByTenant' : 'refundToTenant' }, amount(settled)],
    ],
    totals: [
      { label: rest?.isNegative() ? 'owedByTenant' : 'refundToTenant', cell: amount(settled), grand: true },
    ],
    amount: settled,
    note: document.fines,
    signatures: ['lessor', 'tenant'],
  };
};
