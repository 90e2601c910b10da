import { type Alert, type AlertPage, alertKey, expiryWindowOf } from '@aqar/domain/alerts/alerts';
import { addDays, addMonths } from '@aqar/domain/calc/calendar';
import { entityByKey } from '@aqar/domain/registry';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSample } from './fixtures/samples.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

/*
 * Alerts are read as of the server's day, so every date here is set from today: each kind comes
 * with the data that makes it and goes with the data that ends it, and read marks are per user.
 */
let t: TestApp;
let admin: string;
let clerk: string;
const today = new Date().toISOString().slice(0, 10);

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
const request = (method: Method, url: string, payload?: unknown, token = admin) =>
  t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
type Data = { id: string; number: number } & Record<string, unknown>;
const created = async (url: string, payload: Record<string, unknown>) => {
  const response = await request('POST', url, payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as Data;
};

/** Every alert of a user today, page by page. */
const alerts = async (token = admin): Promise<AlertPage> => {
  const items: Alert[] = [];
  let first: AlertPage | undefined;
  for (let page = 0; ; page += 1) {
    const response = await request('GET', `/alerts?page=${page}&pageSize=100`, undefined, token);
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data as AlertPage;
    first ??= data;
    items.push(...data.items);
    if (data.items.length < 100) break;
  }
  return { ...first!, items };
};
const alertOf = async (recordId: string, token = admin) =>
  (await alerts(token)).items.filter((alert) => alert.recordId === recordId);

const account: Record<string, string> = {};
let aed: string;
let tenant: Data;
let buildingId: string;
let flats: Data[];
let receivedPattern: { id: string; code: number };
let contract: Data;
let dueCheque: Data;
let overdueCheque: Data;
let returnedCheque: Data;
let reservation: Data;

let sequence = 0;
const cheque = (dueDate: string, amount = '1000') => {
  sequence += 1;
  return created('/cheques', {
    chequePatternId: receivedPattern.id,
    date: addDays(today, -30),
    internalNumber: `ALERT-${sequence}`,
    amount,
    customerId: tenant.id,
    accountId: tenant.accountId,
    observeAccountId: account['122'],
    currencyId: aed,
    dueDate,
  });
};
const operation = (of: Data, extra: Record<string, unknown> = {}) => ({
  chequeId: of.id,
  date: today,
  amount: of.amount,
  currencyId: aed,
  debitAccountId: account['1321'],
  creditAccountId: account['122'],
  genEntries: true,
  ...extra,
});

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn();
  const email = 'alerts.clerk@example.com';
  const password = 'password-of-the-clerk-1';
  expect((await request('POST', '/auth', { email, name: 'Alerts Clerk', password })).statusCode).toBe(201);
  clerk = await t.signIn({ email, password });

  for (const row of (await request('GET', '/accounts/leaves?pageSize=1000')).json().data as Data[])
    account[String(row.code)] = row.id;
  aed = (await request('GET', '/currencies?code=AED')).json().data[0].id;
  receivedPattern = (await request('GET', '/cheque-patterns/code/2')).json().data;
  const rentPattern = (await request('GET', '/contract-patterns?pageSize=100'))
    .json()
    .data.find((p: { code: number }) => p.code === 1);
  buildingId = (await created('/buildings', { name: 'Alerts Tower', apartmentFloor: 1, apartmentCount: 3 }))
    .id;
  flats = [];
  for (const no of ['AL-1', 'AL-2', 'AL-3'])
    flats.push(
      await created('/apartments', { buildingId, apartmentNo: no, apartmentKind: 1, propertyType: 1 }),
    );
  tenant = await created('/users', { cardType: 1, name: 'Alerts Tenant', phone: '0500000077' });
  // A year's rent that ends about ten days from today.
  const start = addDays(addMonths(today, -12), 10);
  contract = await created('/contracts', {
    contractPatternId: rentPattern.id,
    clientId: tenant.id,
    buildingId,
    apartmentId: flats[0].id,
    currencyId: aed,
    issueDate: start,
    startDurationDate: start,
    contractDuration: 3,
    contractValue: '12000',
    currentSecuringValue: '500',
    paidType: 1,
  });
  dueCheque = await cheque(addDays(today, 3));
  overdueCheque = await cheque(addDays(today, -5));
  returnedCheque = await cheque(addDays(today, -20));
  await created(
    '/op-returns',
    operation(returnedCheque, {
      debitAccountId: tenant.accountId,
      creditAccountId: account['122'],
      reason: 1,
    }),
  );
  reservation = await created('/reservation-properties', {
    accountId: account['122'],
    buildingId,
    propertyType: 1,
    property_id: flats[1].id,
    bookDate: today,
    endBookDate: addDays(today, 2),
  });
});
afterAll(async () => t?.close());

describe('alerts', () => {
  it('list cheques due soon, overdue and returned, each linking to its cheque', async () => {
    const [due] = await alertOf(dueCheque.id);
    expect(due).toMatchObject({
      kind: 'chequeDue',
      entity: 'cheque',
      code: receivedPattern.code,
      number: dueCheque.internalNumber,
      name: 'Alerts Tenant',
      day: addDays(today, 3),
      daysLeft: 3,
      read: false,
    });
    expect(due.key).toBe(alertKey('chequeDue', dueCheque.id, addDays(today, 3)));
    expect(Number(due.amount)).toBe(1000);
    expect(await alertOf(overdueCheque.id)).toMatchObject([{ kind: 'chequeOverdue', daysLeft: -5 }]);
    // A returned cheque is told as returned, not as overdue too.
    expect(await alertOf(returnedCheque.id)).toMatchObject([{ kind: 'chequeReturned' }]);
  });

  it('list a rent ending within its window, keyed by the window it is in', async () => {
    const end = String(contract.endDurationDate);
    const [expiring] = await alertOf(contract.id);
    expect(expiring).toMatchObject({ kind: 'contractExpiring', entity: 'contract', day: end });
    const window = expiryWindowOf(end, today);
    expect(window).not.toBeNull();
    expect(expiring.key).toBe(alertKey('contractExpiring', contract.id, end, window!));
  });

  it('list a reservation ending soon, a vacant unit past its days, a waiting maintenance order', async () => {
    expect(await alertOf(reservation.id)).toMatchObject([
      { kind: 'reservationExpiring', entity: 'reservation_property', day: addDays(today, 2) },
    ]);
    // The third flat stands vacant since today: not yet past the default 60 days.
    expect(await alertOf(flats[2].id)).toEqual([]);
    const saved = await request('PUT', '/settings/alerts', {
      kinds: { unitVacant: { enabled: true, days: 0 } },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await alertOf(flats[2].id)).toMatchObject([
      { kind: 'unitVacant', entity: 'apartment', number: 'AL-3', name: 'Alerts Tower', day: today },
    ]);
    // The rented and the reserved flats are not vacant.
    expect(await alertOf(flats[0].id)).toEqual([]);
    expect(await alertOf(flats[1].id)).toEqual([]);
    const order = await createSample(t.app, admin, entityByKey('service')!, { title: 'Leaking tap' });
    expect(await alertOf(order.id)).toMatchObject([
      { kind: 'maintenancePending', entity: 'service', name: 'Leaking tap' },
    ]);
    expect((await request('DELETE', `/services/${order.id}`)).statusCode).toBe(200);
    expect(await alertOf(order.id)).toEqual([]);
  });

  it('list an owner statement not paid yet', async () => {
    const { rows } = await t.db.query<{ id: string }>(
      `insert into owner_statements (number, month, net_due) values (987654, $1, 1500) returning id`,
      [`${today.slice(0, 7)}-01`],
    );
    const id = rows[0]!.id;
    expect(await alertOf(id)).toMatchObject([{ kind: 'statementUnpaid', entity: 'owner_statements' }]);
    await t.db.query('update owner_statements set paid = true where id = $1', [id]);
    expect(await alertOf(id)).toEqual([]);
    await t.db.query('delete from owner_statements where id = $1', [id]);
  });

  it('keep read marks per user, one or all, and unread again', async () => {
    const before = await alerts(admin);
    const clerkBefore = await alerts(clerk);
    const [due] = await alertOf(dueCheque.id);
    const marked = await request('POST', '/alerts/read', { keys: [due.key] });
    expect(marked.statusCode, marked.body).toBe(200);
    expect((await alerts(admin)).unread).toBe(before.unread - 1);
    expect(await alertOf(dueCheque.id)).toMatchObject([{ read: true }]);
    // The clerk's own list is untouched (and has no vacant-unit alerts at the default 60 days).
    expect(await alertOf(dueCheque.id, clerk)).toMatchObject([{ read: false }]);
    expect(await alertOf(flats[2].id, clerk)).toEqual([]);

    expect((await request('POST', '/alerts/read', { keys: [due.key], read: false })).statusCode).toBe(200);
    expect((await alerts(admin)).unread).toBe(before.unread);

    expect((await request('POST', '/alerts/read', { all: true })).statusCode).toBe(200);
    const after = await alerts(admin);
    expect(after.unread).toBe(0);
    expect(after.count).toBe(before.count);
    expect((await alerts(clerk)).unread).toBe(clerkBefore.unread);
    const unreadOnly = await request('GET', '/alerts?unread=true');
    expect(unreadOnly.json().data.items).toEqual([]);
  });

  it('drop an alert once its data ends it', async () => {
    await created('/op-collections', operation(dueCheque));
    expect(await alertOf(dueCheque.id)).toEqual([]);
    const expired = await request('PATCH', `/reservation-properties/${reservation.id}`, {
      reservationExpired: true,
    });
    expect(expired.statusCode, expired.body).toBe(200);
    expect(await alertOf(reservation.id)).toEqual([]);
  });

  it('turn a kind off, keep the others, and refuse bad settings per field', async () => {
    const off = await request('PUT', '/settings/alerts', {
      kinds: { chequeOverdue: { enabled: false, days: null } },
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().data.kinds.unitVacant).toEqual({ enabled: true, days: 0 });
    expect(await alertOf(overdueCheque.id)).toEqual([]);
    expect(await alertOf(overdueCheque.id, clerk)).toMatchObject([{ kind: 'chequeOverdue' }]);
    const bad = await request('PUT', '/settings/alerts', {
      kinds: { chequeDue: { enabled: true, days: -1 } },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors ?? {})).toEqual([expect.stringContaining('chequeDue')]);
    const unknown = await request('PUT', '/settings/alerts', {
      kinds: { nothing: { enabled: true, days: 1 } },
    });
    expect(unknown.statusCode).toBe(400);
    // The daily mail alone: the kinds keep what they were.
    const digest = await request('PUT', '/settings/alerts', { digest: true });
    expect(digest.statusCode, digest.body).toBe(200);
    expect(digest.json().data).toMatchObject({
      digest: true,
      kinds: { unitVacant: { enabled: true, days: 0 } },
    });
    const read = await request('GET', '/settings/alerts', undefined, clerk);
    expect(read.json().data).toMatchObject({
      digest: false,
      kinds: { chequeDue: { enabled: true, days: 7 } },
    });
  });
});
