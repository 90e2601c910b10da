import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { entities } from '@aqar/domain/registry';
import { ConfigProvider } from 'antd';
import i18next from 'i18next';
import { renderToString } from 'react-dom/server';
import { initReactI18next } from 'react-i18next';
import { StaticRouter } from 'react-router';
import { type ListEnvelope, listResultOf } from '../api/resource-client.ts';
import { AuthenticatedApp } from '../app/authenticated-app.tsx';
import { type Language, languageLookup, languages, namespaces } from '../app/language-codes.ts';
import { bcp47, directionOf, loadAntdLocale, loadDayjsLocale } from '../app/languages.ts';
import { listRoutes } from '../app/list-routes.ts';
import { createQueryClient } from '../app/query-client.ts';
import { accessCookieName } from '../app/session-keys.ts';
import { firstListPageParams, isPlainListSearch, withParams } from '../app/start-requests.ts';
import { themeCookieName } from '../app/theme-mode.ts';
import { initialListQuery, listQueryOptions } from '../ui/list/use-list-controller.ts';

/**
 * The server's rendering of a list screen's first page (built with `vite build --ssr` into
 * dist/server/, used by server/src/web/list-page.ts). The browser paints these rows before any
 * script has run, and their boxes can be ticked at once; the app then renders the same screen over
 * them and keeps those ticks (ui/list/server-ticks.ts).
 */

export { isPlainListSearch, languages, namespaces };
export type { Language };

/** The cookies the server reads to render a page as the app would show it. */
export const cookieNames = {
  access: accessCookieName,
  theme: themeCookieName,
  language: languageLookup.cookie,
};

/** List route → the API base its list reads, as the app routes them. */
export const listPageRoutes: Readonly<Record<string, string>> = listRoutes(entities);

/** The first page a list screen asks for, as a URL under /api/v1 (the same the app would send). */
export const firstPageUrl = (api: string) => withParams(api, firstListPageParams);

export interface ListPageRequest {
  pathname: string;
  language: Language;
  /** The API's answer for the first page, asked for with the reader's own token. */
  firstPage: ListEnvelope;
  /** The translations of a language and namespace. */
  translations: (language: Language, namespace: string) => Record<string, unknown>;
}

export interface RenderedListPage {
  html: string;
  /**
   * Ant Design's theme variables for this markup, for a <style> in the head: the component rules
   * are in the sheet built with the app, the variables are made as the app renders.
   */
  styles: string;
  /** For `<html lang dir>`. */
  lang: string;
  dir: 'ltr' | 'rtl';
}

let i18nReady: Promise<unknown> | undefined;
// Shared by every render: it holds styles only, which depend on the theme and not on the reader.
const styleCache = createCache();

const loadLanguage = (language: Language, translations: ListPageRequest['translations']) => {
  for (const code of new Set<Language>([language, 'en'])) {
    for (const namespace of namespaces) {
      if (!i18next.hasResourceBundle(code, namespace))
        i18next.addResourceBundle(code, namespace, translations(code, namespace));
    }
  }
};

export const renderListPage = async ({
  pathname,
  language,
  firstPage,
  translations,
}: ListPageRequest): Promise<RenderedListPage> => {
  const definition = entities.find(
    (entity) => entity.route === pathname && listPageRoutes[pathname] === entity.api,
  );
  if (!definition) throw new Error(`${pathname} is not a list screen`);
  i18nReady ??= i18next.use(initReactI18next).init({
    supportedLngs: [...languages],
    fallbackLng: 'en',
    ns: [...namespaces],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
    resources: {},
    react: { useSuspense: true },
  });
  await i18nReady;
  loadLanguage(language, translations);
  await Promise.all([loadAntdLocale(language), loadDayjsLocale(language)]);

  const client = createQueryClient();
  client.setQueryData(listQueryOptions(definition, initialListQuery()).queryKey, listResultOf(firstPage));

  // From here on nothing waits: another request cannot change the language under this render.
  void i18next.changeLanguage(language);
  if (i18next.resolvedLanguage !== language) throw new Error(`The ${language} translations are not loaded`);
  const html = renderToString(
    <StyleProvider cache={styleCache}>
      <StaticRouter location={pathname}>
        {/* Until the app takes over, its buttons and fields would do nothing: they show disabled
            (a click or typing waits for them), while the rows' links and tick boxes work. */}
        <ConfigProvider componentDisabled>
          <AuthenticatedApp queryClient={client} />
        </ConfigProvider>
      </StaticRouter>
    </StyleProvider>,
  );
  client.clear();
  const styles = extractStyle(styleCache, { plain: true, types: ['token', 'cssVar'] });
  return { html, styles, lang: bcp47[language], dir: directionOf(language) };
};
