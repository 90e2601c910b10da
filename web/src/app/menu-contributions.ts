import { useMemo } from 'react';
import { useAccountingMenu } from '../accounting/accounting-menu.ts';
import { useMaintenanceMenu } from '../maintenance/maintenance-menu.ts';
import { useReportsMenu } from '../reports/reports-menu.ts';
import type { MenuContribution } from '../ui/menu-node.ts';

/**
 * Hooks that add menu items known only at run time, such as the accounting transactions built
 * from the contract, cheque, bill and voucher patterns (issue 4). Each returns its items; the
 * array is fixed at build time, so the hooks are always called in the same order.
 */
export const menuContributionHooks: Array<() => MenuContribution[]> = [
  useAccountingMenu,
  useReportsMenu,
  useMaintenanceMenu,
];

/** Every hook's items, the same array until one hook's items change. */
export const useMenuContributions = (): MenuContribution[] => {
  const parts: MenuContribution[][] = [];
  for (const useItems of menuContributionHooks) {
    // biome-ignore lint/correctness/useHookAtTopLevel: the array never changes, so the call order is fixed
    parts.push(useItems());
  }
  // biome-ignore lint/correctness/useExhaustiveDependencies: one dependency per hook, a fixed number
  return useMemo(() => parts.flat(), parts);
};
