import { Card, Skeleton, Typography } from 'antd';
import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { canDo, menuFor } from '../ui/permissions.ts';
import { cheque } from '@aqar/domain/entities/accounting/cheque';
import { Link } from 'react-router';
import { ChequesDueCard } from '../accounting/cheque-desk/cheques-due-card.tsx';
import { BuildingCards } from '../realty/building-cards.tsx';
import { buildMenu, menuLeaves } from './menu.ts';
import { useMenuContributions } from './menu-contributions.ts';
import { useSessionUser } from './use-session.ts';

// The charts' chunk (ECharts) loads with the dashboard, after the page's own cards.
const HomeDashboard = lazy(() =>
  import('../dashboard/home-dashboard.tsx').then((m) => ({ default: m.HomeDashboard })),
);

export const HomePage = () => {
  const { t } = useTranslation();
  const user = useSessionUser();
  const contributions = useMenuContributions();
  const groups = useMemo(() => menuFor(user, buildMenu(t, contributions)), [t, contributions, user]);
  return (
    <section className="home-page" aria-labelledby="home-title">
      <Typography.Title level={1} id="home-title" className="home-page__title">
        {t('home.welcome', { name: user?.name || user?.email || '' })}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('home.intro')}</Typography.Paragraph>
      {canDo(user, cheque.key, 'list') && <ChequesDueCard />}
      {canDo(user, 'building', 'list') && <BuildingCards />}
      {canDo(user, 'dashboard', 'read') && (
        <Suspense fallback={<Skeleton active />}>
          <HomeDashboard />
        </Suspense>
      )}
      <div className="home-page__groups">
        {groups.map((group) => (
          <Card
            key={group.key}
            title={<h2 className="home-page__group-title">{group.label}</h2>}
            size="small"
          >
            <ul className="home-page__links">
              {menuLeaves(group.children ?? []).map((leaf) => (
                <li key={leaf.path}>
                  <Link to={leaf.path}>{[...leaf.trail, leaf.label].join(' › ')}</Link>
                </li>
              ))}
            </ul>
          </Card>
        ))}
      </div>
    </section>
  );
};
