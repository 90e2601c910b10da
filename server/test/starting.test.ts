import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startingMessage } from '../src/app.ts';
import { createTestDatabase, type TestApp, testAppOn } from './support/test-app.ts';

/** The API of a process whose database is not ready yet (main.ts listens before it is). */

let t: TestApp;
let starting = true;
beforeAll(async () => {
  t = await testAppOn(await createTestDatabase(), undefined, { starting: () => starting });
});
afterAll(async () => t?.close());

describe('while the database is not ready', () => {
  it('answers 503 with a message and Retry-After on the API, and says so on the health check', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toEqual({
      success: false,
      message: startingMessage,
      data: { status: 'starting', database: 'down' },
    });
    for (const url of ['/api/v1/banks', '//API/v1/auth/website-signin', '/api/no-such-route']) {
      const response = await t.app.inject({ method: url.includes('signin') ? 'POST' : 'GET', url });
      expect(response.statusCode, url).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      expect(response.json()).toEqual({ success: false, message: startingMessage });
    }
    // The API's description needs no database.
    expect((await t.app.inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(200);
  });

  it('serves normally once it is', async () => {
    starting = false;
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    const token = await t.signIn();
    const banks = await t.app.inject({
      method: 'GET',
      url: '/api/v1/banks',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(banks.statusCode).toBe(200);
  });
});
