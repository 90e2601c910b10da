import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { type Database, openDatabase } from '../server/src/db/client.ts';
import {
  createDatabase,
  type PostgresCluster,
  startPostgresCluster,
} from '../server/test/support/postgres-cluster.ts';
import { prepareDatabase } from '../server/test/support/prepare-database.ts';
import { signInDemo, startServer, stopServer } from './server-process.ts';
import { backendsFrom, formatFigure, machineLine, writeResultsSection } from './results.ts';
import { benchSearch, seedParties } from './seed-parties.ts';

/**
 * The parties benchmark: a million parties, then the real server answering a searched and
 * filtered list page and taking parallel creates, on PGlite and on a throwaway PostgreSQL server.
 *
 *   BENCH_PARTS=parties npm run bench                       # 1,000,000 parties, both backends
 *   BENCH_PARTS=parties BENCH_ROWS=20000 npm run bench      # quick run
 *   BENCH_PARTS=parties BENCH_BACKENDS=pg BENCH_SECONDS=30 npm run bench
 */
const rows = Number(process.env.BENCH_ROWS ?? 1_000_000);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const backends = backendsFrom('BENCH_BACKENDS');
if (!Number.isInteger(rows) || rows < 1) throw new Error('BENCH_ROWS must be a positive integer');

const benchFolder = fileURLToPath(new URL('.', import.meta.url));
const workFolder = join(benchFolder, '.work');

interface Measurement {
  scenario: string;
  /** What one request does. */
  request: string;
  medianMs: number;
  p99Ms: number;
  perSecond: number;
  /** Successful responses; for creates, records created. */
  ok: number;
  failed: number;
  /** Status codes of the failures and the first failure's body, to tell what went wrong. */
  failures?: string;
}

interface BackendResult {
  backend: 'pglite' | 'pg';
  version: string;
  seedSeconds: number;
  matching: number;
  measurements: Measurement[];
}

const log = (message: string) => console.log(`[bench] ${message}`);

const elapsedSince = (started: number) => (Date.now() - started) / 1000;

const signIn = async (base: string) => (await signInDemo(base)).accessToken;

const run = (options: autocannon.Options) =>
  new Promise<autocannon.Result>((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });

const measurement = (
  scenario: string,
  request: string,
  result: autocannon.Result,
  firstFailure?: string,
): Measurement => {
  const statuses = Object.entries(result.statusCodeStats ?? {})
    .filter(([status]) => !status.startsWith('2'))
    .map(([status, { count }]) => `${count} × ${status}`);
  if (result.errors > 0) statuses.push(`${result.errors} connection errors`);
  return {
    scenario,
    request,
    medianMs: result.latency.p50,
    p99Ms: result.latency.p99,
    perSecond: result['2xx'] / result.duration,
    ok: result['2xx'],
    failed: result.non2xx + result.errors,
    failures:
      statuses.length > 0
        ? `${statuses.join(', ')}${firstFailure ? `; first: ${firstFailure}` : ''}`
        : undefined,
  };
};

/** A list page of 100 with a search term and a filter, as the list screen asks for it. */
const measureList = async (base: string, token: string, scenario: string, term: string) => {
  const path = `/api/v1/users?page=0&pageSize=100&search=${encodeURIComponent(term)}&cardType=${benchSearch.cardType}`;
  const headers = { authorization: `Bearer ${token}` };
  const check = await fetch(`${base}${path}`, { headers });
  const body = (await check.json()) as { success: boolean; data: unknown[]; count?: number; total?: number };
  if (!check.ok || !body.success) throw new Error(`List failed: ${check.status} ${JSON.stringify(body)}`);
  const matching = Number(body.count ?? body.total ?? Number.NaN);
  // Warm-up: plans cached, pages in memory.
  await run({ url: `${base}${path}`, headers, connections: 2, duration: 2 });
  const result = await run({ url: `${base}${path}`, headers, connections, duration: seconds });
  return {
    matching,
    measurement: measurement(scenario, `GET users, search "${term}", cardType=1, page of 100`, result),
  };
};

/** Customers created through the API: validation, a number, a ledger account, the audit trail. */
const measureCreate = async (base: string, token: string) => {
  let sequence = 0;
  let firstFailure: string | undefined;
  const result = await run({
    url: base,
    connections,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        path: '/api/v1/users',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        setupRequest: (request) => {
          sequence += 1;
          return {
            ...request,
            body: JSON.stringify({
              cardType: 1,
              name: `عميل تجريبي ${sequence}`,
              ltnname: `Bench customer ${sequence}`,
              phone: `+97150${String(sequence).padStart(7, '0')}`,
              email: `bench.${sequence}@example.ae`,
            }),
          };
        },
        onResponse: (status, body) => {
          if (status >= 300 && firstFailure === undefined) firstFailure = `${status} ${body.slice(0, 300)}`;
        },
      },
    ],
  });
  return measurement('create', 'POST users (customer with its ledger account)', result, firstFailure);
};

const serverVersion = async (db: Database) =>
  (await db.query<{ version: string }>('select version() as version')).rows[0].version.split(',')[0];

const benchBackend = async (backend: 'pglite' | 'pg'): Promise<BackendResult> => {
  log(`${backend}: preparing a database with ${rows.toLocaleString('en')} parties`);
  const started = Date.now();
  let cluster: PostgresCluster | undefined;
  const pgliteDir = join(workFolder, 'pglite');
  let serverEnv: Record<string, string>;
  let db: Database;
  if (backend === 'pglite') {
    rmSync(pgliteDir, { recursive: true, force: true });
    db = await openDatabase({ dataDir: pgliteDir });
    serverEnv = { BENCH_PGLITE_DIR: pgliteDir, BENCH_DATA_DIR: workFolder };
  } else {
    // Durable, as a production server: fsync and synchronous commit stay on.
    cluster = await startPostgresCluster({ durable: true, settings: { shared_buffers: '1GB' } });
    await createDatabase(cluster.url(), 'aqar_bench');
    db = await openDatabase({ url: cluster.url('aqar_bench') });
    serverEnv = { BENCH_DATABASE_URL: cluster.url('aqar_bench'), BENCH_DATA_DIR: workFolder };
  }
  try {
    let version: string;
    try {
      version = await serverVersion(db);
      await prepareDatabase(db);
      let reported = 0;
      await seedParties(db, rows, (inserted) => {
        if (inserted - reported >= 200_000 || inserted === rows) {
          reported = inserted;
          log(`${backend}: ${inserted.toLocaleString('en')} parties (${elapsedSince(started).toFixed(0)} s)`);
        }
      });
    } finally {
      await db.close();
    }
    const seedSeconds = elapsedSince(started);
    const { child, base } = await startServer(serverEnv);
    try {
      const token = await signIn(base);
      const measurements: Measurement[] = [];
      log(`${backend}: list, Latin search term`);
      const latin = await measureList(base, token, 'list', benchSearch.latin);
      measurements.push(latin.measurement);
      log(`${backend}: list, Arabic search term`);
      measurements.push(
        (await measureList(base, token, 'list (Arabic term)', benchSearch.arabic)).measurement,
      );
      log(`${backend}: create`);
      measurements.push(await measureCreate(base, token));
      return { backend, version, seedSeconds, matching: latin.matching, measurements };
    } finally {
      await stopServer(child);
    }
  } finally {
    await cluster?.stop();
    rmSync(pgliteDir, { recursive: true, force: true });
  }
};

// The package's exports hide its package.json from import.meta.resolve; read it where npm puts it.
const pgliteVersion = (() => {
  for (const folder of ['../node_modules', '../server/node_modules']) {
    try {
      const file = fileURLToPath(new URL(`${folder}/@electric-sql/pglite/package.json`, import.meta.url));
      return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
    } catch {
      // Not in this folder.
    }
  }
  return 'unknown';
})();

// Other work on the machine skews every figure: the report says how busy it was.
const loadAtStart = loadavg()[0];

const report = (results: BackendResult[]) => {
  const lines = [
    `## Parties: list and create (bench/parties.ts), ${new Date().toISOString()}`,
    '',
    `- Machine: ${machineLine(loadAtStart)}`,
    `- Data: ${rows.toLocaleString('en')} parties (users) on top of the demo company; ${connections} concurrent connections for ${seconds} s per scenario (autocannon), the server in its own process, log level warn`,
    `- List: page 0 of 100, search "${benchSearch.latin}" (or "${benchSearch.arabic}") over the searchable text, filter cardType=${benchSearch.cardType}, with the total count`,
    '',
    '| backend | scenario | median ms | p99 ms | per second | ok | failed |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const result of results) {
    for (const m of result.measurements) {
      lines.push(
        `| ${result.backend} | ${m.scenario} | ${formatFigure(m.medianMs, 1)} | ${formatFigure(m.p99Ms, 1)} | ${formatFigure(m.perSecond, 1)} | ${m.ok} | ${m.failed} |`,
      );
    }
  }
  for (const result of results) {
    for (const m of result.measurements) {
      if (m.failures) lines.push('', `Failures, ${result.backend} ${m.scenario}: ${m.failures}`);
    }
  }
  lines.push(
    '',
    '| backend | version | seeding (s) | parties matching the list query |',
    '| --- | --- | ---: | ---: |',
  );
  for (const result of results) {
    const version =
      result.backend === 'pglite' ? `PGlite ${pgliteVersion} (${result.version})` : result.version;
    lines.push(
      `| ${result.backend} | ${version} | ${formatFigure(result.seedSeconds)} | ${formatFigure(result.matching)} |`,
    );
  }
  lines.push(
    '',
    'PostgreSQL: a throwaway cluster on the same machine, default settings except shared_buffers=1GB (a server with this much memory would have more), fsync on.',
    'Seeded parties are inserted directly in SQL and have no ledger accounts; each created customer gets one.',
    '"per second" is successful responses per second: list pages, or records created.',
    '',
  );
  return lines.join('\n');
};

mkdirSync(workFolder, { recursive: true });
const results: BackendResult[] = [];
for (const backend of backends) results.push(await benchBackend(backend));
writeResultsSection('parties', report(results));
