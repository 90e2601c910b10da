import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import type { Queryable } from '../db/client.ts';
import { verifyAccessToken } from './tokens.ts';
import { ApiError, unauthorized } from './errors.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Served without signing in. Every other route needs a valid access token. */
    public?: boolean;
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
}

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
  const { rows } = await db.query<{ email: string; role: number; live: boolean }>(
    `select s.email, s.role,
            exists (select 1 from refresh_tokens r
                     where r.family_id = $2::uuid and r.staff_id = s.id
                       and r.revoked_at is null and r.expires_at > now()) as live
       from staff s
      where s.id = $1::uuid and not s.disabled`,
    [staffId, sessionId ?? null],
  );
  return rows[0]?.live ? rows[0] : undefined;
};

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
    for (const method of methods) table.push({ method, url: route.url, public: !!route.config?.public });
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
  });
};
