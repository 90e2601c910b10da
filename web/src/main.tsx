import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { linkAntdStyles } from './app/antd-styles.ts';
import { initI18n } from './app/i18n.ts';
import { toLanguage } from './i18n/language-codes.ts';
import { loadAntdLocale, loadDayjsLocale } from './i18n/languages.ts';
import { createAppRouter } from './app/router.tsx';
import { session } from './api/session.ts';
import './app/styles.css';

/**
 * A returning user needs the signed-in chunk, the language's Ant Design and dayjs locales and Ant
 * Design's sheet: all are fetched while the translations load, and the first render has them (no
 * loading screens, and no Suspense fallback, which React keeps on screen for at least 300 ms).
 */
const startDataWaitMs = 300;

const preloadSignedIn = async () => {
  const app = import('./app/authenticated-app.tsx');
  // The first screen's data is asked for as soon as the chunk is in, while the rest loads.
  const startData = app
    .then((module) => module.prefetchStartData(window.location.pathname, window.location.search))
    .catch(() => {});
  // Ant Design generates no component styles in a built app (app/antd-styles.ts).
  const sheet = linkAntdStyles();
  const i18n = await initI18n();
  const language = toLanguage(i18n.resolvedLanguage);
  try {
    const [module] = await Promise.all([app, loadAntdLocale(language), loadDayjsLocale(language), sheet]);
    // The first render waits a little for that data: rendering the screen once with it is
    // cheaper than rendering it empty and again when the data comes.
    await Promise.race([startData, new Promise((resolve) => setTimeout(resolve, startDataWaitMs))]);
    return module.AuthenticatedApp;
  } catch {
    // The router loads the chunk again itself and shows its error screen if that fails too.
    return undefined;
  }
};

const start = async () => {
  let authenticatedApp: Awaited<ReturnType<typeof preloadSignedIn>>;
  if (session.user()) authenticatedApp = await preloadSignedIn();
  else await initI18n();
  session.scheduleRefresh();
  const router = createAppRouter({ authenticatedApp });
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
};

void start();
