import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aqarBalances, exportJournal, hledgerBalances, hledgerIt } from './support/hledger.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
let token: string;
let folder: string;
type Json = Record<string, unknown>;
const request = (method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { authorization: `Bearer ${token}` },
    ...(payload ? { payload: payload as Json } : {}),
  });
const created = async (url: string, payload: Json) => {
  const response = await request('POST', url, payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: string; number: number } & Json;
};
const patched = async (id: string, payload: Json) => {
  const response = await request('PATCH', `/services/${id}`, payload);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as Json;
};
const countOf = async (table: string) =>
  Number((await t.db.query<{ n: string }>(`select count(*)::text as n from ${table}`)).rows[0].n);

let tower: { id: string };
let unitId: string;
let plumbing: string;
let electricity: string;
let leak: { id: string }; // 60 minutes, 50.00
let socket: { id: string };
let ali: string; // plumber, works 09:00-14:00
let badr: string; // plumber, works 09:00-14:00
let carim: string; // electrician
let supervisor: string;
let customer: string;
let tenantAbsent: string;
let needMaterials: string;

const worker = async (name: string, phone: string, categoryId: string) =>
  (
    await created('/users', {
      cardType: 4,
      name,
      phone,
      workerBuildings: [{ buildingId: tower.id }],
      workerCategories: [{ categoryId }],
    })
  ).id;

const order = (extra: Json = {}): Json => ({
  code: 1,
  title: 'Kitchen leak',
  buildingId: tower.id,
  unitType: 1,
  unitId,
  categoryId: plumbing,
  supervisorUserId: supervisor,
  startDate: '2030-03-04T08:00:00.000Z',
  paymentMethod: 1,
  customerRequests: [{ customerUserId: customer, description: 'Water under the sink' }],
  ...extra,
});
const booking = (workerUserId: string, at: string) => ({
  categoryProblemId: leak.id,
  workerUserId,
  bookingStartDate: `2030-03-04T${at}:00.000Z`,
});
const available = async (at: string, extra = '') => {
  const response = await request(
    'GET',
    `/users/available-workers?categoryProblemId=${leak.id}&start=2030-03-04T${at}:00.000Z${extra}`,
  );
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().data as { id: string }[]).map((row) => row.id).sort();
};

beforeAll(async () => {
  t = await createTestApp();
  token = await t.signIn();
  folder = mkdtempSync(join(tmpdir(), 'aqar-maintenance-'));
  tower = await created('/buildings', { name: 'Maintenance Tower', apartmentFloor: 1, apartmentCount: 2 });
  unitId = (
    await created('/apartments', {
      buildingId: tower.id,
      apartmentNo: 'M-1',
      apartmentKind: 1,
      propertyType: 0,
    })
  ).id;
  plumbing = (await created('/category', { name: 'Plumbing' })).id;
  electricity = (await created('/category', { name: 'Electricity' })).id;
  leak = await created('/category-problem', {
    description: 'Leak',
    ltndescription: 'Leak',
    categoryId: plumbing,
    minutes: 60,
    price: '50',
  });
  socket = await created('/category-problem', {
    description: 'Socket',
    ltndescription: 'Socket',
    categoryId: electricity,
    minutes: 30,
  });
  ali = await worker('Ali', '+971500000101', plumbing);
  badr = await worker('Badr', '+971500000102', plumbing);
  carim = await worker('Carim', '+971500000103', electricity);
  supervisor = (
    await created('/users', {
      cardType: 3,
      name: 'Sami',
      phone: '+971500000104',
      workerCategories: [{ categoryId: plumbing }],
    })
  ).id;
  customer = (await created('/users', { cardType: 1, name: 'Tenant', phone: '+971500000105' })).id;
  for (const id of [ali, badr, carim])
    await created('/user-work-times', {
      userId: id,
      workTimeStart: '2030-03-04T09:00:00.000Z',
      workTimeEnd: '2030-03-04T14:00:00.000Z',
    });
  const reasonOf = async (code: number, reason: string) => {
    const found = (await request('GET', `/lack-reasons?code=${code}`)).json().data[0];
    return found ? (found.id as string) : (await created('/lack-reasons', { code, reason })).id;
  };
  tenantAbsent = await reasonOf(1, 'The tenant does not exist');
  needMaterials = await reasonOf(2, 'We need materials');
});
afterAll(async () => {
  await t?.close();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

describe('technician availability', () => {
  it('offers the workers of the category whose work time covers the job and who are not booked', async () => {
    expect(await available('10:00')).toEqual([ali, badr].sort());
    // The job would run past the end of the shift (13:30 + 60 minutes), or start before it.
    expect(await available('13:30')).toEqual([]);
    expect(await available('08:30')).toEqual([]);
    const booked = await created('/services', order({ workers: [booking(ali, '10:00')] }));
    expect(booked.total).toBe('50.0000');
    expect((booked.workers as Json[])[0]).toMatchObject({
      totalMinutes: 60,
      price: '50.0000',
    });
    expect(Date.parse(String((booked.workers as Json[])[0].bookingEndDate))).toBe(
      Date.parse('2030-03-04T11:00:00.000Z'),
    );
    expect(await available('10:30')).toEqual([badr]);
    // Free again the moment the booking ends.
    expect(await available('11:00')).toEqual([ali, badr].sort());
    // The order being edited does not count its own booking.
    expect(await available('10:30', `&serviceId=${booked.id}`)).toEqual([ali, badr].sort());
    // A rejected order frees its worker.
    await patched(booked.id, { status: 3 });
    expect(await available('10:30')).toEqual([ali, badr].sort());
  });

  it('refuses to book a worker who is busy, off shift or of another category, writing nothing', async () => {
    const first = await created('/services', order({ workers: [booking(badr, '12:00')] }));
    const before = await countOf('services');
    for (const [row, why] of [
      [booking(badr, '12:30'), 'busy'],
      [booking(badr, '13:30'), 'off shift'],
      [{ ...booking(carim, '10:00') }, 'electrician'],
    ] as const) {
      const response = await request('POST', '/services', order({ workers: [row] }));
      expect(response.statusCode, why).toBe(409);
      expect(response.json()).toMatchObject({
        message: 'The worker is not free for this job at this time',
        codes: { 'workers.0.workerUserId': 'workerNotAvailable' },
      });
    }
    // Two rows of one write book the same worker twice over the same hour.
    const twice = await request(
      'POST',
      '/services',
      order({ workers: [booking(ali, '12:00'), booking(ali, '12:30')] }),
    );
    expect(twice.statusCode).toBe(409);
    expect(twice.json().codes).toMatchObject({ 'workers.1.workerUserId': 'workerNotAvailable' });
    expect(await countOf('services')).toBe(before);
    // Saving the order again with its booking unchanged is no double booking.
    await patched(first.id, { title: 'Bathroom leak' });
    await patched(first.id, { status: 3 });
  });

  it('keeps the electrician for electricity jobs', async () => {
    const response = await request(
      'GET',
      `/users/available-workers?categoryProblemId=${socket.id}&start=2030-03-04T10:00:00.000Z`,
    );
    expect((response.json().data as { id: string }[]).map((row) => row.id)).toEqual([carim]);
    const bad = await request(
      'GET',
      '/users/available-workers?categoryProblemId=nope&start=2030-03-04T10:00',
    );
    expect(bad.statusCode).toBe(400);
  });
});

describe('the service order status machine', () => {
  it('moves pending → approval → underway → done, refuses the rest with a clear message, and audits every move', async () => {
    const opened = await created('/services', order());
    expect(opened.status).toBe(1);
    const skip = await request('PATCH', `/services/${opened.id}`, { status: 6 });
    expect(skip.statusCode).toBe(409);
    expect(skip.json()).toMatchObject({
      message: 'The order cannot move from pending to done',
      key: 'serviceStatusRefused',
      params: { fromStatus: 'pending', toStatus: 'done' },
    });
    for (const status of [4, 5, 6]) expect((await patched(opened.id, { status })).status).toBe(status);
    for (const status of [1, 2, 3, 4, 5]) {
      const refused = await request('PUT', `/services/${opened.id}`, { status });
      expect(refused.statusCode, `done → ${status}`).toBe(409);
    }
    const audit = await request('GET', `/audit?entity=service&id=${opened.id}`);
    const moves = (audit.json().data as { action: string; before: Json | null; after: Json }[])
      .reverse()
      .map((row) => `${row.before?.status ?? '-'}→${row.after.status}`);
    expect(moves).toEqual(['-→1', '1→4', '4→5', '5→6']);
  });

  it('refuses a new order that starts past approval', async () => {
    const response = await request('POST', '/services', order({ status: 5 }));
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('The order cannot move from pending to underway');
  });

  it('sends a working order to Return when the tenant is not present, and not for other pauses', async () => {
    const opened = await created('/services', order());
    await patched(opened.id, { status: 4 });
    await patched(opened.id, { status: 5 });
    const paused = await patched(opened.id, {
      lackReasons: [
        { lackReasonId: needMaterials, pausedDate: '2030-03-04T10:10:00.000Z', workerUserId: ali },
      ],
    });
    expect(paused.status).toBe(5);
    expect((paused.lackReasons as Json[])[0].lackReasonCode).toBe(2);
    const returned = await patched(opened.id, {
      lackReasons: [
        ...(paused.lackReasons as Json[]).map(({ lackReasonId, pausedDate, workerUserId }) => ({
          lackReasonId,
          pausedDate,
          workerUserId,
        })),
        { lackReasonId: tenantAbsent, pausedDate: '2030-03-04T10:20:00.000Z', workerUserId: ali },
      ],
    });
    expect(returned.status).toBe(2);
    // The supervisor sends it on again.
    expect((await patched(opened.id, { status: 4 })).status).toBe(4);
  });
});

describe('work times', () => {
  it('refuse an overlap for one worker, allow back-to-back shifts and other workers', async () => {
    const refused = await request('POST', '/user-work-times', {
      userId: ali,
      workTimeStart: '2030-03-04T13:00:00.000Z',
      workTimeEnd: '2030-03-04T15:00:00.000Z',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      message: 'This work time overlaps another work time of the same worker',
      codes: { workTimeStart: 'workTimeOverlap' },
    });
    await created('/user-work-times', {
      userId: ali,
      workTimeStart: '2030-03-04T14:00:00.000Z',
      workTimeEnd: '2030-03-04T16:00:00.000Z',
    });
    const reversed = await request('POST', '/user-work-times', {
      userId: ali,
      workTimeStart: '2030-03-05T16:00:00.000Z',
      workTimeEnd: '2030-03-05T15:00:00.000Z',
    });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().codes).toMatchObject({ workTimeEnd: 'endBeforeStart' });
  });

  it('generate light and night shifts over N days, and refuse a batch that overlaps as a whole', async () => {
    const response = await request('POST', '/user-work-times/generate', {
      userId: badr,
      period: 3,
      days: 3,
      startDay: '2030-04-01',
      lightStart: 9,
      lightEnd: 14,
      nightStart: 18,
      nightEnd: 1,
      utcOffsetMinutes: 240,
    });
    expect(response.statusCode, response.body).toBe(201);
    const rows = response.json().data as { workTimeStart: string; workTimeEnd: string }[];
    expect(rows).toHaveLength(6);
    expect(Date.parse(rows[0].workTimeStart)).toBe(Date.parse('2030-04-01T05:00:00Z'));
    expect(Date.parse(rows[1].workTimeEnd)).toBe(Date.parse('2030-04-01T21:00:00Z'));
    const before = await countOf('user_work_times');
    const again = await request('POST', '/user-work-times/generate', {
      userId: badr,
      period: 1,
      days: 5,
      startDay: '2030-03-30',
      utcOffsetMinutes: 240,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().key).toBe('workTimeOverlap');
    expect(await countOf('user_work_times')).toBe(before);
    const bad = await request('POST', '/user-work-times/generate', {
      userId: badr,
      period: 1,
      days: 0,
      startDay: 'x',
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('materials of an order', () => {
  let pipe: { id: string };
  let group: string;

  beforeAll(async () => {
    group = (await created('/material-groups', { name: 'Plumbing parts' })).id;
    pipe = await created('/materials', {
      code: '7101',
      name: 'Pipe',
      materialGroupId: group,
      materialType: 1,
      unit1: 'm',
    });
  });

  it('are requested, received with price and quantity into the total, registered, and billed once paid', async () => {
    const opened = await created(
      '/services',
      order({
        workers: [booking(badr, '09:00')],
        materials: [
          { materialId: pipe.id, quantity: '3', status: 1, workerUserId: badr },
          { name: 'Tap washer', ltnname: 'Tap washer', quantity: '4', status: 1, workerUserId: badr },
        ],
      }),
    );
    // Requested materials add nothing yet.
    expect(opened.total).toBe('50.0000');
    const requested = (await request('GET', '/materials/requested-materials')).json().data as Json[];
    expect(requested.filter((row) => row.serviceId === opened.id)).toHaveLength(2);
    const unregistered = (
      (await request('GET', '/materials/unregister-materials')).json().data as Json[]
    ).filter((row) => row.serviceId === opened.id);
    expect(unregistered).toMatchObject([{ name: 'Tap washer', quantity: '4.0000' }]);

    // Received without a price: refused on the row.
    const noPrice = await request('PATCH', `/services/${opened.id}`, {
      materials: [{ materialId: pipe.id, quantity: '3', status: 2 }],
    });
    expect(noPrice.statusCode).toBe(400);
    expect(noPrice.json().codes).toMatchObject({ 'materials.0.price': 'receivedMaterialNeedsPrice' });

    const received = await patched(opened.id, {
      materials: [
        { materialId: pipe.id, quantity: '2.5', price: '12.34', status: 2, workerUserId: badr },
        {
          name: 'Tap washer',
          ltnname: 'Tap washer',
          quantity: '4',
          price: '0.75',
          status: 2,
          workerUserId: badr,
        },
      ],
    });
    // 50 + 2.5 × 12.34 + 4 × 0.75 = 50 + 30.85 + 3 = 83.85
    expect(received.total).toBe('83.8500');
    expect((received.materials as Json[])[0].supervisorUserId).toBe(supervisor);

    // Paid with a material that has no card: refused, nothing written.
    const early = await request('PATCH', `/services/${opened.id}`, { isPaid: true });
    expect(early.statusCode).toBe(409);
    expect(early.json().codes).toMatchObject({ 'materials.1.materialId': 'serviceMaterialNotRegistered' });
    expect((await request('GET', `/services/${opened.id}`)).json().data.isPaid).toBe(false);

    const washerRow = ((await request('GET', '/materials/unregister-materials')).json().data as Json[]).find(
      (row) => row.serviceId === opened.id,
    );
    const registered = await request('POST', `/materials/unregister-materials/${washerRow?.id}/register`, {
      code: '7102',
      materialGroupId: group,
    });
    expect(registered.statusCode, registered.body).toBe(201);
    const washer = registered.json().data as Json;
    expect(washer).toMatchObject({ name: 'Tap washer', ltnname: 'Tap washer' });
    const twice = await request('POST', `/materials/unregister-materials/${washerRow?.id}/register`, {
      code: '7103',
      materialGroupId: group,
    });
    expect(twice.statusCode).toBe(409);
    const linked = (await request('GET', `/services/${opened.id}`)).json().data;
    expect(linked.materials[1].materialId).toBe(washer.id);

    const paid = await patched(opened.id, { isPaid: true });
    expect(paid.isPaid).toBe(true);
    const bills = (await request('GET', `/bills?connectWith=1&connectWithId=${opened.id}`)).json()
      .data as Json[];
    expect(bills).toHaveLength(1);
    const bill = (await request('GET', `/bills/${bills[0].id}`)).json().data;
    expect(bill).toMatchObject({ billType: 2, paymentMethod: 2, connectWith: 1, connectWithId: opened.id });
    expect(bill.total).toBe('33.8500');
    expect(bill.materials.map((row: Json) => [row.materialId, row.quantity, row.unitPrice])).toEqual([
      [pipe.id, '2.5000', '12.3400'],
      [washer.id, '4.0000', '0.7500'],
    ]);
    const entry = (
      await t.db.query<{ debit: string; credit: string }>(
        'select debit::text, credit::text from entries where created_from_id = $1',
        [bill.id],
      )
    ).rows;
    expect(entry).toHaveLength(1);
    expect(entry[0].debit).toBe(entry[0].credit);
    expect(entry[0].debit).toBe('33.8500');
    // The sale moved the pipes out of the store.
    const moved = (
      await t.db.query<{ quantity: string }>(
        'select coalesce(sum(quantity), 0)::text as quantity from store_movements where material_id = $1',
        [pipe.id],
      )
    ).rows[0].quantity;
    expect(Number(moved)).toBe(-2.5);

    // Saving the paid order again posts no second bill; unpaying takes the bill back.
    await patched(opened.id, { title: 'Kitchen leak, fixed' });
    expect(
      (await request('GET', `/bills?connectWith=1&connectWithId=${opened.id}`)).json().data,
    ).toHaveLength(1);
    await patched(opened.id, { isPaid: false });
    expect(
      (await request('GET', `/bills?connectWith=1&connectWithId=${opened.id}`)).json().data,
    ).toHaveLength(0);
    await patched(opened.id, { isPaid: true });
  });

  hledgerIt('leave a ledger hledger agrees with, account by account', async () => {
    const journal = await exportJournal(t, token);
    expect(journal).toMatch(/ BILL /);
    const hledger = hledgerBalances(folder, journal);
    expect(hledger.total).toBe('0.0000');
    const aqar = await aqarBalances(t, token, {}, 'closing');
    expect(Object.fromEntries(hledger.balances)).toEqual(Object.fromEntries(aqar));
  });
});

describe('the complaints and worker reports', () => {
  let building: string;
  let painting: string;
  let dina: string;
  let eman: string;
  const run = async (key: string, filters: Json) => {
    const response = await request('POST', `/reports/${key}`, filters);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as { rows: Json[]; totals: Json };
  };

  beforeAll(async () => {
    building = (await created('/buildings', { name: 'Report Tower', apartmentFloor: 1, apartmentCount: 1 }))
      .id;
    const flat = (
      await created('/apartments', {
        buildingId: building,
        apartmentNo: 'RP-1',
        apartmentKind: 1,
        propertyType: 0,
      })
    ).id;
    painting = (await created('/category', { name: 'Painting' })).id;
    const wall = (
      await created('/category-problem', {
        description: 'Wall',
        ltndescription: 'Wall',
        categoryId: painting,
        minutes: 90,
        price: '120',
      })
    ).id;
    const painter = async (name: string, phone: string) => {
      const id = (
        await created('/users', {
          cardType: 4,
          name,
          phone,
          workerBuildings: [{ buildingId: building }],
          workerCategories: [{ categoryId: painting }],
        })
      ).id;
      await created('/user-work-times', {
        userId: id,
        workTimeStart: '2030-05-01T08:00:00.000Z',
        workTimeEnd: '2030-05-01T16:00:00.000Z',
      });
      return id;
    };
    dina = await painter('Dina', '+971500000201');
    eman = await painter('Eman', '+971500000202');
    const paint = (extra: Json) =>
      order({
        buildingId: building,
        unitId: flat,
        categoryId: painting,
        startDate: '2030-05-01T07:00:00.000Z',
        ...extra,
      });
    const job = (workerUserId: string, at: string, workerStatus = 1) => ({
      categoryProblemId: wall,
      workerUserId,
      bookingStartDate: `2030-05-01T${at}:00.000Z`,
      workerStatus,
    });
    // O1: Dina, done, a received material (2 × 10.00), one pause, rated 4: 120 + 20 = 140.
    const first = await created(
      '/services',
      paint({
        title: 'Living room',
        workers: [job(dina, '09:00', 3)],
        materials: [{ name: 'Paint', quantity: '2', price: '10', status: 2 }],
        lackReasons: [{ lackReasonId: needMaterials }],
        ratings: [{ workerUserId: dina, rating: 4 }],
      }),
    );
    for (const status of [4, 5, 6]) await patched(first.id, { status });
    // O2: Dina and Eman, pending, Dina rated 5: 120 + 120 = 240.
    await created(
      '/services',
      paint({
        title: 'Hall',
        workers: [job(dina, '11:00'), job(eman, '11:00', 2)],
        ratings: [{ workerUserId: dina, rating: 5 }],
      }),
    );
    // O3: Eman, rejected: 120, left out of the worker report.
    const third = await created('/services', paint({ title: 'Stairs', workers: [job(eman, '13:00')] }));
    await patched(third.id, { status: 3 });
  });

  it('list the orders with their unit, workers, ratings, materials and pauses (figures by hand)', async () => {
    const { rows, totals } = await run('complaints', { buildingId: building });
    expect(
      rows.map((row) => [
        row.title,
        row.unit,
        row.status,
        row.total,
        row.worker,
        row.workerStatus,
        row.workerRate,
        row.hasMaterial,
        row.lackReasonCount,
      ]),
    ).toEqual([
      ['Living room', 'RP-1', 6, '140.0000', 'Dina', 3, '4.00', 'yes', '1'],
      ['Hall', 'RP-1', 1, '240.0000', 'Dina, Eman', 1, '5.00', 'no', '0'],
      ['Stairs', 'RP-1', 3, '120.0000', 'Eman', 1, null, 'no', '0'],
    ]);
    expect(totals.total).toBe('500.0000');
    expect(rows[0]).toMatchObject({ startDate: '2030-05-01', unitType: 1, code: 1, customer: 'Tenant' });
    expect((await run('complaints', { buildingId: building, complaintStatus: 'done' })).rows).toHaveLength(1);
    expect(
      (await run('complaints', { buildingId: building, workerId: eman })).rows.map((row) => row.title),
    ).toEqual(['Hall', 'Stairs']);
    expect(
      (await run('complaints', { buildingId: building, workerStatus: 'inProgress' })).rows.map(
        (row) => row.title,
      ),
    ).toEqual(['Hall']);
    expect((await run('complaints', { buildingId: building, to: '2030-04-30' })).rows).toHaveLength(0);
  });

  it('sum each worker’s orders, booked hours, completed jobs and rating (figures by hand)', async () => {
    const { rows, totals } = await run('worker-report', { categoryId: painting });
    expect(
      rows.map((row) => [row.name, row.orders, row.category, row.totalHours, row.completed, row.rate]),
    ).toEqual([
      ['Dina', '2', 'Painting', '3.00', '1', '4.50'],
      // The rejected order does not count: one order, 1.5 hours.
      ['Eman', '1', 'Painting', '1.50', '0', null],
    ]);
    expect(totals).toMatchObject({ orders: '3.0000', totalHours: '4.5000', completed: '1.0000' });
    expect(
      (await run('worker-report', { categoryId: painting, hoursFrom: '2' })).rows.map((row) => row.name),
    ).toEqual(['Dina']);
    const reversed = await request('POST', '/reports/worker-report', { hoursFrom: '5', hoursTo: '1' });
    expect(reversed.statusCode).toBe(400);
  });
});
