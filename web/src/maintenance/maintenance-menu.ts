import { service } from '@aqar/domain/entities/maintenance/service';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { MenuContribution } from '../ui/menu-node.ts';
import { maintenancePaths } from './maintenance-paths.ts';

/**
 * Maintenance ▸ Maintenances (all orders, property-preparing orders, maintenance orders), and the
 * unregistered materials (domain-reference 4, item 8).
 */
export const useMaintenanceMenu = (): MenuContribution[] => {
  const { t } = useTranslation();
  return useMemo(() => {
    const group = service.menu.group;
    return [
      {
        group,
        order: service.menu.order,
        node: {
          key: 'maintenances-menu',
          label: t('maintenance.menu.maintenances'),
          children: [
            { key: maintenancePaths.all, label: t('maintenance.menu.all'), path: maintenancePaths.all },
            {
              key: maintenancePaths.property,
              label: t('maintenance.menu.property'),
              path: maintenancePaths.property,
            },
            {
              key: maintenancePaths.services,
              label: t('maintenance.menu.services'),
              path: maintenancePaths.services,
            },
          ],
        },
      },
      {
        group,
        order: 4,
        node: {
          key: maintenancePaths.unregistered,
          label: t('maintenance.menu.unregistered'),
          path: maintenancePaths.unregistered,
        },
      },
    ];
  }, [t]);
};
