import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { answerMenuData } from '../test/menu-api.ts';
import { testQueryClient, withQueryClient } from '../test/render-with-providers.tsx';
import { http } from '../api/http.ts';
import { useMenuContributions } from './menu-contributions.ts';
import { wantMenuData } from '../ui/menu-data.ts';

describe('the menu contributions', () => {
  it('stay the same array across renders until the data they are built from changes', async () => {
    const receipt = { id: 'v1', code: 1, name: 'سند قبض', ltnname: 'Receipt' };
    const get = vi.spyOn(http, 'get').mockImplementation(answerMenuData([receipt]));
    wantMenuData();
    const client = testQueryClient();
    const { result, rerender } = renderHook(() => useMenuContributions(), {
      wrapper: withQueryClient(client),
    });
    await waitFor(() =>
      expect(result.current.some((item) => item.node.path === '/vouchers?code=1')).toBe(true),
    );
    const built = result.current;
    rerender();
    rerender();
    expect(result.current).toBe(built);

    // A new pattern, and the menu is built again with it.
    get.mockImplementation(
      answerMenuData([receipt, { id: 'v2', code: 2, name: 'سند صرف', ltnname: 'Payment' }]),
    );
    await client.invalidateQueries({ queryKey: ['patterns', 'vouchers'] });
    await waitFor(() =>
      expect(result.current.some((item) => item.node.path === '/vouchers?code=2')).toBe(true),
    );
    expect(result.current).not.toBe(built);
    get.mockRestore();
  });
});
