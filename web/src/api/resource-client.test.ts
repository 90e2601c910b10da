import { registry } from '@aqar/domain/registry';
import { describe, expect, it, vi } from 'vitest';

const { resourceClient } = await import('./resource-client.ts');
const { ApiError, http: client } = await import('../app/http.ts');
// The app's one axios instance, watched: no request leaves the test.
const http = { get: vi.spyOn(client, 'get') };

describe('findByCode', () => {
  it('reads a unique code through its own route', async () => {
    http.get.mockResolvedValue({ data: { success: true, data: { id: 'a', number: 13, code: '1311' } } });
    const row = await resourceClient(registry.account).findByCode('1311');
    expect(row?.number).toBe(13);
    expect(http.get).toHaveBeenCalledWith('/accounts/code/1311', expect.anything());
  });

  it('answers null when no record has the code', async () => {
    http.get.mockImplementation(async () => {
      throw new ApiError('No account with code 9', 404);
    });
    expect(await resourceClient(registry.account).findByCode('9')).toBeNull();
  });

  it('matches a code that is not unique exactly among the rows the list filter finds', async () => {
    http.get.mockResolvedValue({
      data: {
        success: true,
        data: [
          { id: 'a', number: 4, code: '101' },
          { id: 'b', number: 5, code: '10' },
        ],
      },
    });
    const row = await resourceClient(registry.stores).findByCode('10');
    expect(row?.number).toBe(5);
    expect(http.get).toHaveBeenCalledWith(
      '/stores',
      expect.objectContaining({ params: expect.objectContaining({ code: '10' }) }),
    );
  });
});

describe('list and the early first page', () => {
  const early = (body: unknown, startedAt = Date.now()) => {
    window.aqarEarly = { '/stores?page=0&pageSize=100': { startedAt, body: Promise.resolve(body) } };
  };
  const firstPage = { page: 0, pageSize: 100 };
  const stored = { success: true, data: [{ id: 'a', number: 1 }], pages: 3, count: 250 };

  it('takes the first page the page asked for early, once, without asking the server', async () => {
    http.get.mockReset();
    early(stored);
    const result = await resourceClient(registry.stores).list(firstPage);
    expect(result).toEqual({ rows: stored.data, pages: 3, count: 250, countExact: true });
    expect(http.get).not.toHaveBeenCalled();
    http.get.mockResolvedValue({ data: { success: true, data: [], pages: 1, count: 0 } });
    await resourceClient(registry.stores).list(firstPage);
    expect(http.get).toHaveBeenCalledTimes(1);
  });

  it('asks the server when the early request failed, is stale, or the query is not the first page', async () => {
    http.get.mockReset();
    http.get.mockResolvedValue({ data: { success: true, data: [], pages: 1, count: 0 } });
    early(undefined);
    await resourceClient(registry.stores).list(firstPage);
    early(stored, Date.now() - 60_000);
    expect((await resourceClient(registry.stores).list(firstPage)).count).toBe(0);
    early(stored);
    await resourceClient(registry.stores).list({ ...firstPage, search: 'north' });
    expect(http.get).toHaveBeenCalledTimes(3);
    expect(http.get).toHaveBeenLastCalledWith(
      '/stores',
      expect.objectContaining({ params: { ...firstPage, search: 'north' } }),
    );
  });
});
