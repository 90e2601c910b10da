import { useEffect, useSyncExternalStore } from 'react';

/** How long after the signed-in shell first shows that the menu's data is asked for unprompted. */
export const menuDataDelayMs = 1000;

let wanted = false;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/**
 * The menu's own data (the pattern lists and the report registry) shows only in the menus and the
 * search box's screens. On a list opened by its address it is asked for a moment after the list
 * is on screen, not while the list's first click waits: its five answers and the menu built from
 * them measured ~60 ms of a reload's time to that click here. Opening a menu or focusing the
 * search box asks for it at once.
 */
export const wantMenuData = () => {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
};

/** Whether the menu's queries may ask the server; what is cached already shows regardless. */
export const useMenuDataWanted = () => useSyncExternalStore(subscribe, () => wanted);

/** Asks for the menu's data `menuDataDelayMs` after the calling component mounts. */
export const useMenuDataSoon = () =>
  useEffect(() => {
    const timer = setTimeout(wantMenuData, menuDataDelayMs);
    return () => clearTimeout(timer);
  }, []);

/** For tests: back to nothing asked. */
export const resetMenuDataWanted = () => {
  wanted = false;
};
