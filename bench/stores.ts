import { mkdirSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openBenchDatabase } from './bench-database.ts';
import { backendsFrom, formatFigure, machineLine, writeResultsSection } from './results.ts';
import { signInDemo, startServer, stopServer } from './server-process.ts';
import { generateStock, type StockData } from './stock-data.ts';

/**
 * Issue 28's store reports: 1,000,000 store movements over 5,000 materials and 20 stores seeded
 * in SQL (bench/stock-data.ts), then through the real server over HTTP the item activity of one
 * material and the ending inventory of one store (at the moving average cost), on a throwaway
 * PostgreSQL server (and PGlite when asked). Printed, never asserted.
 *
 *   BENCH_PARTS=stores npm run bench
 *   BENCH_MOVES=100000 BENCH_STORES_BACKENDS=pglite,pg node --import tsx bench/stores.ts
 */
const moves = Number(process.env.BENCH_MOVES ?? 1_000_000);
const materials = 5_000;
const stores = 20;
const repeats = Number(process.env.BENCH_STORES_REPEATS ?? 15);
const backends = process.env.BENCH_STORES_BACKENDS ? backendsFrom('BENCH_STORES_BACKENDS') : ['pg' as const];
if (!Number.isInteger(moves) || moves < 10_000) throw new Error('BENCH_MOVES must be at least 10000');

const benchFolder = fileURLToPath(new URL('.', import.meta.url));
const workFolder = join(benchFolder, '.work');
const log = (message: string) => console.log(`[stores bench] ${message}`);

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
    name: 'aqar_bench_stores',
    sharedBuffers: '256MB',
  });
  const { db, version, serverEnv } = database;
  try {
    let data: StockData;
    try {
      data = await generateStock(db, { moves, materials, stores });
      log(
        `${backend}: ${data.moves} moves in ${data.seedSeconds.toFixed(1)} s, averages in ${data.recostSeconds.toFixed(1)} s`,
      );
    } finally {
      await db.close();
    }
    const { child, base } = await startServer(serverEnv);
    try {
      const { accessToken } = await signInDemo(base);
      const headers = {
        authorization: `Bearer ${accessToken}`,
        'content-type': 'application/json',
        'accept-language': 'en',
      };
      const post = async (report: string, filters: Record<string, unknown>) => {
        const started = performance.now();
        const response = await fetch(`${base}/api/v1/reports/${report}`, {
          method: 'POST',
          headers,
          body: JSON.stringify(filters),
        });
        const text = await response.text();
        const ms = performance.now() - started;
        if (!response.ok) throw new Error(`POST ${report}: ${response.status} ${text.slice(0, 500)}`);
        return { ms, count: (JSON.parse(text) as { data: { count: number } }).data.count };
      };
      const timings: (Timing & { rows: number })[] = [];
      /** A report asked `repeats` times one after the other after two warm-up runs. */
      const timeReport = async (
        scenario: string,
        what: string,
        report: string,
        filters: Record<string, unknown>,
      ) => {
        await post(report, filters);
        const { count } = await post(report, filters);
        const timing = { scenario, what, rows: count, ms: [] as number[] };
        for (let run = 0; run < repeats; run += 1) timing.ms.push((await post(report, filters)).ms);
        timings.push(timing);
        log(`${backend}: ${scenario}: median ${percentile(timing.ms, 0.5).toFixed(1)} ms, ${count} rows`);
      };
      await timeReport('item activity', 'one material, all its moves, first page of 100', 'item-activity', {
        materialId: data.materialId,
        pageSize: 100,
      });
      await timeReport(
        'item activity, one year',
        'one material, 2025, running balance from its first move',
        'item-activity',
        { materialId: data.materialId, from: '2025-01-01', to: '2025-12-31', pageSize: 100 },
      );
      await timeReport(
        'ending inventory',
        'one store at the moving average cost, first page of 100',
        'ending-inventory-report',
        { storeId: data.storeId, priceType: 'cost', pageSize: 100 },
      );
      await timeReport(
        'ending inventory at a date',
        'one store on 2025-06-30 at the moving average cost',
        'ending-inventory-report',
        { storeId: data.storeId, to: '2025-06-30', priceType: 'cost', pageSize: 100 },
      );
      return { backend, version, data, timings };
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
  `## Store reports (bench/stores.ts), ${new Date().toISOString()}`,
  '',
  `- Machine: ${machineLine(loadAtStart)}`,
  `- Data: ${formatFigure(moves)} store movements over ${formatFigure(materials)} materials and ${stores} stores, in bills of five lines over two years (two in five purchases), seeded in SQL on top of the demo company (bench/stock-data.ts); the moving average costs then worked out by \`store_recost\` over every material`,
  `- Each figure: one report request through the real server over HTTP (its own process, log level warn), timed by the client, ${repeats} times after two warm-ups`,
  '- Command: `BENCH_PARTS=stores npm run bench`',
  '',
  '| backend | scenario | what | rows | median ms | p95 ms | min ms | max ms |',
  '| --- | --- | --- | ---: | ---: | ---: | ---: | ---: |',
];
for (const result of results)
  for (const timing of result.timings)
    lines.push(
      `| ${result.backend} | ${timing.scenario} | ${timing.what} | ${formatFigure(timing.rows)} | ${formatFigure(percentile(timing.ms, 0.5), 1)} | ${formatFigure(percentile(timing.ms, 0.95), 1)} | ${formatFigure(Math.min(...timing.ms), 1)} | ${formatFigure(Math.max(...timing.ms), 1)} |`,
    );
lines.push(
  '',
  '| backend | version | moves | bills | seeded in s | averages (store_recost) in s |',
  '| --- | --- | ---: | ---: | ---: | ---: |',
);
for (const result of results)
  lines.push(
    `| ${result.backend} | ${result.version} | ${formatFigure(result.data.moves)} | ${formatFigure(result.data.bills)} | ${formatFigure(result.data.seedSeconds, 1)} | ${formatFigure(result.data.recostSeconds, 1)} |`,
  );
lines.push(
  '',
  'PostgreSQL: a throwaway cluster on the same machine, default settings except shared_buffers=256MB, fsync on.',
  'Aims (issue 28): item activity for one material and the ending inventory of one store each under 100 ms on the PostgreSQL server.',
  'With a load average above the two cores, every figure includes time spent waiting for a CPU: the minimum is then nearer what an idle machine gives than the median.',
  '',
);
writeResultsSection('stores', lines.join('\n'));
