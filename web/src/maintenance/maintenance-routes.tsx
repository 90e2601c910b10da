import { userWorkTime } from '@aqar/domain/entities/maintenance/user-work-time';
import { Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import type { RouteObject } from 'react-router';
import { maintenancePaths } from './maintenance-paths.ts';
import { ServiceOrdersScreen } from './service-orders-screen.tsx';

const UnregisteredMaterialsScreen = lazy(() =>
  import('./unregistered-materials-screen.tsx').then((m) => ({ default: m.UnregisteredMaterialsScreen })),
);
const WorkTimesScreen = lazy(() =>
  import('./work-time-generator.tsx').then((m) => ({ default: m.WorkTimesScreen })),
);

const relative = (path: string | undefined) => (path ?? '/').replace(/^\//, '');

/** The maintenance desk's screens (spec section 2: /maintenances/*, /unregister, /user_work_times). */
export const maintenanceRoutes: RouteObject[] = [
  { path: relative(maintenancePaths.all), element: <ServiceOrdersScreen /> },
  { path: relative(maintenancePaths.legacy), element: <ServiceOrdersScreen /> },
  { path: relative(maintenancePaths.property), element: <ServiceOrdersScreen kind="property" /> },
  { path: relative(maintenancePaths.services), element: <ServiceOrdersScreen kind="services" /> },
  {
    path: relative(maintenancePaths.unregistered),
    element: (
      <Suspense fallback={<Skeleton active />}>
        <UnregisteredMaterialsScreen />
      </Suspense>
    ),
  },
  {
    path: relative(userWorkTime.route),
    element: (
      <Suspense fallback={<Skeleton active />}>
        <WorkTimesScreen />
      </Suspense>
    ),
  },
];
