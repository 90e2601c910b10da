import type { IsoDay } from '../calc/calendar.ts';
import { exact } from '../calc/exact.ts';
import type { PrintableDocument } from '../document-definition.ts';
import type { AnyRecord } from '../records.ts';

/** A cheque on the slip: the desk's row, with the amount the slip shows for it. */
export interface SlipCheque extends AnyRecord {
  internalNumber?: string | null;
  number?: number | null;
  dueDate?: IsoDay | null;
  /** In the slip's currency. */
  slipAmount: string;
}

/**
 * The collection slip the treasurer hands the bank with the cheques (issue 20): one line per
 * cheque (number, bank, customer, due date, amount), their count and total, the total in words
 * and the signatures of the one who deposits and the bank's stamp. Amounts are in one currency,
 * the slip's: the cheques' own when they share one, else the base currency.
 */
export const chequeSlipPrintable = (
  cheques: readonly SlipCheque[],
  context: { date: IsoDay; decimals: number },
): PrintableDocument => {
  const total = cheques.reduce((sum, row) => sum.plus(exact(row.slipAmount)), exact(0)).toFixed();
  return {
    kind: 'cheque-slip',
    title: 'chequeSlip',
    meta: [
      { label: 'date', cell: { date: context.date } },
      { label: 'chequeCount', cell: { text: cheques.length } },
    ],
    columns: [
      { heading: '#' },
      { label: 'chequeNumber' },
      { label: 'bank' },
      { label: 'customer' },
      { label: 'dueDate' },
      { label: 'amount', numeric: true },
    ],
    rows: cheques.map((row, index) => [
      { text: index + 1 },
      { text: row.internalNumber || row.number },
      { reference: row, fields: ['bankId'] },
      { reference: row, fields: ['customerId', 'accountId'], fallback: String(row.beneficiaryName ?? '') },
      { date: row.dueDate },
      { amount: row.slipAmount, places: context.decimals },
    ]),
    tableTotal: { label: 'total', cell: { amount: total, places: context.decimals } },
    amount: total,
    note: null,
    signatures: ['depositor', 'bankStamp'],
  };
};
