import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../src/modules/auth/mailer.ts';
import { sendAlertDigests } from '../src/modules/alerts/alert-digest.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

/*
 * The daily digest through real SMTP: nodemailer talks to a local SMTP receiver, which keeps what
 * it was given. Only users who asked for the mail get it, once a day.
 */
let t: TestApp;
let admin: string;
let smtp: SMTPServer;
let port: number;
const received: { to: string[]; body: string }[] = [];
const today = new Date().toISOString().slice(0, 10);

const request = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: unknown) =>
  t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { authorization: `Bearer ${token}` },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          body: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  port = (smtp.server.address() as AddressInfo).port;
  t = await createTestApp();
  admin = await t.signIn();
});
afterAll(async () => {
  await t?.close();
  await new Promise<void>((resolve) => smtp?.close(() => resolve()));
});

describe('alert digest', () => {
  it('mails the users who opted in their unread alerts, once a day', async () => {
    const mailer = createMailer(`smtp://127.0.0.1:${port}`, 'Aqar <alerts@aqar.test>', t.app.log);
    // A second user who did not opt in.
    const created = await request('POST', '/auth', admin, {
      email: 'digest.none@example.com',
      name: 'No Digest',
      password: 'password-of-no-digest-1',
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(await sendAlertDigests(t.db, mailer, today)).toBe(0);

    // Every kind on, vacant units from their first day: the demo company has alerts today.
    const opted = await request('PUT', '/settings/alerts', admin, {
      kinds: { unitVacant: { enabled: true, days: 0 } },
      digest: true,
    });
    expect(opted.statusCode, opted.body).toBe(200);
    const unread = (await request('GET', '/alerts?pageSize=1', admin)).json().data.unread as number;
    expect(unread).toBeGreaterThan(0);

    expect(await sendAlertDigests(t.db, mailer, today)).toBe(1);
    expect(received).toHaveLength(1);
    expect(received[0].to).toEqual(['admin@aqar.demo']);
    expect(received[0].body).toContain(`You have ${unread} unread alert`);
    expect(received[0].body).toMatch(/has been vacant since/);
    // The same day again: nothing more.
    expect(await sendAlertDigests(t.db, mailer, today)).toBe(0);
    expect(received).toHaveLength(1);
  });
});
