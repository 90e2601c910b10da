import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../src/db/client.ts';
import { pgliteFolder } from '../src/db/snapshots.ts';
import { demoAdmin } from '../src/seed/demo-credentials.ts';
import {
  createDatabase,
  findFreePort,
  type PostgresCluster,
  startPostgresCluster,
} from './support/postgres-cluster.ts';
import {
  type Api,
  type ApiAnswer,
  apiAt,
  apiOnApp,
  ledgerProblems,
  type Posting,
  preparePosting,
} from './support/posting.ts';
import { prepareDatabase } from './support/prepare-database.ts';
import { healthy, type ServerProcess, spawnServer } from './support/server-process.ts';
import { type TestApp, testAppOn, testEnvironment } from './support/test-app.ts';
import { cloneTestDatabase } from './support/test-database.ts';
import { testDatabaseKind } from './support/test-database-source.ts';

/**
 * The database or the API process going away in the middle of work: nothing acknowledged may be
 * lost, the ledger stays balanced, and the API serves again by itself.
 */

const kind = testDatabaseKind();
const repository = fileURLToPath(new URL('../../', import.meta.url));

/** Waits for `condition`, failing with `what` when it does not come within the test's bounds. */
const until = async (what: string, condition: () => boolean, seconds = 20) => {
  const giveUp = Date.now() + seconds * 1000;
  while (!condition()) {
    if (Date.now() > giveUp) throw new Error(`Gave up waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

interface Acknowledged {
  table: 'entries' | 'vouchers';
  id: string;
}

/**
 * Several clients posting entries and vouchers and reading lists, one request after another each,
 * until stopped. An answer that never came (the process died) is recorded as status 0.
 */
const keepPosting = (api: Api, posting: Posting, health?: () => Promise<ApiAnswer>) => {
  const answers: ApiAnswer[] = [];
  const acknowledged: Acknowledged[] = [];
  let running = true;
  let count = 0;
  const client = async () => {
    while (running) {
      const n = ++count;
      const step = n % 4;
      let answer: ApiAnswer;
      try {
        if (step === 0) answer = await api('POST', '/entries', posting.entry(n));
        else if (step === 1) answer = await api('POST', '/vouchers', posting.voucher(n));
        else if (step === 2) answer = await api('GET', '/entries?pageSize=5');
        else answer = health ? await health() : await api('GET', '/vouchers?pageSize=5');
      } catch {
        answer = { status: 0, body: undefined };
      }
      answers.push(answer);
      if (answer.status === 201) {
        acknowledged.push({ table: step === 0 ? 'entries' : 'vouchers', id: answer.body.data.id });
      }
    }
  };
  const clients = Array.from({ length: 4 }, client);
  return {
    answers,
    acknowledged,
    stop: async () => {
      running = false;
      await Promise.all(clients);
    },
  };
};

/** The acknowledged writes the database does not have. */
const missing = async (db: Database, acknowledged: Acknowledged[]) => {
  const lost: Acknowledged[] = [];
  for (const table of ['entries', 'vouchers'] as const) {
    const ids = acknowledged.filter((a) => a.table === table).map((a) => a.id);
    const { rows } = await db.query<{ id: string }>(`select id from ${table} where id = any($1::uuid[])`, [
      ids,
    ]);
    const found = new Set(rows.map((r) => r.id));
    lost.push(...ids.filter((id) => !found.has(id)).map((id) => ({ table, id })));
  }
  return lost;
};

if (kind === 'pg') {
  describe('a PostgreSQL restart during requests', () => {
    let cluster: PostgresCluster;
    let t: TestApp;
    let api: Api;
    let posting: Posting;

    beforeAll(async () => {
      // A server of its own: stopping the shared one would break every other test file. Durable,
      // as in production: without synchronous commit an immediate stop loses acknowledged commits.
      cluster = await startPostgresCluster({ durable: true });
      await createDatabase(cluster.url(), 'aqar');
      const url = cluster.url('aqar');
      const setup = await openDatabase({ url, poolSize: 2 });
      try {
        await prepareDatabase(setup);
      } finally {
        await setup.close();
      }
      t = await testAppOn(await openDatabase({ url, poolSize: 5 }), url);
      api = apiOnApp(t.app, await t.signIn());
      posting = await preparePosting(api);
    });
    afterAll(async () => {
      await t?.close();
      await cluster?.stop();
    });

    it.each(['fast', 'immediate'] as const)(
      'stopped (%s): answers 503 while away, and works again once it is back',
      async (mode) => {
        const health = async () => {
          const response = await t.app.inject({ method: 'GET', url: '/api/health' });
          return { status: response.statusCode, body: response.json() };
        };
        const load = keepPosting(api, posting, health);
        try {
          await until('writes before the stop', () => load.acknowledged.length >= 5);
          await cluster.pause(mode);
          const stoppedAt = load.answers.length;
          await until('answers while the server is away', () =>
            load.answers.slice(stoppedAt).some((a) => a.status === 503),
          );
          await cluster.resume();
          const resumedAt = load.acknowledged.length;
          await until('writes after the restart', () => load.acknowledged.length >= resumedAt + 5);
        } finally {
          await load.stop();
        }

        const unexpected = load.answers.filter((a) => ![200, 201, 503].includes(a.status));
        expect(unexpected).toEqual([]);
        const unavailable = load.answers.filter((a) => a.status === 503);
        expect(unavailable.length).toBeGreaterThan(0);
        for (const answer of unavailable) {
          expect(answer.body).toMatchObject({ success: false, message: expect.stringMatching(/database/) });
        }
        expect((await health()).status).toBe(200);
        expect((await api('POST', '/vouchers', posting.voucher(0))).status).toBe(201);
        expect(await missing(t.db, load.acknowledged)).toEqual([]);
        expect(await ledgerProblems(t.db)).toEqual([]);
      },
    );

    it('releases the Idempotency-Key of a request the outage failed, so that its retry runs again', async () => {
      const token = await t.signIn();
      const key = `outage-${Date.now()}`;
      const email = `${key}@example.com`;
      // A staff account: created on the plain path, one transaction and no second try.
      const post = () =>
        t.app.inject({
          method: 'POST',
          url: '/api/v1/auth',
          headers: { authorization: `Bearer ${token}`, 'idempotency-key': key },
          payload: { email, name: 'Outage', password: 'password-of-the-outage' },
        });
      // The create waits on a lock (reads go on) after its key is claimed; then the server goes away.
      const locker = await openDatabase({ url: cluster.url('aqar'), poolSize: 1 });
      const held = gate();
      const locked = gate();
      const holder = locker
        .transaction(async (tx) => {
          await tx.query('lock table staff in share mode');
          locked.open();
          await held.opened;
        })
        .catch(() => undefined);
      await locked.opened;
      const first = post();
      const waiting = async () =>
        (
          await t.db.query(
            `select 1 from pg_stat_activity where wait_event_type = 'Lock' and query ilike '%insert into%staff%'`,
          )
        ).rows.length > 0;
      const giveUp = Date.now() + 20_000;
      while (!(await waiting())) {
        if (Date.now() > giveUp) throw new Error('Gave up waiting for the create to wait on its lock');
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      expect((await t.db.query('select 1 from idempotency_keys where key = $1', [key])).rows).toHaveLength(1);
      await cluster.pause('fast');
      const failed = await first;
      held.open();
      await holder;
      await locker.close().catch(() => undefined);
      await cluster.resume();
      expect(failed.statusCode, failed.body).toBe(503);

      const retried = await post();
      expect(retried.statusCode, retried.body).toBe(201);
      // Kept once it committed: the next retry replays it and writes nothing.
      const again = await post();
      expect(again.statusCode).toBe(201);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.json().data.id).toBe(retried.json().data.id);
      const { rows } = await t.db.query('select id from staff where email = $1', [email]);
      expect(rows).toHaveLength(1);
    });
  });
}

/** The real server (server/src/main.ts) in a process of its own, listening once this resolves. */
const startServer = async (environment: Record<string, string>) => {
  const port = await findFreePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: repository,
    env: { PATH: process.env.PATH ?? '', ...testEnvironment, ...environment, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk) => {
    errors += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const origin = `http://127.0.0.1:${port}`;
  let up = false;
  let gone = false;
  void exited.then(() => {
    gone = true;
  });
  while (!up) {
    if (gone) throw new Error(`The server stopped while starting:\n${errors}`);
    up = await fetch(`${origin}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (!up) await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { child, origin, exited };
};

const signIn = async (origin: string) => {
  const response = await fetch(`${origin}/api/v1/auth/website-signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: demoAdmin.email, password: demoAdmin.password }),
  });
  expect(response.status).toBe(200);
  return (await response.json()).data.accessToken as string;
};

describe(`the API process killed during posting (${kind})`, () => {
  let folder: string;
  let checks: Database | undefined;
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  beforeAll(() => {
    folder = mkdtempSync(path.join(tmpdir(), 'aqar-kill-'));
  });
  afterAll(async () => {
    if (server && server.child.exitCode === null) {
      server.child.kill('SIGKILL');
      await server.exited;
    }
    await checks?.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('keeps every acknowledged write and a balanced ledger, and the server starts again', async () => {
    // The server runs on a clone of the test database: on disk for PGlite, on the shared server
    // otherwise (kept open here for the checks, and dropped when closed).
    const environment: Record<string, string> = { AQAR_DATA_DIR: folder };
    if (kind === 'pglite') {
      await (await cloneTestDatabase({ dataDir: pgliteFolder(folder) })).db.close();
    } else {
      const clone = await cloneTestDatabase();
      checks = clone.db;
      environment.DATABASE_URL = clone.url!;
    }

    const first = await startServer(environment);
    server = first;
    const token = await signIn(first.origin);
    let api = apiAt(first.origin, token);
    const posting = await preparePosting(api);
    const load = keepPosting(api, posting);
    try {
      await until('writes before the kill', () => load.acknowledged.length >= 20);
      first.child.kill('SIGKILL');
      expect(await first.exited).toBeNull();
    } finally {
      await load.stop();
    }
    // Requests cut off by the kill got no answer; none got a wrong one.
    expect(load.answers.filter((a) => ![0, 200, 201].includes(a.status))).toEqual([]);

    const restarted = await startServer(environment);
    server = restarted;
    api = apiAt(restarted.origin, token);
    expect((await api('GET', '/entries?pageSize=5')).status).toBe(200);
    expect((await api('POST', '/vouchers', posting.voucher(0))).status).toBe(201);
    restarted.child.kill('SIGTERM');
    expect(await restarted.exited).toBe(0);

    // PGlite belongs to one process: it is opened here only once the server has stopped.
    checks ??= await openDatabase({ dataDir: pgliteFolder(folder) });
    expect(await missing(checks, load.acknowledged)).toEqual([]);
    expect(await ledgerProblems(checks)).toEqual([]);
    // Two server starts, each opening PGlite from disk: slow on a busy two-core machine.
  }, 120_000);
});

/**
 * A PostgreSQL server that is slow, stuck or out of connections: requests are answered 503 with
 * a message and Retry-After within the configured timeouts, instead of waiting for ever, and the
 * API serves normally again afterwards.
 */

/** A promise and the function that settles it. */
const gate = () => {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
};

if (kind === 'pg') {
  describe('database timeouts on a PostgreSQL server', () => {
    let source: Database;
    let url: string;
    let t: TestApp;
    let token: string;
    const get = (path: string) =>
      t.app.inject({ method: 'GET', url: `/api/v1${path}`, headers: { authorization: `Bearer ${token}` } });
    const post = (path: string, payload: unknown) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1${path}`,
        headers: { authorization: `Bearer ${token}` },
        payload: payload as object,
      });
    const bankCount = async () =>
      (await source.query<{ count: number }>('select count(*)::int as count from banks')).rows[0].count;

    beforeAll(async () => {
      const clone = await cloneTestDatabase();
      source = clone.db;
      url = clone.url as string;
      // Tiny limits, and a pool of two that the tests can fill.
      t = await testAppOn(
        await openDatabase({ url, poolSize: 2, connectTimeoutMs: 300, statementTimeoutMs: 300 }),
        url,
      );
      token = await t.signIn();
    });
    afterAll(async () => {
      await t?.close();
      await source?.close();
    });

    it('cancels a statement that runs past the statement timeout', async () => {
      await expect(t.db.query('select pg_sleep(5)')).rejects.toMatchObject({ code: '57014' });
      // The connection serves the next statement.
      expect((await t.db.query<{ one: number }>('select 1 as one')).rows).toEqual([{ one: 1 }]);
    });

    it('answers 503 with a message and Retry-After when a statement waits too long, and changes nothing', async () => {
      const before = await bankCount();
      const held = gate();
      const locked = gate();
      // Another connection holds the table, as a long report or a stuck transaction would.
      const holder = source.transaction(async (tx) => {
        await tx.query('lock table banks in access exclusive mode');
        locked.open();
        await held.opened;
      });
      await locked.opened;
      try {
        for (const response of [await get('/banks'), await post('/banks', { name: 'Timed out bank' })]) {
          expect(response.statusCode, response.body).toBe(503);
          expect(response.headers['retry-after']).toBe('5');
          expect(response.json()).toEqual({
            success: false,
            message: 'The database took too long to answer. Please try again in a moment.',
          });
        }
      } finally {
        held.open();
        await holder;
      }
      expect(await bankCount()).toBe(before);
      expect((await get('/banks')).statusCode).toBe(200);
      expect((await post('/banks', { name: 'After the wait' })).statusCode).toBe(201);
    });

    it('answers 503 with a message and Retry-After when no connection comes free in time', async () => {
      const held = gate();
      const taken: Promise<void>[] = [];
      const inUse = [gate(), gate()];
      // Both connections of the pool, held by work that does not end.
      for (const using of inUse) {
        taken.push(
          t.db.transaction(async (tx) => {
            await tx.query('select 1');
            using.open();
            await held.opened;
          }),
        );
      }
      await Promise.all(inUse.map((using) => using.opened));
      try {
        const response = await get('/banks');
        expect(response.statusCode, response.body).toBe(503);
        expect(response.headers['retry-after']).toBe('5');
        expect(response.json()).toEqual({
          success: false,
          message: 'The database is busy: no connection came free in time. Please try again in a moment.',
        });
        const health = await t.app.inject({ method: 'GET', url: '/api/health' });
        expect(health.statusCode).toBe(503);
      } finally {
        held.open();
        await Promise.all(taken);
      }
      expect((await get('/banks')).statusCode).toBe(200);
    });

    it('gives up on a server process that stops answering, and serves again once it answers', async () => {
      // Every connection of the pool, stopped by the operating system: the server cannot even
      // cancel the statement, and only the driver's own deadline ends the wait.
      const pids: number[] = [];
      const held = gate();
      const using = [gate(), gate()];
      const taken = using.map((got) =>
        t.db.transaction(async (tx) => {
          pids.push((await tx.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0].pid);
          got.open();
          await held.opened;
        }),
      );
      await Promise.all(using.map((got) => got.opened));
      held.open();
      await Promise.all(taken);
      for (const pid of pids) process.kill(pid, 'SIGSTOP');
      try {
        const response = await get('/banks');
        expect(response.statusCode, response.body).toBe(503);
        expect(response.json().message).toBe(
          'The database took too long to answer. Please try again in a moment.',
        );
      } finally {
        for (const pid of pids) process.kill(pid, 'SIGCONT');
      }
      expect((await get('/banks')).statusCode).toBe(200);
    });
  });
}

if (kind === 'pg') {
  describe('the API started while PostgreSQL is down', () => {
    let cluster: PostgresCluster;
    let server: ServerProcess | undefined;
    beforeAll(async () => {
      cluster = await startPostgresCluster();
      await createDatabase(cluster.url(), 'aqar');
      await cluster.pause('fast');
    });
    afterAll(async () => {
      await server?.stop();
      await cluster?.stop();
    });

    it('listens, answers 503 while trying again, and serves once the server is up', async () => {
      server = await spawnServer({ DATABASE_URL: cluster.url('aqar') });
      const started = server;
      const tries = () => (started.output().match(/Database not reachable; trying again/g) ?? []).length;
      await started.until('two tries logged', () => tries() >= 2);

      const health = await fetch(`${started.origin}/api/health`);
      expect(health.status).toBe(503);
      expect(await health.json()).toMatchObject({ success: false, data: { status: 'starting' } });
      const refused = await fetch(`${started.origin}/api/v1/auth/website-signin`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: demoAdmin.email, password: demoAdmin.password }),
      });
      expect(refused.status).toBe(503);
      expect(refused.headers.get('retry-after')).toBe('5');
      expect(await refused.json()).toEqual({
        success: false,
        message: 'Aqar is starting and its database is not ready yet. Please try again in a moment.',
      });

      await cluster.resume();
      await started.until('the API to serve', () => healthy(started.origin), 90);
      expect(started.output()).toContain('Database reached');
      const api = apiAt(started.origin, await signIn(started.origin));
      expect((await api('GET', '/banks?pageSize=5')).status).toBe(200);
      expect(started.child.exitCode).toBeNull();
    });
  });
}
