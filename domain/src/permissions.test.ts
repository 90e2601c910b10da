import { describe, expect, it } from 'vitest';
import { defineEntity } from './entity-definition.ts';
import {
  builtInGrants,
  builtInRoles,
  buildingField,
  grantsOfRole,
  isAllowed,
  permissionSubjects,
  reportSubject,
  routePermission,
} from './permissions.ts';
import { entities, registry } from './registry.ts';
import { reports } from './reports/report-registry.ts';

describe('permission subjects', () => {
  it('gives every entity and every report its actions, from the registries', () => {
    const subjects = permissionSubjects();
    for (const entity of entities)
      expect(subjects.find((s) => s.key === entity.key)?.actions).toContain('read');
    for (const report of reports)
      expect(subjects.find((s) => s.key === reportSubject(report.key))?.actions).toEqual([
        'report',
        'export',
        'print',
      ]);
  });

  it('lets a document be operated and an undeletable entity not be deleted', () => {
    const subjects = permissionSubjects();
    expect(subjects.find((s) => s.key === registry.contract.key)?.actions).toContain('operate');
    expect(subjects.find((s) => s.key === registry.building.key)?.actions).not.toContain('operate');
    expect(subjects.find((s) => s.key === registry.bill_pattern.key)?.actions).not.toContain('delete');
  });

  it('covers an entity added later without any list being edited', () => {
    const later = defineEntity({
      key: 'maintenance_order',
      table: 'maintenance_orders',
      api: '/maintenance-orders',
      display: 'name',
      menu: { group: 'maintenance', order: 9 },
      fields: { name: { type: 'text' }, buildingId: { type: 'reference', entity: 'building' } },
      listColumns: ['name'],
    });
    const subjects = permissionSubjects([...entities, later]);
    expect(subjects.some((s) => s.key === 'maintenance_order')).toBe(true);
    expect(builtInGrants('maintenanceSupervisor', subjects).maintenance_order).toContain('create');
    expect(builtInGrants('auditor', subjects).maintenance_order).toEqual(['list', 'read', 'export', 'print']);
    expect(builtInGrants('cashier', subjects).maintenance_order).toBeUndefined();
    expect(buildingField(later)).toBe('buildingId');
    expect(routePermission('POST', '/api/v1/maintenance-orders', [...entities, later])).toEqual({
      subject: 'maintenance_order',
      action: 'create',
    });
  });
});

describe('roles', () => {
  it('gives the administrator every action on every subject', () => {
    const grants = grantsOfRole(builtInRoles.administrator, null);
    for (const subject of permissionSubjects()) expect(grants[subject.key]).toEqual(subject.actions);
  });

  it('lets the auditor read and report but never write', () => {
    const grants = grantsOfRole(builtInRoles.auditor, null);
    expect(isAllowed(grants, 'contract', 'read')).toBe(true);
    expect(isAllowed(grants, reportSubject('trial-balance'), 'report')).toBe(true);
    for (const actions of Object.values(grants))
      for (const write of ['create', 'update', 'delete', 'operate'] as const)
        expect(actions).not.toContain(write);
    expect(grants.staff).toBeUndefined();
  });

  it('keeps the leasing agent to leasing and the accountant away from staff', () => {
    const agent = grantsOfRole(builtInRoles.leasingAgent, null);
    expect(isAllowed(agent, 'contract', 'create')).toBe(true);
    expect(isAllowed(agent, 'contract', 'delete')).toBe(false);
    expect(isAllowed(agent, 'vouchers', 'read')).toBe(false);
    expect(isAllowed(agent, reportSubject('trial-balance'), 'report')).toBe(false);
    expect(isAllowed(agent, reportSubject('lease-units-report'), 'report')).toBe(true);
    const accountant = grantsOfRole(builtInRoles.accountant, null);
    expect(isAllowed(accountant, 'entries', 'create')).toBe(true);
    expect(isAllowed(accountant, 'staff', 'list')).toBe(false);
  });

  it('keeps a custom role to what it stored, cut to subjects and actions that exist', () => {
    const grants = grantsOfRole(150, {
      building: ['list', 'read', 'fly' as never],
      gone: ['read'],
      bill_pattern: ['delete'],
    });
    expect(grants).toEqual({ building: ['list', 'read'] });
    expect(grantsOfRole(151, null)).toEqual({});
  });
});

describe('route permissions', () => {
  it('maps generic and module routes to their entity and action', () => {
    const cases: [string, string, unknown][] = [
      ['GET', '/api/v1/buildings', { subject: 'building', action: 'list' }],
      ['GET', '/api/v1/buildings/:id', { subject: 'building', action: 'read' }],
      ['POST', '/api/v1/buildings', { subject: 'building', action: 'create' }],
      ['PUT', '/api/v1/buildings/:id', { subject: 'building', action: 'update' }],
      ['DELETE', '/api/v1/buildings/:id', { subject: 'building', action: 'delete' }],
      ['POST', '/api/v1/buildings/bulk-delete', { subject: 'building', action: 'delete' }],
      ['GET', '/api/v1/stores/tree', { subject: 'stores', action: 'list' }],
      ['POST', '/api/v1/contracts/installments', { subject: 'installment', action: 'create' }],
      ['GET', '/api/v1/contracts/:id/installments', { subject: 'contract', action: 'read' }],
      ['POST', '/api/v1/cheques/bulk-collect', { subject: 'cheque', action: 'operate' }],
      ['POST', '/api/v1/reports/trial-balance', { subject: 'report:trial-balance', action: 'report' }],
      ['POST', '/api/v1/reports/:key', { subjectFrom: 'report-param', action: 'report' }],
      ['GET', '/api/v1/auth/me', { signedIn: true }],
      ['PUT', '/api/v1/preferences', { signedIn: true }],
      ['POST', '/api/v1/alerts/read', { signedIn: true }],
      ['PUT', '/api/v1/settings/alerts', { signedIn: true }],
      ['PUT', '/api/v1/settings/letterhead', undefined],
      ['GET', '/api/v1/auth', { subject: 'staff', action: 'list' }],
      ['GET', '/api/v1/dashboard', { subject: 'dashboard', action: 'read' }],
    ];
    for (const [method, url, expected] of cases)
      expect(routePermission(method, url), `${method} ${url}`).toEqual(expected);
  });

  it('leaves a route it does not understand to administrators (deny by default)', () => {
    expect(routePermission('GET', '/api/v1/something-new')).toBeUndefined();
    expect(routePermission('POST', '/api/v1/reports/no-such-report')).toBeUndefined();
  });
});
