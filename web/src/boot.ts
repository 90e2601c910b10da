import { linkAntdStyles } from './app/antd-styles.ts';
import { guessLanguage } from './app/language-codes.ts';
import { loadAntdLocale, loadDayjsLocale } from './app/languages.ts';
import { userStorageKey } from './app/session-keys.ts';

/**
 * The first script of the page, kept tiny: for a returning user it starts loading the signed-in
 * chunk and the language's Ant Design and dayjs locales at once, alongside the main script,
 * instead of after the main script has run (main.tsx then finds them loading or loaded).
 */
if (localStorage.getItem(userStorageKey)) {
  linkAntdStyles();
  const language = guessLanguage();
  void import('./app/authenticated-app.tsx').catch(() => undefined);
  void loadAntdLocale(language).catch(() => undefined);
  void loadDayjsLocale(language).catch(() => undefined);
}
