import { useSyncExternalStore } from 'react';

export type ThemeMode = 'light' | 'dark';

const storageKey = 'aqar.theme';
const listeners = new Set<() => void>();

const read = (): ThemeMode => (localStorage.getItem(storageKey) === 'dark' ? 'dark' : 'light');

let mode: ThemeMode = read();

const apply = () => {
  document.documentElement.dataset.theme = mode;
  document.documentElement.style.colorScheme = mode;
};
apply();

export const themeMode = {
  get: () => mode,
  set(next: ThemeMode) {
    mode = next;
    localStorage.setItem(storageKey, next);
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

export const useThemeMode = () => useSyncExternalStore(themeMode.subscribe, themeMode.get);
