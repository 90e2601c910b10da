import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export interface Config {
  port: number;
  host: string;
  /** PostgreSQL server URL; unset means embedded PGlite under `dataDir`. */
  databaseUrl?: string;
  dataDir: string;
  jwtSecret: string;
  smtpUrl?: string;
  /** Address the reset mail comes from and the link the mail points at. */
  mailFrom: string;
  publicUrl: string;
  adminEmail?: string;
  adminPassword?: string;
  /** Seed the demo company on first start. */
  seedDemo: boolean;
  logLevel: string;
  /**
   * Which proxies' X-Forwarded-For to believe for the client's address (sign-in throttling counts
   * per address): none unless configured, else Fastify's trustProxy (true, a hop count, addresses).
   */
  trustProxy: boolean | string | ((address: string, hop: number) => boolean);
  /** Session cookies are `Secure` when the app is served over HTTPS. */
  secureCookies: boolean;
  /** PGlite only: minutes between automatic snapshots of the data (0: none on a schedule). */
  snapshotMinutes: number;
  /** PGlite only: how many snapshots to keep, the newest. */
  snapshotKeep: number;
  /**
   * PostgreSQL server only: milliseconds a request waits for a connection (a new one, or one of
   * the pool coming free) before it is answered 503; 0 waits for ever.
   */
  dbConnectTimeoutMs: number;
  /** PostgreSQL server only: milliseconds a statement may run before the server cancels it; 0: none. */
  dbStatementTimeoutMs: number;
}

const parseTrustProxy = (value: string | undefined): Config['trustProxy'] => {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false') return false;
  if (text === 'true') return true;
  // A hop count: the addresses that many proxies away are believed.
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return (_address, hop) => hop < hops;
  }
  return text;
};

/** A whole number from the environment, at least `minimum`; anything else stops the start with a reason. */
const wholeNumber = (env: NodeJS.ProcessEnv, name: string, fallback: number, minimum: number): number => {
  const text = env[name];
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < minimum) {
    throw new Error(`${name} must be a whole number of at least ${minimum}, not '${text}'`);
  }
  return value;
};

/** Reads the JWT secret from the data folder, creating it on first start. */
const storedSecret = (dataDir: string): string => {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
};

/** Where the data is, alone: what the restore script needs, without creating a JWT secret. */
export const loadStorageConfig = (
  env: NodeJS.ProcessEnv = process.env,
): Pick<Config, 'databaseUrl' | 'dataDir'> => ({
  databaseUrl: env.DATABASE_URL || undefined,
  dataDir: path.resolve(env.AQAR_DATA_DIR ?? 'data'),
});

/** The only place that reads the environment. */
export const loadConfig = (env: NodeJS.ProcessEnv = process.env): Config => {
  const { databaseUrl, dataDir } = loadStorageConfig(env);
  const port = Number(env.PORT ?? 3000);
  const publicUrl = env.PUBLIC_URL ?? `http://localhost:${port}`;
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    databaseUrl,
    dataDir,
    jwtSecret: env.JWT_SECRET || storedSecret(dataDir),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Aqar <no-reply@aqar.local>',
    publicUrl,
    adminEmail: env.ADMIN_EMAIL || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    seedDemo: env.AQAR_SEED_DEMO !== 'false',
    logLevel: env.LOG_LEVEL ?? 'info',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    secureCookies: publicUrl.startsWith('https:'),
    snapshotMinutes: wholeNumber(env, 'AQAR_SNAPSHOT_MINUTES', 60, 0),
    snapshotKeep: wholeNumber(env, 'AQAR_SNAPSHOT_KEEP', 24, 1),
    dbConnectTimeoutMs: wholeNumber(env, 'AQAR_DB_CONNECT_TIMEOUT_MS', 10_000, 0),
    dbStatementTimeoutMs: wholeNumber(env, 'AQAR_DB_STATEMENT_TIMEOUT_MS', 30_000, 0),
  };
};
