import { paperType } from './cheque-operations.ts';

/** The cheque fields a customer's own ledger account can go on. */
export type ChequePartyField = 'accountId' | 'observeAccountId';

/**
 * Where a cheque's customer stands in its entry (Dr observe / Cr account, domain-reference 5.3):
 * a received cheque credits the customer on `accountId`; a paid one debits the party paid on
 * `observeAccountId`, its `accountId` being the pattern's notes payable (docs/cheques.md).
 */
export const customerAccountField = (paper: unknown): ChequePartyField =>
  Number(paper) === paperType.paid ? 'observeAccountId' : 'accountId';

/**
 * What choosing a customer fills (domain-reference 2.20, "choosing it fills accountId with the
 * user's account"): the customer's account on its side of the cheque; nothing while the customer
 * has none, so that a chosen account is not wiped.
 */
export const customerAccountValues = (
  paper: unknown,
  customer: { accountId?: string | null } | undefined,
): Partial<Record<ChequePartyField, string>> =>
  customer?.accountId ? { [customerAccountField(paper)]: customer.accountId } : {};
