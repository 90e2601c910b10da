import i18next from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import HttpBackend from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';
import { languageLookup, languages, namespaces, toLanguage } from './language-codes.ts';
import { bcp47, directionOf } from './languages.ts';

/** Keeps `<html lang dir>` in step with the language: Arabic is right-to-left, the rest left-to-right. */
const applyDocumentLanguage = (language: string) => {
  const code = toLanguage(language);
  document.documentElement.lang = bcp47[code];
  document.documentElement.dir = directionOf(code);
};

export const initI18n = async () => {
  i18next.on('languageChanged', applyDocumentLanguage);
  i18next.on('failedLoading', (lng, ns, msg) =>
    console.error(`Failed to load translations ${lng}/${ns}:`, msg),
  );
  await i18next
    .use(HttpBackend)
    .use(LanguageDetector)
    .use(initReactI18next)
    .init({
      supportedLngs: [...languages],
      fallbackLng: 'en',
      load: 'currentOnly',
      ns: [...namespaces],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      returnNull: false,
      // Spec section 9: up to 10 parallel reads, 5 retries from 350 ms doubling.
      maxParallelReads: 10,
      maxRetries: 5,
      retryTimeout: 350,
      backend: { loadPath: '/locales/{{lng}}/{{ns}}.json' },
      detection: {
        order: ['querystring', 'cookie', 'localStorage'],
        lookupQuerystring: languageLookup.querystring,
        lookupCookie: languageLookup.cookie,
        lookupLocalStorage: languageLookup.localStorage,
        caches: ['cookie', 'localStorage'],
        cookieMinutes: 60 * 24 * 365,
      },
      react: { useSuspense: true },
    });
  applyDocumentLanguage(i18next.resolvedLanguage ?? 'en');
  return i18next;
};
