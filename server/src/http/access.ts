import {
  administratorRole,
  builtInRoles,
  firstCustomRole,
  type Grants,
  grantsOfRole,
  isAllowed,
  type RoutePermission,
  reportSubject,
  routePermission,
} from '@aqar/domain/permissions';
import { entityByName } from '@aqar/domain/registry';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import type { Queryable } from '../db/client.ts';
import { verifyAccessToken } from './tokens.ts';
import { ApiError, forbidden, unauthorized } from './errors.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Served without signing in. Every other route needs a valid access token. */
    public?: boolean;
    /** What a signed-in user needs to reach the route (permissions.ts); absent: administrators only. */
    permission?: RoutePermission;
  }
  interface FastifyInstance {
    /** Every route the app registered, with whether it is public (the route walk test reads it). */
    routeTable: RouteEntry[];
  }
}

export interface RouteEntry {
  method: string;
  url: string;
  public: boolean;
  /** What it needs beyond signing in; undefined on a private route: administrators only. */
  permission?: RoutePermission;
}

/** What a signed-in staff member may do, as the account is now (never as the token says). */
export interface Access {
  role: number;
  grants: Grants;
  /** The buildings the user is limited to; null when not limited. */
  buildings: string[] | null;
}

/** Roles that always work on given buildings: none given means none seen. */
const buildingBoundRoles: readonly number[] = [builtInRoles.leasingAgent, builtInRoles.maintenanceSupervisor];

export const accessOf = (
  role: number,
  customGrants: Grants | null,
  hasCustomRole: boolean,
  buildings: string[],
): Access => ({
  role,
  grants: grantsOfRole(role !== administratorRole && hasCustomRole ? firstCustomRole : role, customGrants),
  buildings:
    role === administratorRole
      ? null
      : buildings.length > 0 || buildingBoundRoles.includes(role)
        ? buildings
        : null,
});

/** The refusal of a forged or stale request: a key the web app translates (messages.ts). */
export const notPermitted = () => forbidden('You are not allowed to do this');

/** Header the web app sends with every call; a page of another site cannot send it. */
export const csrfHeader = 'x-aqar-csrf';

/** Session cookies (auth-routes.ts sets them; the web app never reads the two tokens). */
export const accessCookie = 'accessToken';
export const refreshCookie = 'refreshToken';
/** Readable by the web app: the access token's expiry alone (seconds since the epoch), no secret. */
export const sessionHintCookie = 'aqar_session';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A request that relies on the browser's cookies for a change must say it comes from our own
 * scripts: a form or image of another site sends cookies but cannot add a header.
 */
export const refuseCrossSite = (request: FastifyRequest) => {
  if (safeMethods.has(request.method) || request.headers[csrfHeader] === '1') return;
  throw new ApiError(403, 'This request did not come from the Aqar app.');
};

/** The bearer token of the Authorization header, else the session cookie's. */
const accessTokenOf = (request: FastifyRequest) => {
  const header = request.headers.authorization;
  if (header !== undefined) return { token: /^Bearer\s+(\S+)\s*$/i.exec(header)?.[1], fromCookie: false };
  return { token: request.cookies[accessCookie], fromCookie: true };
};

/**
 * The account a verified token names, as it is now: a token outlives neither its account (deleted
 * or disabled) nor its sign-in (signed out, ended by a password change or a replayed refresh
 * token). One indexed lookup per request; the answer is kept on the request only, never across
 * requests, so a change takes effect on the very next request.
 */
const currentAccount = async (db: Queryable, staffId: string, sessionId: string | undefined) => {
  const { rows } = await db.query<{
    email: string;
    role: number;
    live: boolean;
    custom_role: boolean;
    grants: Grants | null;
    buildings: string[];
  }>(
    `select s.email, s.role,
            exists (select 1 from refresh_tokens r
                     where r.family_id = $2::uuid and r.staff_id = s.id
                       and r.revoked_at is null and r.expires_at > now()) as live,
            s.custom_role_id is not null as custom_role,
            (select g.grants from staff_roles g where g.id = s.custom_role_id) as grants,
            (select coalesce(json_agg(b.building_id::text), '[]'::json) from staff_buildings b
              where b.parent_id = s.id and b.building_id is not null) as buildings
       from staff s
      where s.id = $1::uuid and not s.disabled`,
    [staffId, sessionId ?? null],
  );
  return rows[0]?.live ? rows[0] : undefined;
};

/** What a staff member may do, read for the session the web app keeps (auth-routes.ts). */
export const accessOfStaff = async (db: Queryable, staffId: string): Promise<Access | undefined> => {
  const { rows } = await db.query<{
    role: number;
    custom_role: boolean;
    grants: Grants | null;
    buildings: string[];
  }>(
    `select s.role, s.custom_role_id is not null as custom_role,
            (select g.grants from staff_roles g where g.id = s.custom_role_id) as grants,
            (select coalesce(json_agg(b.building_id::text), '[]'::json) from staff_buildings b
              where b.parent_id = s.id and b.building_id is not null) as buildings
       from staff s where s.id = $1::uuid`,
    [staffId],
  );
  const row = rows[0];
  return row ? accessOf(row.role, row.grants, row.custom_role, row.buildings) : undefined;
};

/** The permissions part of the session user: the web app shows only what they allow. */
export const sessionPermissions = (access: Access | undefined) => ({
  administrator: access?.role === administratorRole,
  grants: access?.grants ?? {},
  buildings: access?.buildings ?? null,
});

let registeringPublic = false;

/**
 * Registers routes that are public as a whole (static files, the API's docs), which the plugin
 * that adds them gives no per-route configuration for.
 */
export const registerPublic = async (work: () => PromiseLike<unknown>) => {
  registeringPublic = true;
  try {
    await work();
  } finally {
    registeringPublic = false;
  }
};

/**
 * Access is decided from the route the router matched, never from the URL's text: a route is
 * private unless its configuration says `public`. Install before any route is registered.
 */
export const installAccessControl = (app: FastifyInstance, config: Config) => {
  const table: RouteEntry[] = [];
  app.decorate('routeTable', table);
  app.addHook('onRoute', (route) => {
    if (registeringPublic) route.config = { ...route.config, public: true };
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const permission = (method: string) => routePermission(method, route.url);
    // One permission per route: a route of several methods takes its first method's.
    if (!route.config?.public) route.config = { ...route.config, permission: permission(methods[0]) };
    for (const method of methods)
      table.push({
        method,
        url: route.url,
        public: !!route.config?.public,
        ...(route.config?.public ? {} : { permission: permission(method) }),
      });
  });
  app.addHook('onRequest', async (request) => {
    // A request no route matched gets the not-found answer, which holds no data.
    if (request.is404 || request.routeOptions.config.public) return;
    const { token, fromCookie } = accessTokenOf(request);
    if (!token) throw unauthorized('Please sign in to continue.');
    const claims = await verifyAccessToken(config.jwtSecret, token);
    if (!claims) throw unauthorized('Your session has expired. Please sign in again.');
    if (fromCookie) refuseCrossSite(request);
    const account = await currentAccount(app.db, claims.sub, claims.sid);
    if (!account) throw unauthorized('Your session has ended. Please sign in again.');
    // The account's role now, not the one the token was signed with.
    request.actor = { id: claims.sub, email: account.email, role: account.role, sessionId: claims.sid };
    request.access = accessOf(account.role, account.grants, account.custom_role, account.buildings);
    // The administrator may do everything, on routes no rule names as well.
    if (account.role === administratorRole) return;
    const permission = request.routeOptions.config.permission;
    if (!permission) throw notPermitted();
    if ('subject' in permission && !isAllowed(request.access.grants, permission.subject, permission.action))
      throw notPermitted();
  });
  // A subject the request names (an entity in the query or body, a report key) is known once
  // the request is parsed and validated.
  app.addHook('preHandler', async (request) => {
    const permission = request.routeOptions.config.permission;
    const access = request.access;
    if (!permission || !('subjectFrom' in permission) || !access || access.role === administratorRole) return;
    const subject = await requestedSubject(app.db, request, permission.subjectFrom);
    // An unknown entity or report is left to the route, which answers it as it does for anyone.
    if (subject !== undefined && !isAllowed(access.grants, subject, permission.action)) throw notPermitted();
  });
};

const requestedSubject = async (
  db: Queryable,
  request: FastifyRequest,
  from: 'report-param' | 'entity-query' | 'entity-body' | 'picture-id',
): Promise<string | undefined> => {
  const field = (source: unknown, name: string) =>
    source && typeof source === 'object' ? (source as Record<string, unknown>)[name] : undefined;
  const entityNamed = (name: unknown) => (typeof name === 'string' ? entityByName(name)?.key : undefined);
  switch (from) {
    case 'report-param': {
      const key = field(request.params, 'key');
      return typeof key === 'string' ? reportSubject(key) : undefined;
    }
    case 'entity-query':
      return entityNamed(field(request.query, 'entity') ?? field(request.body, 'entity'));
    case 'entity-body':
      return entityNamed(field(request.body, 'entity'));
    case 'picture-id': {
      const id = field(request.params, 'id');
      const { rows } = await db.query<{ entity: string }>(`select entity from pictures where id::text = $1`, [
        typeof id === 'string' ? id : '',
      ]);
      return rows[0] ? entityNamed(rows[0].entity) : undefined;
    }
  }
};
