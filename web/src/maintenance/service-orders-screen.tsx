import { service } from '@aqar/domain/entities/maintenance/service';
import { useTranslation } from 'react-i18next';
import { ListScreen } from '../ui/list/list-screen.tsx';
import { serviceCodes } from './maintenance-paths.ts';

/**
 * The maintenance orders' list and form: all of them, or one kind (a customer's maintenance
 * orders, property-preparing orders), which a new order then starts as.
 */
export const ServiceOrdersScreen = ({ kind }: { kind?: keyof typeof serviceCodes }) => {
  const { t } = useTranslation();
  const code = kind ? serviceCodes[kind] : undefined;
  return (
    <ListScreen
      key={kind ?? 'all'}
      definition={service}
      title={kind ? t(`maintenance.menu.${kind}`) : undefined}
      initialFilters={code ? { code } : undefined}
      form={code ? { prefill: { code: Number(code) } } : undefined}
    />
  );
};
