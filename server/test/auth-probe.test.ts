import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Mail } from '../src/modules/auth/mailer.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

/**
 * Two findings of the security probe: an owner mistyping once during an attack on their account
 * was locked out of their own device for 15 minutes, and forgot-password did more work (and waited
 * for the mail server) for an email that exists.
 */

const mails: Mail[] = [];
/** While set, a mail is held until the test lets it go (a slow or hung mail server). */
let mailGate: Promise<void> | undefined;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    sendMail: async (mail) => {
      mails.push(mail);
      await mailGate;
    },
  });
});
afterAll(async () => t?.close());

const signIn = (email: string, password: string, ip: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/website-signin',
    payload: { email, password },
    remoteAddress: ip,
  });
const forgot = (email: string, ip: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/forget-password',
    payload: { email },
    remoteAddress: ip,
  });

let count = 0;
const newStaff = async () => {
  count += 1;
  const email = `probe.${count}@example.com`;
  const password = `password-of-probe-${count}`;
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/v1/auth',
    headers: { authorization: `Bearer ${await t.signIn()}` },
    payload: { email, name: `Probe ${count}`, password },
  });
  expect(created.statusCode, created.body).toBe(201);
  return { email, password };
};

describe('an account under attack', () => {
  it("slows the attacker's addresses, not the owner's known one after a typo", async () => {
    const owner = await newStaff();
    const home = '10.30.0.1';
    expect((await signIn(owner.email, owner.password, home)).statusCode).toBe(200);
    // Guesses from many addresses push the account's wait up.
    for (let i = 0; i < 12; i++) await signIn(owner.email, 'guess', `10.30.1.${i}`);
    // The attacker's addresses wait.
    const attacker = await signIn(owner.email, 'guess', '10.30.1.0');
    expect(attacker.statusCode).toBe(429);
    expect(Number(attacker.headers['retry-after'])).toBeGreaterThan(0);
    // The owner mistypes once at home, then types the right password.
    expect((await signIn(owner.email, 'typo', home)).statusCode).toBe(401);
    const back = await signIn(owner.email, owner.password, home);
    expect(back.statusCode, back.body).toBe(200);
    // An address the owner never signed in from is held back like the attacker's once it failed.
    expect((await signIn(owner.email, 'typo', '10.30.2.1')).statusCode).toBe(401);
    expect((await signIn(owner.email, owner.password, '10.30.2.1')).statusCode).toBe(429);
  });
});

describe('forgot-password', () => {
  it('answers without waiting for the mail server', async () => {
    const staff = await newStaff();
    let release = () => {};
    mailGate = new Promise<void>((resolve) => {
      release = resolve;
    });
    try {
      const before = mails.length;
      const answer = await forgot(staff.email, '10.31.0.1');
      expect(answer.statusCode).toBe(200);
      // The mail was handed over, and is still being sent.
      expect(mails.slice(before).map((mail) => mail.to)).toEqual([staff.email]);
    } finally {
      release();
      mailGate = undefined;
    }
  });

  it('does the same work for an unknown email as for a known one', async () => {
    const staff = await newStaff();
    const unknown = 'nobody.at.all@example.com';
    const answers = [await forgot(staff.email, '10.31.1.1'), await forgot(unknown, '10.31.1.2')];
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(answers[0].json()).toEqual(answers[1].json());
    // Both counted against their email's allowance, the same way.
    const { rows } = await t.db.query<{ key: string; attempts: number }>(
      'select key, attempts from auth_throttle where key = any($1::text[]) order by key',
      [[`reset:account:${staff.email}`, `reset:account:${unknown}`]],
    );
    expect(rows.map((row) => row.attempts)).toEqual([1, 1]);
  });
});

describe('TRUST_PROXY', () => {
  it('is off by default, and a forwarded request says once in the log what to set', async () => {
    let logText = '';
    const stream = new Writable({
      write(chunk, _encoding, done) {
        logText += chunk.toString();
        done();
      },
    });
    const app = await createTestApp({ logger: { level: 'warn', stream } });
    try {
      expect(app.config.trustProxy).toBe(false);
      const direct = await app.app.inject({ method: 'GET', url: '/api/health', remoteAddress: '10.32.0.1' });
      expect(direct.statusCode).toBe(200);
      expect(logText).not.toMatch(/TRUST_PROXY/);
      for (let i = 0; i < 3; i++)
        await app.app.inject({
          method: 'GET',
          url: '/api/health',
          remoteAddress: '127.0.0.1',
          headers: { 'x-forwarded-for': `203.0.113.${i}` },
        });
      const warnings = logText.split('\n').filter((line) => line.includes('TRUST_PROXY is unset'));
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toMatch(/docs\/postgresql\.md/);
    } finally {
      await app.close();
    }
  });
});
