import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { Footer } from '../footer.tsx';
import { languages, toLanguage } from '../../i18n/language-codes.ts';
import { nativeNames } from '../../i18n/languages.ts';
import { LoadingOverlay } from '../loading-overlay.tsx';
import { themeMode, useThemeMode } from '../theme-mode.ts';
import logoUrl from '../logo.svg';

/** Sign-in pages: plain controls here keep the login screen's JavaScript small. */
export const PublicLayout = () => {
  const { t, i18n } = useTranslation();
  const mode = useThemeMode();
  const themeLabel = mode === 'dark' ? t('topBar.lightTheme') : t('topBar.darkTheme');
  return (
    <div className="public-layout">
      <header className="public-layout__bar">
        <span className="brand">
          <img src={logoUrl} alt="" width={32} height={32} />
          <span className="brand__name">{t('appName')}</span>
        </span>
        <span className="public-layout__tools">
          <select
            className="plain-select"
            aria-label={t('topBar.language')}
            value={toLanguage(i18n.resolvedLanguage)}
            onChange={(event) => void i18n.changeLanguage(event.target.value)}
            data-testid="language-picker"
          >
            {languages.map((code) => (
              <option key={code} value={code} lang={code === 'ch' ? 'zh' : code === 'sp' ? 'es' : code}>
                {nativeNames[code]}
              </option>
            ))}
          </select>
          <button
            type="button"
            className="plain-button"
            aria-label={themeLabel}
            title={themeLabel}
            aria-pressed={mode === 'dark'}
            onClick={themeMode.toggle}
            data-testid="theme-toggle"
          >
            {mode === 'dark' ? '☀' : '☾'}
          </button>
        </span>
      </header>
      <main className="public-layout__main">
        <Suspense fallback={<LoadingOverlay />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
    </div>
  );
};
