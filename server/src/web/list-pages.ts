import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Server-rendered list screens. A signed-in reader who opens a list route gets its first page as
 * HTML the browser paints before any script runs, with boxes that can be ticked at once; the app
 * then renders the same screen over it and keeps those ticks. The rendering itself is the web
 * app's (web/src/server-render/, built into web/dist-server/); this module decides when to use it,
 * asks the API for the page with the reader's own token, and writes the page around it. Anything
 * that fails falls back to the plain page, which the app renders by itself as before.
 */

type Language = string;

/** What web/src/server-render/render-list-page.tsx exports. */
interface RenderModule {
  languages: readonly Language[];
  namespaces: readonly string[];
  cookieNames: { access: string; theme: string; language: string };
  listPageRoutes: Readonly<Record<string, string>>;
  firstPageUrl: (api: string) => string;
  isPlainListSearch: (search: string) => boolean;
  renderListPage: (request: {
    pathname: string;
    language: Language;
    firstPage: unknown;
    translations: (language: Language, namespace: string) => Record<string, unknown>;
  }) => Promise<{ html: string; styles: string; lang: string; dir: 'ltr' | 'rtl' }>;
}

/** web/dist/server-page.json, written by the build (web/build/early-start-plugin.ts). */
interface PageAssets {
  styles: string[];
}

export interface ListPages {
  /** The page for this request, or undefined when the plain page is to be sent. */
  render(request: FastifyRequest): Promise<string | undefined>;
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** JSON inside a <script> element: `<` escaped, so that no `</script>` or `<!--` can end it early. */
const scriptJson = (value: string) => value.replace(/</g, '\\u003c');

export const createListPages = (
  app: FastifyInstance,
  webDist: string,
  renderModulePath: string,
  { eager = false }: { eager?: boolean } = {},
): ListPages | undefined => {
  const assetsFile = path.join(webDist, 'server-page.json');
  if (!existsSync(renderModulePath) || !existsSync(assetsFile)) return undefined;
  const template = readFileSync(path.join(webDist, 'index.html'), 'utf8');
  const assets = JSON.parse(readFileSync(assetsFile, 'utf8')) as PageAssets;
  // The same for every page: Ant Design's sheet where the app links it, first; the signed-in
  // chunk's sheets at the end of the head, those the page does not link already.
  const antdLink = assets.styles
    .slice(0, 1)
    .map((href) => `<link rel="stylesheet" id="antd-styles" href="${href}">`);
  const tail = assets.styles
    .slice(1)
    .filter((href) => !template.includes(`href="${href}"`))
    .map((href) => `<link rel="stylesheet" href="${href}">`)
    .join('\n    ');
  // Loaded on the first list page asked for: most processes (tests among them) never need it.
  let renderModule: Promise<RenderModule> | undefined;
  const loadRenderer = () => {
    renderModule ??= import(pathToFileURL(renderModulePath).href) as Promise<RenderModule>;
    return renderModule;
  };
  // A server started to serve people loads it at once (it takes seconds), not at the first page.
  if (eager)
    loadRenderer().catch((error: unknown) =>
      app.log.warn({ err: error }, 'Loading the list page renderer failed'),
    );
  const translations = new Map<string, Record<string, unknown>>();
  const readTranslations = (language: Language, namespace: string) => {
    const key = `${language}/${namespace}`;
    let found = translations.get(key);
    if (!found) {
      found = JSON.parse(readFileSync(path.join(webDist, 'locales', language, `${namespace}.json`), 'utf8'));
      translations.set(key, found!);
    }
    return found!;
  };

  const page = (
    rendered: Awaited<ReturnType<RenderModule['renderListPage']>>,
    pathname: string,
    firstPageUrl: string,
    firstPageJson: string,
  ) => {
    const head = [
      ...antdLink,
      `<style id="aqar-server-styles">${rendered.styles.replace(/</g, '\\3c ')}</style>`,
      // Read by the page's first script (early-start.ts) instead of asking the API again.
      `<script type="application/json" id="aqar-first-page" data-url="${escapeAttribute(firstPageUrl)}">${scriptJson(firstPageJson)}</script>`,
    ].join('\n    ');
    return template
      .replace(/<html[^>]*>/, `<html lang="${rendered.lang}" dir="${rendered.dir}">`)
      .replace('</title>', `</title>\n    ${head}`)
      .replace('</head>', `  ${tail}\n  </head>`)
      .replace(
        '<div id="root"></div>',
        `<div id="root" data-server-rendered="${escapeAttribute(pathname)}">${rendered.html}</div>`,
      );
  };

  return {
    async render(request) {
      const url = new URL(request.url, 'http://server.invalid');
      try {
        const renderer = await loadRenderer();
        // Only a plain first page: searches, filters and records open in the app.
        if (!renderer.isPlainListSearch(url.search)) return undefined;
        const api = renderer.listPageRoutes[url.pathname];
        const token = request.cookies[renderer.cookieNames.access];
        // A dark page would flash light: the theme's variables are made for light mode here.
        if (!api || !token || request.cookies[renderer.cookieNames.theme] === 'dark') return undefined;
        // As the app detects it: the query, then the cookie it keeps the choice in.
        const toLanguage = (value: string | undefined) =>
          renderer.languages.find((code) => code === value?.split('-')[0]);
        const language =
          toLanguage(url.searchParams.get('lng') ?? undefined) ??
          toLanguage(request.cookies[renderer.cookieNames.language]) ??
          'en';
        const firstPageUrl = renderer.firstPageUrl(api);
        const answer = await app.inject({
          method: 'GET',
          url: `/api/v1${firstPageUrl}`,
          headers: { authorization: `Bearer ${token}`, 'accept-language': language },
        });
        // An expired token or a list this reader may not see: the app deals with it as usual.
        if (answer.statusCode !== 200) return undefined;
        const rendered = await renderer.renderListPage({
          pathname: url.pathname,
          language,
          firstPage: answer.json(),
          translations: (code, namespace) => {
            if (!renderer.namespaces.includes(namespace) || !renderer.languages.includes(code))
              throw new Error(`No translation namespace ${namespace}`);
            return readTranslations(code, namespace);
          },
        });
        return page(rendered, url.pathname, firstPageUrl, answer.body);
      } catch (error) {
        request.log.warn({ err: error }, 'Rendering the list page on the server failed');
        return undefined;
      }
    },
  };
};
