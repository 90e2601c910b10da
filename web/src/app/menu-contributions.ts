import type { MenuContribution } from './menu.ts';

/**
 * Hooks that add menu items known only at run time, such as the accounting transactions built
 * from the contract, cheque, bill and voucher patterns (issue 4). Each returns its items; the
 * array is fixed, so the hooks are always called in the same order.
 */
export const menuContributionHooks: Array<() => MenuContribution[]> = [];

export const useMenuContributions = (): MenuContribution[] => menuContributionHooks.flatMap((useItems) => useItems());
