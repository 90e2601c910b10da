import type { IsoDay } from './calendar.ts';

/** The fields of a returned cheque its replacement carries over (domain-reference 2.20). */
const carried = [
  'chequePatternId',
  'amount',
  'currencyId',
  'currencyVal',
  'customerId',
  'beneficiaryName',
  'accountId',
  'costCenterId',
  'observeAccountId',
  'observeCostCenterId',
  'apartmentId',
  'shopId',
  'parkingId',
  'villaId',
  'landId',
  'bankId',
  'connectWith',
  'connectWithId',
  'sellerId',
  'note',
  'note2',
  'genEntries',
] as const;

type Carried = (typeof carried)[number];

/**
 * The new cheque a client gives for a returned one (docs/cheques.md, "replaced"): the same
 * pattern, parties, accounts, unit, contract link, amount, bank and note, falling due `today`
 * until the user types its own due date. Its number, its narrative (note1) and its deposit state
 * are the new paper's own, so they start empty.
 */
export const replacementChequeValues = (returned: object, today: IsoDay) => {
  // Any stored cheque, as the API or the domain types it.
  const source: Partial<Record<Carried, unknown>> = returned;
  const values: Record<string, unknown> = {};
  for (const field of carried) {
    const value = source[field];
    if (value !== null && value !== undefined && value !== '') values[field] = value;
  }
  return { ...values, date: today, withoutDueDate: false, dueDate: today, depositStatus: false };
};
