import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { initI18n } from './app/i18n.ts';
import { createAppRouter } from './app/router.tsx';
import { session } from './app/session.ts';
import './app/styles.css';

const start = async () => {
  // A returning user will need the signed-in chunk: fetch it while translations load.
  if (session.user()) void import('./app/authenticated-app.tsx');
  await initI18n();
  session.scheduleRefresh();
  const router = createAppRouter();
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
};

void start();
