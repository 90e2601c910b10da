import { useSyncExternalStore } from 'react';

/*
 * Whether dates show their Umm al-Qura day beside the Gregorian one. The choice is the signed-in
 * person's, kept by the server (/preferences); this copy lets every date formatter read it at once
 * and survives a reload before the server answers.
 */

const storageKey = 'aqar.hijriDates';
const listeners = new Set<() => void>();

const read = () => {
  try {
    return localStorage.getItem(storageKey) === 'true';
  } catch {
    return false;
  }
};

let hijri = typeof localStorage === 'undefined' ? false : read();

export const hijriDates = {
  get: () => hijri,
  set(next: boolean) {
    if (next === hijri) return;
    hijri = next;
    try {
      localStorage.setItem(storageKey, String(next));
    } catch {
      // A browser without storage still shows the choice until the page closes.
    }
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};

export const useHijriDates = () => useSyncExternalStore(hijriDates.subscribe, hijriDates.get);
