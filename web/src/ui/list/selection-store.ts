import { useSyncExternalStore } from 'react';

/**
 * The ticked rows of a list, outside React state: each row's box subscribes to its own row
 * (useSyncExternalStore), so ticking one row re-renders one box and leaves the table alone.
 */
export interface SelectionStore {
  ids(): string[];
  has(id: string): boolean;
  set(ids: string[]): void;
  subscribe(listener: () => void): () => void;
}

export const createSelectionStore = (): SelectionStore => {
  let ids: string[] = [];
  let lookup = new Set<string>();
  const listeners = new Set<() => void>();
  return {
    ids: () => ids,
    has: (id) => lookup.has(id),
    set(next) {
      ids = next;
      lookup = new Set(next);
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
};

/** Ticks or unticks `id`; with `range`, every row from `anchor` to `id` takes `id`'s new state. */
export const toggledSelection = (
  selected: string[],
  rowIds: string[],
  id: string,
  anchor: string | undefined,
): string[] => {
  const select = !selected.includes(id);
  const start = anchor ? rowIds.indexOf(anchor) : -1;
  const end = rowIds.indexOf(id);
  const affected =
    start >= 0 && end >= 0 ? rowIds.slice(Math.min(start, end), Math.max(start, end) + 1) : [id];
  const rest = selected.filter((selectedId) => !affected.includes(selectedId));
  return select ? [...rest, ...affected] : rest;
};

/** The ticked rows, for a component that shows them (the list's own screen does not re-render). */
export const useSelectedIds = (selection: SelectionStore) =>
  useSyncExternalStore(selection.subscribe, selection.ids);
