import { Writable } from 'node:stream';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Mail } from '../src/modules/auth/mailer.ts';
import { demoAdmin } from '../src/seed/demo-credentials.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

const mails: Mail[] = [];
let logText = '';
let t: TestApp;

beforeAll(async () => {
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      logText += chunk.toString();
      done();
    },
  });
  t = await createTestApp({
    sendMail: async (mail) => {
      mails.push(mail);
    },
    logger: { level: 'debug', stream: logStream },
  });
});
afterAll(async () => t?.close());

const signIn = (email: string, password: string, ip = '10.0.0.1') =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/website-signin',
    payload: { email, password },
    remoteAddress: ip,
  });

describe('sign-in', () => {
  it('returns the user and tokens and sets the access-token cookie', async () => {
    const response = await signIn(demoAdmin.email, demoAdmin.password);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.success).toBe(true);
    expect(body.data.user).toMatchObject({ email: demoAdmin.email, role: 1 });
    expect(body.data.user).not.toHaveProperty('passwordHash');
    expect(body.data.accessToken).toMatch(/^ey/);
    expect(body.data.refreshToken.length).toBeGreaterThan(20);
    const cookie = response.cookies.find((c) => c.name === 'accessToken');
    expect(cookie?.value).toBe(body.data.accessToken);
    // The cookie alone authenticates too.
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/v1/auth/me',
      cookies: { accessToken: body.data.accessToken },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().data.email).toBe(demoAdmin.email);
  });

  it('gives the same 401 message for a wrong password and an unknown email', async () => {
    const wrong = await signIn(demoAdmin.email, 'not-the-password', '10.0.0.2');
    const unknown = await signIn('nobody@example.com', 'whatever-password', '10.0.0.2');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().message).toBe(unknown.json().message);
    expect(wrong.json().success).toBe(false);
  });

  it('answers 429 past 10 failures a minute from one address', async () => {
    for (let i = 0; i < 10; i++)
      expect((await signIn(`x${i}@example.com`, 'bad-password', '10.0.0.3')).statusCode).toBe(401);
    const blocked = await signIn(demoAdmin.email, demoAdmin.password, '10.0.0.3');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/wait/i);
    // Another address is not affected.
    expect((await signIn(demoAdmin.email, demoAdmin.password, '10.0.0.4')).statusCode).toBe(200);
  });

  it('holds back the addresses that failed on an account, never its owner elsewhere', async () => {
    const email = 'target@example.com';
    for (let i = 0; i < 5; i++) await signIn(email, 'bad-password', `10.1.0.${i + 1}`);
    // An address that already failed on this account waits; a fresh one is still checked.
    expect((await signIn(email, 'bad-password', '10.1.0.1')).statusCode).toBe(429);
    expect((await signIn(email, 'bad-password', '10.1.0.200')).statusCode).toBe(401);
  });
});

describe('tokens', () => {
  it('refuses missing, forged and expired tokens with a message', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/api/v1/stores' });
    expect(none.statusCode).toBe(401);
    expect(none.json().message).toBeTruthy();
    const forged = await new SignJWT({ email: 'x@example.com', role: 1 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('00000000-0000-4000-8000-000000000000')
      .setIssuer('aqar')
      .setExpirationTime('15m')
      .sign(new TextEncoder().encode('some-other-secret'));
    const expired = await new SignJWT({ email: 'x@example.com', role: 1 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('00000000-0000-4000-8000-000000000000')
      .setIssuer('aqar')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 1800)
      .sign(new TextEncoder().encode(t.config.jwtSecret));
    for (const token of [forged, expired, 'garbage', `${forged.slice(0, -3)}abc`]) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/v1/stores',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBeTruthy();
    }
  });

  it('refreshes with a refresh token once (rotation) and logout revokes it', async () => {
    const session = (await signIn(demoAdmin.email, demoAdmin.password, '10.0.0.5')).json().data;
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/refresh',
      payload: { refreshToken: session.refreshToken },
    });
    expect(refreshed.statusCode).toBe(200);
    const next = refreshed.json().data;
    expect(next.accessToken).toMatch(/^ey/);
    const reuse = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/refresh',
      payload: { refreshToken: session.refreshToken },
    });
    expect(reuse.statusCode).toBe(401);
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      payload: { refreshToken: next.refreshToken },
    });
    expect(logout.statusCode).toBe(200);
    const afterLogout = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/refresh',
      payload: { refreshToken: next.refreshToken },
    });
    expect(afterLogout.statusCode).toBe(401);
    const stored = await t.db.query<{ token_hash: string }>('select token_hash from refresh_tokens');
    expect(JSON.stringify(stored.rows)).not.toContain(next.refreshToken);
  });
});

describe('password reset', () => {
  it('always answers success, mails a single-use link, and the new password works while sessions end', async () => {
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/forget-password',
      payload: { email: 'nobody@example.com' },
    });
    expect(unknown.statusCode).toBe(200);
    expect(mails).toHaveLength(0);

    const token = await t.signIn();
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth',
      headers: { authorization: `Bearer ${token}` },
      payload: { email: 'Reset.Me@Example.com', name: 'Reset Me', password: 'first-password-1' },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data.email).toBe('reset.me@example.com');
    const session = (await signIn('reset.me@example.com', 'first-password-1', '10.0.0.6')).json().data;

    const known = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/forget-password',
      payload: { email: 'reset.me@example.com' },
    });
    expect(known.statusCode).toBe(200);
    expect(known.json().message).toBe(unknown.json().message);
    expect(mails).toHaveLength(1);
    const resetToken = /token=([A-Za-z0-9_-]+)/.exec(mails[0].text)?.[1];
    expect(resetToken).toBeTruthy();

    const short = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/reset-password',
      payload: { token: resetToken, password: 'short' },
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors.password).toBeTruthy();
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/reset-password',
      payload: { token: resetToken, password: 'second-password-2' },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/reset-password',
      payload: { token: resetToken, password: 'third-password-3' },
    });
    expect(again.statusCode).toBe(400);

    expect((await signIn('reset.me@example.com', 'first-password-1', '10.0.0.7')).statusCode).toBe(401);
    expect((await signIn('reset.me@example.com', 'second-password-2', '10.0.0.7')).statusCode).toBe(200);
    const oldRefresh = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/refresh',
      payload: { refreshToken: session.refreshToken },
    });
    expect(oldRefresh.statusCode).toBe(401);
  });

  it('expires reset tokens after an hour', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/forget-password',
      payload: { email: demoAdmin.email },
    });
    const resetToken = /token=([A-Za-z0-9_-]+)/.exec(mails.at(-1)!.text)?.[1];
    await t.db.query(`update password_reset_tokens set expires_at = now() - interval '1 second'`);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/reset-password',
      payload: { token: resetToken, password: 'another-password-9' },
    });
    expect(reset.statusCode).toBe(400);
  });
});

describe('staff accounts', () => {
  it('never return or log password hashes', async () => {
    const token = await t.signIn();
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/v1/auth',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain('argon2');
    expect(list.body).not.toMatch(/password/i);
    const missingPassword = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth',
      headers: { authorization: `Bearer ${token}` },
      payload: { email: 'nopass@example.com', name: 'No Pass' },
    });
    expect(missingPassword.statusCode).toBe(400);
    expect(missingPassword.json().errors.password).toBeTruthy();
    expect(logText.length).toBeGreaterThan(0);
    expect(logText).not.toContain('$argon2');
    expect(logText).not.toContain(demoAdmin.password);
  });
});
