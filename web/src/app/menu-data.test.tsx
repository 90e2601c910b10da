import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answerMenuData, menuApis } from '../test/menu-api.ts';
import { testQueryClient, withQueryClient } from '../test/render-with-providers.tsx';
import { http } from '../api/http.ts';
import { useMenuContributions } from './menu-contributions.ts';
import { DesktopMenu } from './layout/desktop-menu.tsx';
import { GlobalSearch } from './layout/global-search.tsx';
import {
  menuDataDelayMs,
  resetMenuDataWanted,
  useMenuDataSoon,
  useMenuDataWanted,
  wantMenuData,
} from '../ui/menu-data.ts';

describe("the menu's data", () => {
  let get: ReturnType<typeof vi.spyOn>;
  const asked = () => get.mock.calls.map((call: unknown[]) => String(call[0])).sort();
  beforeEach(() => {
    resetMenuDataWanted();
    get = vi
      .spyOn(http, 'get')
      .mockImplementation(answerMenuData([{ id: 'v1', code: 1, name: 'سند قبض', ltnname: 'Receipt' }]));
  });
  afterEach(() => {
    get.mockRestore();
    vi.useRealTimers();
  });

  it('is not asked for while the first screen renders, and is once something wants it', async () => {
    const { result } = renderHook(() => useMenuContributions(), {
      wrapper: withQueryClient(testQueryClient()),
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked()).toEqual([]);
    expect(result.current.some((item) => item.node.path === '/vouchers?code=1')).toBe(false);

    // A menu opened or the search box focused.
    act(() => wantMenuData());
    await waitFor(() =>
      expect(result.current.some((item) => item.node.path === '/vouchers?code=1')).toBe(true),
    );
    expect(asked()).toEqual(menuApis);
  });

  it('is asked for unprompted a moment after the shell mounts', async () => {
    vi.useFakeTimers();
    renderHook(
      () => {
        useMenuDataSoon();
        return useMenuContributions();
      },
      { wrapper: withQueryClient(testQueryClient()) },
    );
    await act(async () => {
      await vi.advanceTimersByTimeAsync(menuDataDelayMs - 1);
    });
    expect(asked()).toEqual([]);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(asked()).toEqual(menuApis);
  });
});

describe('what asks for the menu data at once', () => {
  beforeEach(() => {
    resetMenuDataWanted();
    // jsdom has none; the horizontal menu measures its items with one.
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
  });
  afterEach(() => vi.unstubAllGlobals());
  const probe = () => renderHook(() => useMenuDataWanted());

  it('a pointer over the desktop menu, or focus in it', () => {
    for (const event of ['pointerEnter', 'focus'] as const) {
      resetMenuDataWanted();
      const wanted = probe();
      const view = render(
        <MemoryRouter>
          <DesktopMenu nodes={[{ key: 'a', label: 'Accounts', children: [] }]} />
        </MemoryRouter>,
      );
      expect(wanted.result.current).toBe(false);
      act(() => {
        if (event === 'focus') screen.getByRole('menuitem').focus();
        else fireEvent.pointerEnter(screen.getByRole('navigation'));
      });
      expect(wanted.result.current).toBe(true);
      view.unmount();
    }
  });

  it('focus in the search box', () => {
    const wanted = probe();
    render(
      <QueryClientProvider client={testQueryClient()}>
        <MemoryRouter>
          <GlobalSearch nodes={[]} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(wanted.result.current).toBe(false);
    act(() => screen.getByRole('combobox').focus());
    expect(wanted.result.current).toBe(true);
  });
});
