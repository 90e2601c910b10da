import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { MenuContribution } from '../ui/menu-node.ts';
import { alertSettingsRoute } from './alerts-api.ts';

/** The alert settings under the admin group, beside the letterhead. */
export const useAlertsMenu = (): MenuContribution[] => {
  const { t } = useTranslation();
  return useMemo(
    () => [
      {
        group: 'admin',
        order: 901,
        node: { key: alertSettingsRoute, label: t('alerts.settings'), path: alertSettingsRoute },
      },
    ],
    [t],
  );
};
