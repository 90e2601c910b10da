import type { RegisteredEntity } from '@aqar/domain/records';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../toast.ts';
import { refusalText } from '../labels.ts';
import { type ListQuery, resourceClient } from '../../api/resource-client.ts';
import { entityQueryKeys } from '../form/use-record-form.ts';
import { useDebouncedValue } from '../use-debounced-value.ts';
import { createSelectionStore, toggledSelection } from './selection-store.ts';

/** Spec section 9: page size 100, first page index 0, search debounced 500 ms. */
export const defaultPageSize = 100;
export const searchDebounceMs = 500;

export type Filters = Record<string, string | number | boolean | undefined>;

export interface ListControllerOptions {
  definition: RegisteredEntity;
  /** Pattern code scoping the list, from `?code=`. */
  code?: string;
  /** Asks the user to confirm; resolves true to go ahead. */
  confirm: (title: string, content: string) => Promise<boolean>;
  /** Search and filters the screen opens with (`/apartments?buildingId=…&search=…`). */
  initial?: { search?: string; filters?: Filters };
}

/** The query of a list page, shared by the list screen and the start-up prefetch (main.tsx). */
export const listQueryOptions = (definition: RegisteredEntity, query: ListQuery) => ({
  queryKey: ['list', definition.key, query],
  queryFn: ({ signal }: { signal: AbortSignal }) => resourceClient(definition).list(query, signal),
  meta: { silent: true },
});

/** What a list screen asks for first: page 0 of 100, no search, filters or sort. */
export const initialListQuery = (code?: string): ListQuery => ({
  page: 0,
  pageSize: defaultPageSize,
  search: '',
  sort: undefined,
  order: undefined,
  filters: code ? { code } : {},
});

/** The headless list screen: query state, paging, search, filters, sorting, selection, bulk delete. */
export const useListController = ({ definition, code, confirm, initial }: ListControllerOptions) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const client = useMemo(() => resourceClient(definition), [definition]);
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(defaultPageSize);
  const [searchText, setSearchText] = useState(initial?.search ?? '');
  const search = useDebouncedValue(searchText, searchDebounceMs);
  const [filters, setFilters] = useState<Filters>(initial?.filters ?? {});
  const [sort, setSort] = useState<{ field: string; order: 'asc' | 'desc' } | undefined>();
  // Held outside React state: ticking a row must not re-render the whole screen (selection-store.ts).
  const [selection] = useState(createSelectionStore);

  // A new search or filter starts from the first page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset on these inputs only
  useEffect(() => setPage(0), [search, filters, code]);

  const query: ListQuery = useMemo(
    () => ({
      page,
      pageSize,
      search,
      sort: sort?.field,
      order: sort?.order,
      filters: code ? { ...filters, code } : filters,
    }),
    [page, pageSize, search, sort, filters, code],
  );

  const listQuery = useQuery({ ...listQueryOptions(definition, query), placeholderData: keepPreviousData });

  // After a successful query the page index follows the pages the server reports.
  const pages = listQuery.data?.pages;
  useEffect(() => {
    if (pages !== undefined && page > 0 && page >= pages) setPage(Math.max(pages - 1, 0));
  }, [pages, page]);

  const setFilter = useCallback((name: string, value: unknown) => {
    setFilters((current) => {
      const next = { ...current };
      if (value === undefined || value === null || value === '') delete next[name];
      else next[name] = value as string | number | boolean;
      return next;
    });
  }, []);

  const rows = listQuery.data?.rows;
  // Ticks belong to the rows on screen: a new page, search or refetch keeps only those still shown.
  useEffect(() => {
    const shown = new Set((rows ?? []).map((row) => String(row.id)));
    const kept = selection.ids().filter((id) => shown.has(id));
    if (kept.length !== selection.ids().length) selection.set(kept);
  }, [rows, selection]);
  // The row ticked last: a shift-click gives every row from it to the clicked one the clicked state.
  const anchor = useRef<string | undefined>(undefined);
  const toggleSelected = useCallback(
    (id: string, range = false) => {
      const rowIds = rows?.map((row) => String(row.id)) ?? [];
      selection.set(toggledSelection(selection.ids(), rowIds, id, range ? anchor.current : undefined));
      anchor.current = id;
    },
    [rows, selection],
  );

  const bulkDelete = useMutation({
    mutationFn: (ids: string[]) => client.bulkDelete(ids),
    meta: { silent: true },
  });

  const deleteSelected = useCallback(async () => {
    const selectedIds = selection.ids();
    if (selectedIds.length === 0) return false;
    const sure = await confirm(t('warning'), t('list.confirmBulkDelete', { count: selectedIds.length }));
    if (!sure) return false;
    try {
      await bulkDelete.mutateAsync(selectedIds);
      toast.success(t('toastMessages.successToDelete'));
      selection.set([]);
      await Promise.all(
        entityQueryKeys(definition.key).map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
      return true;
    } catch (error) {
      const reason = refusalText(t, error);
      toast.error(`${t('toastMessages.failedToDelete')}${reason ? `: ${reason}` : ''}`);
      return false;
    }
  }, [selection, confirm, t, bulkDelete, definition.key, queryClient]);

  return {
    rows: rows ?? [],
    count: listQuery.data?.count ?? 0,
    countExact: listQuery.data?.countExact ?? true,
    pages: listQuery.data?.pages ?? 1,
    loading: listQuery.isFetching,
    error: listQuery.error,
    refetch: listQuery.refetch,
    page,
    setPage,
    pageSize,
    setPageSize,
    searchText,
    setSearchText,
    search,
    filters,
    setFilter,
    clearFilters: () => setFilters({}),
    sort,
    setSort,
    selection,
    toggleSelected,
    deleteSelected,
    deleting: bulkDelete.isPending,
    query,
    client,
  };
};

export type ListController = ReturnType<typeof useListController>;
