/** Entities with screens of their own (per pattern, entries with create-entry) instead of the generic list. */
export const ownScreens: ReadonlySet<string> = new Set(['vouchers', 'bills', 'entries']);
