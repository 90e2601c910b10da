import type { EarlyResponse } from '../api/early-responses.ts';
import { bcp47, guessLanguage, type Language } from '../app/language-codes.ts';
import { accessExpiry, userStorageKey } from '../app/session-keys.ts';
import { translationsUrl } from '../app/translation-urls.ts';
import { firstScreenRequests } from '../app/start-requests.ts';

/** What the build (build/early-start-plugin.ts) writes into this script. */
export interface EarlyManifest {
  /** Ant Design's component styles built with the app. */
  antdStyles?: string;
  /** The signed-in chunk and every chunk it imports. */
  modules: string[];
  /** Their stylesheets. */
  styles: string[];
  /** Language → its Ant Design and dayjs locale chunks. */
  locales: Record<string, string[]>;
  namespaces: string[];
  /** List route → API base of its list. */
  lists: Record<string, string>;
}

declare const AQAR_EARLY_MANIFEST: EarlyManifest;

const addLink = (attributes: Record<string, string>) => {
  const link = document.createElement('link');
  for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value);
  document.head.append(link);
};

/**
 * The first Intl number formatter of a page costs 40–70 ms here (the engine loads its locale
 * data); made while the page waits for its scripts and data, it is not paid by the first render.
 */
const warmNumberFormatting = (language: Language) => {
  const warm = () => new Intl.NumberFormat(bcp47[language]).format(0);
  if ('requestIdleCallback' in window) requestIdleCallback(warm, { timeout: 1000 });
  else setTimeout(warm, 0);
};

/**
 * The page's first script, a classic one run while the HTML is read: for a returning user it starts
 * at once everything the first screen needs, which the app's own scripts would otherwise ask for
 * one after the other (entry script, then the signed-in chunk, then its data): the signed-in
 * chunk with its imports and styles, the translations and the first screen's data: on a list route
 * the list's first page, elsewhere the menu's data.
 */
const startEarly = (manifest: EarlyManifest) => {
  if (!localStorage.getItem(userStorageKey)) return;
  // Preloaded, not linked: a linked sheet would hold back the app's scripts until it is read.
  for (const href of [manifest.antdStyles ?? [], manifest.styles].flat())
    addLink({ rel: 'preload', as: 'style', href });
  for (const href of manifest.modules) addLink({ rel: 'modulepreload', href, crossorigin: '' });
  const language = guessLanguage();
  for (const href of manifest.locales[language] ?? [])
    addLink({ rel: 'modulepreload', href, crossorigin: '' });
  warmNumberFormatting(language);
  for (const namespace of manifest.namespaces)
    addLink({ rel: 'preload', as: 'fetch', crossorigin: '', href: translationsUrl(language, namespace) });

  const expiry = accessExpiry();
  // An expired token is refreshed by the app first; its own requests then go out as usual.
  if (expiry === undefined || expiry * 1000 <= Date.now()) return;
  const urls = firstScreenRequests(manifest.lists[location.pathname], location.search);
  const early: Record<string, EarlyResponse> = {};
  for (const url of urls) {
    early[url] = {
      startedAt: Date.now(),
      body: fetch(`/api/v1${url}`, {
        // The session's HttpOnly cookie authenticates.
        headers: { 'Accept-Language': language },
        credentials: 'include',
      })
        .then((answer) => (answer.ok ? answer.json() : undefined))
        .catch(() => undefined),
    };
  }
  window.aqarEarly = { ...window.aqarEarly, ...early };
};

startEarly(AQAR_EARLY_MANIFEST);
