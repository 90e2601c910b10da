import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { MenuContribution, MenuNode } from '../ui/menu-node.ts';
import { useMenuDataWanted } from '../ui/menu-data.ts';
import { useReportRegistry } from './report-api.ts';
import { reportTitle } from './report-labels.ts';

/** Reports with screens of their own, beside the registry's. */
const ownReports = [
  { group: 'realityReports', key: 'building-schema', title: 'buildingSchema.title' },
] as const;

/**
 * Every report of the registry in its menu group, in its order (the accounting group scrolls); a
 * report naming a `menu` sits in that sub-menu of its group (domain-reference 4: Reality reports ▸
 * Reality units reports, Revenues), the sub-menu placed where its first report is.
 */
export const useReportsMenu = (): MenuContribution[] => {
  const { t } = useTranslation('reports');
  const { t: tc } = useTranslation();
  const registry = useReportRegistry({ enabled: useMenuDataWanted() });
  return useMemo(() => {
    const contributions: MenuContribution[] = [];
    const submenus = new Map<string, MenuNode>();
    (registry.data ?? []).forEach((report, index) => {
      const leaf: MenuNode = {
        key: `/reports/${report.path}`,
        label: reportTitle(t, report.key),
        path: `/reports/${report.path}`,
      };
      if (!report.menu) {
        contributions.push({ group: report.group, order: index, node: leaf });
        return;
      }
      const key = `reports:${report.group}:${report.menu}`;
      let submenu = submenus.get(key);
      if (!submenu) {
        submenu = { key, label: t(`menus.${report.menu}`, { defaultValue: report.menu }), children: [] };
        submenus.set(key, submenu);
        contributions.push({ group: report.group, order: index, node: submenu });
      }
      submenu.children?.push(leaf);
    });
    ownReports.forEach((report, index) => {
      const path = `/reports/${report.key}`;
      contributions.push({
        group: report.group,
        order: -ownReports.length + index,
        node: { key: path, label: tc(report.title), path },
      });
    });
    return contributions;
  }, [registry.data, t, tc]);
};
