import { documents } from '@aqar/domain/documents';
import { entities } from '@aqar/domain/registry';
import { lazy, Suspense } from 'react';
import { Navigate, type RouteObject, useRoutes } from 'react-router';
import { renderDocumentPopup } from '../accounting/document-popup.tsx';
import { entityFormOptions, renderEntityPopup } from '../stores/entity-forms.tsx';
import { letterheadRoute } from '../accounting/settlement/letterhead-route.ts';
import { LetterheadScreen } from '../accounting/settlement/letterhead-screen.tsx';
import { deskRoute } from '../accounting/cheque-desk/desk-api.ts';
import { DocumentScreen } from '../accounting/document-screen.tsx';
import { CreateEntryPage, EntriesScreen } from '../accounting/entries-screen.tsx';
import { maintenanceRoutes } from '../maintenance/maintenance-routes.tsx';
import { ReportScreen } from '../reports/report-screen.tsx';
import { ListScreen } from '../ui/list/list-screen.tsx';
import { initialListQuery, listQueryOptions } from '../ui/list/use-list-controller.ts';
import { patternKindList, patternsQuery } from '../accounting/patterns.ts';
import { reportRegistryQuery } from '../reports/report-api.ts';
import { buildingToolsQuery } from '../realty/tools-api.ts';
import '../accounting/accounting.css';
import { popupScreens } from '../accounting/popup-screens.ts';
import { type PopupFormRenderer, PopupStackProvider } from '../ui/popup-stack.tsx';
import { TreeChart } from '../ui/tree/tree-chart.tsx';
import '../ui/print.css';
import { ChangePasswordPage } from './change-password-page.tsx';
import { HomePage } from './home-page.tsx';
import { SessionProviders, sessionQueryClient } from './session-providers.tsx';
import { AppLayout } from './layout/app-layout.tsx';
import { ownScreens } from './list-routes.ts';
import { LoadingOverlay } from './loading-overlay.tsx';

// A chunk of its own: the tools screen's grid code is not shipped with every list.
const loadBuildingTools = () => import('../realty/building-tools-screen.tsx');
const BuildingToolsScreen = lazy(() => loadBuildingTools().then((m) => ({ default: m.BuildingToolsScreen })));
const buildingToolsPath = /^\/building\/details\/([^/]+)$/;
const BuildingSchemaScreen = lazy(() =>
  import('../realty/building-schema-screen.tsx').then((m) => ({ default: m.BuildingSchemaScreen })),
);
// The cheque desk's chunk: its table, dialogs and slip load with the screen.
const ChequeDeskScreen = lazy(() =>
  import('../accounting/cheque-desk/desk-screen.tsx').then((m) => ({ default: m.ChequeDeskScreen })),
);

/** A document opened by its pattern code, else a card with a form of its own, else the generic form. */
const renderEntityOrDocumentPopup: PopupFormRenderer = (definition, options, props) =>
  renderDocumentPopup(definition, options, props) ?? renderEntityPopup(definition, options, props);

const relative = (path: string) => path.replace(/^\//, '');

/** Whether a list route's query leaves its first page plain (a language choice aside). */
const isPlainListSearch = (search: string) =>
  [...new URLSearchParams(search).keys()].every((key) => key === 'lng');

/**
 * Starts what the first screen of a returning user needs at once, before anything renders, so that
 * the screen renders once with its data instead of once empty and again per answer. A plain list
 * route needs its first page alone: the menu's pattern lists and report registry come a moment
 * after the list is on screen, or as soon as a menu or the search box is used (menu-data.ts).
 * Other screens take those too, as some of them show them (a document's pattern, a report's title).
 */
export const prefetchStartData = async (pathname: string, search: string): Promise<void> => {
  // The tools screen: its chunk and its building at once, instead of one after the other. Kept
  // until the screen takes it; the screen itself keeps nothing once left.
  const tools = buildingToolsPath.exec(pathname);
  if (tools) {
    await Promise.all([
      loadBuildingTools(),
      sessionQueryClient.prefetchQuery({
        ...buildingToolsQuery(decodeURIComponent(tools[1])),
        gcTime: 10_000,
      }),
    ]);
    return;
  }
  const listed = entities.find(
    (definition) => definition.route === pathname && !ownScreens.has(definition.key),
  );
  if (listed && isPlainListSearch(search))
    return sessionQueryClient.prefetchQuery(listQueryOptions(listed, initialListQuery()));
  await Promise.all([
    ...patternKindList.map((kind) => sessionQueryClient.prefetchQuery(patternsQuery(kind))),
    sessionQueryClient.prefetchQuery(reportRegistryQuery),
  ]);
};

/**
 * The screens behind sign-in, made once: a <Routes> of elements would rebuild this tree of ~60
 * routes from React children on every render of the shell (~10 ms of the first render here).
 */
const signedInRoutes: RouteObject[] = [
  { index: true, element: <HomePage /> },
  ...documents.map((definition) => ({
    path: relative(definition.route ?? `/${definition.key}`),
    element: <DocumentScreen key={definition.key} definition={definition} />,
  })),
  {
    path: relative(deskRoute),
    element: (
      <Suspense fallback={<LoadingOverlay />}>
        <ChequeDeskScreen />
      </Suspense>
    ),
  },
  { path: relative(letterheadRoute), element: <LetterheadScreen /> },
  { path: 'entries', element: <EntriesScreen /> },
  { path: 'create-entry', element: <CreateEntryPage /> },
  // A report of its own shape (matrices and a legend), before the registry's reports.
  {
    path: 'reports/building-schema',
    element: (
      <Suspense fallback={<LoadingOverlay />}>
        <BuildingSchemaScreen />
      </Suspense>
    ),
  },
  { path: 'reports/:key', element: <ReportScreen /> },
  ...maintenanceRoutes,
  // A building's tools screen (domain-reference §7), linked from each row of the buildings list.
  {
    path: 'building/details/:id',
    element: (
      <Suspense fallback={<LoadingOverlay />}>
        <BuildingToolsScreen />
      </Suspense>
    ),
  },
  ...entities
    .filter((definition) => definition.route && !ownScreens.has(definition.key))
    .map((definition) => ({
      path: relative(definition.route!),
      element: (
        <ListScreen key={definition.key} definition={definition} form={entityFormOptions[definition.key]} />
      ),
    })),
  ...entities
    .filter((definition) => definition.chartRoute && (definition.tree || definition.chartGroups))
    .map((definition) => ({
      path: relative(definition.chartRoute!),
      element: <TreeChart key={definition.key} definition={definition} />,
    })),
  { path: 'profile/password', element: <ChangePasswordPage /> },
  { path: '*', element: <Navigate to="/" replace /> },
];

const SignedInScreens = () => useRoutes(signedInRoutes);

/** Everything behind sign-in; a separate chunk from the login screen. */
export const AuthenticatedApp = () => (
  <SessionProviders>
    <PopupStackProvider screens={popupScreens} renderForm={renderEntityOrDocumentPopup}>
      <AppLayout>
        <SignedInScreens />
      </AppLayout>
    </PopupStackProvider>
  </SessionProviders>
);
