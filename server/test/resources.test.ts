import { entities } from '@aqar/domain/registry';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSample, sampleBody, writeBody, writePath } from './fixtures/samples.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
let token: string;
const auth = () => ({ authorization: `Bearer ${token}` });

beforeAll(async () => {
  t = await createTestApp();
  token = await t.signIn();
});
afterAll(async () => t?.close());

/** Every behaviour of the generic resource layer, for every entity of the registry. */
describe.each(entities.map((definition) => [definition.key, definition] as const))(
  '%s resource',
  (_key, definition) => {
    const url = `/api/v1${definition.api}`;
    const searchField = Object.entries(definition.fields).find(
      ([, f]) => f.search && f.type === 'text' && !f.unique,
    )?.[0];
    // A module that writes its own records (an installment plan) has no PATCH: it saves whole.
    const patched = searchField && !definition.moduleWrites ? searchField : undefined;

    it('creates, reads, lists, searches, updates and deletes, with an audit trail', async () => {
      const created = await createSample(t.app, token, definition);
      expect(created.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(created.number).toBeGreaterThan(0);
      expect(created).not.toHaveProperty('passwordHash');
      expect(created).not.toHaveProperty('password');

      const read = await t.app.inject({ method: 'GET', url: `${url}/${created.id}`, headers: auth() });
      expect(read.statusCode).toBe(200);
      expect(read.json()).toMatchObject({ success: true, data: { id: created.id, number: created.number } });

      const list = await t.app.inject({ method: 'GET', url: `${url}?pageSize=5`, headers: auth() });
      expect(list.statusCode).toBe(200);
      const listed = list.json();
      expect(listed.success).toBe(true);
      expect(listed.count).toBeGreaterThanOrEqual(1);
      expect(listed.pages).toBe(Math.ceil(listed.count / 5));
      expect(listed.data.length).toBeLessThanOrEqual(5);

      if (searchField) {
        const term = String(created[searchField]).toUpperCase();
        const found = await t.app.inject({
          method: 'GET',
          url: `${url}?search=${encodeURIComponent(term)}`,
          headers: auth(),
        });
        expect(found.json().data.map((r: { id: string }) => r.id)).toContain(created.id);
      }
      const byNumber = await t.app.inject({
        method: 'GET',
        url: `${url}?search=${created.number}`,
        headers: auth(),
      });
      expect(byNumber.json().data.map((r: { id: string }) => r.id)).toContain(created.id);

      if (patched) {
        const response = await t.app.inject({
          method: 'PATCH',
          url: `${url}/${created.id}`,
          headers: auth(),
          payload: {
            [patched]: 'Renamed record',
            id: 'ignored',
            number: 999999,
            // Where the reference names a document's date `createdAt`, it is that date, not ignored.
            ...(definition.aliases?.createdAt ? {} : { createdAt: 'ignored' }),
          },
        });
        expect(response.statusCode, response.body).toBe(200);
        expect(response.json().data[patched]).toBe('Renamed record');
        expect(response.json().data.number).toBe(created.number);
      }

      const removed = await t.app.inject({ method: 'DELETE', url: `${url}/${created.id}`, headers: auth() });
      if (definition.undeletable) {
        // Bill patterns are never deleted: documents keep pointing at them.
        expect(removed.statusCode).toBe(405);
        expect(
          (await t.app.inject({ method: 'GET', url: `${url}/${created.id}`, headers: auth() })).statusCode,
        ).toBe(200);
        return;
      }
      expect(removed.statusCode, removed.body).toBe(200);
      const gone = await t.app.inject({ method: 'GET', url: `${url}/${created.id}`, headers: auth() });
      expect(gone.statusCode).toBe(404);
      expect(gone.json().success).toBe(false);

      const audit = await t.app.inject({
        method: 'GET',
        url: `/api/v1/audit?entity=${definition.key}&id=${created.id}`,
        headers: auth(),
      });
      const actions = audit.json().data.map((r: { action: string }) => r.action);
      expect(actions).toEqual(patched ? ['delete', 'update', 'create'] : ['delete', 'create']);
      const createAudit = audit.json().data.at(-1);
      expect(createAudit.actorEmail).toBeTruthy();
      expect(createAudit.after.id).toBe(created.id);
      expect(JSON.stringify(audit.json())).not.toContain('argon2');
    });

    it('rejects unknown fields and missing required fields per field, writing nothing', async () => {
      const before = (await t.app.inject({ method: 'GET', url: `${url}?pageSize=1`, headers: auth() })).json()
        .count;
      const body = await writeBody(t.app, token, definition, await sampleBody(t.app, token, definition));
      const unknown = await t.app.inject({
        method: 'POST',
        url,
        headers: auth(),
        payload: { ...body, notAField: 1 },
      });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json()).toMatchObject({ success: false, errors: { notAField: 'Unknown field' } });
      // A required field with a default is filled on create, so only those without one can be missing.
      const required = Object.entries(definition.fields).filter(
        ([, f]) => f.required && !f.readOnly && f.default === undefined,
      );
      if (required.length > 0) {
        const missing = await t.app.inject({
          method: 'POST',
          url,
          headers: auth(),
          payload: await writeBody(t.app, token, definition, {}),
        });
        expect(missing.statusCode).toBe(400);
        for (const [name] of required)
          expect(Object.keys(missing.json().errors)).toContain(writePath(definition, name));
      }
      const after = (await t.app.inject({ method: 'GET', url: `${url}?pageSize=1`, headers: auth() })).json()
        .count;
      expect(after).toBe(before);
    });

    it('answers 404 for a missing or malformed id', async () => {
      for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id', "1' or '1'='1"]) {
        for (const method of definition.undeletable
          ? (['GET', 'PATCH'] as const)
          : (['GET', 'PATCH', 'DELETE'] as const)) {
          const response = await t.app.inject({
            method,
            url: `${url}/${encodeURIComponent(id)}`,
            headers: auth(),
            payload: method === 'PATCH' ? {} : undefined,
          });
          expect(response.statusCode, `${method} ${id}`).toBe(404);
          expect(response.json().message).toBeTruthy();
        }
      }
    });

    it('bulk-deletes all or nothing', async () => {
      const a = await createSample(t.app, token, definition);
      if (definition.undeletable) {
        const refused = await t.app.inject({
          method: 'POST',
          url: `${url}/bulk-delete`,
          headers: auth(),
          payload: { ids: [a.id] },
        });
        expect(refused.statusCode).toBe(405);
        return;
      }
      const b = await createSample(t.app, token, definition);
      const partial = await t.app.inject({
        method: 'POST',
        url: `${url}/bulk-delete`,
        headers: auth(),
        payload: { ids: [a.id, '00000000-0000-4000-8000-000000000000'] },
      });
      expect(partial.statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: `${url}/${a.id}`, headers: auth() })).statusCode).toBe(
        200,
      );
      const all = await t.app.inject({
        method: 'POST',
        url: `${url}/bulk-delete`,
        headers: auth(),
        payload: { ids: [a.id, b.id] },
      });
      expect(all.statusCode, all.body).toBe(200);
      expect(all.json().data.deleted).toBe(2);
      expect((await t.app.inject({ method: 'GET', url: `${url}/${b.id}`, headers: auth() })).statusCode).toBe(
        404,
      );
    });

    it('needs a signed-in user', async () => {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ success: false });
      expect(response.json().message).toBeTruthy();
    });
  },
);

describe('references', () => {
  it('refuses to delete a referenced record, naming what references it, and deletes nothing', async () => {
    const reference = entities
      .flatMap((definition) =>
        Object.entries(definition.fields).map(([name, field]) => ({ definition, name, field })),
      )
      .find(
        ({ definition, field }) =>
          field.type === 'reference' && !field.readOnly && field.entity !== definition.key,
      );
    expect(reference).toBeDefined();
    if (reference?.field.type !== 'reference') return;
    const target = entities.find((d) => d.key === (reference.field as { entity: string }).entity)!;
    const referenced = await createSample(t.app, token, target);
    await createSample(t.app, token, reference.definition, { [reference.name]: referenced.id });
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1${target.api}/${referenced.id}`,
      headers: auth(),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().usedBy).toContainEqual({ entity: reference.definition.key, count: 1 });
    const still = await t.app.inject({
      method: 'GET',
      url: `/api/v1${target.api}/${referenced.id}`,
      headers: auth(),
    });
    expect(still.statusCode).toBe(200);
  });
});
