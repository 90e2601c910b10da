import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Mail } from '../src/modules/auth/mailer.ts';
import { demoAdmin } from '../src/seed/demo-credentials.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

const mails: Mail[] = [];
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    sendMail: async (mail) => {
      mails.push(mail);
    },
  });
});
afterAll(async () => t?.close());

const signIn = (email: string, password: string, ip: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/website-signin',
    payload: { email, password },
    remoteAddress: ip,
    headers,
  });

const refresh = (refreshToken: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/auth/refresh', payload: { refreshToken } });

const cookieOf = (response: LightMyRequestResponse, name: string) =>
  response.cookies.find((cookie) => cookie.name === name);

let staffCount = 0;
/** A staff member of their own, so that one test's sign-ins never throttle another's. */
const newStaff = async () => {
  staffCount += 1;
  const email = `session.${staffCount}@example.com`;
  const password = `password-of-${staffCount}-long`;
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/v1/auth',
    headers: { authorization: `Bearer ${await t.signIn()}` },
    payload: { email, name: `Session ${staffCount}`, password },
  });
  expect(created.statusCode, created.body).toBe(201);
  return { email, password };
};

describe('sign-in throttling', () => {
  it('checks at most the free allowance of 100 concurrent wrong passwords from one address', async () => {
    const started = Date.now();
    const answers = await Promise.all(
      Array.from({ length: 100 }, () => signIn(demoAdmin.email, 'not-the-password', '10.9.0.1')),
    );
    const checked = answers.filter((answer) => answer.statusCode === 401).length;
    const refused = answers.filter((answer) => answer.statusCode === 429);
    expect(checked).toBeGreaterThan(0);
    // Ten are free; after that each wait doubles from 1 s, so only as many more as fit in the run.
    const seconds = (Date.now() - started) / 1000;
    expect(checked).toBeLessThanOrEqual(10 + Math.floor(Math.log2(seconds + 1)) + 1);
    expect(checked + refused.length).toBe(100);
    expect(Number(refused[0].headers['retry-after'])).toBeGreaterThan(0);
    expect(refused[0].json().message).toMatch(/wait/i);
  });

  it('believes X-Forwarded-For only when TRUST_PROXY says so', async () => {
    for (let i = 0; i < 12; i++) {
      await signIn('nobody@example.com', 'bad-password', '10.9.0.2', { 'x-forwarded-for': `172.16.0.${i}` });
    }
    const rotated = await signIn('nobody@example.com', 'bad-password', '10.9.0.2', {
      'x-forwarded-for': '172.16.1.1',
    });
    expect(rotated.statusCode).toBe(429);

    const proxied = await createTestApp({ environment: { TRUST_PROXY: 'true' } });
    try {
      for (let i = 0; i < 12; i++) {
        const answer = await proxied.app.inject({
          method: 'POST',
          url: '/api/v1/auth/website-signin',
          payload: { email: 'nobody@example.com', password: 'bad-password' },
          remoteAddress: '10.9.0.3',
          headers: { 'x-forwarded-for': `172.16.2.${i}` },
        });
        expect(answer.statusCode).toBe(401);
      }
    } finally {
      await proxied.close();
    }
  });

  it('never locks the owner out: a right password from an address that has not failed signs in', async () => {
    const owner = await newStaff();
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 12; i++) await signIn(owner.email, 'guess', `10.9.1.${round * 20 + i}`);
    }
    expect((await signIn(owner.email, owner.password, '10.9.1.1')).statusCode).toBe(429);
    expect((await signIn(owner.email, owner.password, '10.9.2.1')).statusCode).toBe(200);
  });

  it('makes an address wait longer after each refused guess', async () => {
    const address = '10.9.3.1';
    const waits: number[] = [];
    for (let i = 0; i < 14; i++) {
      // Every wait so far is over (as if the attacker had waited it out).
      await t.db.query('update auth_throttle set next_allowed_at = now()');
      // A new account each time: the address alone is what slows these guesses down.
      const guess = await signIn(`guess.${i}@example.com`, 'bad-password', address);
      expect(guess.statusCode).toBe(401);
      const refused = await signIn(`guess.${i}@example.com`, 'bad-password', address);
      if (refused.statusCode === 429) waits.push(Number(refused.headers['retry-after']));
    }
    expect(waits.length).toBeGreaterThanOrEqual(4);
    for (let i = 1; i < waits.length; i++) expect(waits[i]).toBeGreaterThan(waits[i - 1]);
  });

  it('throttles forgot-password per address, and per account mails only a few', async () => {
    const owner = await newStaff();
    const before = mails.length;
    const ask = (ip: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/forget-password',
        payload: { email: owner.email },
        remoteAddress: ip,
      });
    const answers = await Promise.all(Array.from({ length: 8 }, () => ask('10.9.4.1')));
    expect(answers.filter((answer) => answer.statusCode === 429).length).toBeGreaterThan(0);
    // From many addresses: the same polite answer, but only a few mails.
    for (let i = 0; i < 6; i++) expect((await ask(`10.9.5.${i}`)).statusCode).toBe(200);
    expect(mails.slice(before).filter((mail) => mail.to === owner.email)).toHaveLength(3);
  });
});

describe('sessions', () => {
  it('keeps both tokens in HttpOnly, SameSite cookies; the readable one holds only the expiry', async () => {
    const answer = await signIn(demoAdmin.email, demoAdmin.password, '10.9.6.1');
    expect(answer.statusCode).toBe(200);
    for (const name of ['accessToken', 'refreshToken']) {
      expect(cookieOf(answer, name)).toMatchObject({ httpOnly: true, sameSite: 'Strict' });
      expect(cookieOf(answer, name)?.secure).toBeFalsy();
    }
    const hint = cookieOf(answer, 'aqar_session');
    expect(hint?.httpOnly).toBeFalsy();
    expect(hint?.value).toMatch(/^\d{10}$/);
    expect(Number(hint?.value) * 1000).toBeGreaterThan(Date.now());
  });

  it('marks the cookies Secure when the app is served over HTTPS', async () => {
    const secure = await createTestApp({ environment: { PUBLIC_URL: 'https://aqar.example.com' } });
    try {
      const answer = await secure.app.inject({
        method: 'POST',
        url: '/api/v1/auth/website-signin',
        payload: demoAdmin,
      });
      for (const name of ['accessToken', 'refreshToken', 'aqar_session'])
        expect(cookieOf(answer, name)?.secure).toBe(true);
    } finally {
      await secure.close();
    }
  });

  it('asks a change made with the cookie alone to prove it comes from the app', async () => {
    const answer = await signIn(demoAdmin.email, demoAdmin.password, '10.9.6.2');
    const cookies = { accessToken: cookieOf(answer, 'accessToken')?.value ?? '' };
    const payload = { name: 'Cookie store', type: 0 };
    const forged = await t.app.inject({ method: 'POST', url: '/api/v1/stores', cookies, payload });
    expect(forged.statusCode, forged.body).toBe(403);
    expect(forged.json().message).toBeTruthy();
    const fromApp = await t.app.inject({
      method: 'POST',
      url: '/api/v1/stores',
      cookies,
      payload,
      headers: { 'x-aqar-csrf': '1' },
    });
    expect(fromApp.statusCode, fromApp.body).toBe(201);
    // Reading needs no proof, and a bearer token needs none either.
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/stores', cookies })).statusCode).toBe(200);

    const refreshCookie = { refreshToken: cookieOf(answer, 'refreshToken')?.value ?? '' };
    const forgedRefresh = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/refresh',
      cookies: refreshCookie,
    });
    expect(forgedRefresh.statusCode, forgedRefresh.body).toBe(403);
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/refresh',
      cookies: refreshCookie,
      headers: { 'x-aqar-csrf': '1' },
    });
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    expect(cookieOf(refreshed, 'accessToken')?.httpOnly).toBe(true);
  });

  it('signs out with no body at all, by the cookie', async () => {
    const answer = await signIn(demoAdmin.email, demoAdmin.password, '10.9.6.3');
    const refreshToken = answer.json().data.refreshToken as string;
    for (const headers of [{}, { 'content-type': 'application/json' }]) {
      const out = await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers });
      expect(out.statusCode, out.body).toBe(200);
    }
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      cookies: { refreshToken },
      headers: { 'x-aqar-csrf': '1' },
    });
    expect(out.statusCode).toBe(200);
    expect(cookieOf(out, 'refreshToken')?.value).toBe('');
    expect((await refresh(refreshToken)).statusCode).toBe(401);
  });

  it('a replayed refresh token ends its whole sign-in, and only that one', async () => {
    const first = (await signIn(demoAdmin.email, demoAdmin.password, '10.9.7.1')).json().data;
    const other = (await signIn(demoAdmin.email, demoAdmin.password, '10.9.7.2')).json().data;
    const rotated = await refresh(first.refreshToken);
    expect(rotated.statusCode).toBe(200);
    expect((await refresh(first.refreshToken)).statusCode).toBe(401);
    // The thief's or the owner's newer token is dead too.
    expect((await refresh(rotated.json().data.refreshToken)).statusCode).toBe(401);
    expect((await refresh(other.refreshToken)).statusCode).toBe(200);
  });

  it('a password change ends every other sign-in and keeps this one', async () => {
    const staff = await newStaff();
    const mine = (await signIn(staff.email, staff.password, '10.9.8.1')).json().data;
    const elsewhere = (await signIn(staff.email, staff.password, '10.9.8.2')).json().data;
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/change-password',
      headers: { authorization: `Bearer ${mine.accessToken}` },
      payload: { currentPassword: staff.password, password: 'a-brand-new-password' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await refresh(elsewhere.refreshToken)).statusCode).toBe(401);
    expect((await refresh(mine.refreshToken)).statusCode).toBe(200);
  });

  it('a newer reset link voids the older ones', async () => {
    const staff = await newStaff();
    const links: string[] = [];
    for (let i = 0; i < 2; i++) {
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/forget-password',
        payload: { email: staff.email },
        remoteAddress: `10.9.9.${i}`,
      });
      const mail = mails.filter((m) => m.to === staff.email).at(-1);
      links.push(/token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1] ?? '');
    }
    expect(links[0]).not.toBe(links[1]);
    const reset = (token: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/reset-password',
        payload: { token, password: 'reset-password-long' },
      });
    expect((await reset(links[0])).statusCode).toBe(400);
    expect((await reset(links[1])).statusCode).toBe(200);
  });
});
