import { describe, expect, it, vi } from 'vitest';
import { patternKinds } from '../accounting/pattern-kinds.ts';
import { menuApis } from '../test/menu-api.ts';
import { http } from './http.ts';
import { firstScreenRequests, patternListParams, startRequests, withParams } from './start-requests.ts';

describe('start requests', () => {
  it('are written as axios writes the same requests, so that the app finds the early answers', () => {
    const first = { page: 0, pageSize: 100 };
    expect(`/api/v1${withParams('/stores', first)}`).toBe(http.getUri({ url: '/stores', params: first }));
    for (const kind of Object.values(patternKinds)) {
      expect(startRequests()).toContain(withParams(kind.api, patternListParams));
      expect(`/api/v1${withParams(kind.api, patternListParams)}`).toBe(
        http.getUri({ url: kind.api, params: patternListParams }),
      );
    }
    expect(startRequests()).toContain('/reports');
  });

  it("ask on a plain list route for the list's first page alone, elsewhere for the menu's data", () => {
    expect(firstScreenRequests('/stores', '')).toEqual(['/stores?page=0&pageSize=100']);
    expect(firstScreenRequests('/stores', '?lng=ar')).toEqual(['/stores?page=0&pageSize=100']);
    // A record opened over the list, or a screen that is not a list.
    expect(firstScreenRequests('/stores', '?number=3')).toEqual(startRequests());
    expect(firstScreenRequests(undefined, '')).toEqual(startRequests());
  });
});

describe("the app's start", async () => {
  const { prefetchStartData } = await import('./authenticated-app.tsx');
  const { sessionQueryClient } = await import('./session-providers.tsx');
  const get = vi.spyOn(http, 'get');
  const asked = async (pathname: string, search: string) => {
    get.mockReset();
    sessionQueryClient.clear();
    get.mockResolvedValue({ data: { success: true, data: [], pages: 1, count: 0 } });
    window.aqarEarly = {};
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
