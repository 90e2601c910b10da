import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.ts';

/**
 * A staff account's access follows the account as it is now: deleted, disabled, signed out or
 * given a new password, its access tokens stop on the next request. And no change leaves the
 * company without an active administrator, two administrators deleting each other included.
 */

let t: TestApp;
let adminToken: string;
let adminId: string;

beforeAll(async () => {
  t = await createTestApp();
  adminToken = await t.signIn();
  const me = await call('GET', '/auth/me', adminToken);
  adminId = me.json().data.id;
});
afterAll(async () => t?.close());

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, token?: string, payload?: unknown) =>
  t.app.inject({
    method,
    url: `/api/v1${path}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

let count = 0;
/** A new administrator, signed in: its id, credentials and a session's tokens. */
const newStaff = async () => {
  count += 1;
  const email = `access.${count}@example.com`;
  const password = `password-of-access-${count}`;
  const created = await call('POST', '/auth', adminToken, { email, name: `Access ${count}`, password });
  expect(created.statusCode, created.body).toBe(201);
  const session = await t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/website-signin',
    payload: { email, password },
  });
  expect(session.statusCode, session.body).toBe(200);
  const { accessToken, refreshToken } = session.json().data;
  return { id: created.json().data.id as string, email, password, accessToken, refreshToken };
};

const activeAdministrators = async () =>
  Number(
    (await t.db.query<{ n: string }>('select count(*) as n from staff where role = 1 and not disabled'))
      .rows[0].n,
  );

describe('an access token follows its account', () => {
  it('stops at once when the account is deleted, reads and deletes alike', async () => {
    const staff = await newStaff();
    expect((await call('GET', '/stores', staff.accessToken)).statusCode).toBe(200);
    const store = await call('POST', '/stores', adminToken, { code: `ACC${count}`, name: 'Access store' });
    expect(store.statusCode, store.body).toBe(201);
    const deleted = await call('DELETE', `/auth/${staff.id}`, adminToken);
    expect(deleted.statusCode, deleted.body).toBe(200);
    const read = await call('GET', '/stores', staff.accessToken);
    expect(read.statusCode).toBe(401);
    expect(read.json().message).toMatch(/sign in/i);
    expect((await call('DELETE', `/stores/${store.json().data.id}`, staff.accessToken)).statusCode).toBe(401);
    expect((await call('GET', '/stores', adminToken)).statusCode).toBe(200);
  });

  it('stops at once when the account is disabled, which also refuses its sign-in and refresh', async () => {
    const staff = await newStaff();
    const disabled = await call('PATCH', `/auth/${staff.id}`, adminToken, { disabled: true });
    expect(disabled.statusCode, disabled.body).toBe(200);
    expect(disabled.json().data.disabled).toBe(true);
    expect((await call('GET', '/stores', staff.accessToken)).statusCode).toBe(401);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/website-signin',
      payload: { email: staff.email, password: staff.password },
    });
    expect(signIn.statusCode).toBe(401);
    expect(signIn.json().message).toMatch(/disabled/i);
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/refresh',
      payload: { refreshToken: staff.refreshToken },
    });
    expect(refreshed.statusCode).toBe(401);
    // Enabled again, the account signs in anew; the old sign-in stays ended.
    expect((await call('PATCH', `/auth/${staff.id}`, adminToken, { disabled: false })).statusCode).toBe(200);
    expect((await call('GET', '/stores', staff.accessToken)).statusCode).toBe(401);
  });

  it('stops when an administrator sets a new password for the account', async () => {
    const staff = await newStaff();
    const changed = await call('PATCH', `/auth/${staff.id}`, adminToken, { password: 'set-by-the-admin-1' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await call('GET', '/stores', staff.accessToken)).statusCode).toBe(401);
  });

  it("a password change ends the other sign-ins' access and keeps this one", async () => {
    const staff = await newStaff();
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/website-signin',
      payload: { email: staff.email, password: staff.password },
    });
    const otherToken = other.json().data.accessToken;
    expect((await call('GET', '/stores', otherToken)).statusCode).toBe(200);
    const changed = await call('POST', '/auth/change-password', staff.accessToken, {
      currentPassword: staff.password,
      password: 'a-new-password-of-mine',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await call('GET', '/stores', otherToken)).statusCode).toBe(401);
    expect((await call('GET', '/stores', staff.accessToken)).statusCode).toBe(200);
  });

  it('stops when the sign-in it belongs to is signed out', async () => {
    const staff = await newStaff();
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      payload: { refreshToken: staff.refreshToken },
    });
    expect(out.statusCode).toBe(200);
    expect((await call('GET', '/stores', staff.accessToken)).statusCode).toBe(401);
  });
});

describe('the last active administrator', () => {
  it('cannot be disabled, and the database itself refuses to lose it', async () => {
    // Every other account disabled: the demo administrator is the last active one.
    await t.db.query('update staff set disabled = true where id <> $1', [adminId]);
    expect(await activeAdministrators()).toBe(1);
    const disabled = await call('PATCH', `/auth/${adminId}`, adminToken, { disabled: true });
    expect(disabled.statusCode, disabled.body).toBe(409);
    expect(disabled.json().message).toMatch(/last active administrator/i);
    await expect(t.db.query('delete from staff')).rejects.toThrow(/last active administrator/i);
    await expect(t.db.query('update staff set disabled = true')).rejects.toThrow(
      /last active administrator/i,
    );
    await expect(t.db.query('update staff set role = 2 where id = $1', [adminId])).rejects.toThrow(
      /last active administrator/i,
    );
    expect(await activeAdministrators()).toBe(1);
    expect((await call('GET', '/stores', adminToken)).statusCode).toBe(200);
  });

  it('remains when two administrators delete each other at the same moment', async () => {
    for (let round = 0; round < 3; round++) {
      const [one, two] = [await newStaff(), await newStaff()];
      // Those two are the only active administrators.
      await t.db.query('update staff set disabled = true where id <> all($1::uuid[])', [[one.id, two.id]]);
      expect(await activeAdministrators()).toBe(2);
      const answers = await Promise.all([
        call('DELETE', `/auth/${two.id}`, one.accessToken),
        call('DELETE', `/auth/${one.id}`, two.accessToken),
      ]);
      const statuses = answers.map((answer) => answer.statusCode);
      expect(statuses.filter((status) => status === 200)).toHaveLength(1);
      // The other is refused: by the database (409), or, when the first had committed before it
      // started, because its own account is gone (401).
      expect(statuses.filter((status) => status !== 200 && ![401, 409].includes(status))).toEqual([]);
      for (const answer of answers)
        if (answer.statusCode === 409) expect(answer.json().message).toMatch(/last active administrator/i);
      expect(await activeAdministrators()).toBe(1);
      await t.db.query('update staff set disabled = false where id = $1', [adminId]);
    }
  });

  it('remains when two transactions delete the two administrators concurrently', async () => {
    await t.db.query('update staff set disabled = true where id <> $1', [adminId]);
    const other = await newStaff();
    const ids = [adminId, other.id];
    const outcomes = await Promise.allSettled(
      ids.map((id) => t.db.transaction(async (tx) => tx.query('delete from staff where id = $1', [id]))),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    const refused = outcomes.find((outcome) => outcome.status === 'rejected');
    expect(String((refused as PromiseRejectedResult).reason)).toMatch(/last active administrator/i);
    expect(await activeAdministrators()).toBe(1);
  });
});
