import { ConfigProvider } from 'antd';
import type { Locale } from 'antd/es/locale';
import dayjs from 'dayjs';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { builtAntdStyles } from './antd-styles.ts';
import { toLanguage } from '../i18n/language-codes.ts';
import {
  dayjsLocale,
  directionOf,
  loadAntdLocale,
  loadDayjsLocale,
  loadedAntdLocale,
} from '../i18n/languages.ts';
import { LoadingOverlay } from './loading-overlay.tsx';
import { themeConfig } from './theme.ts';
import { useThemeMode } from './theme-mode.ts';

/** Loads the Ant Design and dayjs locales of a language, then applies dayjs's. */
export const prepareLocale = async (language: string) => {
  const code = toLanguage(language);
  const [locale] = await Promise.all([loadAntdLocale(code), loadDayjsLocale(code)]);
  dayjs.locale(dayjsLocale[code]);
  return { code, locale };
};

/**
 * Direction, locale and light/dark theme of Ant Design. Only the signed-in chunk uses Ant Design,
 * which keeps the login screen's JavaScript small.
 */
export const Providers = ({ children }: { children: ReactNode }) => {
  const { i18n } = useTranslation();
  const language = toLanguage(i18n.resolvedLanguage);
  // Preloaded before the first render for a returning user (main.tsx): no loading round.
  const [loaded, setLoaded] = useState<{ code: string; locale: Locale } | undefined>(() => {
    const locale = loadedAntdLocale(language);
    if (!locale) return undefined;
    dayjs.locale(dayjsLocale[language]);
    return { code: language, locale };
  });
  const mode = useThemeMode();

  useEffect(() => {
    if (loaded?.code === language) return;
    let live = true;
    void prepareLocale(language).then((next) => {
      if (live) setLoaded(next);
    });
    return () => {
      live = false;
    };
  }, [language, loaded?.code]);

  // With the component styles built into the app's sheet, Ant Design need not generate any: it skips
  // its per-component style bookkeeping. The theme's CSS variables, light or dark, are still written
  // at run time.
  const modeTheme = useMemo(() => ({ ...themeConfig(mode), zeroRuntime: builtAntdStyles() }), [mode]);

  if (!loaded) return <LoadingOverlay fixed />;
  return (
    <ConfigProvider direction={directionOf(language)} locale={loaded.locale} theme={modeTheme}>
      {children}
    </ConfigProvider>
  );
};
