import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import logoUrl from './logo.svg';

/** The router's default error screen (spec section 2). */
export const ErrorScreen = () => {
  const error = useRouteError();
  const { t } = useTranslation('common', { useSuspense: false });
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error ?? '');
  return (
    <main className="error-screen" role="alert">
      <img src={logoUrl} alt="" width={64} height={64} />
      <h1>{t('errorScreen.title', { defaultValue: 'Unexpected Application Error!' })}</h1>
      {detail && <pre className="error-screen__detail">{detail}</pre>}
      <button
        type="button"
        className="plain-button plain-button--primary"
        onClick={() => window.location.assign('/')}
      >
        {t('errorScreen.home', { defaultValue: 'Back to home' })}
      </button>
    </main>
  );
};
