import i18next from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import HttpBackend from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';
import { bcp47, languageLookup, languages, namespaces, toLanguage } from '../i18n/language-codes.ts';
import { directionOf } from '../i18n/languages.ts';
import { readCookie, writeCookie } from '../api/session-keys.ts';
import { translationsUrl } from './translation-urls.ts';

/** Keeps `<html lang dir>` in step with the language: Arabic is right-to-left, the rest left-to-right. */
const applyDocumentLanguage = (language: string) => {
  const code = toLanguage(language);
  document.documentElement.lang = bcp47[code];
  document.documentElement.dir = directionOf(code);
};

/**
 * Keeps the language in its cookie, written only when it changes: the detector's own cookie cache
 * writes it on every page load, and a cookie write costs ~20 ms of the first render here.
 */
const cacheLanguageCookie = (language: string) => {
  if (readCookie(languageLookup.cookie) === language) return;
  writeCookie(languageLookup.cookie, language, 365);
};

export const initI18n = async () => {
  i18next.on('languageChanged', applyDocumentLanguage);
  i18next.on('languageChanged', cacheLanguageCookie);
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
      backend: { loadPath: translationsUrl('{{lng}}', '{{ns}}') },
      detection: {
        order: ['querystring', 'cookie', 'localStorage'],
        lookupQuerystring: languageLookup.querystring,
        lookupCookie: languageLookup.cookie,
        lookupLocalStorage: languageLookup.localStorage,
        caches: ['localStorage'],
      },
      react: { useSuspense: true },
    });
  applyDocumentLanguage(i18next.resolvedLanguage ?? 'en');
  return i18next;
};
