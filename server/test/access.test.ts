import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteEntry } from '../src/http/access.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

/**
 * Walks every route the app registered (not a list of them) and checks who may reach it, under
 * every spelling of its path.
 */
let t: TestApp;
let token: string;
let routes: RouteEntry[];
let addressCount = 0;

beforeAll(async () => {
  t = await createTestApp();
  token = await t.signIn();
  routes = t.app.routeTable;
});
afterAll(async () => t?.close());

/** The only routes anyone may reach without signing in. */
const isMeantPublic = (route: RouteEntry) =>
  route.url === '/api/health' ||
  route.url === '/api/docs' ||
  route.url.startsWith('/api/docs/') ||
  route.url === '/' ||
  route.url === '/*' ||
  (route.method === 'POST' &&
    ['website-signin', 'refresh', 'logout', 'forget-password', 'reset-password'].some(
      (name) => route.url === `/api/v1/auth/${name}`,
    ));

const sampleId = '00000000-0000-4000-8000-00000000a1b2';

/** The route's path with every parameter filled in. */
const concretePath = (url: string) =>
  url
    .split('/')
    .map((segment) => (segment.startsWith(':') ? sampleId : segment === '*' ? 'x' : segment))
    .join('/');

const staticIndexes = (url: string) =>
  url
    .split('/')
    .map((segment, index) => ({ segment, index }))
    .filter(({ segment }) => segment !== '' && !segment.startsWith(':') && segment !== '*')
    .map(({ index }) => index);

/** Other spellings of the same path, each of which must reach the same route. */
const variants = (url: string): Record<string, string> => {
  const path = concretePath(url);
  const segments = path.split('/');
  const statics = staticIndexes(url);
  const encodeFirstLetter = (index: number) =>
    segments
      .map((segment, i) =>
        i === index ? `%${segment.charCodeAt(0).toString(16)}${segment.slice(1)}` : segment,
      )
      .join('/');
  const found: Record<string, string> = {
    'doubled slashes': path.replaceAll('/', '//'),
    'trailing slash': `${path}/`,
    'dot segments': `/x/..${path.replace(/^(\/[^/]*)/, '$1/./y/..')}`,
    'encoded dot segments': `${path}/z/%2e%2e`.replace(/\/$/, ''),
    'upper case': segments.map((s, i) => (statics.includes(i) ? s.toUpperCase() : s)).join('/'),
  };
  statics.forEach((index, n) => {
    found[`encoded segment ${n + 1}`] = encodeFirstLetter(index);
  });
  if (statics.length > 0) {
    const last = statics.at(-1) as number;
    found['encoded last letter'] = segments
      .map((segment, i) =>
        i === last
          ? `${segment.slice(0, -1)}%${segment
              .charCodeAt(segment.length - 1)
              .toString(16)
              .toUpperCase()}`
          : segment,
      )
      .join('/');
  }
  return found;
};

const send = (route: RouteEntry, url: string, headers: InjectOptions['headers'] = {}) => {
  addressCount += 1;
  return t.app.inject({
    method: route.method as InjectOptions['method'],
    url,
    headers,
    // A fresh address each time, so that sign-in throttling never answers in the route's place.
    remoteAddress: `10.${(addressCount >> 16) & 255}.${(addressCount >> 8) & 255}.${addressCount & 255}`,
  });
};

const outcome = (response: LightMyRequestResponse) => `${response.statusCode}`;

describe('access to every route', () => {
  it('finds the routes the app registered', () => {
    expect(routes.length).toBeGreaterThan(100);
    expect(routes.some((route) => route.url === '/api/v1/auth' && route.method === 'GET')).toBe(true);
  });

  it('keeps public exactly the routes meant to be', () => {
    const publicOnes = routes.filter((route) => route.public).map((r) => `${r.method} ${r.url}`);
    const meant = routes.filter(isMeantPublic).map((r) => `${r.method} ${r.url}`);
    expect(publicOnes.sort()).toEqual(meant.sort());
  });

  it('answers 401 to anyone not signed in, under every spelling of the path', async () => {
    const leaks: string[] = [];
    for (const route of routes.filter((r) => !r.public)) {
      for (const [name, url] of Object.entries({ plain: concretePath(route.url), ...variants(route.url) })) {
        const response = await send(route, url);
        if (response.statusCode !== 401)
          leaks.push(`${route.method} ${url} (${name}): ${response.statusCode}`);
      }
    }
    expect(leaks).toEqual([]);
  });

  it('refuses forged, expired, unsigned and malformed tokens on every private route', async () => {
    const key = (secret: string) => new TextEncoder().encode(secret);
    const claims = { email: 'admin@aqar.demo', role: 1 };
    const subject = '00000000-0000-4000-8000-000000000000';
    const forged = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(subject)
      .setIssuer('aqar')
      .setExpirationTime('15m')
      .sign(key('not-the-secret-at-all-but-long-enough'));
    const expired = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(subject)
      .setIssuer('aqar')
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(key(t.config.jwtSecret));
    const [header, payload] = token.split('.');
    const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${payload}.`;
    const wrongIssuer = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(subject)
      .setIssuer('someone-else')
      .setExpirationTime('15m')
      .sign(key(t.config.jwtSecret));
    const tokens = [forged, expired, unsigned, wrongIssuer, `${header}.${payload}.`, 'garbage', ''];
    const leaks: string[] = [];
    for (const route of routes.filter((r) => !r.public)) {
      for (const bad of tokens) {
        for (const headers of [{ authorization: `Bearer ${bad}` }, { cookie: `accessToken=${bad}` }]) {
          const response = await send(route, concretePath(route.url), headers);
          if (response.statusCode !== 401) leaks.push(`${route.method} ${route.url}: ${response.statusCode}`);
        }
      }
    }
    expect(leaks).toEqual([]);
  }, 180_000);

  it('gives a public route the same answer under every spelling of its path', async () => {
    const differences: string[] = [];
    for (const route of routes.filter((r) => r.public)) {
      const plain = outcome(await send(route, concretePath(route.url)));
      for (const [name, url] of Object.entries(variants(route.url))) {
        const answer = outcome(await send(route, url));
        if (answer !== plain) differences.push(`${route.method} ${url} (${name}): ${answer}, plain ${plain}`);
      }
    }
    expect(differences).toEqual([]);
  });

  // Both walks send every route several times: their time grows with the routes, not a timing aim.
  it('gives a signed-in reader the same answer under every spelling of a path', async () => {
    const differences: string[] = [];
    const authorization = { authorization: `Bearer ${token}` };
    for (const route of routes.filter((r) => r.method === 'GET' && !r.public)) {
      const plain = await send(route, concretePath(route.url), authorization);
      if (plain.statusCode >= 500) differences.push(`GET ${route.url}: ${plain.statusCode} ${plain.body}`);
      for (const [name, url] of Object.entries(variants(route.url))) {
        const answer = await send(route, url, authorization);
        if (answer.statusCode !== plain.statusCode)
          differences.push(`GET ${url} (${name}): ${answer.statusCode}, plain ${plain.statusCode}`);
      }
    }
    expect(differences).toEqual([]);
  }, 180_000);

  it('closes the hole the probe found: an encoded prefix reads nothing', async () => {
    for (const url of ['/api/%761/auth', '/%61pi/v1/auth', '/api/v1/%61uth', '/API/V1/AUTH']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(401);
      expect(response.body).not.toContain('admin@aqar.demo');
    }
  });
});
