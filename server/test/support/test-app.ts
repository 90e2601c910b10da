import type { FastifyInstance } from 'fastify';
import { type AppOptions, buildApp } from '../../src/app.ts';
import { type Config, loadConfig } from '../../src/config.ts';
import type { Database } from '../../src/db/client.ts';
import { demoAdmin } from '../../src/seed/demo-credentials.ts';
import { cloneTestDatabase } from './test-database.ts';

// Test files import both helpers from here.
export { createTestDatabase } from './test-database.ts';

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  config: Config;
  /** The clone's connection string on a PostgreSQL server, for a second pool; unset on PGlite. */
  databaseUrl?: string;
  /** Signs in (the demo administrator by default) and returns the bearer access token. */
  signIn(credentials?: { email: string; password: string }): Promise<string>;
  close(): Promise<void>;
}

export interface TestAppOptions extends Pick<AppOptions, 'logger' | 'sendMail' | 'webDist' | 'starting'> {
  /** Environment variables on top of testEnvironment, read through loadConfig. */
  environment?: Record<string, string>;
}

/** The configuration every test app runs with: fixed, never read from the developer's shell. */
export const testEnvironment: Readonly<Record<string, string>> = {
  PORT: '0',
  HOST: '127.0.0.1',
  JWT_SECRET: 'aqar-test-secret-that-is-long-enough-for-hs256',
  LOG_LEVEL: 'silent',
  AQAR_SEED_DEMO: 'true',
};

/**
 * The real app (buildApp) on a fresh clone of the test database, driven through `app.inject`.
 * One per test file: create it in `beforeAll`, close it in `afterAll`.
 */
export const createTestApp = async (options: TestAppOptions = {}): Promise<TestApp> => {
  const { db, url } = await cloneTestDatabase();
  return testAppOn(db, url, options);
};

/**
 * The real app on a database the test opened itself (its own server, a folder on disk), the same
 * way as createTestApp. Closing the app closes the database.
 */
export const testAppOn = async (
  db: Database,
  databaseUrl: string | undefined,
  options: TestAppOptions = {},
): Promise<TestApp> => {
  const config = loadConfig({ ...testEnvironment, ...options.environment });
  let app: FastifyInstance;
  try {
    app = await buildApp({
      db,
      config,
      logger: options.logger ?? false,
      sendMail: options.sendMail,
      webDist: options.webDist,
      starting: options.starting,
      checkResponses: true,
    });
    await app.ready();
  } catch (error) {
    await db.close();
    throw error;
  }
  return {
    app,
    db,
    config,
    databaseUrl,
    signIn: async (credentials = demoAdmin) => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/v1/auth/website-signin',
        payload: { email: credentials.email, password: credentials.password },
      });
      const token = response.statusCode === 200 ? response.json().data?.accessToken : undefined;
      if (typeof token !== 'string') {
        throw new Error(`Sign-in as ${credentials.email} failed: ${response.statusCode} ${response.body}`);
      }
      return token;
    },
    close: async () => {
      try {
        await app.close();
      } finally {
        await db.close();
      }
    },
  };
};
