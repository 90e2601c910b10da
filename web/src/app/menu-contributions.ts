import { useAccountingMenu } from '../accounting/accounting-menu.ts';
import { useReportsMenu } from '../reports/reports-menu.ts';
import type { MenuContribution } from './menu.ts';

/**
 * Hooks that add menu items known only at run time, such as the accounting transactions built
 * from the contract, cheque, bill and voucher patterns (issue 4). Each returns its items; the
 * array is fixed at build time, so the hooks are always called in the same order.
 */
export const menuContributionHooks: Array<() => MenuContribution[]> = [useAccountingMenu, useReportsMenu];

export const useMenuContributions = (): MenuContribution[] => {
  const items: MenuContribution[] = [];
  for (const useItems of menuContributionHooks) {
    // biome-ignore lint/correctness/useHookAtTopLevel: the array never changes, so the call order is fixed
    items.push(...useItems());
  }
  return items;
};
