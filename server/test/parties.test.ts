import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
let token: string;
const auth = () => ({ authorization: `Bearer ${token}` });
const post = (url: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `/api/v1${url}`, headers: auth(), payload });
const parentOf = async (code: string) =>
  (await t.db.query<{ id: string }>('select id from accounts where code = $1', [code])).rows[0].id;

beforeAll(async () => {
  t = await createTestApp();
  token = await t.signIn();
});
afterAll(async () => t?.close());

describe('party cards', () => {
  it('gives a customer its own account under 121 and a supplier under 221', async () => {
    for (const [cardType, code] of [
      [1, '121'],
      [2, '221'],
    ] as const) {
      const response = await post('/users', { cardType, name: `Party ${cardType}`, phone: '+971500000001' });
      expect(response.statusCode, response.body).toBe(201);
      const party = response.json().data;
      expect(party.accountId).toBeTruthy();
      expect(party.accountIdLabel).toBe(`Party ${cardType}`);
      const account = (
        await t.app.inject({ method: 'GET', url: `/api/v1/accounts/${party.accountId}`, headers: auth() })
      ).json().data;
      expect(account.parentId).toBe(await parentOf(code));
      expect(account.code.startsWith(code)).toBe(true);
    }
  });

  it('gives supervisors no account and asks them for a category', async () => {
    const without = await post('/users', { cardType: 3, name: 'Supervisor', phone: '+971500000002' });
    expect(without.statusCode).toBe(400);
    expect(without.json().errors.workerCategories).toBeTruthy();
    const category = (await post('/category', { name: 'Plumbing', ltnname: 'Plumbing' })).json().data;
    const withCategory = await post('/users', {
      cardType: 3,
      name: 'Supervisor',
      phone: '+971500000002',
      workerCategories: [{ categoryId: category.id }],
    });
    expect(withCategory.statusCode, withCategory.body).toBe(201);
    expect(withCategory.json().data.accountId).toBeNull();
  });

  it('keeps the card type, renames the account with the card, and removes both on delete', async () => {
    const party = (await post('/users', { cardType: 1, name: 'Old name', phone: '+971500000003' })).json()
      .data;
    const locked = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/users/${party.id}`,
      headers: auth(),
      payload: { cardType: 2 },
    });
    expect(locked.statusCode).toBe(400);
    expect(locked.json().errors.cardType).toBeTruthy();
    const renamed = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/users/${party.id}`,
      headers: auth(),
      payload: { name: 'New name' },
    });
    expect(renamed.statusCode).toBe(200);
    const account = (
      await t.app.inject({ method: 'GET', url: `/api/v1/accounts/${party.accountId}`, headers: auth() })
    ).json().data;
    expect(account.name).toBe('New name');
    // The Latin-script name follows too: reports outside Arabic show it.
    const latin = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/users/${party.id}`,
      headers: auth(),
      payload: { ltnname: 'Latin name' },
    });
    expect(latin.statusCode, latin.body).toBe(200);
    const statement = await t.app.inject({
      method: 'POST',
      url: '/api/v1/reports/trial-balance',
      headers: { ...auth(), 'accept-language': 'en' },
      payload: { showEmpty: true },
    });
    expect(statement.statusCode, statement.body).toBe(200);
    const row = statement.json().data.rows.find((r: { code: string }) => r.code === account.code);
    expect(row?.account).toBe('Latin name');
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/users/${party.id}`,
      headers: auth(),
    });
    expect(removed.statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/v1/accounts/${party.accountId}`, headers: auth() }))
        .statusCode,
    ).toBe(404);
  });

  it('writes neither card nor account when the card is invalid', async () => {
    const before = (await t.db.query<{ count: number }>('select count(*)::int8 as count from accounts'))
      .rows[0].count;
    const response = await post('/users', {
      cardType: 1,
      name: 'Broken',
      phone: '+971500000004',
      bankId: '00000000-0000-4000-8000-000000000000',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.bankId).toBeTruthy();
    const after = (await t.db.query<{ count: number }>('select count(*)::int8 as count from accounts'))
      .rows[0].count;
    expect(after).toBe(before);
  });
});
