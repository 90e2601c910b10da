import Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.ts';

/**
 * A client written against the domain reference (section 2 "Payload", section 9) sends nested
 * bodies and updates documents with PUT: every entity that declares a payload takes them.
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
const created = async (url: string, payload: unknown) => {
  const response = await request('POST', url, payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data;
};
const first = async (url: string) => (await request('GET', url)).json().data[0];
const same = (a: unknown, b: string) => expect(new Decimal(String(a)).eq(b), `${a} = ${b}`).toBe(true);

type Stored = Record<string, unknown> & { id: string };
type Rows = Record<string, unknown>[];

interface Case {
  base: string;
  table: string;
  main: string;
  /** The reference's nested create body. */
  create: () => Record<string, unknown>;
  /** What the flat record read back must hold. */
  check: (record: Stored) => void;
  /** A nested update and the field it changes, for PUT and for PATCH. */
  update: (text: string) => Record<string, unknown>;
  updated: (record: Stored) => unknown;
  /** A flat field sent beside the envelope. */
  flatField: string;
}

let leaves: { id: string }[];
let aed: string;
const fixtures: Record<string, string> = {};
let unitNo = 0;

beforeAll(async () => {
  t = await createTestApp();
  token = await t.signIn();
  leaves = (await request('GET', '/accounts/leaves?pageSize=20&sort=code')).json().data;
  aed = (await first('/currencies?code=AED')).id;
  fixtures.building = (
    await created('/buildings', { name: 'Payload Tower', apartmentFloor: 1, apartmentCount: 4 })
  ).id;
  const client = await created('/users', { cardType: 1, name: 'Payload Tenant', phone: '+971500000009' });
  fixtures.client = client.id;
  const patterns = (await request('GET', '/contract-patterns?pageSize=100')).json().data;
  fixtures.rentPattern = patterns.find((p: { code: number }) => p.code === 1).id;
  fixtures.voucherPattern = (
    await created('/voucher-patterns', { name: 'Payload receipt', showCreditField: true, genEntries: true })
  ).id;
  fixtures.billPattern = (await first('/bill-patterns?billType=1')).id;
  fixtures.store = (await first('/stores')).id;
  const group = await created('/material-groups', { name: 'Payload group' });
  fixtures.material = (
    await created('/materials', {
      code: '777',
      name: 'Payload item',
      materialGroupId: group.id,
      materialType: 1,
      unit1: 'piece',
    })
  ).id;
});
afterAll(async () => t?.close());

const apartmentFields = () => ({
  buildingId: fixtures.building,
  apartmentNo: `P${++unitNo}`,
  apartmentKind: 1,
  propertyType: 0,
});

const cases = (): Case[] => [
  {
    base: '/accounts',
    table: 'accounts',
    main: 'account',
    create: () => ({
      type: 3,
      account: { name: 'Payload assembly', type: 3 },
      accountAssemblies: [{ mainAccountId: leaves[0].id }],
      accountDistributives: [],
    }),
    check: (record) => {
      expect(record.type).toBe(3);
      expect((record.accountAssemblies as Rows).map((row) => row.mainAccountId)).toEqual([leaves[0].id]);
    },
    update: (text) => ({ account: { note: text } }),
    updated: (record) => record.note,
    flatField: 'name',
  },
  {
    base: '/users',
    table: 'users',
    main: 'user',
    create: () => ({
      user: { cardType: 2, name: 'Payload supplier', phone: '+971500000010' },
      workerBuildings: [],
      workerCategories: [],
    }),
    check: (record) => {
      expect(record.cardType).toBe(2);
      expect(record.accountId).toBeTruthy();
    },
    update: (text) => ({ user: { statement: text } }),
    updated: (record) => record.statement,
    flatField: 'phone',
  },
  {
    base: '/apartments',
    table: 'apartments',
    main: 'apartment',
    create: () => ({
      apartment: apartmentFields(),
      apartmentAccumulators: [],
      apartmentRentalPrices: [{ date: '2026-01-01', price: '5000.25', currencyId: aed }],
      apartmentSellingPrices: [],
    }),
    check: (record) => same((record.apartmentRentalPrices as Rows)[0].price, '5000.25'),
    update: (text) => ({ apartment: { note: text } }),
    updated: (record) => record.note,
    flatField: 'apartmentNo',
  },
  {
    base: '/villas',
    table: 'villas',
    main: 'villa',
    create: () => ({
      villa: { complexName: 'Palm', villaNo: `V${++unitNo}` },
      villaRentalPrices: [],
      villaSellingPrices: [{ date: '2026-02-01', price: '900000', currencyId: aed }],
    }),
    check: (record) => same((record.villaSellingPrices as Rows)[0].price, '900000'),
    update: (text) => ({ villa: { note: text } }),
    updated: (record) => record.note,
    flatField: 'villaNo',
  },
  {
    base: '/lands',
    table: 'lands',
    main: 'land',
    create: () => ({
      land: { name: `Plot ${++unitNo}`, type: 1 },
      landRentalPrices: [],
      landSellingPrices: [],
      landWallets: [{ number: 7, mainCost: '100.5' }],
      landAccumulates: [],
    }),
    check: (record) => {
      const [wallet] = record.landWallets as Rows;
      expect(wallet.walletNumber).toBe(7);
      same(wallet.mainCost, '100.5');
    },
    update: (text) => ({ land: { details: text } }),
    updated: (record) => record.details,
    flatField: 'name',
  },
  {
    base: '/contracts',
    table: 'contracts',
    main: 'contract',
    create: () => ({
      contract: {
        contractPatternId: fixtures.rentPattern,
        clientId: fixtures.client,
        buildingId: fixtures.building,
        apartmentId: fixtures.unit,
        currencyId: aed,
        issueDate: '2026-01-01',
        startDurationDate: '2026-01-01',
        contractDuration: 3,
        contractValue: '60000',
        currentSecuringValue: '3000',
        paidType: 2,
      },
      contractCommission: {
        commissionPercentage: '2.5',
        commissionNote: 'agency',
        commissionAccountId: leaves[2].id,
        commissionFromOwnerAccountId: leaves[3].id,
      },
      contractCycle: { contractSigned: true, licenseNum: 'L-1' },
      contractLinkedParking: [],
      contractTermination: { revenueNote: 'none yet' },
      contractFinesGrid: [],
      contractOtherFees: [{ date: '2026-01-02', feeAmount: '50', accountId: leaves[1].id }],
    }),
    check: (record) => {
      same(record.commissionPercentage, '2.5');
      expect(record.contractSigned).toBe(true);
      expect(record.licenseNum).toBe('L-1');
      expect(record.revenueNote).toBe('none yet');
      same((record.contractOtherFees as Rows)[0].feeAmount, '50');
    },
    // An update in a part of its own: the commission tab's note.
    update: (text) => ({ contractCommission: { commissionNote: text } }),
    updated: (record) => record.commissionNote,
    flatField: 'note',
  },
  {
    base: '/vouchers',
    table: 'vouchers',
    main: 'voucher',
    create: () => ({
      voucher: {
        voucherPatternId: fixtures.voucherPattern,
        date: '2026-05-02',
        accountId: leaves[0].id,
        currencyId: aed,
      },
      voucherGridData: [{ accountId: leaves[1].id, credit: '1000.50' }],
      voucherPictures: [],
    }),
    check: (record) => {
      same(record.creditAmount, '1000.50');
      same((record.rows as Rows)[0].credit, '1000.50');
    },
    update: (text) => ({ voucher: { note: text } }),
    updated: (record) => record.note,
    flatField: 'note',
  },
  {
    base: '/bills',
    table: 'bills',
    main: 'bill',
    create: () => ({
      bill: {
        billPatternId: fixtures.billPattern,
        billDate: '2026-06-10',
        issueDate: '2026-06-10',
        currencyId: aed,
        paymentMethod: 2,
        storeId: fixtures.store,
      },
      billMaterialDetails: [{ materialId: fixtures.material, unit: 1, quantity: '2', unitPrice: '10.25' }],
      billDiscountDetails: [{ accountId: leaves[2].id, discount: '0.5', obverseAccountId: leaves[3].id }],
    }),
    check: (record) => {
      same(record.subtotal, '20.50');
      const [adjustment] = record.adjustments as Rows;
      same(adjustment.discount, '0.5');
      expect(adjustment.observeAccountId).toBe(leaves[3].id);
    },
    update: (text) => ({ bill: { note: text } }),
    updated: (record) => record.note,
    flatField: 'note',
  },
  {
    base: '/entries',
    table: 'entries',
    main: 'entry',
    create: () => ({
      entry: { date: '2026-03-01', currencyId: aed, note: 'Payload entry' },
      entryGridData: [
        { accountId: leaves[0].id, debit: '12.34' },
        { accountId: leaves[1].id, credit: '12.34' },
      ],
    }),
    check: (record) => {
      same(record.debit, '12.34');
      expect((record.lines as Rows).map((line) => line.accountId)).toEqual([leaves[0].id, leaves[1].id]);
    },
    update: (text) => ({ entry: { note: text } }),
    updated: (record) => record.note,
    flatField: 'note',
  },
];

const countOf = async (table: string) =>
  Number((await t.db.query<{ n: string }>(`select count(*)::text as n from ${table}`)).rows[0].n);

describe('reference payloads', () => {
  for (const index of cases().keys()) {
    it(`${cases()[index].base}: nested create read back flat, nested update by PUT and PATCH, refusals`, async () => {
      if (!fixtures.unit) fixtures.unit = (await created('/apartments', apartmentFields())).id;
      const c = cases()[index];
      const saved: Stored = await created(c.base, c.create());
      const read: Stored = (await request('GET', `${c.base}/${saved.id}`)).json().data;
      expect(read[c.main]).toBeUndefined();
      c.check(read);

      for (const method of ['PUT', 'PATCH'] as const) {
        const response = await request(method, `${c.base}/${saved.id}`, c.update(`via ${method}`));
        expect(response.statusCode, response.body).toBe(200);
        const after: Stored = (await request('GET', `${c.base}/${saved.id}`)).json().data;
        expect(c.updated(after)).toBe(`via ${method}`);
        c.check(after);
      }

      const before = await countOf(c.table);
      const body = c.create();
      const refusals: [string, unknown, string, string][] = [
        ['mixed', { ...body, [c.flatField]: 'flat' }, c.flatField, 'mixedPayload'],
        ['unknown part', { ...body, [`${c.main}Extras`]: {} }, `${c.main}Extras`, 'unknownPart'],
        ['wrong part type', { ...body, [c.main]: 'text' }, c.main, 'mustBeObject'],
        [
          'wrong field type',
          { ...body, [c.main]: { ...(body[c.main] as object), bogus: 1 } },
          `${c.main}.bogus`,
          'unknownField',
        ],
      ];
      for (const [name, payload, path, code] of refusals) {
        const response = await request('POST', c.base, payload);
        expect(response.statusCode, `${name}: ${response.body}`).toBe(400);
        expect(response.json().codes, name).toMatchObject({ [path]: code });
        const update = await request('PUT', `${c.base}/${saved.id}`, payload);
        expect(update.statusCode, `${name} (PUT): ${update.body}`).toBe(400);
      }
      expect(await countOf(c.table)).toBe(before);
      const unchanged: Stored = (await request('GET', `${c.base}/${saved.id}`)).json().data;
      expect(c.updated(unchanged)).toBe('via PATCH');
    });
  }

  it('report a field issue where the nested body put it, and refuse kept-out parts that are not empty', async () => {
    const before = await countOf('vouchers');
    const wrong = await request('POST', '/vouchers', {
      voucher: { voucherPatternId: fixtures.voucherPattern, accountId: 5, currencyId: aed },
      voucherGridData: [{ accountId: leaves[1].id, credit: 'ten' }],
      voucherPictures: [{ url: 'x.png' }],
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().codes).toMatchObject({ voucherPictures: 'partNotKept' });
    const fields = await request('POST', '/vouchers', {
      voucher: { voucherPatternId: fixtures.voucherPattern, accountId: 5, currencyId: aed },
      voucherGridData: [{ accountId: leaves[1].id, credit: 'ten' }],
      voucherGridDataExtra: undefined,
    });
    expect(fields.statusCode).toBe(400);
    expect(fields.json().codes).toMatchObject({
      'voucher.accountId': 'invalidReference',
      'voucherGridData.0.credit': 'mustBeNumber',
    });
    // A commission field in the general part, a grid that is not a list, a discriminator that disagrees.
    const misplaced = await request('POST', '/contracts', { contract: { commissionNote: 'x' } });
    expect(misplaced.json().codes).toMatchObject({ 'contract.commissionNote': 'fieldOfOtherPart' });
    const notList = await request('POST', '/entries', { entry: { note: 'x' }, entryGridData: {} });
    expect(notList.json().codes).toMatchObject({ entryGridData: 'mustBeList' });
    const mismatch = await request('POST', '/accounts', { type: 1, account: { name: 'Two types', type: 2 } });
    expect(mismatch.json().codes).toMatchObject({ type: 'payloadMismatch' });
    const workers = await request('POST', '/users', {
      user: { cardType: 1, name: 'Worker', phone: '+971500000011' },
      workerBuildings: [{ buildingId: 'nowhere' }],
    });
    expect(workers.json().codes).toMatchObject({ 'workerBuildings.0.buildingId': 'invalidReference' });
    expect(await countOf('vouchers')).toBe(before);
  });

  it('describe both shapes in the OpenAPI document', async () => {
    const docs = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const body = (method: string) =>
      docs.paths[`/api/v1/vouchers${method === 'post' ? '' : '/{id}'}`][method].requestBody.content[
        'application/json'
      ].schema;
    for (const method of ['post', 'put', 'patch']) {
      const [flat, nested] = body(method).anyOf;
      expect(Object.keys(flat.properties)).toContain('rows');
      expect(Object.keys(nested.properties)).toEqual(['voucher', 'voucherGridData', 'voucherPictures']);
      expect(Object.keys(nested.properties.voucher.properties)).toContain('accountId');
    }
    const contract = docs.paths['/api/v1/contracts'].post.requestBody.content['application/json'].schema;
    expect(Object.keys(contract.anyOf[1].properties.contractCommission.properties)).toContain(
      'commissionNote',
    );
  });

  it('keep the flat shape, with PUT as well as PATCH', async () => {
    const saved = await created('/apartments', apartmentFields());
    const put = await request('PUT', `/apartments/${saved.id}`, { note: 'flat put' });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().data.note).toBe('flat put');
    const bad = await request('PUT', `/apartments/${saved.id}`, { floorNo: 'x' });
    expect(bad.statusCode).toBe(400);
  });
});
