import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { openDatabase } from '../src/db/client.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  token = await t.signIn();
});
afterAll(async () => t?.close());

const numbersOf = async (
  entityApps: { inject: TestApp['app']['inject'] }[],
  total: number,
  prefix: string,
) => {
  const responses = await Promise.all(
    Array.from({ length: total }, (_, i) =>
      entityApps[i % entityApps.length].inject({
        method: 'POST',
        url: '/api/v1/banks',
        headers: { authorization: `Bearer ${token}` },
        payload: { name: `${prefix} ${i}` },
      }),
    ),
  );
  for (const response of responses) expect(response.statusCode, response.body).toBe(201);
  return responses.map((r) => r.json().data.number as number).sort((a, b) => a - b);
};

const expectGapless = (numbers: number[], start: number) => {
  expect(numbers).toEqual(Array.from({ length: numbers.length }, (_, i) => start + i));
};

const lastBankNumber = async () =>
  (await t.db.query<{ last: number }>(`select coalesce(max(number), 0)::int8 as last from banks`)).rows[0]
    .last;

describe('numbering', () => {
  it('gives 100 parallel creates consecutive numbers with no gap or duplicate', async () => {
    const start = (await lastBankNumber()) + 1;
    expectGapless(await numbersOf([t.app], 100, 'Parallel bank'), start);
  });

  it('keeps numbers gapless when a create fails after taking one', async () => {
    const start = (await lastBankNumber()) + 1;
    const failed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users',
      headers: { authorization: `Bearer ${token}` },
      payload: {
        cardType: 1,
        name: 'Rolls back',
        phone: '1',
        bankId: '00000000-0000-4000-8000-000000000000',
      },
    });
    expect(failed.statusCode).toBe(400);
    expectGapless(await numbersOf([t.app], 3, 'After failure'), start);
  });

  // On a PostgreSQL server the second instance has its own connection pool; PGlite has one
  // connection, which both instances share.
  it('stays gapless across two server instances on one database', async () => {
    if (process.env.AQAR_TEST_DB === 'pg') expect(t.databaseUrl).toBeTruthy();
    const secondDb = t.databaseUrl ? await openDatabase({ url: t.databaseUrl }) : t.db;
    const second = await buildApp({ db: secondDb, config: t.config, logger: false });
    try {
      const start = (await lastBankNumber()) + 1;
      expectGapless(await numbersOf([t.app, second], 100, 'Two instances'), start);
    } finally {
      await second.close();
      if (secondDb !== t.db) await secondDb.close();
    }
  });
});

describe('codes', () => {
  it('give concurrent customers distinct account codes under 121', async () => {
    const responses = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/v1/users',
          headers: { authorization: `Bearer ${token}` },
          payload: { cardType: 1, name: `Concurrent customer ${i}`, phone: '+971500000000' },
        }),
      ),
    );
    for (const response of responses) expect(response.statusCode, response.body).toBe(201);
    const { rows } = await t.db.query<{ code: string }>(
      `select a.code from accounts a join users u on u.account_id = a.id where u.name like 'Concurrent customer %'`,
    );
    expect(new Set(rows.map((r) => r.code)).size).toBe(30);
  });
});
