import { useSyncExternalStore } from 'react';

export type ThemeMode = 'light' | 'dark';

const storageKey = 'aqar.theme';
const listeners = new Set<() => void>();

/** Also a cookie: the server renders a list page in light mode only (server-render/). */
export const themeCookieName = 'aqar_theme';

// The server renders pages with this module too: there, no storage and no document.
const inBrowser = typeof document !== 'undefined';

const read = (): ThemeMode => (inBrowser && localStorage.getItem(storageKey) === 'dark' ? 'dark' : 'light');

let mode: ThemeMode = read();

const writeCookie = () => {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser staff use
  document.cookie = `${themeCookieName}=${mode}; Path=/; Max-Age=${365 * 86400}; SameSite=Lax`;
};

const apply = () => {
  if (!inBrowser) return;
  document.documentElement.dataset.theme = mode;
  document.documentElement.style.colorScheme = mode;
};
apply();
// No cookie reads as light: a dark choice made before the cookie existed gets one now.
if (inBrowser && mode === 'dark') writeCookie();

export const themeMode = {
  get: () => mode,
  set(next: ThemeMode) {
    mode = next;
    localStorage.setItem(storageKey, next);
    writeCookie();
    apply();
    for (const listener of listeners) listener();
  },
  toggle: () => themeMode.set(mode === 'dark' ? 'light' : 'dark'),
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};

export const useThemeMode = () => useSyncExternalStore(themeMode.subscribe, themeMode.get, themeMode.get);
