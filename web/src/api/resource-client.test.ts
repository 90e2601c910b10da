import { registry } from '@aqar/domain/registry';
import { describe, expect, it, vi } from 'vitest';

const http = vi.hoisted(() => ({ get: vi.fn() }));
vi.mock('../app/http.ts', async (original) => ({
  ...(await original<typeof import('../app/http.ts')>()),
  http,
}));

const { resourceClient } = await import('./resource-client.ts');
const { ApiError } = await import('../app/http.ts');

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
