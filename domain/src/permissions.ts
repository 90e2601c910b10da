import type { EntityDefinition } from './entity-definition.ts';
import { entities } from './registry.ts';
import type { ReportDefinition, ReportFilterFields } from './reports/report-definition.ts';
import { reports } from './reports/report-registry.ts';

/**
 * Roles and permissions, derived from the registries: every entity, document and report has its
 * actions without a list kept by hand, so an entity or report added later is covered at once
 * (and refused to every role but the administrator until a role is given it).
 */
export const permissionActions = [
  'list',
  'read',
  'create',
  'update',
  'delete',
  'operate',
  'report',
  'export',
  'print',
] as const;
export type PermissionAction = (typeof permissionActions)[number];

export type SubjectKind = 'entity' | 'document' | 'report' | 'area';

export interface PermissionSubject {
  /** The entity key, `report:<key>`, or an area of the app (`dashboard`, `settings`). */
  key: string;
  kind: SubjectKind;
  /** Menu group, for the roles screen and the built-in roles. */
  group: string;
  actions: readonly PermissionAction[];
}

/** Subject → the actions granted on it. */
export type Grants = Record<string, readonly PermissionAction[]>;

export const reportSubject = (key: string) => `report:${key}`;

const entitySubject = (entity: EntityDefinition): PermissionSubject => {
  const actions: PermissionAction[] = ['list', 'read', 'create', 'update'];
  if (!entity.undeletable) actions.push('delete');
  // A document's operations (posting, collecting, replacing) beyond plain writes.
  if (entity.document) actions.push('operate');
  actions.push('export', 'print');
  return {
    key: entity.key,
    kind: entity.document ? 'document' : 'entity',
    group: entity.menu?.group ?? 'cards',
    actions,
  };
};

const reportSubjectOf = (report: ReportDefinition<ReportFilterFields>): PermissionSubject => ({
  key: reportSubject(report.key),
  kind: 'report',
  group: report.group,
  actions: ['report', 'export', 'print'],
});

const areas: readonly PermissionSubject[] = [
  { key: 'dashboard', kind: 'area', group: 'home', actions: ['read'] },
  { key: 'settings', kind: 'area', group: 'admin', actions: ['read', 'update'] },
];

/** Every subject and its possible actions, from the entity and report registries. */
export const permissionSubjects = (
  entityList: readonly EntityDefinition[] = entities,
  reportList: readonly ReportDefinition<ReportFilterFields>[] = reports,
): PermissionSubject[] => [...entityList.map(entitySubject), ...reportList.map(reportSubjectOf), ...areas];

/** Built-in roles: the stored `staff.role` values. Custom roles take ids from 100 up. */
export const builtInRoles = {
  administrator: 1,
  accountant: 2,
  leasingAgent: 3,
  cashier: 4,
  maintenanceSupervisor: 5,
  auditor: 6,
} as const;
export type BuiltInRoleName = keyof typeof builtInRoles;
export const administratorRole = builtInRoles.administrator;
export const firstCustomRole = 100;

const readOnly: readonly PermissionAction[] = ['list', 'read', 'export', 'print'];
const writer: readonly PermissionAction[] = ['list', 'read', 'create', 'update', 'export', 'print'];

const realtyEntities = new Set([
  'building',
  'apartment',
  'shop',
  'parking',
  'land',
  'villa',
  'property_value',
  'user',
]);
/** What a picker or a form of the role's own screens needs to show. */
const pickerEntities = new Set([
  'account',
  'cost_center',
  'currency',
  'country',
  'bank',
  'owner',
  'lessor',
  'seller',
]);
const chequeDocuments = new Set([
  'cheque',
  'op_collection',
  'op_partial_collection',
  'op_return',
  'vouchers',
]);
const leasingDocuments = new Set(['contract', 'reservation_property', 'installment']);

type Rule = (subject: PermissionSubject) => readonly PermissionAction[] | undefined;

const onlyPossible = (subject: PermissionSubject, actions: readonly PermissionAction[]) =>
  actions.filter((action) => subject.actions.includes(action));

/**
 * The built-in roles as rules over subjects (by kind and menu group, never by a list of every
 * entity), so that what a later entity gets follows from where it sits.
 */
const builtInRules: Record<BuiltInRoleName, Rule> = {
  administrator: (subject) => subject.actions,
  accountant: (subject) => {
    if (subject.key === 'staff' || subject.key === 'settings') return undefined;
    if (subject.kind === 'report' || subject.key === 'dashboard') return subject.actions;
    if (['accounts', 'accountingTransactions', 'patterns'].includes(subject.group)) return subject.actions;
    return readOnly;
  },
  leasingAgent: (subject) => {
    if (subject.key === 'dashboard') return subject.actions;
    if (leasingDocuments.has(subject.key)) return subject.actions.filter((action) => action !== 'delete');
    if (realtyEntities.has(subject.key)) return writer;
    if (subject.kind === 'report')
      return subject.group === 'realityReports' || subject.group === 'realtyTransactions'
        ? subject.actions
        : undefined;
    if (pickerEntities.has(subject.key) || subject.group === 'patterns') return ['list', 'read'];
    return undefined;
  },
  cashier: (subject) => {
    if (subject.key === 'dashboard') return subject.actions;
    if (chequeDocuments.has(subject.key)) return subject.actions.filter((action) => action !== 'delete');
    if (subject.kind === 'report') return subject.key.includes('cheque') ? subject.actions : undefined;
    if (pickerEntities.has(subject.key) || subject.group === 'patterns' || realtyEntities.has(subject.key))
      return ['list', 'read'];
    if (subject.key === 'contract') return ['list', 'read'];
    return undefined;
  },
  maintenanceSupervisor: (subject) => {
    if (subject.key === 'dashboard') return subject.actions;
    if (subject.group === 'maintenance' || subject.group === 'stores' || subject.key === 'owner_expenses')
      return subject.actions;
    if (subject.key === reportSubject('owner-expenses')) return subject.actions;
    if (realtyEntities.has(subject.key) || pickerEntities.has(subject.key) || subject.group === 'patterns')
      return ['list', 'read'];
    return undefined;
  },
  auditor: (subject) => {
    if (subject.key === 'staff' || subject.key === 'settings') return undefined;
    return onlyPossible(subject, ['list', 'read', 'report', 'export', 'print']);
  },
};

const grantsBy = (rule: Rule, subjects: readonly PermissionSubject[]): Grants => {
  const grants: Grants = {};
  for (const subject of subjects) {
    const actions = onlyPossible(subject, rule(subject) ?? []);
    if (actions.length > 0) grants[subject.key] = actions;
  }
  return grants;
};

let subjectsOfRegistries: PermissionSubject[] | undefined;
/** The subjects of the registries as they are, made once. */
export const registrySubjects = () => {
  subjectsOfRegistries ??= permissionSubjects();
  return subjectsOfRegistries;
};
const builtInCache = new Map<BuiltInRoleName, Grants>();
const cachedBuiltIn = (name: BuiltInRoleName) => {
  let grants = builtInCache.get(name);
  if (!grants) {
    grants = builtInGrants(name, registrySubjects());
    builtInCache.set(name, grants);
  }
  return grants;
};

export const builtInRoleName = (role: number): BuiltInRoleName | undefined =>
  (Object.keys(builtInRoles) as BuiltInRoleName[]).find((name) => builtInRoles[name] === role);

/** The grants of a built-in role, derived from the subjects. */
export const builtInGrants = (name: BuiltInRoleName, subjects = permissionSubjects()): Grants =>
  grantsBy(builtInRules[name], subjects);

/**
 * The grants of a role: a built-in role's from its rule; a custom role's as stored, cut down to
 * subjects and actions that exist (an entity removed since, an action it no longer has).
 */
export const grantsOfRole = (
  role: number,
  stored: Grants | null | undefined,
  subjects = registrySubjects(),
): Grants => {
  const name = builtInRoleName(role);
  // The registries' built-in grants are worked out once (every request reads them).
  if (name) return subjects === registrySubjects() ? cachedBuiltIn(name) : builtInGrants(name, subjects);
  if (!stored) return {};
  const grants: Grants = {};
  for (const subject of subjects) {
    const actions = Array.isArray(stored[subject.key]) ? onlyPossible(subject, stored[subject.key]) : [];
    if (actions.length > 0) grants[subject.key] = actions;
  }
  return grants;
};

export const isAllowed = (grants: Grants, subject: string, action: PermissionAction) =>
  grants[subject]?.includes(action) ?? false;

/** Entities whose records belong to one building: a user limited to some buildings sees those only. */
export const buildingField = (entity: EntityDefinition): string | undefined => {
  if (entity.key === 'building') return 'id';
  const found = Object.entries(entity.fields).find(
    ([, field]) => field.type === 'reference' && field.entity === 'building',
  );
  return found?.[0];
};

/** What a route needs: a subject and action, any signed-in user, or (undefined) administrators only. */
export type RoutePermission =
  | { subject: string; action: PermissionAction }
  /** The subject is named by the request: a query parameter or body field holding an entity key. */
  | { subjectFrom: 'report-param' | 'entity-query' | 'entity-body' | 'picture-id'; action: PermissionAction }
  | { signedIn: true };

const apiPrefix = '/api/v1';

const listingGets = new Set([
  '',
  'tree',
  'next-child-info',
  'available',
  'unit-counts',
  'desk',
  'next',
  'previous',
]);

/**
 * The permission a route needs, from its method and matched path (`:id` parameters as Fastify
 * writes them): module routes are matched to the entity whose API path is their longest prefix.
 * A route nothing here understands is for administrators only (deny by default).
 */
export const routePermission = (
  method: string,
  url: string,
  entityList: readonly EntityDefinition[] = entities,
  reportList: readonly ReportDefinition<ReportFilterFields>[] = reports,
): RoutePermission | undefined => {
  if (!url.startsWith(`${apiPrefix}/`)) return undefined;
  const path = url.slice(apiPrefix.length);
  const verb = method.toUpperCase();
  if (verb === 'HEAD' || verb === 'OPTIONS') return routePermission('GET', url, entityList, reportList);
  // Every signed-in user's own account and the lists the app shows (each filtered by rights).
  if (path === '/auth/me' || path === '/auth/change-password') return { signedIn: true };
  // A user's own display preferences, alerts and alert settings (each answers for that user only).
  if (['/preferences', '/alerts', '/alerts/read', '/settings/alerts'].includes(path))
    return { signedIn: true };
  if (verb === 'GET' && (path === '/reports' || path === '/settings/lock-date')) return { signedIn: true };
  if (path === '/settings/lock-date') return { subject: 'settings', action: 'update' };
  if (path === '/dashboard') return { subject: 'dashboard', action: 'read' };
  if (path === '/reports/journal.ledger')
    return { subject: reportSubject('journal-ledger'), action: 'export' };
  if (path === '/reports/:key') return { subjectFrom: 'report-param', action: 'report' };
  if (path === '/reports/building-schema') return { subject: 'building', action: 'read' };
  if (path.startsWith('/reports/')) {
    const name = path.slice('/reports/'.length);
    // A report answers under its key and the reference's other names for it.
    const report = reportList.find(
      (candidate) => candidate.key === name || candidate.aliases?.includes(name),
    );
    return report ? { subject: reportSubject(report.key), action: 'report' } : undefined;
  }
  if (path === '/audit' || (verb === 'GET' && path === '/pictures'))
    return { subjectFrom: 'entity-query', action: 'read' };
  if (path === '/pictures' && verb === 'POST') return { subjectFrom: 'entity-query', action: 'update' };
  if (path === '/pictures/order') return { subjectFrom: 'entity-body', action: 'update' };
  if (path === '/pictures/:id/file') return { subjectFrom: 'picture-id', action: 'read' };
  if (path === '/pictures/:id') return { subjectFrom: 'picture-id', action: 'update' };
  if (path.startsWith('/pagination/')) return { subjectFrom: 'entity-body', action: 'read' };
  if (path === '/entries/created-from/:id') return { subject: 'entries', action: 'read' };
  if (path === '/property-values/create-with-color') return { subject: 'property_value', action: 'create' };
  if (path.startsWith('/property-values/find-with-color'))
    return { subject: 'property_value', action: 'list' };

  const owner = [...entityList]
    .filter((entity) => path === entity.api || path.startsWith(`${entity.api}/`))
    .sort((a, b) => b.api.length - a.api.length)[0];
  if (!owner) return undefined;
  const rest = path.slice(owner.api.length).replace(/^\//, '');
  const segments = rest === '' ? [] : rest.split('/');
  const subject = owner.key;
  const isId = (segment: string | undefined) => segment?.startsWith(':') ?? false;
  switch (verb) {
    case 'GET': {
      if (segments.length === 1 && isId(segments[0])) return { subject, action: 'read' };
      if (listingGets.has(segments.at(-1) ?? '') || segments[0] === 'code' || segments.at(-1) === 'children')
        return { subject, action: 'list' };
      return { subject, action: 'read' };
    }
    case 'POST': {
      if (segments.length === 0) return { subject, action: 'create' };
      if (rest === 'bulk-delete') return { subject, action: 'delete' };
      if (segments.length === 1 && isId(segments[0])) return { subject, action: 'update' };
      // Bulk collection, a returned cheque's replacement: operations of a document.
      return { subject, action: 'operate' };
    }
    case 'PUT':
    case 'PATCH':
      return { subject, action: 'update' };
    case 'DELETE':
      return { subject, action: 'delete' };
    default:
      return undefined;
  }
};
