import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { createBrowserRouter, Navigate, Outlet, useLocation, useSearchParams } from 'react-router';
import { linkAntdStyles } from './antd-styles.ts';
import { ErrorScreen } from './error-screen.tsx';
import { LoadingOverlay } from './loading-overlay.tsx';
import { LoginPage } from './public/login-page.tsx';
import { PublicLayout } from './public/public-layout.tsx';
import { useSessionUser } from './use-session.ts';

// The signed-in application is a separate chunk so the login screen ships little JavaScript. After
// signing in on this page it also waits for Ant Design's sheet.
const AuthenticatedApp = lazy(async () => {
  const [m] = await Promise.all([import('./authenticated-app.tsx'), linkAntdStyles()]);
  return { default: m.AuthenticatedApp };
});
const ForgotPasswordPage = lazy(() =>
  import('./public/forgot-password-page.tsx').then((m) => ({ default: m.ForgotPasswordPage })),
);
const ResetPasswordPage = lazy(() =>
  import('./public/reset-password-page.tsx').then((m) => ({ default: m.ResetPasswordPage })),
);

/** Where to return after signing in: the `redirect` query parameter, if it is a local path. */
export const safeRedirect = (value: string | null): string =>
  value?.startsWith('/') && !value.startsWith('//') && !value.startsWith('/login') ? value : '/';

const RequireSession = ({ children }: { children: ReactNode }) => {
  const user = useSessionUser();
  const location = useLocation();
  if (!user) {
    const target = `${location.pathname}${location.search}${location.hash}`;
    const search = target === '/' ? '' : `?redirect=${encodeURIComponent(target)}`;
    return <Navigate to={`/login${search}`} replace />;
  }
  return children;
};

/** Signed-in users have nothing to do on the sign-in and forgotten-password screens. */
const GuestOnly = ({ children }: { children: ReactNode }) => {
  const user = useSessionUser();
  const [params] = useSearchParams();
  return user ? <Navigate to={safeRedirect(params.get('redirect'))} replace /> : children;
};

const Lazy = ({ children }: { children: ReactNode }) => (
  <Suspense fallback={<LoadingOverlay />}>{children}</Suspense>
);

export interface AppRouterOptions {
  /** The signed-in application, when main.tsx already loaded it: rendered without suspending. */
  authenticatedApp?: ComponentType;
}

export const createAppRouter = ({ authenticatedApp: Preloaded }: AppRouterOptions = {}) =>
  createBrowserRouter([
    {
      element: <Outlet />,
      errorElement: <ErrorScreen />,
      children: [
        {
          element: <PublicLayout />,
          children: [
            {
              path: 'login',
              element: (
                <GuestOnly>
                  <LoginPage />
                </GuestOnly>
              ),
            },
            {
              path: 'forgot-password',
              element: (
                <GuestOnly>
                  <Lazy>
                    <ForgotPasswordPage />
                  </Lazy>
                </GuestOnly>
              ),
            },
            {
              path: 'reset-password',
              element: (
                <Lazy>
                  <ResetPasswordPage />
                </Lazy>
              ),
            },
          ],
        },
        {
          path: '*',
          element: (
            <RequireSession>
              {Preloaded ? (
                <Preloaded />
              ) : (
                <Suspense fallback={<LoadingOverlay fixed />}>
                  <AuthenticatedApp />
                </Suspense>
              )}
            </RequireSession>
          ),
        },
      ],
    },
  ]);
