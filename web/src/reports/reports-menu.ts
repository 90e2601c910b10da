import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { MenuContribution } from '../ui/menu-node.ts';
import { useMenuDataWanted } from '../ui/menu-data.ts';
import { useReportRegistry } from './report-api.ts';
import { reportTitle } from './report-labels.ts';

/** Reports with screens of their own, beside the registry's. */
const ownReports = [
  { group: 'realityReports', key: 'building-schema', title: 'buildingSchema.title' },
] as const;

/** The accounting reports group: every report of the registry, in its order (the menu scrolls). */
export const useReportsMenu = (): MenuContribution[] => {
  const { t } = useTranslation('reports');
  const { t: tc } = useTranslation();
  const registry = useReportRegistry({ enabled: useMenuDataWanted() });
  return useMemo(
    () =>
      (registry.data ?? [])
        .map((report, index) => ({
          group: report.group,
          order: index,
          node: {
            key: `/reports/${report.path}`,
            label: reportTitle(t, report.key),
            path: `/reports/${report.path}`,
          },
        }))
        .concat(
          ownReports.map((report, index) => ({
            group: report.group,
            order: -ownReports.length + index,
            node: { key: `/reports/${report.key}`, label: tc(report.title), path: `/reports/${report.key}` },
          })),
        ),
    [registry.data, t, tc],
  );
};
