/**
 * A cheque's status (domain-reference 2.20): ids of the `chequeStatus` option list
 * (domain/src/options.ts), whose colours are the reference's: collected green, partially
 * collected yellow, returned red, uncollected grey.
 */
export const chequeStatus = {
  uncollected: 1,
  collected: 2,
  partial: 3,
  returned: 4,
  /** Returned, and a new cheque recorded in its place (docs/cheques.md): nothing left to collect on it. */
  replaced: 5,
  /** Handed back to its drawer by a move-out settlement (issue 26): its entry reversed. */
  handedBack: 6,
} as const;

export type ChequeStatus = (typeof chequeStatus)[keyof typeof chequeStatus];

/** The operation flags the server keeps on a cheque (2.20), from its operations. */
export interface ChequeFlags {
  collectionStatus?: boolean | null;
  partialCollectionStatus?: boolean | null;
  /** True while a return is open: neither re-presented nor left for a replacement (docs/cheques.md). */
  returnStatus?: boolean | null;
  /** The cheque that replaced this returned one, named by its return (`connectWithChqId`). */
  replacementChequeId?: string | null;
  /** Handed back to its drawer by a move-out settlement. */
  handedBack?: boolean | null;
}

/**
 * The status tag of a cheque, by the reference's precedence: collected, then partially collected,
 * then returned — told apart as replaced once a new cheque stands in for it, since the desk and the
 * client's statement must not chase it again — then uncollected. A cheque collected while an old return stays on record reads
 * collected; one partially collected reads partial even when the partials reach its amount (the
 * flag the reference keeps, and the operation bar's tick, are about which operation was used).
 */
export const chequeStatusOf = (flags: ChequeFlags): ChequeStatus =>
  chequeStatusPrecedence.find(([flag]) => flags[flag])?.[1] ?? chequeStatus.uncollected;

/** The precedence itself, first match wins: the server writes it as SQL from this one list. */
export const chequeStatusPrecedence: readonly (readonly [keyof ChequeFlags, ChequeStatus])[] = [
  ['collectionStatus', chequeStatus.collected],
  ['partialCollectionStatus', chequeStatus.partial],
  ['handedBack', chequeStatus.handedBack],
  ['replacementChequeId', chequeStatus.replaced],
  ['returnStatus', chequeStatus.returned],
];
