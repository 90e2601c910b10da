import { readFileSync } from 'node:fs';
import path from 'node:path';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

export const localesDir = path.resolve(import.meta.dirname, '../../public/locales');

/** A translation file: keys to texts or to nested groups of keys. */
export type LocaleTree = { [key: string]: string | LocaleTree };

export const readLocale = (language: string, namespace: string): LocaleTree =>
  JSON.parse(readFileSync(path.join(localesDir, language, `${namespace}.json`), 'utf8'));

/** i18next with the real English files, loaded synchronously for tests. */
export const initTestI18n = async () => {
  if (i18next.isInitialized) return i18next;
  await i18next.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: 'en',
    ns: ['common', 'validation', 'accounting', 'reports'],
    defaultNS: 'common',
    resources: {
      en: {
        common: readLocale('en', 'common'),
        validation: readLocale('en', 'validation'),
        accounting: readLocale('en', 'accounting'),
        reports: readLocale('en', 'reports'),
      },
    },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return i18next;
};
