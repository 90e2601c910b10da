import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { MenuContribution, MenuNode } from '../ui/menu-node.ts';
import { useMenuDataWanted } from '../ui/menu-data.ts';
import { type ReportInfo, useReportRegistry } from './report-api.ts';
import { reportTitle } from './report-labels.ts';

/** Reports with screens of their own, beside the registry's (first in their group). */
const ownReports = [
  { group: 'realityReports', key: 'building-schema', title: 'buildingSchema.title' },
] as const;

/**
 * The reports' menu items: every report of the registry in its group (accounting reports, reality
 * reports, …), inside its sub-menu when it names one (reference section 4: "Contracts reports ▸"),
 * in registry order, and again in the other places it lists (`alsoIn`). A new report names its
 * group and sub-menu in its definition; nothing here changes.
 */
export const reportMenuItems = (t: TFunction, registry: readonly ReportInfo[]): MenuContribution[] => {
  const items: MenuContribution[] = [];
  const submenus = new Map<string, MenuContribution & { node: MenuNode & { children: MenuNode[] } }>();
  registry.forEach((report, index) => {
    const path = `/reports/${report.path}`;
    const places = [{ group: report.group, menu: report.menu, order: undefined }, ...(report.alsoIn ?? [])];
    places.forEach((place, placeIndex) => {
      // The first place keeps the path as its key (the menu marks the open screen by it).
      const key = placeIndex === 0 ? path : `${path}@${place.group}`;
      const node: MenuNode = { key, label: reportTitle(t, report.key), path };
      const order = place.order ?? 1000 + index;
      if (!place.menu) {
        items.push({ group: place.group, order, node });
        return;
      }
      const submenuKey = `reports:${place.group}:${place.menu}`;
      let submenu = submenus.get(submenuKey);
      if (!submenu) {
        submenu = {
          group: place.group,
          order,
          node: {
            key: submenuKey,
            label: t(`menus.${place.menu}`, { ns: 'reports', defaultValue: place.menu }),
            children: [],
          },
        };
        submenus.set(submenuKey, submenu);
        items.push(submenu);
      }
      submenu.node.children.push(node);
    });
  });
  return items;
};

/** The reports' menu items, once the registry is known. */
export const useReportsMenu = (): MenuContribution[] => {
  const { t } = useTranslation('reports');
  const { t: tc } = useTranslation();
  const registry = useReportRegistry({ enabled: useMenuDataWanted() });
  return useMemo(
    () => [
      ...reportMenuItems(t, registry.data ?? []),
      ...ownReports.map((report, index) => {
        const path = `/reports/${report.key}`;
        return { group: report.group, order: index, node: { key: path, label: tc(report.title), path } };
      }),
    ],
    [registry.data, t, tc],
  );
};
