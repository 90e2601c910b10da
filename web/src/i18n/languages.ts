import type { Locale } from 'antd/es/locale';
import type { Language } from './language-codes.ts';

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

export const directionOf = (language: string): 'rtl' | 'ltr' => (language === 'ar' ? 'rtl' : 'ltr');

/** Ant Design's locale of each language; the loaders below import these files. */
export const antdLocaleName: Record<Language, string> = {
  en: 'en_GB',
  ar: 'ar_EG',
  sp: 'es_ES',
  fr: 'fr_FR',
  de: 'de_DE',
  ru: 'ru_RU',
  ch: 'zh_CN',
  it: 'it_IT',
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
