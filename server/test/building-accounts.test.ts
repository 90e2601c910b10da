import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
let token: string;
const get = (url: string) =>
  t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: { authorization: `Bearer ${token}` } });
let building: Record<string, string>;
const account: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  token = await t.signIn();
  for (const row of (await get('/accounts/leaves?pageSize=1000')).json().data as {
    id: string;
    code: string;
  }[])
    account[row.code] = row.id;
  const made = await t.app.inject({
    method: 'POST',
    url: '/api/v1/buildings',
    headers: { authorization: `Bearer ${token}` },
    payload: {
      name: 'Lookup Tower',
      apartmentFloor: 1,
      apartmentCount: 1,
      buildingChequeAccountId: account['122'],
      buildingBankAccountId: account['1321'],
      buildingCashAccountId: account['1311'],
    },
  });
  expect(made.statusCode, made.body).toBe(201);
  building = made.json().data;
});
afterAll(async () => t?.close());

describe("a building's default accounts (domain-reference section 7)", () => {
  it('answer its notes-receivable account, its bank and cash accounts and its cost center', async () => {
    const data = async (url: string) => {
      const response = await get(url);
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data;
    };
    expect(await data(`/accounts/receivable?buildingId=${building.id}`)).toEqual({
      accountId: account['122'],
    });
    expect(await data(`/buildings/${building.id}/receivable`)).toEqual({ accountId: account['122'] });
    expect(await data(`/accounts/bank?buildingId=${building.id}`)).toEqual({
      accountId: account['1321'],
      cashAccountId: account['1311'],
    });
    expect(building.mainCostCenterId).toBeTruthy();
    for (const kind of ['receivable', 'bank'])
      expect(await data(`/cost-centers/${kind}?buildingId=${building.id}`)).toEqual({
        costCenterId: building.mainCostCenterId,
      });
  });

  it('refuse a missing or malformed building and answer 404 for an unknown one', async () => {
    const missing = await get('/accounts/receivable');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ buildingId: 'Required' });
    expect((await get('/cost-centers/bank?buildingId=nope')).statusCode).toBe(400);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await get(`/accounts/bank?buildingId=${unknown}`)).statusCode).toBe(404);
    expect((await get(`/buildings/${unknown}/receivable`)).statusCode).toBe(404);
  });
});
