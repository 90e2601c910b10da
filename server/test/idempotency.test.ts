import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
let token: string;
let leaves: { id: string }[];
let aed: string;
let receiptPattern: string;

const post = (url: string, payload: unknown, key?: string, as = token) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1${url}`,
    headers: { authorization: `Bearer ${as}`, ...(key === undefined ? {} : { 'idempotency-key': key }) },
    payload: payload as Record<string, unknown>,
  });
const count = async (sql: string, params: unknown[] = []) =>
  (await t.db.query<{ n: number }>(`select count(*)::int8 as n from ${sql}`, params)).rows[0].n;
const stores = (name: string) => count('stores where name = $1', [name]);
const keys = (key: string) => count('idempotency_keys where key = $1', [key]);

beforeAll(async () => {
  t = await createTestApp();
  token = await t.signIn();
  const auth = { authorization: `Bearer ${token}` };
  leaves = (
    await t.app.inject({ url: '/api/v1/accounts/leaves?pageSize=10&sort=code', headers: auth })
  ).json().data;
  aed = (await t.app.inject({ url: '/api/v1/currencies?code=AED', headers: auth })).json().data[0].id;
  const pattern = await post('/voucher-patterns', {
    name: 'Idempotent receipt',
    showCreditField: true,
    showDebitField: false,
    genEntries: true,
  });
  expect(pattern.statusCode, pattern.body).toBe(201);
  receiptPattern = pattern.json().data.id;
});
afterAll(async () => t?.close());

describe('Idempotency-Key on creates', () => {
  it('answers a retry with the first answer and writes nothing new', async () => {
    const body = { name: 'Replayed store', type: 0 };
    const first = await post('/stores', body, 'store-key-1');
    expect(first.statusCode, first.body).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const again = await post('/stores', body, 'store-key-1');
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await stores('Replayed store')).toBe(1);
    // The same body with its keys in another order is the same request.
    const reordered = await post('/stores', { type: 0, name: 'Replayed store' }, 'store-key-1');
    expect(reordered.json().data.id).toBe(first.json().data.id);
    expect(await stores('Replayed store')).toBe(1);
  });

  it('replays a voucher without posting a second voucher or entry', async () => {
    const [cash, client] = leaves;
    const body = {
      voucherPatternId: receiptPattern,
      date: '2026-05-02',
      accountId: cash.id,
      currencyId: aed,
      genEntries: true,
      note: 'Idempotent rent',
      rows: [{ accountId: client.id, credit: '250.00' }],
    };
    const vouchersBefore = await count('vouchers');
    const entriesBefore = await count('entries');
    const first = await post('/vouchers', body, 'voucher-key');
    expect(first.statusCode, first.body).toBe(201);
    expect(await count('vouchers')).toBe(vouchersBefore + 1);
    expect(await count('entries')).toBe(entriesBefore + 1);
    const again = await post('/vouchers', body, 'voucher-key');
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().data.id).toBe(first.json().data.id);
    expect(await count('vouchers')).toBe(vouchersBefore + 1);
    expect(await count('entries')).toBe(entriesBefore + 1);
  });

  it('replays a journal entry sent in the spec payload', async () => {
    const body = {
      entry: { date: '2026-03-01', currencyId: aed, note: 'Idempotent entry' },
      entryGridData: [
        { accountId: leaves[0].id, debit: '10', credit: '0' },
        { accountId: leaves[1].id, debit: '0', credit: '10' },
      ],
    };
    const before = await count('entries');
    const first = await post('/entries', body, 'entry-key');
    expect(first.statusCode, first.body).toBe(201);
    const again = await post('/entries', body, 'entry-key');
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().data.id).toBe(first.json().data.id);
    expect(await count('entries')).toBe(before + 1);
    expect(await count('entries where note = $1', ['Idempotent entry'])).toBe(1);
  });

  it('refuses the same key with another body and writes nothing', async () => {
    expect((await post('/stores', { name: 'Keyed store A', type: 0 }, 'reused-key')).statusCode).toBe(201);
    const other = await post('/stores', { name: 'Keyed store B', type: 0 }, 'reused-key');
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({
      success: false,
      message: expect.stringMatching(/different request/),
    });
    expect(await stores('Keyed store B')).toBe(0);
    // The same key on another route is another key.
    const group = await post('/material-groups', { name: 'Keyed group' }, 'reused-key');
    expect(group.statusCode, group.body).toBe(201);
  });

  it('writes once for concurrent duplicates', async () => {
    const body = { name: 'Concurrent store', type: 0 };
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => post('/stores', body, 'concurrent-key')),
    );
    expect(await stores('Concurrent store')).toBe(1);
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 201).length).toBeGreaterThanOrEqual(1);
    expect(statuses.every((s) => s === 201 || s === 409)).toBe(true);
    expect(new Set(answers.filter((a) => a.statusCode === 201).map((a) => a.json().data.id)).size).toBe(1);
    for (const busy of answers.filter((a) => a.statusCode === 409)) {
      expect(busy.json().message).toMatch(/in progress/);
      expect(busy.headers['retry-after']).toBe('1');
    }
    const replays = answers.filter((a) => a.headers['idempotent-replayed'] === 'true');
    expect(replays.length).toBe(statuses.filter((s) => s === 201).length - 1);
    // Once the first has answered, every retry gets its answer.
    const retry = await post('/stores', body, 'concurrent-key');
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
  });

  it('keeps keys apart per staff member', async () => {
    const staff = await post('/auth', {
      email: 'second@example.com',
      name: 'Second',
      password: 'second-pass-1',
    });
    expect(staff.statusCode, staff.body).toBe(201);
    const second = await t.signIn({ email: 'second@example.com', password: 'second-pass-1' });
    const body = { name: 'Per user store', type: 0 };
    const mine = await post('/stores', body, 'shared-key');
    const theirs = await post('/stores', body, 'shared-key', second);
    expect(theirs.statusCode).toBe(201);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect(theirs.json().data.id).not.toBe(mine.json().data.id);
    expect(await stores('Per user store')).toBe(2);
  });

  it('refuses a malformed key with a message and writes nothing', async () => {
    for (const key of ['', 'x'.repeat(201), 'two words', 'tab\there']) {
      const response = await post('/stores', { name: 'Badly keyed store', type: 0 }, key);
      expect(response.statusCode, JSON.stringify(key)).toBe(400);
      expect(response.json().message).toMatch(/Idempotency-Key/);
    }
    expect(await stores('Badly keyed store')).toBe(0);
    expect((await post('/stores', { name: 'Long keyed store', type: 0 }, '~'.repeat(200))).statusCode).toBe(
      201,
    );
  });

  it('without a key creates as before', async () => {
    const body = { name: 'Unkeyed store', type: 0 };
    expect((await post('/stores', body)).statusCode).toBe(201);
    const second = await post('/stores', body);
    expect(second.statusCode).toBe(201);
    expect(second.headers['idempotent-replayed']).toBeUndefined();
    expect(await stores('Unkeyed store')).toBe(2);
  });

  it('forgets a key after 24 hours', async () => {
    const body = { name: 'Expiring store', type: 0 };
    const first = await post('/stores', body, 'expiring-key');
    await t.db.query(
      `update idempotency_keys set created_at = now() - interval '24 hours 1 minute' where key = 'expiring-key'`,
    );
    const later = await post('/stores', body, 'expiring-key');
    expect(later.statusCode).toBe(201);
    expect(later.headers['idempotent-replayed']).toBeUndefined();
    expect(later.json().data.id).not.toBe(first.json().data.id);
    expect(await stores('Expiring store')).toBe(2);
    // The key now holds the second answer.
    expect((await post('/stores', body, 'expiring-key')).json().data.id).toBe(later.json().data.id);
    expect(await keys('expiring-key')).toBe(1);
  });

  it('lets a retry run again after a failure', async () => {
    const body = { email: 'taken@example.com', name: 'Taken', password: 'taken-pass-1' };
    const existing = await post('/auth', body);
    expect(existing.statusCode, existing.body).toBe(201);
    const refused = await post('/auth', body, 'failed-key');
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect(await keys('failed-key')).toBe(0);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/auth/${existing.json().data.id}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(removed.statusCode, removed.body).toBe(200);
    const retried = await post('/auth', body, 'failed-key');
    expect(retried.statusCode, retried.body).toBe(201);
    expect(retried.headers['idempotent-replayed']).toBeUndefined();
    // A body refused by validation never takes its key either.
    expect((await post('/stores', { type: 0 }, 'invalid-body-key')).statusCode).toBe(400);
    expect(await keys('invalid-body-key')).toBe(0);
  });

  it('answers 409 to a key whose first request never answered', async () => {
    const body = { name: 'Interrupted store', type: 0 };
    await post('/stores', body, 'interrupted-key');
    // While the first request runs, its row has no answer yet.
    await t.db.query(
      `update idempotency_keys set status_code = null, response = null where key = 'interrupted-key'`,
    );
    const early = await post('/stores', body, 'interrupted-key');
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toMatch(/in progress/);
    // As if the process had died between the commit and storing the answer.
    await t.db.query(
      `update idempotency_keys set created_at = now() - interval '5 minutes' where key = 'interrupted-key'`,
    );
    const retry = await post('/stores', body, 'interrupted-key');
    expect(retry.statusCode).toBe(409);
    expect(retry.json().message).toMatch(/did not finish/);
    expect(await stores('Interrupted store')).toBe(1);
  });

  it('covers bulk operations, not the POSTs that only read', async () => {
    const ids = await Promise.all(
      ['Doomed store 1', 'Doomed store 2'].map(
        async (name) => (await post('/stores', { name, type: 0 })).json().data.id,
      ),
    );
    const first = await post('/stores/bulk-delete', { ids }, 'bulk-key');
    expect(first.json().data.deleted).toBe(2);
    const again = await post('/stores/bulk-delete', { ids }, 'bulk-key');
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());

    const read = await post('/pagination/first-one', { entity: 'stores' }, 'read-key');
    expect(read.statusCode, read.body).toBe(200);
    expect(await keys('read-key')).toBe(0);
  });

  it('documents the header on create routes', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json();
    const parameters = doc.paths['/api/v1/stores'].post.parameters as { name: string; in: string }[];
    expect(parameters).toContainEqual(expect.objectContaining({ name: 'idempotency-key', in: 'header' }));
    expect(doc.paths['/api/v1/auth/website-signin'].post.parameters ?? []).not.toContainEqual(
      expect.objectContaining({ name: 'idempotency-key' }),
    );
  });
});
