/** The product's language codes (spec section 1). `sp` and `ch` are not BCP 47; see `bcp47`. */
export const languages = ['en', 'ar', 'sp', 'fr', 'de', 'ru', 'ch', 'it'] as const;
export type Language = (typeof languages)[number];

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

export const isLanguage = (value: string | undefined | null): value is Language =>
  !!value && (languages as readonly string[]).includes(value);

export const toLanguage = (value: string | undefined | null): Language => {
  const base = value?.split('-')[0];
  return isLanguage(base) ? base : 'en';
};

/** Translation namespaces, each a file per language: /locales/{language}/{namespace}.json. */
export const namespaces = ['common', 'validation', 'accounting', 'reports'] as const;

/** Where the chosen language is looked for, in this order (i18next's detector, spec section 1). */
export const languageLookup = { querystring: 'lng', cookie: 'i18next', localStorage: 'i18nextLng' } as const;
