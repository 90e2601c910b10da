import localesVersion from 'virtual:locales-version';

/**
 * A translation file's URL. Its version changes with the translations, so the server lets the
 * browser keep the file without asking again (build/locales-version-plugin.ts).
 */
export const translationsUrl = (language: string, namespace: string) =>
  `/locales/${language}/${namespace}.json?v=${localesVersion}`;
