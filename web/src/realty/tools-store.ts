import { createContext, useCallback, useContext, useRef, useSyncExternalStore } from 'react';
import { type ToolsAction, type ToolsState, toolsReducer } from './tools-state.ts';

/**
 * The tools screen's state outside React: each component reads its own slice, so painting a floor
 * re-renders that floor's cells, its header box and the counters, not every cell of the building.
 */
export interface ToolsStore {
  getState(): ToolsState;
  dispatch(action: ToolsAction): void;
  subscribe(listener: () => void): () => void;
}

export const createToolsStore = (initial: ToolsState): ToolsStore => {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    getState: () => state,
    dispatch(action) {
      const next = toolsReducer(state, action);
      if (next === state) return;
      state = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
};

export const ToolsStoreContext = createContext<ToolsStore | null>(null);

export const useToolsStore = (): ToolsStore => {
  const store = useContext(ToolsStoreContext);
  if (!store) throw new Error('useToolsStore needs a ToolsStoreContext provider');
  return store;
};

/**
 * A slice of the state; the component renders again only when `equal` says the slice changed
 * (`Object.is` by default, so a selector returns a primitive or an object the state keeps).
 */
export const useToolsSelector = <T>(
  selector: (state: ToolsState) => T,
  equal: (a: T, b: T) => boolean = Object.is,
): T => {
  const store = useToolsStore();
  const last = useRef<{ value: T } | null>(null);
  const snapshot = useCallback(() => {
    const value = selector(store.getState());
    if (last.current && equal(last.current.value, value)) return last.current.value;
    last.current = { value };
    return value;
  }, [store, selector, equal]);
  return useSyncExternalStore(store.subscribe, snapshot, snapshot);
};
