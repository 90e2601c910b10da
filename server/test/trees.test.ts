import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
let token: string;
const auth = () => ({ authorization: `Bearer ${token}` });
const get = async (url: string) => {
  const response = await t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: auth() });
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json();
};
const post = (url: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `/api/v1${url}`, headers: auth(), payload });

beforeAll(async () => {
  t = await createTestApp();
  token = await t.signIn();
});
afterAll(async () => t?.close());

const accountByCode = async (code: string) =>
  (await get(`/accounts?code=${code}&pageSize=1000`)).data.find((a: { code: string }) => a.code === code);

describe('account tree', () => {
  it('proposes the next child code, parent and final account', async () => {
    const customers = await accountByCode('121');
    const info = (await get(`/accounts/${customers.id}/next-child-info`)).data;
    expect(info.parentId).toBe(customers.id);
    expect(info.nextChildCode).toMatch(/^121\d+$/);
    const assets = await accountByCode('1');
    expect(info.finalId).toBe(customers.finalId ?? assets.id);

    const created = await post('/accounts', { name: 'Customer A', type: 1, parentId: customers.id });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data.code).toBe(info.nextChildCode);
    expect(created.json().data.finalId).toBe(info.finalId);
    const next = (await get(`/accounts/${customers.id}/next-child-info`)).data;
    expect(BigInt(next.nextChildCode)).toBe(BigInt(info.nextChildCode) + 1n);
    const children = await get(`/accounts/${customers.id}/children`);
    expect(children.data.map((c: { id: string }) => c.id)).toContain(created.json().data.id);
  });

  it('lists leaves only, and the customer and supplier sub-ledgers', async () => {
    const leaves = await get('/accounts/leaves?pageSize=1000');
    const codes = leaves.data.map((a: { code: string }) => a.code);
    expect(codes).not.toContain('1');
    expect(codes).not.toContain('12');
    const all = await get('/accounts?pageSize=1000');
    const parents = new Set(all.data.map((a: { parentId: string | null }) => a.parentId));
    for (const leaf of leaves.data) expect(parents.has(leaf.id)).toBe(false);

    const customers = await accountByCode('121');
    const party = await get('/accounts/suppliers-customers?type=customer&pageSize=1000');
    for (const account of party.data) expect(account.parentId).toBe(customers.id);
  });

  it('nests the whole tree', async () => {
    const tree = (await get('/accounts/tree')).data;
    const assets = tree.find((n: { code: string }) => n.code === '1');
    expect(assets.children.length).toBeGreaterThan(0);
    const flat: { code: string }[] = [];
    const walk = (nodes: { code: string; children: [] }[]) => {
      for (const node of nodes) {
        flat.push(node);
        walk(node.children);
      }
    };
    walk(tree);
    expect(flat.length).toBe((await get('/accounts?pageSize=1')).count);
    // Both names travel, so the browser can show the Latin one outside Arabic.
    expect(assets).toMatchObject({ name: 'الأصول', ltnname: 'Assets' });
  });

  it('refuses an unknown parent on its field', async () => {
    const parentId = '00000000-0000-4000-8000-000000000000';
    for (const [url, body] of [
      ['/accounts', { name: 'Orphan', type: 1, parentId }],
      ['/stores', { name: 'Orphan', type: 0, parentId }],
      ['/cost-centers', { name: 'Orphan', parentId }],
    ] as const) {
      const response = await post(url, body);
      expect(response.statusCode, `${url}: ${response.body}`).toBe(400);
      expect(response.json().codes).toEqual({ parentId: 'referenceNotFound' });
    }
  });

  it('refuses a cycle and its own parent', async () => {
    const top = (await post('/stores', { name: 'Top store', type: 0 })).json().data;
    const child = (await post('/stores', { name: 'Child store', type: 0, parentId: top.id })).json().data;
    expect(child.code).toBe(`${top.code}01`);
    const self = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/stores/${top.id}`,
      headers: auth(),
      payload: { parentId: top.id },
    });
    expect(self.statusCode).toBe(400);
    expect(self.json().errors.parentId).toBeTruthy();
    const cycle = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/stores/${top.id}`,
      headers: auth(),
      payload: { parentId: child.id },
    });
    expect(cycle.statusCode).toBe(400);
    expect(cycle.json().errors.parentId).toBeTruthy();
  });

  it('refuses to delete a parent alone but deletes it with its children', async () => {
    const top = (await post('/stores', { name: 'Parent store', type: 0 })).json().data;
    const child = (await post('/stores', { name: 'Leaf store', type: 0, parentId: top.id })).json().data;
    const alone = await t.app.inject({ method: 'DELETE', url: `/api/v1/stores/${top.id}`, headers: auth() });
    expect(alone.statusCode).toBe(409);
    expect(alone.json().message).toContain('\nStore: 1\n');
    const together = await post('/stores/bulk-delete', { ids: [top.id, child.id] });
    expect(together.statusCode, together.body).toBe(200);
  });

  it('checks distributive percentages total 100 exactly', async () => {
    const leaves = (await get('/accounts/leaves?pageSize=3')).data;
    const bad = await post('/accounts', {
      name: 'Split account',
      type: 4,
      accountDistributives: [
        { mainAccountId: leaves[0].id, percentage: '33.33' },
        { mainAccountId: leaves[1].id, percentage: '66.66' },
      ],
    });
    expect(bad.statusCode).toBe(400);
    const good = await post('/accounts', {
      name: 'Split account',
      type: 4,
      accountDistributives: [
        { mainAccountId: leaves[0].id, percentage: '33.34' },
        { mainAccountId: leaves[1].id, percentage: '66.66' },
      ],
    });
    expect(good.statusCode, good.body).toBe(201);
    expect(good.json().data.accountDistributives).toHaveLength(2);
    expect(good.json().data.accountDistributives[0].mainAccountIdLabel).toBe(leaves[0].name);
    expect(good.json().data.accountDistributives[0].mainAccountIdLatinLabel).toBe(leaves[0].ltnname);
  });
});

describe('category tree', () => {
  it('nests categories, which have no code, in the order they were made', async () => {
    const top = (await post('/category', { name: 'Plumbing' })).json().data;
    const first = (await post('/category', { name: 'Leaks', parentId: top.id })).json().data;
    const second = (await post('/category', { name: 'Drains', parentId: top.id })).json().data;
    const tree = (await get('/category/tree')).data;
    const node = tree.find((n: { id: string }) => n.id === top.id);
    expect(node).toMatchObject({ name: 'Plumbing', code: null });
    expect(node.children.map((c: { id: string }) => c.id)).toEqual([first.id, second.id]);
  });
});

describe('child codes', () => {
  it('widen past 99 children instead of running into the next sibling', async () => {
    const top = (await post('/cost-centers', { name: 'Many children' })).json().data;
    let last = '';
    for (let i = 1; i <= 101; i++) {
      const child = await post('/cost-centers', { name: `Child number ${i}`, parentId: top.id });
      expect(child.statusCode, child.body).toBe(201);
      last = child.json().data.code;
      if (i === 1) expect(last).toBe(`${top.code}01`);
      if (i === 99) expect(last).toBe(`${top.code}99`);
    }
    expect(last).toBe(`${top.code}101`);
    const next = (await get(`/cost-centers/${top.id}/next-child-info`)).data;
    expect(next.nextChildCode).toBe(`${top.code}102`);
  });
});

describe('codes', () => {
  it('takes a code sent as a JSON number, stored as text', async () => {
    const created = await post('/cost-centers', { name: 'Numbered centre', code: 900123 });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data.code).toBe('900123');
  });
});

describe('next child code', () => {
  it('is the last child + 1 at the width the children use (reference 2.1)', async () => {
    const assets = await accountByCode('1');
    const children = (await get(`/accounts/${assets.id}/children`)).data as { code: string }[];
    const last = Math.max(...children.map((child) => Number(child.code)));
    const info = (await get(`/accounts/${assets.id}/next-child-info`)).data;
    expect(info.nextChildCode).toBe(String(last + 1));
  });

  it('never offers a code that exists, and a create without a code takes it', async () => {
    const top = (await post('/cost-centers', { name: 'Short codes' })).json().data;
    for (let i = 1; i <= 9; i++) {
      const child = await post('/cost-centers', {
        name: `Short ${i}`,
        code: `${top.code}${i}`,
        parentId: top.id,
      });
      expect(child.statusCode, child.body).toBe(201);
    }
    const first = (await get(`/cost-centers?code=${top.code}1&pageSize=10`)).data.find(
      (c: { code: string }) => c.code === `${top.code}1`,
    );
    // The first child's own children take the codes the parent's suffix 10, 11 would give.
    for (const suffix of ['0', '1']) {
      const grandchild = await post('/cost-centers', {
        name: `Grandchild ${suffix}`,
        code: `${top.code}1${suffix}`,
        parentId: first.id,
      });
      expect(grandchild.statusCode, grandchild.body).toBe(201);
    }
    const info = (await get(`/cost-centers/${top.id}/next-child-info`)).data;
    expect(info.nextChildCode).toBe(`${top.code}12`);
    const created = await post('/cost-centers', { name: 'Without a code', parentId: top.id });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data.code).toBe(`${top.code}12`);
    const after = (await get(`/cost-centers/${top.id}/next-child-info`)).data;
    expect(after.nextChildCode).toBe(`${top.code}13`);
  });
});

describe('material chart (domain-reference section 9, /chart/materials)', () => {
  it('draws the material groups as a tree with each material under its group', async () => {
    const top = (await post('/material-groups', { name: 'Finishes' })).json().data;
    const sub = (await post('/material-groups', { name: 'Paints', parentId: top.id })).json().data;
    const made = await post('/materials', {
      code: '9901',
      name: 'Gloss white',
      materialGroupId: sub.id,
      materialType: 1,
      unit1: 'litre',
    });
    expect(made.statusCode, made.body).toBe(201);
    const tree = (await get('/materials/tree')).data as {
      id: string;
      entity: string;
      name: string;
      children: { id: string; entity: string; name: string; children: unknown[] }[];
    }[];
    const group = tree.find((node) => node.id === top.id);
    expect(group?.entity).toBe('materialGroup');
    const paints = group?.children.find((node) => node.id === sub.id);
    expect(paints?.entity).toBe('materialGroup');
    expect(paints?.children).toEqual([
      expect.objectContaining({
        id: made.json().data.id,
        entity: 'material',
        code: '9901',
        name: 'Gloss white',
      }),
    ]);
  });
});
