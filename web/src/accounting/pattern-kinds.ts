/** The four pattern kinds; each has its list and its documents' screen (when built). */
export const patternKinds = {
  contract: { api: '/contract-patterns', route: '/contracts', screen: false },
  cheque: { api: '/cheque-patterns', route: '/cheques', screen: false },
  bill: { api: '/bill-patterns', route: '/bills', screen: true },
  voucher: { api: '/voucher-patterns', route: '/vouchers', screen: true },
} as const;

export type PatternKind = keyof typeof patternKinds;
