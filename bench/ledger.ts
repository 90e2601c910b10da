import { spawnSync } from 'node:child_process';
import { createWriteStream, mkdirSync, rmSync, statSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { type Database, openDatabase } from '../server/src/db/client.ts';
import {
  createDatabase,
  type PostgresCluster,
  startPostgresCluster,
} from '../server/test/support/postgres-cluster.ts';
import { prepareDatabase } from '../server/test/support/prepare-database.ts';
import { backendsFrom, formatFigure, machineLine, writeResultsSection } from './results.ts';
import { signInDemo, startServer, stopServer } from './server-process.ts';
import { benchAccounts, benchCostCenters, generateLedger, type LedgerData } from './ledger-data.ts';

/**
 * Issue 4's ledger benchmark: one year of entry lines over 500 accounts and 20 cost centers, then
 * through the API of the real server (in its own process) the trial balance, a general-ledger page
 * of one account and the balance sheet, on PGlite and on a throwaway PostgreSQL server; `ledger
 * bal` and `hledger bal` on the journal Aqar exports; and balanced entries posted per second by
 * 10 concurrent clients. Figures are printed and replace the ledger section of bench/RESULTS.md.
 *
 *   node --import tsx bench/ledger.ts                    # 1,000,000 lines, both backends
 *   LEDGER_LINES=50000 node --import tsx bench/ledger.ts # quick run
 *   LEDGER_BACKENDS=pg LEDGER_SECONDS=20 node --import tsx bench/ledger.ts
 *   LEDGER_LINES=10000000 LEDGER_BACKENDS=pg LEDGER_TOOLS=false LEDGER_SECTION=ledger-10m node --import tsx bench/ledger.ts
 *
 * LEDGER_TOOLS=false skips `ledger` and `hledger` (minutes on a 10,000,000-line journal);
 * LEDGER_SECTION names the bench/RESULTS.md section to write (default `ledger`);
 * LEDGER_POSTING_RUNS how many posting runs to make (default 3; the median one is reported).
 */
const lines = Number(process.env.LEDGER_LINES ?? 1_000_000);
const seconds = Number(process.env.LEDGER_SECONDS ?? 10);
const connections = Number(process.env.LEDGER_CONNECTIONS ?? 10);
const repeats = Number(process.env.LEDGER_REPEATS ?? 15);
// Posting runs of `seconds` each; the median one is reported (runs on a small VM swing by a fifth).
const postingRuns = Number(process.env.LEDGER_POSTING_RUNS ?? 3);
const backends = backendsFrom('LEDGER_BACKENDS');
const runTools = process.env.LEDGER_TOOLS !== 'false';
const section = process.env.LEDGER_SECTION ?? 'ledger';
if (!Number.isInteger(lines) || lines < 10) throw new Error('LEDGER_LINES must be an integer of at least 10');

const benchFolder = fileURLToPath(new URL('.', import.meta.url));
const workFolder = join(benchFolder, '.work', 'ledger');
const log = (message: string) => console.log(`[ledger bench] ${message}`);
const secondsSince = (started: number) => (Date.now() - started) / 1000;

interface Timing {
  scenario: string;
  request: string;
  medianMs: number;
  p95Ms: number;
  rows: number;
}

interface BackendResult {
  backend: 'pglite' | 'pg';
  version: string;
  data: LedgerData;
  generateSeconds: number;
  timings: Timing[];
  exportSeconds: number;
  journalMegabytes: number;
  tools: { tool: string; seconds: number | null; note: string }[];
  posting: {
    perSecond: number;
    runs: number[];
    ok: number;
    failed: number;
    medianMs: number;
    p99Ms: number;
    failures?: string;
  };
}

const signIn = async (base: string) => (await signInDemo(base)).accessToken;

const percentile = (values: number[], fraction: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))];
};

/** One report, asked for `repeats` times one after the other after two warm-up runs. */
const timeReport = async (
  base: string,
  token: string,
  scenario: string,
  key: string,
  filters: Record<string, unknown>,
): Promise<Timing> => {
  const ask = async () => {
    const started = performance.now();
    const response = await fetch(`${base}/api/v1/reports/${key}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(filters),
    });
    const body = (await response.json()) as { success: boolean; data?: { rows: unknown[]; count: number } };
    if (!response.ok || !body.success)
      throw new Error(`${key} failed: ${response.status} ${JSON.stringify(body)}`);
    return { ms: performance.now() - started, rows: body.data!.rows.length, count: body.data!.count };
  };
  await ask();
  await ask();
  const runs: number[] = [];
  let rows = 0;
  for (let run = 0; run < repeats; run++) {
    const result = await ask();
    runs.push(result.ms);
    rows = result.rows;
  }
  return {
    scenario,
    request: `POST reports/${key} ${JSON.stringify(filters).replace(/"accountId":"[^"]+"/, '"accountId":…')}`,
    medianMs: percentile(runs, 0.5),
    p95Ms: percentile(runs, 0.95),
    rows,
  };
};

/** Balanced two-line entries posted through the API by `connections` clients at once. */
const measurePosting = async (base: string, token: string, debitAccount: string, creditAccount: string) => {
  let firstFailure: string | undefined;
  const currencies = (await (
    await fetch(`${base}/api/v1/currencies?code=AED`, { headers: { authorization: `Bearer ${token}` } })
  ).json()) as { data: { id: string }[] };
  const payload = JSON.stringify({
    date: '2026-12-15',
    currencyId: currencies.data[0].id,
    note: 'Bench posting',
    lines: [
      { accountId: debitAccount, debit: '125.50', credit: '0' },
      { accountId: creditAccount, debit: '0', credit: '125.50' },
    ],
  });
  const run = (duration: number) =>
    new Promise<autocannon.Result>((resolve, reject) => {
      autocannon(
        {
          url: base,
          connections,
          duration,
          requests: [
            {
              method: 'POST',
              path: '/api/v1/entries',
              headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
              body: payload,
              onResponse: (status, text) => {
                if (status >= 300 && firstFailure === undefined)
                  firstFailure = `${status} ${text.slice(0, 300)}`;
              },
            },
          ],
        },
        (error, result) => (error ? reject(error) : resolve(result)),
      );
    });
  await run(2);
  const runs: autocannon.Result[] = [];
  for (let index = 0; index < postingRuns; index++) runs.push(await run(seconds));
  const perSecond = (run: autocannon.Result) => run['2xx'] / run.duration;
  const result = [...runs].sort((a, b) => perSecond(a) - perSecond(b))[Math.floor((runs.length - 1) / 2)];
  const statuses = runs
    .flatMap((run) => Object.entries(run.statusCodeStats ?? {}))
    .filter(([status]) => !status.startsWith('2'))
    .map(([status, { count }]) => `${count} × ${status}`);
  return {
    perSecond: perSecond(result),
    runs: runs.map(perSecond),
    ok: result['2xx'],
    failed: runs.reduce((sum, run) => sum + run.non2xx + run.errors, 0),
    medianMs: result.latency.p50,
    p99Ms: result.latency.p99,
    failures:
      statuses.length > 0
        ? `${statuses.join(', ')}${firstFailure ? `; first: ${firstFailure}` : ''}`
        : undefined,
  };
};

/** Runs `ledger` or `hledger` on the journal, if installed; their own balance totals must be zero. */
const timeTool = (tool: 'ledger' | 'hledger', journal: string) => {
  const probe = spawnSync(tool, ['--version'], { encoding: 'utf8' });
  if (probe.status !== 0) return { tool, seconds: null, note: `not installed (apt-get install ${tool})` };
  const args = ['-f', journal, 'bal', '--flat'];
  const started = Date.now();
  const result = spawnSync(tool, args, { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  const elapsed = secondsSince(started);
  if (result.status !== 0) return { tool, seconds: null, note: `failed: ${result.stderr.slice(0, 200)}` };
  const accounts = result.stdout.split('\n').filter((line) => /\d/.test(line)).length - 1;
  return { tool, seconds: elapsed, note: `${probe.stdout.split('\n')[0].trim()}; ${accounts} account lines` };
};

const benchBackend = async (backend: 'pglite' | 'pg'): Promise<BackendResult> => {
  log(`${backend}: generating ${lines.toLocaleString('en')} lines`);
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
    cluster = await startPostgresCluster({ durable: true, settings: { shared_buffers: '256MB' } });
    await createDatabase(cluster.url(), 'aqar_ledger_bench');
    db = await openDatabase({ url: cluster.url('aqar_ledger_bench') });
    serverEnv = { BENCH_DATABASE_URL: cluster.url('aqar_ledger_bench'), BENCH_DATA_DIR: workFolder };
  }
  try {
    let version: string;
    let data: LedgerData;
    const started = Date.now();
    try {
      version = (await db.query<{ version: string }>('select version() as version')).rows[0].version.split(
        ',',
      )[0];
      await prepareDatabase(db);
      let reported = 0;
      data = await generateLedger(db, lines, (written) => {
        if (written - reported >= 200_000 || written === lines) {
          reported = written;
          log(`${backend}: ${written.toLocaleString('en')} lines (${secondsSince(started).toFixed(0)} s)`);
        }
      });
      // The bulk load leaves hundreds of megabytes of dirty pages and a checkpoint under way: flush
      // them now, so that the measurements see a server at work rather than one catching up.
      await db.query('checkpoint');
    } finally {
      await db.close();
    }
    const generateSeconds = secondsSince(started);
    const { child, base } = await startServer(serverEnv);
    try {
      const token = await signIn(base);
      const [hot, other] = data.accounts;
      const timings: Timing[] = [];
      const year = { from: '2026-01-01', to: '2026-12-31' };
      log(`${backend}: reports`);
      timings.push(await timeReport(base, token, 'trial balance, year', 'trial-balance', year));
      timings.push(
        await timeReport(base, token, 'trial balance, part-months', 'trial-balance', {
          from: '2026-03-15',
          to: '2026-09-10',
        }),
      );
      timings.push(
        await timeReport(base, token, 'trial balance, level 2', 'trial-balance', { ...year, level: 2 }),
      );
      timings.push(
        await timeReport(base, token, 'trial balance from the lines (currency filter)', 'trial-balance', {
          ...year,
          currencyId: (
            (await (
              await fetch(`${base}/api/v1/currencies?code=AED`, {
                headers: { authorization: `Bearer ${token}` },
              })
            ).json()) as { data: { id: string }[] }
          ).data[0].id,
        }),
      );
      timings.push(
        await timeReport(base, token, 'general ledger page (100 rows)', 'general-ledger', {
          accountId: hot,
          ...year,
          pageSize: 100,
          page: 3,
        }),
      );
      timings.push(
        await timeReport(base, token, 'general ledger, one month', 'general-ledger', {
          accountId: hot,
          from: '2026-06-01',
          to: '2026-06-30',
        }),
      );
      timings.push(await timeReport(base, token, 'balance sheet', 'balance-sheet', year));
      timings.push(await timeReport(base, token, 'profit and loss', 'profit-and-loss', year));

      log(`${backend}: exporting the journal`);
      mkdirSync(workFolder, { recursive: true });
      const journal = join(workFolder, `${backend}.journal`);
      const exportStarted = Date.now();
      const response = await fetch(`${base}/api/v1/reports/journal.ledger`, {
        headers: { authorization: `Bearer ${token}` },
      });
      if (!response.ok || !response.body) throw new Error(`Export failed: ${response.status}`);
      await pipeline(Readable.fromWeb(response.body as never), createWriteStream(journal));
      const exportSeconds = secondsSince(exportStarted);
      const journalMegabytes = statSync(journal).size / 2 ** 20;

      log(`${backend}: posting at ${connections} concurrent clients for ${seconds} s`);
      const posting = await measurePosting(base, token, hot, other);

      // The tools read the same journal on either backend: run them once, after the first.
      const tools =
        runTools && backend === backends[0]
          ? (['ledger', 'hledger'] as const).map((tool) => {
              log(`${tool} bal on ${journalMegabytes.toFixed(0)} MB`);
              return timeTool(tool, journal);
            })
          : [];
      return {
        backend,
        version,
        data,
        generateSeconds,
        timings,
        exportSeconds,
        journalMegabytes,
        tools,
        posting,
      };
    } finally {
      await stopServer(child);
    }
  } finally {
    await cluster?.stop();
    rmSync(pgliteDir, { recursive: true, force: true });
  }
};

const loadAtStart = loadavg()[0];

const report = (results: BackendResult[]) => {
  const first = results[0];
  const out = [
    '',
    `## Ledger reports (bench/ledger.ts), ${new Date().toISOString()}`,
    '',
    `- Machine: ${machineLine(loadAtStart)}`,
    `- Data: one year (2026) of ${formatFigure(first.data.lines)} entry lines in ${formatFigure(first.data.entries)} entries over ${benchAccounts} accounts and ${benchCostCenters} cost centers, on top of the demo company; written set-based in SQL with the row triggers off, then the monthly balances rebuilt`,
    `- Reports through the API of the real server in its own process: median and 95th percentile of ${repeats} runs after two warm-up runs, one at a time`,
    '',
    '| backend | scenario | median ms | p95 ms | rows |',
    '| --- | --- | ---: | ---: | ---: |',
  ];
  for (const result of results) {
    for (const timing of result.timings) {
      out.push(
        `| ${result.backend} | ${timing.scenario} | ${formatFigure(timing.medianMs, 1)} | ${formatFigure(timing.p95Ms, 1)} | ${formatFigure(timing.rows)} |`,
      );
    }
  }
  out.push(
    '',
    `Posting: balanced two-line entries (POST /api/v1/entries, both lines on the same two accounts) from ${connections} concurrent clients (autocannon): after a 2 s warm-up, ${postingRuns} runs of ${seconds} s; the median run is shown, every run's rate in the last column; "failed" counts all runs.`,
    '',
    '| backend | entries per second | median ms | p99 ms | ok | failed | each run, entries/s |',
    '| --- | ---: | ---: | ---: | ---: | ---: | --- |',
  );
  for (const result of results) {
    const p = result.posting;
    out.push(
      `| ${result.backend} | ${formatFigure(p.perSecond, 1)} | ${formatFigure(p.medianMs, 1)} | ${formatFigure(p.p99Ms, 1)} | ${p.ok} | ${p.failed} | ${p.runs.map((rate) => formatFigure(rate, 0)).join(', ')} |`,
    );
  }
  for (const result of results) {
    if (result.posting.failures)
      out.push('', `Failures, ${result.backend} posting: ${result.posting.failures}`);
  }
  out.push(
    '',
    '| backend | version | generating (s) | journal export (s) | journal MB |',
    '| --- | --- | ---: | ---: | ---: |',
  );
  for (const result of results) {
    out.push(
      `| ${result.backend} | ${result.version} | ${formatFigure(result.generateSeconds)} | ${formatFigure(result.exportSeconds, 1)} | ${formatFigure(result.journalMegabytes, 1)} |`,
    );
  }
  const tools = results.flatMap((result) => result.tools);
  if (tools.length > 0) {
    out.push('', '| tool on the exported journal | seconds | note |', '| --- | ---: | --- |');
    for (const tool of tools)
      out.push(`| \`${tool.tool} bal --flat\` | ${formatFigure(tool.seconds, 1)} | ${tool.note} |`);
  }
  out.push(
    '',
    'PostgreSQL: a throwaway cluster on the same machine, default settings except shared_buffers=256MB, fsync on.',
    '',
  );
  return out.join('\n');
};

mkdirSync(workFolder, { recursive: true });
const results: BackendResult[] = [];
for (const backend of backends) results.push(await benchBackend(backend));
writeResultsSection(section, report(results));
rmSync(workFolder, { recursive: true, force: true });
