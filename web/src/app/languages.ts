import type { Locale } from 'antd/es/locale';

/** The product's language codes (spec section 1). `sp` and `ch` are not BCP 47; see `bcp47`. */
export const languages = ['en', 'ar', 'sp', 'fr', 'de', 'ru', 'ch', 'it'] as const;
export type Language = (typeof languages)[number];

export const isLanguage = (value: string | undefined | null): value is Language =>
  !!value && (languages as readonly string[]).includes(value);

/** Native names shown in the language picker; they are never translated. */
export const nativeNames: Record<Language, string> = {
  en: 'English',
  ar: 'العربية',
  sp: 'Español',
  fr: 'Français',
  de: 'Deutsch',
  ru: 'Русский',
  ch: '中文',
  it: 'Italiano',
};

/** Standard tags for Intl, dayjs and the `lang` attribute. */
export const bcp47: Record<Language, string> = {
  en: 'en-GB',
  ar: 'ar',
  sp: 'es',
  fr: 'fr',
  de: 'de',
  ru: 'ru',
  ch: 'zh',
  it: 'it',
};

export const directionOf = (language: string): 'rtl' | 'ltr' => (language === 'ar' ? 'rtl' : 'ltr');

export const toLanguage = (value: string | undefined | null): Language => {
  const base = value?.split('-')[0];
  return isLanguage(base) ? base : 'en';
};

/** Where the chosen language is looked for, in this order (i18next's detector, spec section 1). */
export const languageLookup = { querystring: 'lng', cookie: 'i18next', localStorage: 'i18nextLng' } as const;

/** The language i18next will detect, read early (boot.ts) to start loading its locales. */
export const guessLanguage = (): Language => {
  const fromQuery = new URLSearchParams(window.location.search).get(languageLookup.querystring);
  const fromCookie = document.cookie
    .split('; ')
    .find((pair) => pair.startsWith(`${languageLookup.cookie}=`))
    ?.slice(languageLookup.cookie.length + 1);
  const fromStorage = localStorage.getItem(languageLookup.localStorage);
  return toLanguage([fromQuery, fromCookie, fromStorage].find((value) => isLanguage(value?.split('-')[0])));
};

/** Ant Design locales, loaded on demand so the login screen carries only the one it needs. */
const antdLoaders: Record<Language, () => Promise<{ default: Locale }>> = {
  en: () => import('antd/es/locale/en_GB'),
  ar: () => import('antd/es/locale/ar_EG'),
  sp: () => import('antd/es/locale/es_ES'),
  fr: () => import('antd/es/locale/fr_FR'),
  de: () => import('antd/es/locale/de_DE'),
  ru: () => import('antd/es/locale/ru_RU'),
  ch: () => import('antd/es/locale/zh_CN'),
  it: () => import('antd/es/locale/it_IT'),
};

const dayjsLoaders: Record<Language, () => Promise<unknown>> = {
  en: () => import('dayjs/locale/en-gb'),
  ar: () => import('dayjs/locale/ar'),
  sp: () => import('dayjs/locale/es'),
  fr: () => import('dayjs/locale/fr'),
  de: () => import('dayjs/locale/de'),
  ru: () => import('dayjs/locale/ru'),
  ch: () => import('dayjs/locale/zh-cn'),
  it: () => import('dayjs/locale/it'),
};

export const dayjsLocale: Record<Language, string> = {
  en: 'en-gb',
  ar: 'ar',
  sp: 'es',
  fr: 'fr',
  de: 'de',
  ru: 'ru',
  ch: 'zh-cn',
  it: 'it',
};

const loadedAntdLocales = new Map<Language, Locale>();

export const loadAntdLocale = async (language: Language): Promise<Locale> => {
  const locale = (await antdLoaders[language]()).default;
  loadedAntdLocales.set(language, locale);
  return locale;
};

/** An Ant Design locale already loaded, so that a screen can start with it instead of waiting. */
export const loadedAntdLocale = (language: Language): Locale | undefined => loadedAntdLocales.get(language);

export const loadDayjsLocale = (language: Language): Promise<unknown> => dayjsLoaders[language]();
