import { paintedCell } from '@aqar/domain/entities/realty/property-values';
import Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.ts';

/**
 * A client written against the domain reference works unchanged (issue 24 part 1): each test
 * sends exactly the shape the reference writes (sections 2.9, 2.18 to 2.24, 2.26, 2.35, 7) and
 * reads back what it sent. docs/reference-payloads.md says what the reference left open.
 */
let t: TestApp;
let token: string;
type Method = 'GET' | 'POST' | 'PATCH' | 'PUT';
const request = (method: Method, url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { authorization: `Bearer ${token}` },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
type Data = Record<string, unknown> & { id: string; number: number };
const created = async (url: string, payload: unknown): Promise<Data> => {
  const response = await request('POST', url, payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data;
};
const read = async (url: string): Promise<Data> => {
  const response = await request('GET', url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
};
const entriesOf = async (origin: string, id: string) =>
  (
    await t.db.query<{ id: string; date: string; cost_centers: string[] }>(
      `select e.id, to_char(e.date, 'YYYY-MM-DD') as date,
              array(select coalesce(l.cost_center_id::text, '') from entry_lines l where l.parent_id = e.id order by l.position) as cost_centers
         from entries e where e.created_from = $1 and e.created_from_id = $2`,
      [origin, id],
    )
  ).rows;
const countOf = async (table: string) =>
  Number((await t.db.query<{ n: string }>(`select count(*)::text as n from ${table}`)).rows[0].n);

const account: Record<string, string> = {};
let aed: string;
let client: Data;
let receivedPattern: Data;
let voucherPattern: Data;
let rentPattern: Data;
let building: Data;
let unitNo = 0;
let chequeNo = 0;

beforeAll(async () => {
  t = await createTestApp();
  token = await t.signIn();
  for (const row of (await request('GET', '/accounts/leaves?pageSize=1000')).json().data as Data[])
    account[String(row.code)] = row.id;
  aed = (await request('GET', '/currencies?code=AED')).json().data[0].id;
  client = await created('/users', { cardType: 1, name: 'Shape Tenant', phone: '+971500000021' });
  receivedPattern = await read('/cheque-patterns/code/2');
  voucherPattern = await created('/voucher-patterns', {
    name: 'Shape receipt',
    showCreditField: true,
    genEntries: true,
  });
  rentPattern = (await request('GET', '/contract-patterns?pageSize=100'))
    .json()
    .data.find((pattern: { code: number }) => pattern.code === 1);
  building = await created('/buildings', {
    name: 'Shape Tower',
    apartmentFloor: 1,
    apartmentCount: 4,
    buildingCashAccountId: account['1311'],
  });
});
afterAll(async () => t?.close());

const apartment = () =>
  created('/apartments', {
    buildingId: building.id,
    apartmentNo: `S${++unitNo}`,
    apartmentKind: 1,
    propertyType: 0,
  });

/** A received cheque of the client, as the cheque form sends it (flat). */
const cheque = (extra: Record<string, unknown> = {}) =>
  created('/cheques', {
    chequePatternId: receivedPattern.id,
    date: '2026-11-01',
    internalNumber: `SHAPE-${++chequeNo}`,
    amount: '5000',
    accountId: client.accountId,
    observeAccountId: account['122'],
    currencyId: aed,
    dueDate: '2026-12-01',
    ...extra,
  });

/** The reference's contract (2.18), general part and the parts a test adds. */
const contractBody = async (general: Record<string, unknown> = {}, parts: Record<string, unknown> = {}) => ({
  contract: {
    contractPatternId: rentPattern.id,
    clientId: client.id,
    buildingId: building.id,
    apartmentId: (await apartment()).id,
    currencyId: aed,
    issueDate: '2026-01-01',
    startDurationDate: '2026-01-01',
    contractDuration: 3,
    contractValue: '60000',
    currentSecuringValue: '3000',
    paidType: 1,
    ...general,
  },
  ...parts,
});

describe('the reference shapes', () => {
  it('operation dates: op_* (2.21 to 2.23), vouchers (2.24) and entries (2.26) name their date createdAt, on create and update, and read it back so', async () => {
    const operation = (chequeId: string, amount: string) => ({
      chequeId,
      createdAt: '2026-12-03',
      amount,
      currencyId: aed,
      debitAccountId: account['1321'],
      creditAccountId: account['122'],
      genEntries: true,
    });
    const documents: [string, string, unknown, (date: string) => unknown][] = [
      [
        '/op-collections',
        'OP_COLLECTION',
        operation((await cheque()).id, '5000'),
        (date) => ({ createdAt: date }),
      ],
      [
        '/op-partial-collections',
        'OP_PARTIAL_COLLECTION',
        operation((await cheque()).id, '1200.50'),
        (date) => ({ createdAt: date }),
      ],
      [
        '/op-returns',
        'OP_RETURN',
        { ...operation((await cheque()).id, '5000'), debitAccountId: client.accountId, reason: 1 },
        (date) => ({ createdAt: date }),
      ],
      [
        '/vouchers',
        'VOUCHER',
        {
          voucher: {
            voucherPatternId: voucherPattern.id,
            createdAt: '2026-12-03',
            accountId: account['1311'],
            currencyId: aed,
            genEntires: true,
          },
          voucherGridData: [{ accountId: client.accountId, credit: '750' }],
          voucherPictures: [],
        },
        (date) => ({ voucher: { createdAt: date } }),
      ],
      [
        '/entries',
        '',
        {
          entry: { createdAt: '2026-12-03', currencyId: aed, note: 'Shape entry' },
          entryGridData: [
            { accountId: account['1311'], debit: '40' },
            { accountId: account['1321'], credit: '40' },
          ],
        },
        (date) => ({ entry: { createdAt: date } }),
      ],
    ];
    for (const [base, origin, body, update] of documents) {
      const saved = await created(base, body);
      expect(saved.createdAt, base).toBe('2026-12-03');
      expect(saved.date, base).toBe('2026-12-03');
      // The row's own creation instant keeps a name of its own.
      expect(String(saved.recordedAt), base).toMatch(/^\d{4}-\d\d-\d\dT/);
      if (origin)
        expect(
          (await entriesOf(origin, saved.id)).map((entry) => entry.date),
          base,
        ).toEqual(['2026-12-03']);
      const put = await request('PUT', `${base}/${saved.id}`, update('2026-12-05'));
      expect(put.statusCode, `${base}: ${put.body}`).toBe(200);
      const after = await read(`${base}/${saved.id}`);
      expect([after.createdAt, after.date], base).toEqual(['2026-12-05', '2026-12-05']);
      if (origin)
        expect(
          (await entriesOf(origin, saved.id)).map((entry) => entry.date),
          base,
        ).toEqual(['2026-12-05']);
      // Listed and sorted by that name too.
      const listed = (await request('GET', `${base}?sort=createdAt&order=desc&pageSize=1000`)).json()
        .data as Data[];
      expect(listed.find((row) => row.id === saved.id)?.createdAt, base).toBe('2026-12-05');
      const dates = listed.map((row) => String(row.createdAt));
      expect(dates, base).toEqual([...dates].sort().reverse());
    }
    // Both names sent must agree; a bad date is reported under the name the client sent.
    const before = await countOf('vouchers');
    const twoDates = await request('POST', '/vouchers', {
      voucher: {
        voucherPatternId: voucherPattern.id,
        createdAt: '2026-12-03',
        date: '2026-12-04',
        accountId: account['1311'],
        currencyId: aed,
      },
      voucherGridData: [{ accountId: client.accountId, credit: '1' }],
    });
    expect(twoDates.statusCode).toBe(400);
    expect(twoDates.json().codes).toEqual({ 'voucher.createdAt': 'payloadMismatch' });
    const notADate = await request('POST', '/op-collections', {
      ...operation((await cheque()).id, '1'),
      createdAt: 'soon',
    });
    expect(notADate.statusCode).toBe(400);
    expect(notADate.json().codes).toEqual({ createdAt: 'invalidDate' });
    expect(await countOf('vouchers')).toBe(before);
    // The API's description names the date both ways.
    const docs = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const body = docs.paths['/api/v1/op-collections'].post.requestBody.content['application/json'].schema;
    expect(Object.keys(body.properties)).toEqual(expect.arrayContaining(['date', 'createdAt']));
    expect(body.required ?? []).not.toContain('date');
    const voucher = docs.paths['/api/v1/vouchers'].post.requestBody.content['application/json'].schema;
    expect(Object.keys(voucher.anyOf[1].properties.voucher.properties)).toContain('createdAt');
  });

  it('number-like texts: internal numbers arrive as JSON integers (installment grid, cheque, voucher, entry, contract)', async () => {
    const contract = await created('/contracts', await contractBody({ internalNumber: 5001 }));
    expect(contract.internalNumber).toBe('5001');
    const beginNumber = 100;
    const amount = new Decimal(String(contract.finalPrice)).dividedBy(2).toFixed(2);
    const plan = await request('POST', '/contracts/installments', {
      installment: {
        contractId: contract.id,
        currencyId: aed,
        installmentsNumbers: 2,
        eachNumber: 6,
        eachDuration: 2,
        firstInstallmentDate: '2026-01-01',
        beginNumber,
      },
      installmentGrid: [0, 1].map((i) => ({
        internalNumber: beginNumber + i,
        amount: i === 0 ? amount : new Decimal(String(contract.finalPrice)).minus(amount).toFixed(2),
        dueDate: i === 0 ? '2026-01-01' : '2026-07-01',
      })),
    });
    expect(plan.statusCode, plan.body).toBe(201);
    expect(plan.json().installmentGrid.map((row: Data) => row.internalNumber)).toEqual(['100', '101']);
    expect((await cheque({ internalNumber: 123456 })).internalNumber).toBe('123456');
    const voucher = await created('/vouchers', {
      voucher: {
        voucherPatternId: voucherPattern.id,
        createdAt: '2026-12-01',
        internalNumber: 77,
        accountId: account['1311'],
        currencyId: aed,
      },
      voucherGridData: [{ accountId: client.accountId, credit: '10' }],
    });
    expect(voucher.internalNumber).toBe('77');
    const entry = await created('/entries', {
      entry: { createdAt: '2026-12-01', internalNumber: 88, currencyId: aed },
      entryGridData: [
        { accountId: account['1311'], debit: '5' },
        { accountId: account['1321'], credit: '5' },
      ],
    });
    expect(entry.internalNumber).toBe('88');
    // Whole numbers only: a fraction or a negative is still refused.
    for (const internalNumber of [1.5, -3]) {
      const refused = await request('POST', '/entries', {
        entry: { createdAt: '2026-12-01', internalNumber, currencyId: aed },
        entryGridData: [
          { accountId: account['1311'], debit: '5' },
          { accountId: account['1321'], credit: '5' },
        ],
      });
      expect(refused.statusCode, String(internalNumber)).toBe(400);
      expect(Object.keys(refused.json().codes)).toEqual(['entry.internalNumber']);
    }
  });

  it("termination part: contractTermination.genEntries is the termination tab's own switch (2.18)", async () => {
    const body = await contractBody(
      {},
      {
        contractCommission: {},
        contractCycle: {},
        contractLinkedParking: [],
        contractTermination: {
          terminated: true,
          genEntries: false,
          terminationDate: '2026-06-30',
          revenueNote: 'ended early',
        },
        contractFinesGrid: [{ date: '2026-06-30', feeAmount: '500', accountId: account['1311'] }],
        contractOtherFees: [],
      },
    );
    const saved = await created('/contracts', body);
    expect(saved.terminationGenEntries).toBe(false);
    expect(saved.genEntries).toBe(true);
    // The contract posts its own entry; the termination and its fines do not.
    expect(await entriesOf('CONTRACT', saved.id)).toHaveLength(1);
    expect(await entriesOf('CONTRACT_TERMINATION', saved.id)).toEqual([]);
    expect(await entriesOf('CONTRACT_FINES', saved.id)).toEqual([]);
    const on = await request('PUT', `/contracts/${saved.id}`, { contractTermination: { genEntries: true } });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json().data.terminationGenEntries).toBe(true);
    expect(await entriesOf('CONTRACT_TERMINATION', saved.id)).toHaveLength(1);
    expect(await entriesOf('CONTRACT_FINES', saved.id)).toHaveLength(1);
    // Still a field of its own part: the main part does not take it under that name.
    const misplaced = await request('PUT', `/contracts/${saved.id}`, {
      contract: { terminationGenEntries: false },
    });
    expect(misplaced.json().codes).toEqual({ 'contract.terminationGenEntries': 'fieldOfOtherPart' });
  });

  it("the contract's client: a customer's account (a leaf under 121) is its card; any other account asks for a customer", async () => {
    const byAccount = await created('/contracts', await contractBody({ clientId: client.accountId }));
    expect(byAccount.clientId).toBe(client.id);
    expect(byAccount.clientIdLabel).toBe('Shape Tenant');
    const before = await countOf('contracts');
    const cash = await request('POST', '/contracts', await contractBody({ clientId: account['1311'] }));
    expect(cash.statusCode).toBe(400);
    expect(cash.json().codes).toEqual({ clientId: 'clientMustBeCustomer' });
    expect(cash.json().errors.clientId).toBe(
      "A customer is needed: choose a customer card or a customer's account",
    );
    const supplier = await created('/users', { cardType: 2, name: 'Shape Supplier', phone: '+971500000022' });
    const other = await request('POST', '/contracts', await contractBody({ clientId: supplier.accountId }));
    expect(other.json().codes).toEqual({ clientId: 'clientMustBeCustomer' });
    expect(await countOf('contracts')).toBe(before);
    // On update too.
    const updated = await request('PUT', `/contracts/${byAccount.id}`, {
      contract: { clientId: client.accountId },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().data.clientId).toBe(client.id);
  });

  it("the tools screen's cell key (7): any assetHash up to its length is taken, keyed by the server", async () => {
    const tower = await created('/buildings', { name: 'Hash Tower', apartmentFloor: 1, apartmentCount: 2 });
    const red = { rowIndex: 0, hex: '#E53935' };
    const hashes = ['9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08', 'apartment-1-1'];
    const body = {
      propertyValues: [
        { hex: red.hex, description: 'One bed', area: '80', areaUnit: 2, view: 'Sea', propertyType: 0 },
      ],
      mainBuildingId: tower.id,
      apartments: [0, 1].map((y) => ({ ...paintedCell('apartment', 0, y, red), assetHash: hashes[y] })),
      shops: [],
      parkings: [],
    };
    const saved = await request('POST', '/property-values/create-with-color', body);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().apartments.map((cell: Data) => [cell.apartmentNo, cell.assetHash])).toEqual([
      ['0101', 'apartment-0-0'],
      ['0102', 'apartment-0-1'],
    ]);
    // Sent again with other keys: the same units, nothing added or removed.
    const again = await request('POST', '/property-values/create-with-color', {
      ...body,
      apartments: body.apartments.map((cell) => ({ ...cell, assetHash: 'x' })),
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().apartments.map((cell: Data) => cell.id)).toEqual(
      saved.json().apartments.map((cell: Data) => cell.id),
    );
    // Past its length (100) it is still a field error, as any text field's.
    const long = await request('POST', '/property-values/create-with-color', {
      ...body,
      apartments: [{ ...body.apartments[0], assetHash: 'h'.repeat(101) }],
    });
    expect(long.statusCode).toBe(400);
    expect(Object.keys(long.json().codes)).toEqual(['apartments.0.assetHash']);
  });

  it("a cheque's pattern named patternId or chequePatternId (2.20)", async () => {
    const saved = await cheque({ chequePatternId: undefined, patternId: receivedPattern.id });
    expect(saved.chequePatternId).toBe(receivedPattern.id);
    expect(saved.patternId).toBe(receivedPattern.id);
    expect(saved.code).toBe(2);
    const paid = await read('/cheque-patterns/code/1');
    const both = await request('POST', '/cheques', {
      patternId: paid.id,
      chequePatternId: receivedPattern.id,
      internalNumber: 'SHAPE-X',
      amount: '10',
      accountId: client.accountId,
      observeAccountId: account['122'],
      currencyId: aed,
      withoutDueDate: true,
    });
    expect(both.statusCode).toBe(400);
    expect(both.json().codes).toEqual({ patternId: 'payloadMismatch' });
    const without = await request('POST', '/cheques', { patternId: null, amount: '10' });
    expect(without.json().codes).toMatchObject({ patternId: 'patternRequired' });
  });

  it('owner expenses (2.35): { ownerExpense, expenseDetails } with the building, the paying account and currency from the server', async () => {
    const ownerAccount = account['225'];
    const owner = await created('/owners', { name: 'Shape Owner', accountId: ownerAccount });
    const types = (await request('GET', '/owner-expenses-types?isActive=true&pageSize=2')).json()
      .data as Data[];
    expect(types).toHaveLength(2);
    const saved = await created('/owner-expenses', {
      ownerExpense: {
        date: '2026-05-02',
        receiptNumber: 9001,
        buildingId: building.id,
        ownerId: owner.id,
        note: 'May',
      },
      expenseDetails: [
        {
          date: '2026-05-01',
          expenseTypeId: types[0].id,
          amount: '100.10',
          note: 'Stairs',
          receiptNumber: 11,
        },
        { date: '2026-05-02', expenseTypeId: types[1].id, amount: '0', note: null, receiptNumber: null },
      ],
    });
    expect(saved).toMatchObject({
      buildingId: building.id,
      buildingIdLabel: 'Shape Tower',
      accountId: account['1311'],
      currencyId: aed,
      receiptNumber: '9001',
      total: '100.1000',
    });
    expect((saved.rows as Data[]).map((row) => row.receiptNumber)).toEqual(['11', null]);
    // The entry's lines stand on the building's cost center.
    const [entry] = await entriesOf('OWNER_EXPENSE', saved.id);
    expect(entry.cost_centers).toEqual([building.mainCostCenterId, building.mainCostCenterId]);
    const listed = (await request('GET', `/owner-expenses?buildingId=${building.id}`)).json().data as Data[];
    expect(listed.map((row) => row.id)).toEqual([saved.id]);
    // Updated with the reference's body too, the defaults kept.
    const put = await request('PUT', `/owner-expenses/${saved.id}`, { ownerExpense: { note: 'May, paid' } });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().data).toMatchObject({ note: 'May, paid', accountId: account['1311'], currencyId: aed });
    // The building and the owner are required; a building without a cash account asks for one.
    const before = await countOf('owner_expenses');
    const bare = await request('POST', '/owner-expenses', {
      ownerExpense: { date: '2026-05-02' },
      expenseDetails: [{ expenseTypeId: types[0].id, amount: '1' }],
    });
    expect(bare.json().codes).toEqual({ buildingId: 'buildingRequired', ownerId: 'ownerRequired' });
    const noCash = await created('/buildings', { name: 'Cashless Tower', shopCount: 1 });
    const unpaid = await request('POST', '/owner-expenses', {
      ownerExpense: { date: '2026-05-02', buildingId: noCash.id, ownerId: owner.id },
      expenseDetails: [{ expenseTypeId: types[0].id, amount: '1' }],
    });
    expect(unpaid.statusCode).toBe(400);
    expect(unpaid.json().codes).toEqual({ accountId: 'accountRequired' });
    expect(await countOf('owner_expenses')).toBe(before);
  });

  it("workers' buildings: workerBuildings on a worker card is kept (2.9), at least one for a worker", async () => {
    const category = await created('/category', { name: 'Shape plumbing' });
    const worker = await created('/users', {
      user: { cardType: 4, name: 'Shape Worker', phone: '+971500000023' },
      workerBuildings: [{ buildingId: building.id }],
      workerCategories: [{ categoryId: category.id }],
    });
    const stored = await read(`/users/${worker.id}`);
    expect((stored.workerBuildings as Data[]).map((row) => [row.buildingId, row.buildingIdLabel])).toEqual([
      [building.id, 'Shape Tower'],
    ]);
    const before = await countOf('users');
    const none = await request('POST', '/users', {
      user: { cardType: 4, name: 'Shape Worker 2', phone: '+971500000024' },
      workerBuildings: [],
      workerCategories: [{ categoryId: category.id }],
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().codes).toEqual({ workerBuildings: 'workerNeedsBuilding' });
    expect(await countOf('users')).toBe(before);
    const moved = await request('PATCH', `/users/${worker.id}`, {
      workerBuildings: [
        { buildingId: building.id },
        {
          buildingId: String((await created('/buildings', { name: 'Second Shape Tower', shopCount: 1 })).id),
        },
      ],
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((moved.json().data.workerBuildings as Data[]).length).toBe(2);
  });
});
