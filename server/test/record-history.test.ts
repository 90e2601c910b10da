import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.ts';

/** A record's history as its form's History tab reads it: who, when, before and after, named references. */

let t: TestApp;
let token: string;
let leaves: { id: string; name: string }[];
let aed: string;

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  bearer?: string,
  payload?: object,
) =>
  t.app.inject({
    method,
    url: `/api/v1${path}`,
    headers: bearer ? { authorization: `Bearer ${bearer}` } : {},
    ...(payload === undefined ? {} : { payload }),
  });

interface AuditRow {
  id: number;
  at: string;
  actorEmail: string | null;
  actorName: string | null;
  entity: string;
  recordId: string;
  action: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

const history = async (query: string, bearer = token) => {
  const answer = await call('GET', `/audit?${query}`, bearer);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as { data: AuditRow[]; references?: Record<string, string> };
};

beforeAll(async () => {
  t = await createTestApp();
  token = await t.signIn();
  leaves = (await call('GET', '/accounts/leaves?pageSize=5&sort=code', token)).json().data;
  aed = (await call('GET', '/currencies?code=AED', token)).json().data[0].id;
});
afterAll(async () => t?.close());

describe('a record’s history', () => {
  it('lists each change newest first with who, when and the record before and after', async () => {
    const created = await call('POST', '/stores', token, { name: 'History store', type: 0 });
    expect(created.statusCode, created.body).toBe(201);
    const storeId = created.json().data.id as string;
    const edited = await call('PATCH', `/stores/${storeId}`, token, { name: 'History store, renamed' });
    expect(edited.statusCode, edited.body).toBe(200);

    const { data, references } = await history(`entity=stores&recordId=${storeId}`);
    expect(data.map((row) => row.action)).toEqual(['update', 'create']);
    const [update, create] = data;
    expect(update).toMatchObject({ entity: 'stores', recordId: storeId, actorEmail: 'admin@aqar.demo' });
    expect(update.actorName).toBe('Demo Administrator');
    expect(update.before?.name).toBe('History store');
    expect(update.after?.name).toBe('History store, renamed');
    expect(create.before).toBeNull();
    expect(create.after?.name).toBe('History store');
    expect(Date.parse(update.at)).toBeGreaterThanOrEqual(Date.parse(create.at));
    expect(references).toEqual({});
    // The older spelling `id` reads the same rows.
    expect((await history(`entity=stores&id=${storeId}`)).data.map((row) => row.id)).toEqual(
      data.map((row) => row.id),
    );
  });

  it('names the records a document refers to and brings the entries it posted and replaced', async () => {
    const pattern = await call('POST', '/voucher-patterns', token, {
      name: 'History receipt',
      showCreditField: true,
      showDebitField: false,
      genEntries: true,
    });
    expect(pattern.statusCode, pattern.body).toBe(201);
    const [cash, client, other] = leaves;
    const created = await call('POST', '/vouchers', token, {
      voucherPatternId: pattern.json().data.id,
      date: '2026-05-02',
      accountId: cash.id,
      currencyId: aed,
      genEntries: true,
      rows: [{ accountId: client.id, credit: '1000.50' }],
    });
    expect(created.statusCode, created.body).toBe(201);
    const voucherId = created.json().data.id as string;
    const edited = await call('PATCH', `/vouchers/${voucherId}`, token, {
      rows: [{ accountId: other.id, credit: '750' }],
    });
    expect(edited.statusCode, edited.body).toBe(200);

    const own = await history(`entity=vouchers&recordId=${voucherId}`);
    expect(own.data.every((row) => row.entity === 'vouchers')).toBe(true);
    expect(own.references?.[cash.id]).toBe(cash.name);
    expect(own.references?.[client.id]).toBe(client.name);
    expect(own.references?.[other.id]).toBe(other.name);
    expect(own.references?.[aed]).toBeTruthy();

    const { data } = await history(`entity=vouchers&recordId=${voucherId}&entries=true`);
    const entryRows = data.filter((row) => row.entity === 'entries');
    expect(entryRows.map((row) => row.action)).toEqual(['update', 'create']);
    expect(entryRows[0].before?.createdFromId).toBe(voucherId);
    expect(entryRows[0].after?.debit).toBe('750.0000');
    expect(data.filter((row) => row.entity === 'vouchers').map((row) => row.action)).toEqual([
      'update',
      'create',
    ]);
  });

  it('is refused without a session, with a session ended, and for an unknown entity', async () => {
    const created = await call('POST', '/stores', token, { name: 'Private store', type: 0 });
    const storeId = created.json().data.id as string;
    const anonymous = await call('GET', `/audit?entity=stores&recordId=${storeId}`);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ success: false });
    expect(anonymous.json().message).toBeTruthy();

    const staff = await call('POST', '/auth', token, {
      email: 'history.reader@example.com',
      name: 'History reader',
      password: 'history-reader-password',
    });
    expect(staff.statusCode, staff.body).toBe(201);
    const readerToken = await t.signIn({
      email: 'history.reader@example.com',
      password: 'history-reader-password',
    });
    expect((await call('GET', `/audit?entity=stores&recordId=${storeId}`, readerToken)).statusCode).toBe(200);
    const disabled = await call('PATCH', `/auth/${staff.json().data.id}`, token, { disabled: true });
    expect(disabled.statusCode, disabled.body).toBe(200);
    expect((await call('GET', `/audit?entity=stores&recordId=${storeId}`, readerToken)).statusCode).toBe(401);

    const unknown = await call('GET', `/audit?entity=nothing&recordId=${storeId}`, token);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual({ entity: expect.any(String) });
  });
});

describe('display preferences', () => {
  it('keep each staff member’s Hijri choice apart, off until set, and refuse a bad body or no session', async () => {
    expect((await call('GET', '/preferences', token)).json().data).toEqual({ hijriDates: false });
    const saved = await call('PUT', '/preferences', token, { hijriDates: true });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toEqual({ hijriDates: true });
    expect((await call('GET', '/preferences', token)).json().data).toEqual({ hijriDates: true });

    const other = await call('POST', '/auth', token, {
      email: 'hijri.other@example.com',
      name: 'Other reader',
      password: 'other-reader-password',
    });
    expect(other.statusCode, other.body).toBe(201);
    const otherToken = await t.signIn({
      email: 'hijri.other@example.com',
      password: 'other-reader-password',
    });
    expect((await call('GET', '/preferences', otherToken)).json().data).toEqual({ hijriDates: false });

    const bad = await call('PUT', '/preferences', token, { hijriDates: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty('hijriDates');
    expect((await call('GET', '/preferences')).statusCode).toBe(401);
    expect((await call('PUT', '/preferences', undefined, { hijriDates: false })).statusCode).toBe(401);
    expect((await call('GET', '/preferences', token)).json().data).toEqual({ hijriDates: true });
  });
});
