import { messages } from '@aqar/domain/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { openDatabase } from '../src/db/client.ts';
import { releaseExpiredReservations } from '../src/modules/realty/reservations.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
let token: string;
const request = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { authorization: `Bearer ${token}` },
    ...(payload ? { payload } : {}),
  });
const created = async (url: string, payload: Record<string, unknown>) => {
  const response = await request('POST', url, payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: string; number: number } & Record<string, unknown>;
};

/** The generated entries of a reservation, straight from the table: never more than one. */
const entriesOf = async (id: string) =>
  (
    await t.db.query<{ id: string; number: string; created_from: string; debit: string; credit: string }>(
      'select id, number::text, created_from, debit::text, credit::text from entries where created_from_id = $1',
      [id],
    )
  ).rows;
type Line = { accountId: string; debit: string; credit: string; costCenterId: string | null };
const linesOf = async (id: string): Promise<Line[]> =>
  (await request('GET', `/entries/created-from/${id}`)).json().data.entry.lines;

const availableNumbers = async (buildingId: string) =>
  (
    (await request('GET', `/apartments/available?buildingId=${buildingId}`)).json().data as {
      apartmentNo: string;
    }[]
  )
    .map((row) => row.apartmentNo)
    .sort();
const statusOf = async (unitId: string) => (await request('GET', `/apartments/${unitId}`)).json().data.status;

let client: string;
let cash: string;
let deposits: string;
let aed: string;
let tower: { id: string; mainCostCenterId: string };
let seq = 0;

/** A fresh apartment of the test tower, so each test owns its unit. */
const apartment = async () => {
  seq += 1;
  const unit = await created('/apartments', {
    buildingId: tower.id,
    apartmentNo: `R-${seq}`,
    apartmentKind: 1,
    propertyType: 0,
  });
  return unit.id;
};

const reservation = (unitId: string, extra: Record<string, unknown> = {}) => ({
  accountId: client,
  buildingId: tower.id,
  propertyType: 1,
  property_id: unitId,
  bookDate: '2030-01-01',
  endBookDate: '2030-01-31',
  ...extra,
});

beforeAll(async () => {
  t = await createTestApp();
  token = await t.signIn();
  const leaves = (await request('GET', '/accounts/leaves?pageSize=20&sort=code')).json().data;
  [client, cash, deposits] = [leaves[0].id, leaves[1].id, leaves[2].id];
  aed = (await request('GET', '/currencies?code=AED')).json().data[0].id;
  tower = (await created('/buildings', {
    name: 'Reservation Tower',
    apartmentFloor: 1,
    apartmentCount: 4,
  })) as unknown as typeof tower;
});
afterAll(async () => t?.close());

describe('reservations', () => {
  it('without a payment post no entry; with one, Dr debit / Cr credit, replaced on edit, removed on delete', async () => {
    const free = await created('/reservation-properties', reservation(await apartment()));
    expect(await entriesOf(free.id)).toEqual([]);
    expect(free.property_idLabel).toMatch(/^R-/);

    const unit = await apartment();
    const paid = await created(
      '/reservation-properties',
      reservation(unit, {
        hasPayment: true,
        paymentAmount: '2500.75',
        currencyId: aed,
        debitAccountId: cash,
        creditAccountId: deposits,
        debitCostCenterId: tower.mainCostCenterId,
        payment_method: 2,
      }),
    );
    const [entry] = await entriesOf(paid.id);
    expect(entry).toMatchObject({ created_from: 'RESERVATION', debit: '2500.7500', credit: '2500.7500' });
    expect(await linesOf(paid.id)).toMatchObject([
      { accountId: cash, debit: '2500.7500', credit: '0.0000', costCenterId: tower.mainCostCenterId },
      { accountId: deposits, debit: '0.0000', credit: '2500.7500', costCenterId: null },
    ]);

    const edited = await request('PATCH', `/reservation-properties/${paid.id}`, { paymentAmount: '3000' });
    expect(edited.statusCode, edited.body).toBe(200);
    const after = await entriesOf(paid.id);
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({
      id: entry.id,
      number: entry.number,
      debit: '3000.0000',
      credit: '3000.0000',
    });

    const unticked = await request('PATCH', `/reservation-properties/${paid.id}`, { hasPayment: false });
    expect(unticked.statusCode, unticked.body).toBe(200);
    expect(await entriesOf(paid.id)).toEqual([]);
    await request('PATCH', `/reservation-properties/${paid.id}`, { hasPayment: true });
    expect(await entriesOf(paid.id)).toHaveLength(1);

    expect((await request('DELETE', `/reservation-properties/${paid.id}`)).statusCode).toBe(200);
    expect(await entriesOf(paid.id)).toEqual([]);
  });

  it('refuse a payment without its amount or accounts, and a unit of another building', async () => {
    const unit = await apartment();
    const noAccounts = await request(
      'POST',
      '/reservation-properties',
      reservation(unit, { hasPayment: true }),
    );
    expect(noAccounts.statusCode).toBe(400);
    expect(noAccounts.json().errors).toMatchObject({
      paymentAmount: messages.mustBePositive,
      debitAccountId: messages.accountRequired,
      creditAccountId: messages.accountRequired,
    });
    const other = await created('/buildings', {
      name: 'Other Reservation Tower',
      apartmentFloor: 1,
      apartmentCount: 1,
    });
    const elsewhere = await request(
      'POST',
      '/reservation-properties',
      reservation(unit, { buildingId: other.id }),
    );
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().errors).toEqual({ property_id: messages.unitNotInBuilding });
    const missing = await request(
      'POST',
      '/reservation-properties',
      reservation('00000000-0000-4000-8000-000000000000'),
    );
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ property_id: messages.referenceNotFound });
    const reversed = await request(
      'POST',
      '/reservation-properties',
      reservation(unit, { endBookDate: '2029-12-01' }),
    );
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().errors).toEqual({ endBookDate: messages.rangeReversed });
  });

  it('refuse a second reservation of the unit over overlapping days (the database decides), not other days', async () => {
    const unit = await apartment();
    const first = await created('/reservation-properties', reservation(unit));
    const before = (await t.db.query('select count(*)::int as count from reservation_properties')).rows[0];
    const overlap = await request(
      'POST',
      '/reservation-properties',
      reservation(unit, { bookDate: '2030-01-31', endBookDate: '2030-02-10' }),
    );
    expect(overlap.statusCode).toBe(409);
    expect(overlap.json().message).toBe(messages.unitAlreadyReserved);
    expect(overlap.json().errors).toEqual({ property_id: messages.unitAlreadyReserved });
    expect((await t.db.query('select count(*)::int as count from reservation_properties')).rows[0]).toEqual(
      before,
    );
    // An open-ended booking overlaps every later day.
    const openEnded = await request(
      'POST',
      '/reservation-properties',
      reservation(unit, { bookDate: '2029-01-01', endBookDate: null }),
    );
    expect(openEnded.statusCode).toBe(409);
    await created(
      '/reservation-properties',
      reservation(unit, { bookDate: '2030-02-01', endBookDate: '2030-02-28' }),
    );
    // Moving the first one onto the second's days is refused the same way.
    const moved = await request('PATCH', `/reservation-properties/${first.id}`, {
      endBookDate: '2030-02-05',
    });
    expect(moved.statusCode).toBe(409);
    // The same days of another kind of unit with the same id are not this unit's.
    const shop = await created('/shops', {
      buildingId: tower.id,
      shopNo: `RS-${unit.slice(0, 4)}`,
      shopKind: 1,
    });
    await created('/reservation-properties', reservation(shop.id, { propertyType: 3 }));
  });

  it('let exactly one of two concurrent overlapping reservations through', async () => {
    const unit = await apartment();
    const secondDb = t.databaseUrl ? await openDatabase({ url: t.databaseUrl }) : t.db;
    const second = await buildApp({ db: secondDb, config: t.config, logger: false });
    try {
      const responses = await Promise.all(
        [t.app, second].map((app, index) =>
          app.inject({
            method: 'POST',
            url: '/api/v1/reservation-properties',
            headers: { authorization: `Bearer ${token}` },
            payload: reservation(unit, { bookDate: `2030-01-0${index + 1}`, endBookDate: '2030-01-20' }),
          }),
        ),
      );
      expect(
        responses.map((response) => response.statusCode).sort(),
        responses.map((r) => r.body).join('\n'),
      ).toEqual([201, 409]);
      const { rows } = await t.db.query('select id from reservation_properties where property_id = $1', [
        unit,
      ]);
      expect(rows).toHaveLength(1);
    } finally {
      await second.close();
      if (secondDb !== t.db) await secondDb.close();
    }
  });

  it('hold the unit (reserved, off the available list) until expired, then release it', async () => {
    const unit = await apartment();
    expect(await availableNumbers(tower.id)).toContain(`R-${seq}`);
    const number = `R-${seq}`;
    const held = await created('/reservation-properties', reservation(unit));
    expect(await statusOf(unit)).toBe(4);
    expect(await availableNumbers(tower.id)).not.toContain(number);
    // Blocking wins over the reservation; unblocking shows it reserved again.
    await request('PATCH', `/apartments/${unit}`, { blocked: true });
    expect(await statusOf(unit)).toBe(5);
    await request('PATCH', `/apartments/${unit}`, { blocked: false });
    expect(await statusOf(unit)).toBe(4);

    // Marked expired: released at once, and its days are free for another reservation.
    await request('PATCH', `/reservation-properties/${held.id}`, { reservationExpired: true });
    expect(await statusOf(unit)).toBe(1);
    expect(await availableNumbers(tower.id)).toContain(number);
    const next = await created('/reservation-properties', reservation(unit));
    expect(await statusOf(unit)).toBe(4);

    // Its end date passes: off the hold on that day, and read vacant that day (statuses are read
    // as of today); the regular sweep only brings the stored status up to date.
    await t.db.query(
      'update reservation_properties set book_date = current_date - 10, end_book_date = current_date - 1 where id = $1',
      [next.id],
    );
    expect(await availableNumbers(tower.id)).toContain(number);
    expect(await statusOf(unit)).toBe(1);
    expect(await releaseExpiredReservations(t.db)).toBeGreaterThanOrEqual(1);
    expect(await statusOf(unit)).toBe(1);

    // A reservation that ended before today never held the unit.
    const other = await apartment();
    await created(
      '/reservation-properties',
      reservation(other, { bookDate: '2020-01-01', endBookDate: '2020-01-31' }),
    );
    expect(await statusOf(other)).toBe(1);
  });

  it('follow the reservation to another unit, and free the unit when deleted', async () => {
    const [one, two] = [await apartment(), await apartment()];
    const moving = await created('/reservation-properties', reservation(one));
    await request('PATCH', `/reservation-properties/${moving.id}`, { property_id: two });
    expect([await statusOf(one), await statusOf(two)]).toEqual([1, 4]);
    await request('DELETE', `/reservation-properties/${moving.id}`);
    expect(await statusOf(two)).toBe(1);
  });

  it('refuse to delete a reserved unit with 409 naming the reservation, nothing deleted', async () => {
    const unit = await apartment();
    const spare = await apartment();
    await created('/reservation-properties', reservation(unit));
    const refused = await request('DELETE', `/apartments/${unit}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('\nReservations: 1\n');
    const bulk = await request('POST', '/apartments/bulk-delete', { ids: [spare, unit] });
    expect(bulk.statusCode).toBe(409);
    expect((await request('GET', `/apartments/${spare}`)).statusCode).toBe(200);
  });
});
