import { entities } from '@aqar/domain/registry';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
let token: string;
const navigate = (action: string, body: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/pagination/${action}`,
    headers: { authorization: `Bearer ${token}` },
    payload: body,
  });

beforeAll(async () => {
  t = await createTestApp();
  token = await t.signIn();
});
afterAll(async () => t?.close());

describe('record navigation', () => {
  it('walks first, next, previous, last and one-by, with 404 past either end', async () => {
    const created = [];
    for (const name of ['Nav A', 'Nav B', 'Nav C']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/banks',
        headers: { authorization: `Bearer ${token}` },
        payload: { name },
      });
      created.push(response.json().data);
    }
    const first = (await navigate('first-one', { entity: 'bank' })).json().data;
    const last = (await navigate('last-one', { entity: 'bank' })).json().data;
    expect(last).toEqual({ number: created[2].number, id: created[2].id });
    expect(first.number).toBeLessThan(last.number);
    const next = (await navigate('next-one', { entity: 'bank', value: created[0].number })).json().data;
    expect(next).toEqual({ number: created[1].number, id: created[1].id });
    const previous = (await navigate('previous-one', { entity: 'bank', value: created[2].number })).json()
      .data;
    expect(previous.id).toBe(created[1].id);
    const oneBy = (
      await navigate('one-by', { entity: 'bank', value: created[1].number, column: 'number' })
    ).json().data;
    expect(oneBy.id).toBe(created[1].id);

    const pastEnd = await navigate('next-one', { entity: 'bank', value: last.number });
    expect(pastEnd.statusCode).toBe(404);
    expect(pastEnd.json().message).toBeTruthy();
    expect((await navigate('previous-one', { entity: 'bank', value: first.number })).statusCode).toBe(404);
    expect((await navigate('one-by', { entity: 'bank', value: 999999 })).statusCode).toBe(404);
  });

  it('answers 404 with a message on an empty table and on a pattern code with no documents', async () => {
    // Maintenance categories: none in the demo data (checked, so the test cannot pass on a full table).
    const { rows } = await t.db.query<{ count: number }>('select count(*)::int as count from categories');
    expect(rows[0].count).toBe(0);
    for (const action of ['last-one', 'first-one']) {
      for (const body of [{ entity: 'category' }, { entity: 'vouchers', code: 987 }]) {
        const response = await navigate(action, body);
        expect(response.statusCode, `${action} ${JSON.stringify(body)}: ${response.body}`).toBe(404);
        expect(response.json()).toEqual({ success: false, message: 'There are no records yet' });
      }
    }
    // Next and previous from a number on an empty table: past either end.
    expect((await navigate('next-one', { entity: 'category', value: 0 })).statusCode).toBe(404);
    expect((await navigate('previous-one', { entity: 'category', value: 1 })).statusCode).toBe(404);
  });

  it('finds a chart record by its code', async () => {
    const response = await navigate('one-by', { entity: 'account', column: 'code', value: '121' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.number).toBeGreaterThan(0);
  });

  it('refuses unknown entities and bad values', async () => {
    expect((await navigate('first-one', { entity: 'building-x' })).statusCode).toBe(404);
    expect((await navigate('next-one', { entity: 'bank', value: 'abc' })).statusCode).toBe(400);
    expect((await navigate('one-by', { entity: 'bank', column: 'password', value: 'x' })).statusCode).toBe(
      400,
    );
    expect((await navigate('first-one', {})).statusCode).toBe(400);
  });
});

describe("the reference's table names", () => {
  it('navigate like the entity keys', async () => {
    const named = entities.filter((definition) => definition.referenceTable);
    expect(named.map((definition) => definition.referenceTable)).toEqual(
      expect.arrayContaining(['entry_main_data', 'voucher_main_data', 'bill', 'store', 'material_group']),
    );
    for (const definition of named) {
      const code = definition.numberScope ? 2 : undefined;
      const byKey = await navigate('last-one', { entity: definition.key, code });
      const byName = await navigate('last-one', { entity: definition.referenceTable, code });
      expect(byName.statusCode, `${definition.referenceTable}: ${byName.body}`).toBe(byKey.statusCode);
      expect(byName.json(), definition.key).toEqual(byKey.json());
    }
  });

  it('find a store by number under store', async () => {
    const first = await navigate('first-one', { entity: 'stores' });
    expect(first.statusCode, first.body).toBe(200);
    const { number, id } = first.json().data;
    const found = await navigate('one-by', { entity: 'store', value: number });
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json().data).toEqual({ number, id });
    expect((await navigate('first-one', { entity: 'entry_main_data' })).json().message).toBe(
      (await navigate('first-one', { entity: 'entries' })).json().message,
    );
  });
});
