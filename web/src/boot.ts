import { linkAntdStyles } from './app/antd-styles.ts';
import { guessLanguage } from './app/language-codes.ts';
import { loadAntdLocale, loadDayjsLocale } from './app/languages.ts';
import { userStorageKey } from './app/session-keys.ts';

/**
 * The first module of the app's entry, kept small: for a returning user it links Ant Design's
 * sheet and starts the signed-in chunk (which the built page's early-start.ts has already
 * preloaded, and the dev server has not) and the language's Ant Design and dayjs locales, before
 * the rest of the entry runs (main.tsx then finds them loading or loaded).
 */
if (localStorage.getItem(userStorageKey)) {
  void linkAntdStyles();
  const language = guessLanguage();
  void import('./app/authenticated-app.tsx').catch(() => undefined);
  void loadAntdLocale(language).catch(() => undefined);
  void loadDayjsLocale(language).catch(() => undefined);
}
