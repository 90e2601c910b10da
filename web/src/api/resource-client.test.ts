import type {
  AnyRecord,
  AnyStoredRecord,
  RegisteredEntity,
  StoredRecord,
  ValuesOf,
} from '@aqar/domain/records';
import { registry } from '@aqar/domain/registry';
import { describe, expect, expectTypeOf, it, vi } from 'vitest';

const { resourceClient } = await import('./resource-client.ts');
const { ApiError, http: client } = await import('./http.ts');
// The app's one axios instance, watched: no request leaves the test.
const http = { get: vi.spyOn(client, 'get'), post: vi.spyOn(client, 'post') };

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

describe('list', () => {
  it("asks for the query's page and reads the envelope's rows, pages and count", async () => {
    http.get.mockReset();
    http.get.mockResolvedValue({
      data: { success: true, data: [{ id: 'a', number: 1 }], pages: 3, count: 250, countExact: false },
    });
    const result = await resourceClient(registry.stores).list({ page: 0, pageSize: 100, search: 'north' });
    expect(result).toEqual({ rows: [{ id: 'a', number: 1 }], pages: 3, count: 250, countExact: false });
    expect(http.get).toHaveBeenCalledWith(
      '/stores',
      expect.objectContaining({ params: { page: 0, pageSize: 100, search: 'north' } }),
    );
  });
});

describe('saves and their Idempotency-Key', () => {
  const saved = { data: { success: true, data: { id: 'a', number: 1 } } };
  const keyOf = (call: number) =>
    (http.post.mock.calls[call][2] as { headers: Record<string, string> }).headers['Idempotency-Key'];

  it('sends a new key with every save', async () => {
    http.post.mockReset();
    http.post.mockResolvedValue(saved);
    const stores = resourceClient(registry.stores);
    await stores.create({ name: 'North', type: 0 });
    await stores.create({ name: 'North', type: 0 });
    expect(http.post).toHaveBeenCalledWith('/stores', { name: 'North', type: 0 }, expect.anything());
    expect(keyOf(0)).toMatch(/^[\x21-\x7e]{1,200}$/);
    expect(keyOf(1)).not.toBe(keyOf(0));
  });

  it('sends the same key again when the same save got no answer, until it has one', async () => {
    http.post.mockReset();
    const stores = resourceClient(registry.stores);
    http.post.mockRejectedValueOnce(new ApiError('Network error', undefined));
    await expect(stores.create({ name: 'South', type: 0 })).rejects.toThrow('Network error');
    http.post.mockRejectedValueOnce(new ApiError('Something went wrong', 500));
    await expect(stores.create({ name: 'South', type: 0 })).rejects.toThrow();
    http.post.mockResolvedValue(saved);
    // Another body is another save.
    await stores.create({ name: 'South', type: 1 });
    await stores.create({ name: 'South', type: 0 });
    await stores.create({ name: 'South', type: 0 });
    expect(keyOf(1)).toBe(keyOf(0));
    expect(keyOf(2)).not.toBe(keyOf(0));
    expect(keyOf(3)).toBe(keyOf(0));
    expect(keyOf(4)).not.toBe(keyOf(0));
  });

  it('takes a new key after a refusal, and after a second 409', async () => {
    http.post.mockReset();
    const stores = resourceClient(registry.stores);
    http.post.mockRejectedValueOnce(new ApiError('Please correct the highlighted fields', 400));
    await expect(stores.create({ name: 'East', type: 0 })).rejects.toThrow();
    for (let i = 0; i < 2; i += 1) {
      http.post.mockRejectedValueOnce(
        new ApiError('A request with this Idempotency-Key is in progress', 409),
      );
      await expect(stores.create({ name: 'East', type: 0 })).rejects.toThrow();
    }
    http.post.mockResolvedValue(saved);
    await stores.create({ name: 'East', type: 0 });
    expect(keyOf(1)).not.toBe(keyOf(0));
    expect(keyOf(2)).toBe(keyOf(1));
    expect(keyOf(3)).not.toBe(keyOf(1));
  });

  it('sends a key with a bulk delete', async () => {
    http.post.mockReset();
    http.post.mockResolvedValue({ data: { success: true, data: { deleted: 2 } } });
    await resourceClient(registry.stores).bulkDelete(['a', 'b']);
    expect(http.post).toHaveBeenCalledWith('/stores/bulk-delete', { ids: ['a', 'b'] }, expect.anything());
    expect(keyOf(0)).toBeTruthy();
  });
});

describe('types', () => {
  it("types rows by the entity's definition when the caller names it, as any entity's otherwise", async () => {
    http.get.mockResolvedValue({
      data: { success: true, data: { id: 'e', number: 3, date: '2026-01-02', lines: [], currencyId: 'c' } },
    });
    const entry = await resourceClient(registry.entries).get('e');
    expectTypeOf(entry).toEqualTypeOf<StoredRecord<'entries'>>();
    expectTypeOf(entry.lines).toEqualTypeOf<StoredRecord<'entries'>['lines']>();
    expectTypeOf(entry.currencyIdLabel).toEqualTypeOf<string | null | undefined>();
    // @ts-expect-error an entry has no field `name`
    expect(entry.name).toBeUndefined();
    expect(entry.date).toBe('2026-01-02');

    const definition: RegisteredEntity = registry.entries;
    const row = await resourceClient(definition).get('e');
    expectTypeOf(row).toEqualTypeOf<AnyStoredRecord>();
    expectTypeOf(resourceClient(registry.stores).create).parameter(0).toEqualTypeOf<ValuesOf<'stores'>>();
    expectTypeOf(resourceClient(definition).create).parameter(0).toEqualTypeOf<AnyRecord>();
  });
});
