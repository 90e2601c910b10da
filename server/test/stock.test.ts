import { movingAverageCosts } from '@aqar/domain/calc/moving-average';
import Decimal from 'decimal.js';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
let token: string;
const request = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: Record<string, unknown>) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: { authorization: `Bearer ${token}` }, payload });
const first = async (url: string) => (await request('GET', url)).json().data[0];

let purchasePattern: { id: string };
let salePattern: { id: string };
let aed: string;
let group: { id: string };
const stores: string[] = [];

const createMaterial = async (code: string, extra: Record<string, unknown> = {}) => {
  const response = await request('POST', '/materials', {
    code,
    name: `Material ${code}`,
    materialGroupId: group.id,
    materialType: 1,
    unit1: 'piece',
    unit2: 'box',
    exchange2: '12',
    unit3: 'pallet',
    exchange3: '240',
    ...extra,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: string };
};

interface Line {
  materialId: string;
  unit: 1 | 2 | 3;
  quantity: string;
  unitPrice: string;
}
const billBody = (kind: 'purchase' | 'sale', storeId: string, date: string, materials: Line[]) => ({
  billPatternId: kind === 'purchase' ? purchasePattern.id : salePattern.id,
  billDate: date,
  issueDate: date,
  currencyId: aed,
  paymentMethod: 2,
  storeId,
  materials,
});
const postBill = async (...args: Parameters<typeof billBody>) => {
  const response = await request('POST', '/bills', billBody(...args));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: string };
};
const balances = async (materialId: string) => {
  const response = await request('GET', `/materials/${materialId}/balances`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as {
    averageCost: string;
    balances: {
      storeId: string;
      quality1: string;
      quality2: string | null;
      quality3: string | null;
      minimum: string | null;
      belowMinimum: boolean;
      aboveMaximum: boolean;
    }[];
  };
};

beforeAll(async () => {
  t = await createTestApp();
  token = await t.signIn();
  purchasePattern = await first('/bill-patterns?billType=1');
  salePattern = await first('/bill-patterns?billType=2');
  aed = (await first('/currencies?code=AED')).id;
  stores.push((await first('/stores')).id);
  for (const name of ['North store', 'South store']) {
    const response = await request('POST', '/stores', { name });
    expect(response.statusCode, response.body).toBe(201);
    stores.push(response.json().data.id);
  }
  const groupResponse = await request('POST', '/material-groups', { name: 'Stock tests' });
  expect(groupResponse.statusCode, groupResponse.body).toBe(201);
  group = groupResponse.json().data;
});
afterAll(async () => t?.close());

describe('stock balances', () => {
  it("show a material's balance per store in its three units, with a warning under the minimum", async () => {
    const item = await createMaterial('9001', {
      materialMinimums: [
        { storeId: stores[1], minimum: '30', maximum: '1000' },
        { storeId: stores[2], minimum: '5', maximum: '10' },
      ],
    });
    // In: 2 pallets (480) + 3 boxes (36) into the north store; out: 1 box (12) and 500 pieces.
    await postBill('purchase', stores[1], '2026-03-01', [
      { materialId: item.id, unit: 3, quantity: '2', unitPrice: '480' },
      { materialId: item.id, unit: 2, quantity: '3', unitPrice: '30' },
    ]);
    await postBill('sale', stores[1], '2026-03-05', [
      { materialId: item.id, unit: 2, quantity: '1', unitPrice: '40' },
      { materialId: item.id, unit: 1, quantity: '500', unitPrice: '4' },
    ]);
    // 20 pieces into the south store, over its maximum of 10.
    await postBill('purchase', stores[2], '2026-03-02', [
      { materialId: item.id, unit: 1, quantity: '20', unitPrice: '2.5' },
    ]);
    const result = await balances(item.id);
    const north = result.balances.find((row) => row.storeId === stores[1]);
    const south = result.balances.find((row) => row.storeId === stores[2]);
    // 480 + 36 − 12 − 500 = 4 pieces = 0.3333 box = 0.0167 pallet; under the minimum of 30.
    expect(north).toMatchObject({
      quality1: '4.0000',
      quality2: '0.3333',
      quality3: '0.0167',
      minimum: '30.0000',
      belowMinimum: true,
      aboveMaximum: false,
    });
    expect(south).toMatchObject({ quality1: '20.0000', belowMinimum: false, aboveMaximum: true });
    // Costs per piece: 480/240 = 2 (480 pieces), 30/12 = 2.5 (36), then 2.5 (20, on 2026-03-02,
    // before the sale): (480 × 2 + 36 × 2.5) / 516 = 2.034884; (516 × 2.034884 + 20 × 2.5) / 536 = 2.052239.
    expect(result.averageCost).toBe('2.052239');
  });

  it('answer 404 for a material that does not exist', async () => {
    const response = await request('GET', '/materials/00000000-0000-4000-8000-000000000000/balances');
    expect(response.statusCode).toBe(404);
  });

  it('keep every balance the sum of the moves and every average the walk over them, through random bills, edits and deletions', async () => {
    const items = [await createMaterial('9101'), await createMaterial('9102')];
    const line = fc.record({
      item: fc.integer({ min: 0, max: 1 }),
      unit: fc.constantFrom(1 as const, 2 as const, 3 as const),
      quantity: fc.integer({ min: 1, max: 40 }),
      price: fc.integer({ min: 1, max: 5000 }),
    });
    const bill = fc.record({
      kind: fc.constantFrom('purchase' as const, 'sale' as const),
      store: fc.integer({ min: 0, max: 2 }),
      day: fc.integer({ min: 1, max: 28 }),
      lines: fc.array(line, { minLength: 1, maxLength: 3 }),
    });
    const step = fc.oneof(
      bill.map((b) => ({ op: 'create' as const, bill: b })),
      fc.record({ op: fc.constant('edit' as const), pick: fc.nat(), bill }),
      fc.record({ op: fc.constant('delete' as const), pick: fc.nat() }),
    );
    const factor = { 1: 1, 2: 12, 3: 240 } as const;
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 3, maxLength: 8 }), async (steps) => {
        const model = new Map<
          string,
          { kind: string; store: number; lines: { item: number; unit: 1 | 2 | 3; quantity: number }[] }
        >();
        const body = (b: {
          kind: 'purchase' | 'sale';
          store: number;
          day: number;
          lines: { item: number; unit: 1 | 2 | 3; quantity: number; price: number }[];
        }) =>
          billBody(
            b.kind,
            stores[b.store],
            `2026-05-${String(b.day).padStart(2, '0')}`,
            b.lines.map((l) => ({
              materialId: items[l.item].id,
              unit: l.unit,
              quantity: String(l.quantity),
              unitPrice: (l.price / 100).toFixed(2),
            })),
          );
        for (const s of steps) {
          const ids = [...model.keys()];
          if (s.op === 'create') {
            const response = await request('POST', '/bills', body(s.bill));
            expect(response.statusCode, response.body).toBe(201);
            model.set(response.json().data.id, s.bill);
          } else if (ids.length > 0 && s.op === 'edit') {
            const id = ids[s.pick % ids.length];
            const previous = model.get(id);
            // A bill keeps its pattern: the edit keeps its kind.
            const edited = { ...s.bill, kind: previous?.kind as 'purchase' | 'sale' };
            const response = await request('PUT', `/bills/${id}`, body(edited));
            expect(response.statusCode, response.body).toBe(200);
            model.set(id, edited);
          } else if (ids.length > 0 && s.op === 'delete') {
            const id = ids[s.pick % ids.length];
            expect((await request('DELETE', `/bills/${id}`)).statusCode).toBe(200);
            model.delete(id);
          }
        }
        for (const [index, item] of items.entries()) {
          const expected = new Map<string, Decimal>();
          for (const b of model.values())
            for (const l of b.lines.filter((l) => l.item === index)) {
              const store = stores[b.store];
              const moved = new Decimal(l.quantity)
                .times(factor[l.unit])
                .times(b.kind === 'purchase' ? 1 : -1);
              expected.set(store, (expected.get(store) ?? new Decimal(0)).plus(moved));
            }
          const shown = await balances(item.id);
          for (const store of stores) {
            const row = shown.balances.find((r) => r.storeId === store);
            expect(new Decimal(row?.quality1 ?? 0).toFixed(4), `store ${store}`).toBe(
              (expected.get(store) ?? new Decimal(0)).toFixed(4),
            );
          }
          const moves = (
            await t.db.query<{ quantity: string; unit_cost: string | null; average_cost: string }>(
              `select quantity::text, unit_cost::text, average_cost::text from store_movements
                where material_id = $1 order by date, id`,
              [item.id],
            )
          ).rows;
          const walked = movingAverageCosts(
            moves.map((m) => ({ quantity: m.quantity, unitCost: m.unit_cost })),
          );
          expect(moves.map((m) => m.average_cost)).toEqual(walked);
          // The material's current cost is the last move's average (none without moves).
          expect(shown.averageCost).toBe(walked.at(-1) ?? '0.000000');
        }
        for (const id of model.keys()) await request('DELETE', `/bills/${id}`);
      }),
      { numRuns: 6 },
    );
  });
});
