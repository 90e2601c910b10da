/**
 * Boxes ticked on a list the server rendered (server/src/web/list-pages.ts) before the app took
 * over. main.tsx starts watching before the app renders; the list screen takes them as it commits,
 * when React replaces the server's rows with its own, so nothing ticked in between is lost.
 */
let watched: { route: string; ids: () => string[]; stop: () => void } | undefined;

export const watchServerTicks = () => {
  const root = document.getElementById('root');
  const route = root?.dataset.serverRendered;
  if (!root || !route) return;
  const ticked = new Set<string>();
  const note = () => {
    ticked.clear();
    // The header's box ticks every row once the app runs; before, it only ticks itself.
    const all = !!root.querySelector('thead .data-table__check:checked');
    for (const row of root.querySelectorAll<HTMLElement>('.data-table__row')) {
      const box = row.querySelector<HTMLInputElement>('.data-table__check');
      if (row.dataset.rowKey && (all || box?.checked)) ticked.add(row.dataset.rowKey);
    }
  };
  note();
  root.addEventListener('change', note, true);
  const stop = () => {
    root.removeEventListener('change', note, true);
    // The app's own rows from here on (tests wait for this before using the screen's buttons).
    delete root.dataset.serverRendered;
  };
  watched = { route, ids: () => [...ticked], stop };
};

/** The ticks of the server's rendering of `route`, once; undefined when there is none. */
export const takeServerTicks = (route: string | undefined): string[] | undefined => {
  if (!watched || watched.route !== route) return undefined;
  const { ids, stop } = watched;
  watched = undefined;
  stop();
  return ids();
};
