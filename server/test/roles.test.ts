import { builtInRoles, isAllowed, routePermission } from '@aqar/domain/permissions';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessOfStaff } from '../src/http/access.ts';
import { demoAdmin, demoRoleUsers } from '../src/seed/demo-credentials.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

/**
 * Roles and buildings (domain/src/permissions.ts, server/src/http/access.ts): every route the app
 * registered, for every role, is allowed or refused with 403 as the role's grants say; a user
 * limited to some buildings never gets rows of another.
 */
let t: TestApp;
const tokens = new Map<number, string>();
const staffIds = new Map<number, string>();
let addressCount = 0;

beforeAll(async () => {
  t = await createTestApp();
  for (const user of demoRoleUsers) {
    tokens.set(user.role, await t.signIn({ email: user.email, password: demoAdmin.password }));
    const { rows } = await t.db.query<{ id: string }>('select id from staff where email = $1', [user.email]);
    staffIds.set(user.role, rows[0].id);
  }
  tokens.set(builtInRoles.administrator, await t.signIn());
});
afterAll(async () => t?.close());

const sampleId = '00000000-0000-4000-8000-00000000a1b2';
const concretePath = (url: string) =>
  url
    .split('/')
    .map((segment) => (segment.startsWith(':') ? sampleId : segment === '*' ? 'x' : segment))
    .join('/');

const send = (role: number, method: string, url: string, payload?: object) => {
  addressCount += 1;
  return t.app.inject({
    method: method as InjectOptions['method'],
    url,
    payload,
    headers: { authorization: `Bearer ${tokens.get(role)}` },
    remoteAddress: `10.9.${(addressCount >> 8) & 255}.${addressCount & 255}`,
  });
};

describe('the route × role matrix, generated from the route table and the registry', () => {
  it('allows each role exactly what its grants say on every route, and refuses the rest with 403', async () => {
    const routes = t.app.routeTable.filter((route) => !route.public && route.method !== 'HEAD');
    expect(routes.length).toBeGreaterThan(300);
    const wrong: string[] = [];
    let refused = 0;
    for (const role of tokens.keys()) {
      const access = await accessOfStaff(
        t.db,
        role === builtInRoles.administrator
          ? ((await t.db.query<{ id: string }>('select id from staff where email = $1', [demoAdmin.email]))
              .rows[0].id as string)
          : (staffIds.get(role) as string),
      );
      for (const route of routes) {
        const permission = routePermission(route.method, route.url);
        // A subject named by the request is checked by its own test below.
        if (permission && 'subjectFrom' in permission) continue;
        const expected =
          role === builtInRoles.administrator ||
          (permission !== undefined &&
            ('signedIn' in permission ||
              isAllowed(access?.grants ?? {}, permission.subject, permission.action)));
        const response = await send(role, route.method, concretePath(route.url));
        const forbidden = response.statusCode === 403;
        if (forbidden) refused += 1;
        if (forbidden === expected || response.statusCode >= 500)
          wrong.push(
            `role ${role} ${route.method} ${route.url}: ${response.statusCode} (expected ${expected ? 'allowed' : '403'})`,
          );
        if (forbidden && response.json().key !== 'notPermitted' && !expected)
          wrong.push(`role ${role} ${route.method} ${route.url}: 403 without the notPermitted key`);
      }
    }
    expect(wrong).toEqual([]);
    expect(refused).toBeGreaterThan(500);
    // Some 2,000 requests.
  }, 600_000);

  it('checks the entity a request names: audit trail, pictures and navigation', async () => {
    const cashier = builtInRoles.cashier;
    expect((await send(cashier, 'GET', '/api/v1/audit?entity=staff')).statusCode).toBe(403);
    expect((await send(cashier, 'GET', '/api/v1/audit?entity=cheque')).statusCode).toBe(200);
    const navigation = await send(cashier, 'POST', '/api/v1/pagination/first-one', { entity: 'staff' });
    expect(navigation.statusCode).toBe(403);
    expect(navigation.json().key).toBe('notPermitted');
    expect((await send(cashier, 'POST', '/api/v1/reports/no-such-report', {})).statusCode).toBe(403);
  });

  it('carries the permissions in the session the web app reads', async () => {
    const me = (await send(builtInRoles.auditor, 'GET', '/api/v1/auth/me')).json().data;
    expect(me.permissions.administrator).toBe(false);
    expect(me.permissions.grants.contract).toEqual(['list', 'read', 'export', 'print']);
    expect(me.permissions.grants.staff).toBeUndefined();
    const agent = (await send(builtInRoles.leasingAgent, 'GET', '/api/v1/auth/me')).json().data;
    expect(agent.permissions.buildings).toHaveLength(1);
  });

  it('gives a custom role exactly its stored grants, and follows a change at once', async () => {
    const created = await send(builtInRoles.administrator, 'POST', '/api/v1/roles', {
      name: 'Viewer of banks',
      grants: { bank: ['list', 'read'] },
    });
    expect(created.statusCode).toBe(201);
    const auditor = staffIds.get(builtInRoles.auditor) as string;
    await t.db.query('update staff set custom_role_id = $1 where id = $2', [created.json().data.id, auditor]);
    expect((await send(builtInRoles.auditor, 'GET', '/api/v1/banks')).statusCode).toBe(200);
    expect((await send(builtInRoles.auditor, 'GET', '/api/v1/contracts')).statusCode).toBe(403);
    expect((await send(builtInRoles.auditor, 'POST', '/api/v1/banks', { name: 'x' })).statusCode).toBe(403);
    await t.db.query('update staff set custom_role_id = null where id = $1', [auditor]);
    expect((await send(builtInRoles.auditor, 'GET', '/api/v1/contracts')).statusCode).toBe(200);
  });
});

describe('buildings per user', () => {
  const agent = builtInRoles.leasingAgent;
  let reem: string;
  let other: string;

  beforeAll(async () => {
    const { rows } = await t.db.query<{ id: string; ltnname: string }>('select id, ltnname from buildings');
    reem = rows.find((row) => row.ltnname === 'Al Reem Tower')?.id as string;
    other = rows.find((row) => row.ltnname !== 'Al Reem Tower')?.id as string;
    expect(reem && other).toBeTruthy();
  });

  it('lists and picks only the agent’s buildings and their units', async () => {
    const buildings = (await send(agent, 'GET', '/api/v1/buildings?pageSize=100')).json().data;
    expect(buildings.map((row: { id: string }) => row.id)).toEqual([reem]);
    const everyApartment = (
      await send(builtInRoles.administrator, 'GET', '/api/v1/apartments?pageSize=100')
    ).json().data as { buildingId: string }[];
    expect(everyApartment.some((row) => row.buildingId !== reem)).toBe(true);
    const apartments = (await send(agent, 'GET', '/api/v1/apartments?pageSize=100')).json().data as {
      buildingId: string;
    }[];
    expect(apartments.length).toBeGreaterThan(0);
    expect(apartments.every((row) => row.buildingId === reem)).toBe(true);
    const outside = everyApartment.find((row) => row.buildingId !== reem) as unknown as { id: string };
    expect((await send(agent, 'GET', `/api/v1/apartments/${outside.id}`)).statusCode).toBe(403);
    expect((await send(agent, 'GET', `/api/v1/buildings/${other}`)).statusCode).toBe(403);
    expect(
      (await send(agent, 'PATCH', `/api/v1/apartments/${outside.id}`, { description: 'x' })).statusCode,
    ).toBe(403);
  });

  it('never returns report rows outside the agent’s buildings, and cannot widen the filter', async () => {
    const all = (
      await send(builtInRoles.administrator, 'POST', '/api/v1/reports/lease-units-report', {})
    ).json().data;
    const mine = await send(agent, 'POST', '/api/v1/reports/lease-units-report', {});
    expect(mine.statusCode).toBe(200);
    const { rows: names } = await t.db.query<{ id: string; name: string }>('select id, name from buildings');
    const nameOf = (id: string) => names.find((row) => row.id === id)?.name;
    const buildingsOfRows = (data: { rows: { building: string }[] }) =>
      new Set(data.rows.map((row) => row.building));
    expect(buildingsOfRows(all).has(nameOf(other) as string)).toBe(true);
    expect([...buildingsOfRows(mine.json().data)]).toEqual([nameOf(reem)]);
    const widened = await send(agent, 'POST', '/api/v1/reports/lease-units-report', { buildingId: other });
    expect(widened.statusCode).toBe(403);
    expect(widened.json().key).toBe('notPermitted');
  });

  it('shows only the agent’s buildings on the dashboard and the home page’s cards', async () => {
    const cards = (await send(agent, 'GET', '/api/v1/buildings/unit-counts')).json().data as { id: string }[];
    expect(cards.map((card) => card.id)).toEqual([reem]);
    const occupancy = (await send(agent, 'GET', '/api/v1/dashboard')).json().data.occupancy as {
      buildingId: string;
    }[];
    expect(occupancy.map((row) => row.buildingId)).toEqual([reem]);
  });
});
