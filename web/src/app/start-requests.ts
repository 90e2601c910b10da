import { patternKinds } from '../accounting/pattern-kinds.ts';

/**
 * What every signed-in screen asks the API for as it starts (the menu's pattern lists and the
 * report registry), as URLs under /api/v1. No imports beyond constants: the page's first script
 * (early-start.ts) asks for them before the app has loaded, and the app takes those answers.
 */
export const patternListParams = { page: 0, pageSize: 100, sort: 'code', order: 'asc' } as const;

/** A path with its query, the parameters in the order given (as axios writes them). */
export const withParams = (path: string, params?: Readonly<Record<string, string | number | boolean>>) => {
  const query = new URLSearchParams(
    Object.entries(params ?? {}).map(([name, value]) => [name, String(value)]),
  ).toString();
  return query ? `${path}?${query}` : path;
};

/** A list screen's first page as it asks for it: page 0 of the default size, nothing else. */
export const firstListPageParams = { page: 0, pageSize: 100 } as const;

/** Whether a list route's query leaves its first page plain (a language choice aside). */
export const isPlainListSearch = (search: string) =>
  [...new URLSearchParams(search).keys()].every((key) => key === 'lng');

export const reportRegistryPath = '/reports';

export const startRequests = (): string[] => [
  ...Object.values(patternKinds).map((kind) => withParams(kind.api, patternListParams)),
  reportRegistryPath,
];

/**
 * What the page's first script asks for ahead of the app: on a plain list route (`listApi` given)
 * the list's first page alone, which is all the list waits for; elsewhere the menu's data, which
 * some screens show. The app's start (prefetchStartData in authenticated-app.tsx) waits for the same.
 */
export const firstScreenRequests = (listApi: string | undefined, search: string): string[] =>
  listApi && isPlainListSearch(search) ? [withParams(listApi, firstListPageParams)] : startRequests();
