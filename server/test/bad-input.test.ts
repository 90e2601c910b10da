import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
let token: string;
const auth = () => ({ authorization: `Bearer ${token}` });

beforeAll(async () => {
  t = await createTestApp();
  token = await t.signIn();
});
afterAll(async () => t?.close());

const storeCount = async () =>
  (await t.db.query<{ count: number }>('select count(*)::int8 as count from stores')).rows[0].count;

/** Nothing a client can send produces a 500, and a refused write leaves the database unchanged. */
describe('bad input', () => {
  it('refuses wrong types per field', async () => {
    const before = await storeCount();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/stores',
      headers: auth(),
      payload: { name: 42, type: 'many', parentId: 'not-a-uuid', address: ['x'] },
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors).sort()).toEqual(['address', 'name', 'parentId', 'type']);
    expect(await storeCount()).toBe(before);
  });

  it('refuses a 10,000-character string as too long', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/stores',
      headers: auth(),
      payload: { name: 'x'.repeat(10_000), type: 0 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.name).toBe('Too long');
  });

  it('treats SQL and LIKE metacharacters in search and filters literally', async () => {
    const names = ['100% pure', 'under_score', "O'Brien store", 'back\\slash', 'plain'];
    for (const name of names) {
      expect(
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/v1/stores',
            headers: auth(),
            payload: { name, type: 0 },
          })
        ).statusCode,
      ).toBe(201);
    }
    const search = async (term: string) => {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/v1/stores?search=${encodeURIComponent(term)}&pageSize=1000`,
        headers: auth(),
      });
      expect(response.statusCode, term).toBe(200);
      return response.json().data.map((r: { name: string }) => r.name);
    };
    expect(await search('%')).toEqual(['100% pure']);
    expect(await search('_')).toEqual(['under_score']);
    expect(await search("o'brien")).toEqual(["O'Brien store"]);
    expect(await search('\\')).toEqual(['back\\slash']);
    expect(await search("'; drop table stores; --")).toEqual([]);
    const filtered = await t.app.inject({
      method: 'GET',
      url: `/api/v1/stores?name=${encodeURIComponent("%' or 1=1 --")}`,
      headers: auth(),
    });
    expect(filtered.statusCode).toBe(200);
    expect(filtered.json().data).toEqual([]);
    expect(await storeCount()).toBeGreaterThan(0);
  });

  it('refuses a negative page, a huge page size, an unknown filter and an unknown sort', async () => {
    for (const query of [
      'page=-1',
      'pageSize=1000000000',
      'pageSize=0',
      'page=abc',
      'nosuchfield=1',
      'sort=nosuchfield',
      'order=sideways',
      'type=abc',
      'parentId=xyz',
    ]) {
      const response = await t.app.inject({ method: 'GET', url: `/api/v1/stores?${query}`, headers: auth() });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message).toBeTruthy();
    }
  });

  it('refuses malformed JSON and non-object bodies', async () => {
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/stores',
      headers: { ...auth(), 'content-type': 'application/json' },
      payload: '{"name": "x",',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ success: false, message: 'The request body is not valid JSON' });
    for (const payload of ['[]', '"text"', '42', 'null']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/stores',
        headers: { ...auth(), 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode, payload).toBe(400);
    }
  });

  it('refuses a 5 MB body with 413', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/stores',
      headers: { ...auth(), 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'x'.repeat(5 * 1024 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().success).toBe(false);
  });

  it('answers 404 for an unknown entity in record navigation and unknown routes', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/pagination/first-one',
      headers: auth(),
      payload: { entity: 'nonsense' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toContain('nonsense');
    const route = await t.app.inject({ method: 'GET', url: '/api/v1/no-such-thing', headers: auth() });
    expect(route.statusCode).toBe(404);
  });

  it('refuses impossible dates and numbers out of range', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/stores',
      headers: auth(),
      payload: { name: 'Dates', type: 99999999999999 },
    });
    expect(response.statusCode).toBe(400);
  });
});

/** Names a client sends are looked up as own keys only, never as members of Object.prototype. */
describe('JavaScript object property names', () => {
  const prototypeNames = ['constructor', 'toString', '__proto__', 'hasOwnProperty', 'valueOf'];

  it('refuses them as sort names and as filters, on lists and on the account pickers', async () => {
    for (const base of [
      '/api/v1/stores',
      '/api/v1/accounts/leaves',
      '/api/v1/accounts/suppliers-customers',
    ]) {
      for (const name of prototypeNames) {
        for (const query of [`sort=${name}`, `${name}=1`]) {
          const response = await t.app.inject({ method: 'GET', url: `${base}?${query}`, headers: auth() });
          // `__proto__` as a query key is dropped by the parser; everything else is refused.
          if (query === '__proto__=1') expect(response.statusCode, `${base}?${query}`).toBe(200);
          else {
            expect(response.statusCode, `${base}?${query}`).toBe(400);
            expect(response.json().message).toBeTruthy();
          }
        }
      }
    }
  });

  it('reports them as unknown fields of a body, each on its own key', async () => {
    const before = await storeCount();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/stores',
      headers: auth(),
      payload: { name: 'Prototype keys', type: 0, constructor: 1, toString: 'x', valueOf: [] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().codes).toEqual({
      constructor: 'unknownField',
      toString: 'unknownField',
      valueOf: 'unknownField',
    });
    expect(await storeCount()).toBe(before);
  });

  it('refuses them as the column of record navigation', async () => {
    for (const column of prototypeNames) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/pagination/one-by',
        headers: auth(),
        payload: { entity: 'stores', column, value: '1' },
      });
      expect(response.statusCode, column).toBe(400);
    }
  });
});

const tableCount = async (table: string) =>
  (await t.db.query<{ count: number }>(`select count(*)::int8 as count from ${table}`)).rows[0].count;

/** PostgreSQL text cannot hold NUL: it is refused with a message before it reaches the database. */
describe('NUL and other control characters', () => {
  it('are refused in text fields with a per-field message, the database unchanged', async () => {
    const owners = await tableCount('owners');
    const stores = await tableCount('stores');
    for (const [url, payload, field] of [
      ['/api/v1/owners', { name: 'a\u0000b' }, 'name'],
      ['/api/v1/stores', { name: 'Store', type: 0, address: 'x\u0000' }, 'address'],
      ['/api/v1/stores', { name: 'bell\u0007', type: 0 }, 'name'],
    ] as const) {
      const response = await t.app.inject({ method: 'POST', url, headers: auth(), payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().codes).toEqual({ [field]: 'invalidCharacter' });
      expect(response.json().errors[field]).toBe('Contains a control character that is not allowed');
    }
    expect(await tableCount('owners')).toBe(owners);
    expect(await tableCount('stores')).toBe(stores);
  });

  it('are refused in an update and inside JSON fields', async () => {
    const store = (
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/stores',
        headers: auth(),
        payload: { name: 'Clean', type: 0 },
      })
    ).json().data;
    const patch = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/stores/${store.id}`,
      headers: auth(),
      payload: { name: 'dirty\u0000' },
    });
    expect(patch.statusCode).toBe(400);
    expect(patch.json().codes).toEqual({ name: 'invalidCharacter' });
    const user = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users',
      headers: auth(),
      payload: { name: 'Files', cardType: 1, phone: '050', files: [{ name: 'plan\u0000.pdf' }] },
    });
    expect(user.statusCode, user.body).toBe(400);
    expect(user.json().codes).toEqual({ files: 'invalidCharacter' });
  });

  it('are refused in search, filters, sort and path parameters', async () => {
    for (const url of [
      '/api/v1/stores?search=%00',
      '/api/v1/stores?search=a%00b',
      '/api/v1/stores?name=%00',
      '/api/v1/stores?sort=%00',
      '/api/v1/accounts/leaves?search=%00',
      '/api/v1/accounts/suppliers-customers?search=%00',
      '/api/v1/stores/%00',
      '/api/v1/stores/%00/children',
      '/api/v1/accounts/%00/next-child-info',
      '/api/v1/currencies/code/%00',
      '/api/v1/entries/created-from/%00',
      '/api/v1/audit?entity=%00',
      '/api/v1/reports/journal.ledger?from=%00',
    ]) {
      const response = await t.app.inject({ method: 'GET', url, headers: auth() });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().message, url).toBeTruthy();
    }
    const remove = await t.app.inject({ method: 'DELETE', url: '/api/v1/stores/%00', headers: auth() });
    expect(remove.statusCode).toBe(400);
  });

  it('are refused in record navigation and report filters', async () => {
    for (const payload of [
      { entity: 'stores', column: 'code', value: 'a\u0000' },
      { entity: 'stores\u0000' },
      { entity: 'vouchers', code: 'a\u0000' },
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/pagination/one-by',
        headers: auth(),
        payload,
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const account = (
      await t.app.inject({ method: 'GET', url: '/api/v1/accounts/leaves?pageSize=1', headers: auth() })
    ).json().data[0];
    const report = await t.app.inject({
      method: 'POST',
      url: '/api/v1/reports/general-ledger',
      headers: auth(),
      payload: { accountId: account.id, includeWords: 'rent\u0000' },
    });
    expect(report.statusCode, report.body).toBe(400);
    expect(report.json().codes).toEqual({ includeWords: 'invalidCharacter' });
  });
});

describe('values only the database refuses', () => {
  it('answer 400 with a message, not 500', async () => {
    // Sign-in's own schema lets a NUL through to the query: the error handler's safety net.
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/website-signin',
      payload: { email: 'a\u0000@example.com', password: 'whatever' },
    });
    expect(response.statusCode).toBeLessThan(500);
    expect(response.statusCode).not.toBe(200);
    expect(response.json().message).toBeTruthy();
  });
});

describe('deeply nested JSON', () => {
  it('is refused with 400 before it is parsed or validated, the database unchanged', async () => {
    const users = await tableCount('users');
    const deep = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
    for (const [url, payload] of [
      ['/api/v1/stores', `${'['.repeat(10_000)}${']'.repeat(10_000)}`],
      ['/api/v1/users', `{"name":"Deep","cardType":1,"phone":"050","files":${deep(10_000)}}`],
      ['/api/v1/users', `{"name":"Deep","cardType":1,"phone":"050","files":${deep(65)}}`],
      ['/api/v1/pagination/first-one', `{"entity":${deep(10_000)}}`],
      ['/api/v1/auth/website-signin', `{"email":${deep(10_000)}}`],
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url,
        headers: { ...auth(), 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toEqual({
        success: false,
        message: 'The request body is nested deeper than 64 levels',
      });
    }
    expect(await tableCount('users')).toBe(users);
    // Nesting within the limit is up to the field's own validation.
    const shallow = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users',
      headers: auth(),
      payload: { name: 'Shallow', cardType: 1, phone: '050', files: [{ name: 'plan.pdf', tags: [['a']] }] },
    });
    expect(shallow.statusCode, shallow.body).toBe(201);
    expect(await tableCount('users')).toBe(users + 1);
  });
});

describe('journal export', () => {
  it('refuses a date that does not exist or a reversed range with 400 before sending anything', async () => {
    for (const [query, field, code] of [
      ['from=2026-02-30', 'from', 'invalidDate'],
      ['to=2026-13-01', 'to', 'invalidDate'],
      ['from=2026-1-1', 'from', 'invalidDate'],
      ['from=2026-03-01&to=2026-02-01', 'to', 'rangeReversed'],
    ]) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/v1/reports/journal.ledger?${query}`,
        headers: auth(),
      });
      expect(response.statusCode, query).toBe(400);
      expect(response.headers['content-type'], query).toMatch(/^application\/json/);
      expect(response.json().codes, query).toEqual({ [field]: code });
    }
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/v1/reports/journal.ledger?toString=1',
      headers: auth(),
    });
    expect(unknown.statusCode).toBe(400);
    const good = await t.app.inject({
      method: 'GET',
      url: '/api/v1/reports/journal.ledger?from=2024-02-29&to=2026-12-31',
      headers: auth(),
    });
    expect(good.statusCode).toBe(200);
    expect(good.body).toMatch(/^; Aqar journal/);
  });
});

describe('JSON fields', () => {
  it('store any JSON value as it is sent, on create and on update', async () => {
    for (const files of [1e308, 'plain text', true, [{ name: 'plan.pdf' }], { a: [1, 'b'] }]) {
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/v1/users',
        headers: auth(),
        payload: { name: 'Json', cardType: 1, phone: '050', files },
      });
      expect(created.statusCode, `${JSON.stringify(files)}: ${created.body}`).toBe(201);
      expect(created.json().data.files).toEqual(files);
      const updated = await t.app.inject({
        method: 'PATCH',
        url: `/api/v1/users/${created.json().data.id}`,
        headers: auth(),
        payload: { files },
      });
      expect(updated.statusCode, `${JSON.stringify(files)}: ${updated.body}`).toBe(200);
      expect(updated.json().data.files).toEqual(files);
    }
  });
});
