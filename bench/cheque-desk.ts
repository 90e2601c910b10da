import { mkdirSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ChequeDeskAnswer } from '../domain/src/accounting/cheque-desk.ts';
import { openBenchDatabase } from './bench-database.ts';
import { benchToday, type ChequeData, generateCheques } from './cheque-data.ts';
import { backendsFrom, formatFigure, machineLine, writeResultsSection } from './results.ts';
import { signInDemo, startServer, stopServer } from './server-process.ts';

/**
 * Issue 20's cheque desk: 100,000 received cheques seeded in SQL (bench/cheque-data.ts), then
 * through the real server over HTTP the desk's first page with its bucket and bank totals, a
 * filtered page, the home page's buckets, and bulk collections of 500 cheques, on a throwaway
 * PostgreSQL server (and PGlite when asked). Printed, never asserted.
 *
 *   BENCH_PARTS=cheque-desk npm run bench
 *   BENCH_CHEQUES=20000 BENCH_DESK_BACKENDS=pglite,pg node --import tsx bench/cheque-desk.ts
 */
const cheques = Number(process.env.BENCH_CHEQUES ?? 100_000);
const repeats = Number(process.env.BENCH_DESK_REPEATS ?? 15);
const batches = Number(process.env.BENCH_DESK_BATCHES ?? 5);
const batchSize = 500;
const backends = process.env.BENCH_DESK_BACKENDS ? backendsFrom('BENCH_DESK_BACKENDS') : ['pg' as const];
if (!Number.isInteger(cheques) || cheques < 1000) throw new Error('BENCH_CHEQUES must be at least 1000');

const benchFolder = fileURLToPath(new URL('.', import.meta.url));
const workFolder = join(benchFolder, '.work');
const log = (message: string) => console.log(`[cheque-desk bench] ${message}`);

interface Timing {
  scenario: string;
  what: string;
  ms: number[];
}

const percentile = (values: number[], fraction: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))];
};

const benchBackend = async (backend: 'pglite' | 'pg') => {
  const database = await openBenchDatabase(backend, {
    workFolder,
    name: 'aqar_bench_cheque_desk',
    sharedBuffers: '256MB',
  });
  const { db, version, serverEnv } = database;
  try {
    let data: ChequeData;
    let seedSeconds: number;
    try {
      const started = performance.now();
      data = await generateCheques(db, cheques);
      seedSeconds = (performance.now() - started) / 1000;
      log(`${backend}: ${data.cheques} cheques in ${seedSeconds.toFixed(1)} s, ${data.onDesk} on the desk`);
    } finally {
      await db.close();
    }
    const { child, base } = await startServer(serverEnv);
    try {
      const { accessToken } = await signInDemo(base);
      const headers = { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' };
      const get = async <T>(path: string) => {
        const started = performance.now();
        const response = await fetch(`${base}/api/v1${path}`, { headers });
        const text = await response.text();
        const ms = performance.now() - started;
        if (!response.ok) throw new Error(`GET ${path}: ${response.status} ${text.slice(0, 500)}`);
        return { ms, data: (JSON.parse(text) as { data: T }).data };
      };
      const timings: Timing[] = [];
      /** A GET asked `repeats` times one after the other after two warm-up runs. */
      const timeGet = async (scenario: string, what: string, path: string) => {
        await get(path);
        await get(path);
        const timing: Timing = { scenario, what, ms: [] };
        for (let run = 0; run < repeats; run += 1) timing.ms.push((await get(path)).ms);
        timings.push(timing);
        log(`${backend}: ${scenario}: median ${percentile(timing.ms, 0.5).toFixed(1)} ms`);
      };
      const first = await get<ChequeDeskAnswer>(`/cheques/desk?today=${benchToday}&pageSize=50`);
      const bank = first.data.banks[0]?.bankId;
      await timeGet(
        'desk, first page',
        `50 rows, totals of ${formatFigure(first.data.count)} cheques in 5 buckets and ${first.data.banks.length} banks`,
        `/cheques/desk?today=${benchToday}&pageSize=50`,
      );
      await timeGet(
        'desk, overdue of one bank',
        'bucket and bank filters, 50 rows',
        `/cheques/desk?today=${benchToday}&pageSize=50&bucket=overdue${bank ? `&bankId=${bank}` : ''}`,
      );
      await timeGet(
        'desk, a later page',
        'page 20 of 50 rows',
        `/cheques/desk?today=${benchToday}&pageSize=50&page=20`,
      );
      await timeGet(
        'desk, number search',
        'search "B00123"',
        `/cheques/desk?today=${benchToday}&pageSize=50&search=B00123`,
      );
      await timeGet('home card', 'bucket totals alone', `/cheques/desk/buckets?today=${benchToday}`);

      // Bulk collections: each takes the first 500 uncollected cheques due later; once collected
      // they leave the desk, so the next batch is the next 500. One warm-up batch first.
      const bulk: Timing = {
        scenario: 'bulk collect',
        what: `${batchSize} cheques, one collection and entry each`,
        ms: [],
      };
      for (let run = 0; run <= batches; run += 1) {
        const page = await get<ChequeDeskAnswer>(
          `/cheques/desk?today=${benchToday}&bucket=later&status=1&pageSize=${batchSize}`,
        );
        const chequeIds = page.data.rows.map((row) => row.id);
        if (chequeIds.length !== batchSize) throw new Error(`Only ${chequeIds.length} cheques to collect`);
        const started = performance.now();
        const response = await fetch(`${base}/api/v1/cheques/bulk-collect`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ chequeIds, date: benchToday }),
        });
        const text = await response.text();
        const ms = performance.now() - started;
        if (response.status !== 201)
          throw new Error(`bulk collect: ${response.status} ${text.slice(0, 500)}`);
        const count = (JSON.parse(text) as { data: { count: number } }).data.count;
        if (count !== batchSize) throw new Error(`bulk collect made ${count} collections`);
        log(`${backend}: bulk collect run ${run}: ${ms.toFixed(0)} ms`);
        if (run > 0) bulk.ms.push(ms);
      }
      timings.push(bulk);
      return { backend, version, data, seedSeconds, timings };
    } finally {
      await stopServer(child);
    }
  } finally {
    await database.dispose();
  }
};

const loadAtStart = loadavg()[0];
mkdirSync(workFolder, { recursive: true });
const results = [];
for (const backend of backends) results.push(await benchBackend(backend));

const lines = [
  `## Cheque desk (bench/cheque-desk.ts), ${new Date().toISOString()}`,
  '',
  `- Machine: ${machineLine(loadAtStart)}`,
  `- Data: ${formatFigure(cheques)} received cheques seeded in SQL on top of the demo company (bench/cheque-data.ts): due dates over two years around ${benchToday}, most of the past ones collected, partly collected or returned, most of the coming ones not; 500 client accounts`,
  `- Each figure: one request through the real server over HTTP (its own process, log level warn), timed by the client; GETs ${repeats} times after two warm-ups, bulk collections ${batches} batches of ${batchSize} after one warm-up`,
  '- Command: `BENCH_PARTS=cheque-desk npm run bench`',
  '',
  '| backend | scenario | what | median ms | p95 ms | min ms | max ms |',
  '| --- | --- | --- | ---: | ---: | ---: | ---: |',
];
for (const result of results)
  for (const timing of result.timings)
    lines.push(
      `| ${result.backend} | ${timing.scenario} | ${timing.what} | ${formatFigure(percentile(timing.ms, 0.5), 1)} | ${formatFigure(percentile(timing.ms, 0.95), 1)} | ${formatFigure(Math.min(...timing.ms), 1)} | ${formatFigure(Math.max(...timing.ms), 1)} |`,
    );
lines.push(
  '',
  '| backend | version | cheques | on the desk | seeded in s |',
  '| --- | --- | ---: | ---: | ---: |',
);
for (const result of results)
  lines.push(
    `| ${result.backend} | ${result.version} | ${formatFigure(result.data.cheques)} | ${formatFigure(result.data.onDesk)} | ${formatFigure(result.seedSeconds, 1)} |`,
  );
lines.push(
  '',
  'PostgreSQL: a throwaway cluster on the same machine, default settings except shared_buffers=256MB, fsync on.',
  'Aims (issue 20): the first page with its bucket totals under 100 ms, a bulk collection of 500 cheques under 2 s, on the PostgreSQL server.',
  'With a load average above the two cores, every figure includes time spent waiting for a CPU: the minimum is then nearer what an idle machine gives than the median.',
  '',
);
writeResultsSection('cheque-desk', lines.join('\n'));
