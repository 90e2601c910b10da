import type { EntityDefinition } from '@aqar/domain/entity-definition';
import { entities } from '@aqar/domain/registry';
import { writableFields } from '@aqar/domain/validation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
let token: string;
/** Assets, a root account with sub-accounts, and a leaf the pickers offer. */
let root: string;
let leaf: string;
let otherLeaf: string;

const request = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: Record<string, unknown>) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: { authorization: `Bearer ${token}` }, payload });
const accountByCode = async (code: string) =>
  (await t.db.query<{ id: string }>('select id from accounts where code = $1', [code])).rows[0].id;
const countOf = async (table: string) =>
  (await t.db.query<{ count: number }>(`select count(*)::int8 as count from ${table}`)).rows[0].count;

beforeAll(async () => {
  t = await createTestApp();
  token = await t.signIn();
  root = await accountByCode('1');
  const leaves = (await request('GET', '/accounts/leaves?pageSize=2&sort=code')).json().data;
  [leaf, otherLeaf] = leaves.map((account: { id: string }) => account.id);
});
afterAll(async () => t?.close());

const leafOnlyFields = (definition: EntityDefinition) =>
  Object.entries(definition.fields)
    .filter(([, field]) => field.type === 'reference' && field.leafOnly && !field.readOnly)
    .map(([name]) => name);

describe('leaf-only account fields', () => {
  const patterns = entities.filter((definition) => definition.key.endsWith('_pattern'));

  it('cover every pattern default', () => {
    expect(patterns.map((definition) => definition.key).sort()).toEqual([
      'bill_pattern',
      'cheque_pattern',
      'contract_pattern',
      'voucher_pattern',
    ]);
    expect(patterns.flatMap(leafOnlyFields).length).toBeGreaterThan(30);
  });

  for (const definition of patterns) {
    it(`refuse an account with sub-accounts in each default of ${definition.key}`, async () => {
      const pattern = (await request('GET', `${definition.api}?pageSize=1`)).json().data[0];
      expect(pattern, `a seeded ${definition.key}`).toBeTruthy();
      for (const field of leafOnlyFields(definition)) {
        const refused = await request('PATCH', `${definition.api}/${pattern.id}`, { [field]: root });
        expect(refused.statusCode, `${field}: ${refused.body}`).toBe(400);
        expect(refused.json().codes).toEqual({ [field]: 'accountNotLeaf' });
        expect(refused.json().errors[field]).toBe('Choose an account without sub-accounts');
        const accepted = await request('PATCH', `${definition.api}/${pattern.id}`, { [field]: leaf });
        expect(accepted.statusCode, `${field}: ${accepted.body}`).toBe(200);
        expect(accepted.json().data[field]).toBe(leaf);
      }
      // A copy of the seeded pattern under a new name, with a root account in its first default.
      const [first] = leafOnlyFields(definition);
      const copy = Object.fromEntries(
        writableFields(definition.fields)
          .filter(([name, field]) => name !== 'code' && !field.writeOnly && pattern[name] !== null)
          .map(([name]) => [name, pattern[name]]),
      );
      const patternsBefore = await countOf(definition.table);
      const created = await request('POST', definition.api, { ...copy, name: 'Leaf check', [first]: root });
      expect(created.statusCode, created.body).toBe(400);
      expect(created.json().codes).toEqual({ [first]: 'accountNotLeaf' });
      expect(await countOf(definition.table)).toBe(patternsBefore);
      const good = await request('POST', definition.api, { ...copy, name: 'Leaf check', [first]: leaf });
      expect(good.statusCode, good.body).toBe(201);
    });
  }

  it('refuse a party account with sub-accounts, the database unchanged', async () => {
    const owners = await countOf('owners');
    const owner = await request('POST', '/owners', { name: 'Owner with a root account', accountId: root });
    expect(owner.statusCode).toBe(400);
    expect(owner.json().codes).toEqual({ accountId: 'accountNotLeaf' });
    expect(await countOf('owners')).toBe(owners);

    const users = await countOf('users');
    const accounts = await countOf('accounts');
    const customer = await request('POST', '/users', {
      cardType: 1,
      name: 'Insured customer',
      phone: '+971500000009',
      insuranceAccountId: root,
    });
    expect(customer.statusCode).toBe(400);
    expect(customer.json().codes).toEqual({ insuranceAccountId: 'accountNotLeaf' });
    // The customer's own account, opened in the same transaction, is gone with it.
    expect(await countOf('users')).toBe(users);
    expect(await countOf('accounts')).toBe(accounts);
  });

  it('refuse accounts with sub-accounts in grid rows, at the row', async () => {
    const assembly = await request('POST', '/accounts', {
      name: 'Assembly of roots',
      type: 3,
      accountAssemblies: [{ mainAccountId: leaf }, { mainAccountId: root }],
    });
    expect(assembly.statusCode).toBe(400);
    expect(assembly.json().codes).toEqual({ 'accountAssemblies.1.mainAccountId': 'accountNotLeaf' });
    const distributive = await request('POST', '/accounts', {
      name: 'Split to a root',
      type: 4,
      accountDistributives: [
        { mainAccountId: root, percentage: '50' },
        { mainAccountId: leaf, percentage: '50' },
      ],
    });
    expect(distributive.statusCode).toBe(400);
    expect(distributive.json().codes).toEqual({ 'accountDistributives.0.mainAccountId': 'accountNotLeaf' });
  });

  it('refuse a voucher whose cash account or row account has sub-accounts', async () => {
    const pattern = (
      await request('POST', '/voucher-patterns', {
        name: 'Leaf receipt',
        showCreditField: true,
        showDebitField: false,
        genEntries: true,
      })
    ).json().data;
    const currency = (await request('GET', '/currencies?code=AED')).json().data[0].id;
    const vouchers = await countOf('vouchers');
    const entries = await countOf('entries');
    const voucher = await request('POST', '/vouchers', {
      voucherPatternId: pattern.id,
      date: '2026-05-02',
      accountId: root,
      currencyId: currency,
      genEntries: true,
      rows: [
        { accountId: otherLeaf, credit: '10' },
        { accountId: await accountByCode('2'), credit: '5' },
      ],
    });
    expect(voucher.statusCode, voucher.body).toBe(400);
    expect(voucher.json().codes).toEqual({
      accountId: 'accountNotLeaf',
      'rows.1.accountId': 'accountNotLeaf',
    });
    expect(await countOf('vouchers')).toBe(vouchers);
    expect(await countOf('entries')).toBe(entries);
  });

  it('leave a stored reference alone when an edit does not change it', async () => {
    // A fresh leaf that gains a sub-account after the owner points at it.
    const parent = (await request('POST', '/accounts', { name: 'Owner accounts', parentId: root })).json()
      .data;
    const owner = await request('POST', '/owners', { name: 'Owner', accountId: parent.id });
    expect(owner.statusCode, owner.body).toBe(201);
    const child = await request('POST', '/accounts', { name: 'Owner sub-account', parentId: parent.id });
    expect(child.statusCode, child.body).toBe(201);
    const id = owner.json().data.id;
    const rename = await request('PATCH', `/owners/${id}`, { name: 'Owner renamed', accountId: parent.id });
    expect(rename.statusCode, rename.body).toBe(200);
    const assembly = await request('POST', '/accounts', {
      name: 'Assembly',
      type: 3,
      accountAssemblies: [{ mainAccountId: leaf }],
    });
    expect(assembly.statusCode, assembly.body).toBe(201);
    const kept = await request('PATCH', `/accounts/${assembly.json().data.id}`, {
      accountAssemblies: [{ mainAccountId: leaf }, { mainAccountId: otherLeaf }],
    });
    expect(kept.statusCode, kept.body).toBe(200);
    const other = (await request('POST', '/owners', { name: 'Other owner', accountId: leaf })).json().data;
    const moved = await request('PATCH', `/owners/${other.id}`, { accountId: parent.id });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().codes).toEqual({ accountId: 'accountNotLeaf' });
  });
});
