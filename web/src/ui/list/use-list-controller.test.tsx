import { registry } from '@aqar/domain/registry';
import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { testQueryClient, withQueryClient } from '../../test/render-with-providers.tsx';
import { ApiError } from '../../api/http.ts';

const client = vi.hoisted(() => ({
  list: vi.fn(),
  bulkDelete: vi.fn(),
}));
vi.mock('../../api/resource-client.ts', () => ({ resourceClient: () => client }));
const toast = vi.hoisted(() => ({
  success: vi.fn(),
  error: vi.fn(),
  form: { success: vi.fn(), error: vi.fn(), warning: vi.fn() },
}));
vi.mock('../toast.ts', () => ({ toast }));

const { useListController, defaultPageSize, initialListQuery, listQueryOptions } = await import(
  './use-list-controller.ts'
);

const rows = (count: number) =>
  Array.from({ length: count }, (_, index) => ({
    id: `id-${index + 1}`,
    number: index + 1,
    name: `Store ${index + 1}`,
  }));

const setup = (confirm = vi.fn(async () => true)) => {
  const queryClient = testQueryClient();
  const hook = renderHook(() => useListController({ definition: registry.stores, confirm }), {
    wrapper: withQueryClient(queryClient),
  });
  return { ...hook, confirm };
};

describe('useListController', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    client.list.mockResolvedValue({ rows: rows(3), pages: 1, count: 3 });
    client.bulkDelete.mockResolvedValue(undefined);
  });

  it('asks for the first page of 100 rows and exposes rows and count', async () => {
    const { result } = setup();
    await waitFor(() => expect(result.current.rows).toHaveLength(3));
    expect(defaultPageSize).toBe(100);
    expect(client.list).toHaveBeenCalledWith(
      expect.objectContaining({ page: 0, pageSize: 100, search: '', filters: {} }),
      expect.anything(),
    );
    expect(result.current.count).toBe(3);
  });

  it('starts from a first page prefetched before it rendered (start-up), without asking again', async () => {
    const queryClient = testQueryClient();
    client.list.mockResolvedValueOnce({ rows: rows(5), pages: 1, count: 5 });
    await queryClient.prefetchQuery({
      ...listQueryOptions(registry.stores, initialListQuery()),
      gcTime: 60_000,
      staleTime: 60_000,
    });
    expect(client.list).toHaveBeenCalledTimes(1);
    queryClient.setDefaultOptions({ queries: { retry: false, staleTime: 60_000 } });
    const { result } = renderHook(
      () => useListController({ definition: registry.stores, confirm: vi.fn() }),
      {
        wrapper: withQueryClient(queryClient),
      },
    );
    expect(result.current.rows).toHaveLength(5);
    expect(client.list).toHaveBeenCalledTimes(1);
  });

  it('debounces the search by 500 ms and starts again from the first page', async () => {
    const { result } = setup();
    await waitFor(() => expect(result.current.rows).toHaveLength(3));
    act(() => result.current.setPage(2));
    vi.useFakeTimers();
    try {
      act(() => result.current.setSearchText('ware'));
      act(() => vi.advanceTimersByTime(400));
      expect(result.current.search).toBe('');
      act(() => vi.advanceTimersByTime(150));
      expect(result.current.search).toBe('ware');
    } finally {
      vi.useRealTimers();
    }
    await waitFor(() =>
      expect(client.list).toHaveBeenLastCalledWith(
        expect.objectContaining({ search: 'ware', page: 0 }),
        expect.anything(),
      ),
    );
  });

  it('sends filters as plain query parameters and drops empty ones', async () => {
    const { result } = setup();
    act(() => result.current.setFilter('warehouseman', 'Sami'));
    await waitFor(() =>
      expect(client.list).toHaveBeenLastCalledWith(
        expect.objectContaining({ filters: { warehouseman: 'Sami' } }),
        expect.anything(),
      ),
    );
    act(() => result.current.setFilter('warehouseman', ''));
    await waitFor(() => expect(result.current.filters).toEqual({}));
  });

  it('follows the pages the server reports when the page is past the end', async () => {
    client.list.mockResolvedValue({ rows: rows(1), pages: 2, count: 101 });
    const { result } = setup();
    act(() => result.current.setPage(5));
    await waitFor(() => expect(result.current.page).toBe(1));
  });

  it('ticks and unticks rows one by one, and a shift-click ticks the range from the last one', async () => {
    client.list.mockResolvedValue({ rows: rows(6), pages: 1, count: 6 });
    const { result } = setup();
    await waitFor(() => expect(result.current.rows).toHaveLength(6));
    act(() => result.current.toggleSelected('id-2'));
    act(() => result.current.toggleSelected('id-5', true));
    expect([...result.current.selection.ids()].sort()).toEqual(['id-2', 'id-3', 'id-4', 'id-5']);
    act(() => result.current.toggleSelected('id-3'));
    expect([...result.current.selection.ids()].sort()).toEqual(['id-2', 'id-4', 'id-5']);
    // From id-3 back to id-1: the whole range takes the clicked row's new state, ticked.
    act(() => result.current.toggleSelected('id-1', true));
    expect([...result.current.selection.ids()].sort()).toEqual(['id-1', 'id-2', 'id-3', 'id-4', 'id-5']);
    // From id-1 to id-4, which was ticked: the range is unticked.
    act(() => result.current.toggleSelected('id-4', true));
    expect(result.current.selection.ids()).toEqual(['id-5']);
  });

  it('bulk delete does nothing unless confirmed', async () => {
    const { result, confirm } = setup(vi.fn(async () => false));
    await waitFor(() => expect(result.current.rows).toHaveLength(3));
    act(() => result.current.selection.set(['id-1', 'id-2']));
    await act(async () => {
      await result.current.deleteSelected();
    });
    expect(confirm).toHaveBeenCalledOnce();
    expect(client.bulkDelete).not.toHaveBeenCalled();
  });

  it('bulk delete confirms, deletes, toasts, clears the selection and refetches', async () => {
    const { result } = setup();
    await waitFor(() => expect(result.current.rows).toHaveLength(3));
    const calls = client.list.mock.calls.length;
    act(() => result.current.selection.set(['id-1', 'id-2']));
    await act(async () => {
      expect(await result.current.deleteSelected()).toBe(true);
    });
    expect(client.bulkDelete).toHaveBeenCalledWith(['id-1', 'id-2']);
    expect(toast.success).toHaveBeenCalledWith('The selected records were deleted');
    expect(result.current.selection.ids()).toEqual([]);
    await waitFor(() => expect(client.list.mock.calls.length).toBeGreaterThan(calls));
  });

  it('a refused bulk delete toasts the reason and keeps the selection', async () => {
    client.bulkDelete.mockRejectedValue(new Error('Store 1 is used by store 2'));
    const { result } = setup();
    act(() => result.current.selection.set(['id-1']));
    await act(async () => {
      expect(await result.current.deleteSelected()).toBe(false);
    });
    expect(toast.error).toHaveBeenCalledWith(
      'The selected records could not be deleted: Store 1 is used by store 2',
    );
    expect(result.current.selection.ids()).toEqual(['id-1']);
  });

  it('a delete refused for references names each entity by its title, one per line', async () => {
    client.bulkDelete.mockRejectedValue(
      new ApiError('Cannot delete: still used by …', 409, {}, {}, false, [
        { entity: 'building', count: 3 },
        { entity: 'entries', count: 12 },
      ]),
    );
    const { result } = setup();
    act(() => result.current.selection.set(['id-1']));
    await act(async () => {
      expect(await result.current.deleteSelected()).toBe(false);
    });
    expect(toast.error).toHaveBeenCalledWith(
      'The selected records could not be deleted: Still used by:\nBuilding: 3\nJournal entry: 12',
    );
  });
});
