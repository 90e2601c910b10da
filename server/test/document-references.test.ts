import { installmentSchedule } from '@aqar/domain/calc/installment-schedule';
import { messages } from '@aqar/domain/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.ts';

/**
 * References between documents agree: a contract's unit is of the contract's building, and a
 * cheque's installment plan is a plan of the contract it names, whose client is its customer.
 */

let t: TestApp;
let token: string;
type Data = { id: string } & Record<string, unknown>;
const request = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { authorization: `Bearer ${token}` },
    ...(payload ? { payload: payload as Record<string, unknown> } : {}),
  });
const created = async (url: string, payload: Record<string, unknown>) => {
  const response = await request('POST', url, payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as Data;
};

let aed: string;
let rentPattern: Data;
let receivedPattern: Data;
let tower: string;
let annex: string;
let unitNo = 0;
const clients: Data[] = [];

const apartment = (buildingId: string) =>
  created('/apartments', { buildingId, apartmentNo: `R${++unitNo}`, apartmentKind: 1, propertyType: 0 });

const rent = (buildingId: string, apartmentId: string, clientId: string) => ({
  contractPatternId: rentPattern.id,
  clientId,
  buildingId,
  apartmentId,
  currencyId: aed,
  issueDate: '2026-01-01',
  startDurationDate: '2026-01-01',
  contractDuration: 3,
  contractValue: '12000',
  currentSecuringValue: '1000',
  paidType: 1,
});

/** A contract of the tower for `client`, with a plan of two cheques. */
const contractWithPlan = async (client: Data) => {
  const unit = await apartment(tower);
  const contract = await created('/contracts', rent(tower, unit.id, client.id));
  const schedule = installmentSchedule({
    totalAmount: String(contract.finalPrice),
    hasFirstBatch: false,
    firstBatch: 0,
    installmentsNumbers: 2,
    eachNumber: 6,
    eachDuration: 2,
    firstInstallmentDate: '2026-01-01',
    beginNumber: 500,
  });
  const plan = await request('POST', '/contracts/installments', {
    installment: {
      contractId: contract.id,
      currencyId: aed,
      hasFirstBatch: false,
      firstBatch: '0',
      installmentsNumbers: 2,
      eachNumber: 6,
      eachDuration: 2,
      firstInstallmentDate: '2026-01-01',
      beginNumber: 500,
    },
    installmentGrid: schedule.cheques.map((cheque) => ({
      internalNumber: String(cheque.internalNumber),
      amount: cheque.amount,
      dueDate: cheque.dueDate,
      endDueDate: cheque.endDueDate,
    })),
  });
  expect(plan.statusCode, plan.body).toBe(201);
  return { contract, plan: plan.json().installment as Data, cheques: plan.json().installmentGrid as Data[] };
};

beforeAll(async () => {
  t = await createTestApp();
  token = await t.signIn();
  aed = (await request('GET', '/currencies?code=AED')).json().data[0].id;
  rentPattern = (await request('GET', '/contract-patterns?pageSize=100'))
    .json()
    .data.find((p: { code: number }) => p.code === 1);
  receivedPattern = (await request('GET', '/cheque-patterns?pageSize=100'))
    .json()
    .data.find((p: { code: number }) => p.code === 2);
  tower = (await created('/buildings', { name: 'Reference Tower', apartmentFloor: 1, apartmentCount: 4 })).id;
  annex = (await created('/buildings', { name: 'Reference Annex', apartmentFloor: 1, apartmentCount: 4 })).id;
  for (const name of ['Reference Tenant A', 'Reference Tenant B'])
    clients.push(await created('/users', { cardType: 1, name, phone: `+97150000${clients.length}777` }));
});
afterAll(async () => t?.close());

describe("a contract's unit", () => {
  it('must be of the contract’s building, on create and on update', async () => {
    const elsewhere = await apartment(annex);
    const refused = await request('POST', '/contracts', rent(tower, elsewhere.id, clients[0].id));
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().errors).toEqual({ apartmentId: messages.unitNotInBuilding });
    expect(
      (await t.db.query('select 1 from contracts where apartment_id = $1', [elsewhere.id])).rows,
    ).toEqual([]);

    const here = await apartment(tower);
    const contract = await created('/contracts', rent(tower, here.id, clients[0].id));
    const moved = await request('PUT', `/contracts/${contract.id}`, {
      ...rent(tower, elsewhere.id, clients[0].id),
    });
    expect(moved.statusCode, moved.body).toBe(400);
    expect(moved.json().errors).toEqual({ apartmentId: messages.unitNotInBuilding });
    // Moving the contract to the unit's building makes them agree again.
    const both = await request('PUT', `/contracts/${contract.id}`, rent(annex, elsewhere.id, clients[0].id));
    expect(both.statusCode, both.body).toBe(200);
  });
});

describe("a cheque's contract, plan and customer", () => {
  // The notes-receivable account the plans' own cheques use.
  let observeAccountId: unknown;
  const cheque = (extra: Record<string, unknown>) => ({
    observeAccountId,
    chequePatternId: receivedPattern.id,
    date: '2026-02-01',
    dueDate: '2026-03-01',
    amount: '100',
    currencyId: aed,
    internalNumber: '9001',
    ...extra,
  });

  it("cannot join another contract's installment plan", async () => {
    const mine = await contractWithPlan(clients[0]);
    const theirs = await contractWithPlan(clients[1]);
    observeAccountId = theirs.cheques[0].observeAccountId;
    expect(observeAccountId).toBeTruthy();
    const before = (await request('GET', `/contracts/${theirs.contract.id}/installments`)).json();
    const refused = await request(
      'POST',
      '/cheques',
      cheque({
        customerId: clients[0].id,
        connectWith: 1,
        connectWithId: mine.contract.id,
        installmentId: theirs.plan.id,
      }),
    );
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json().errors).toEqual({ installmentId: messages.installmentOfAnotherContract });
    // Naming no contract at all is no way round it.
    const bare = await request(
      'POST',
      '/cheques',
      cheque({ customerId: clients[1].id, installmentId: theirs.plan.id }),
    );
    expect(bare.statusCode, bare.body).toBe(422);
    expect(bare.json().errors).toEqual({ installmentId: messages.installmentOfAnotherContract });
    const after = (await request('GET', `/contracts/${theirs.contract.id}/installments`)).json();
    expect(after.installmentGrid.map((row: Data) => row.id)).toEqual(
      before.installmentGrid.map((row: Data) => row.id),
    );

    // A cheque of the plan cannot be moved to another contract's plan either.
    const moved = await request('PATCH', `/cheques/${mine.cheques[0].id}`, { installmentId: theirs.plan.id });
    expect(moved.statusCode, moved.body).toBe(422);
    expect(moved.json().errors).toEqual({ installmentId: messages.installmentOfAnotherContract });

    // The plan's own contract and client agree.
    const agreed = await request(
      'POST',
      '/cheques',
      cheque({
        customerId: clients[1].id,
        connectWith: 1,
        connectWithId: theirs.contract.id,
        installmentId: theirs.plan.id,
        internalNumber: '9002',
      }),
    );
    expect(agreed.statusCode, agreed.body).toBe(201);
  });

  it("names the contract's client as its customer", async () => {
    const { contract, cheques } = await contractWithPlan(clients[0]);
    observeAccountId = cheques[0].observeAccountId;
    const refused = await request(
      'POST',
      '/cheques',
      cheque({ customerId: clients[1].id, connectWith: 1, connectWithId: contract.id }),
    );
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json().errors).toEqual({ customerId: messages.notContractClient });
    const unknown = await request(
      'POST',
      '/cheques',
      cheque({
        customerId: clients[0].id,
        connectWith: 1,
        connectWithId: '00000000-0000-4000-8000-000000000000',
      }),
    );
    expect(unknown.statusCode, unknown.body).toBe(400);
    expect(Object.keys(unknown.json().errors)).toEqual(['connectWithId']);
    const agreed = await request(
      'POST',
      '/cheques',
      cheque({
        customerId: clients[0].id,
        connectWith: 1,
        connectWithId: contract.id,
        internalNumber: '9003',
      }),
    );
    expect(agreed.statusCode, agreed.body).toBe(201);
  });
});
