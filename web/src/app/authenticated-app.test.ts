import { describe, expect, it, vi } from 'vitest';
import { menuApis } from '../test/menu-api.ts';
import { http } from '../api/http.ts';

describe("the app's start", async () => {
  const { prefetchStartData } = await import('./authenticated-app.tsx');
  const { sessionQueryClient } = await import('./session-providers.tsx');
  const get = vi.spyOn(http, 'get');
  const asked = async (pathname: string, search: string) => {
    get.mockReset();
    sessionQueryClient.clear();
    get.mockResolvedValue({ data: { success: true, data: [], pages: 1, count: 0 } });
    await prefetchStartData(pathname, search);
    return get.mock.calls.map(([url]) => url).sort();
  };

  it('waits on a plain list route for its first page alone', async () => {
    expect(await asked('/stores', '')).toEqual(['/stores']);
  });

  it("waits elsewhere for the menu's data, which some screens show", async () => {
    expect(await asked('/stores', '?number=3')).toEqual(menuApis);
    expect(await asked('/vouchers', '?code=1')).toEqual(menuApis);
  });
});
