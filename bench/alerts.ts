import { mkdirSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AlertPage } from '../domain/src/alerts/alerts.ts';
import { openBenchDatabase } from './bench-database.ts';
import { type ChequeData, generateCheques } from './cheque-data.ts';
import { backendsFrom, formatFigure, machineLine, writeResultsSection } from './results.ts';
import { signInDemo, startServer, stopServer } from './server-process.ts';

/**
 * Issue 29's bell: the cheques of bench/cheque-data.ts (due dates over two years, returns, partial
 * collections) on top of the demo company, then through the real server over HTTP the bell's
 * query — `GET /alerts?pageSize=20`, every kind computed as of today with the counts — before and
 * after the user marks everything read. Printed, never asserted.
 *
 *   BENCH_PARTS=alerts npm run bench
 *   BENCH_ALERT_CHEQUES=20000 BENCH_ALERT_BACKENDS=pglite,pg node --import tsx bench/alerts.ts
 */
const cheques = Number(process.env.BENCH_ALERT_CHEQUES ?? 1_000_000);
const repeats = Number(process.env.BENCH_ALERT_REPEATS ?? 15);
const backends = process.env.BENCH_ALERT_BACKENDS ? backendsFrom('BENCH_ALERT_BACKENDS') : ['pg' as const];
if (!Number.isInteger(cheques) || cheques < 1000)
  throw new Error('BENCH_ALERT_CHEQUES must be at least 1000');

const benchFolder = fileURLToPath(new URL('.', import.meta.url));
const workFolder = join(benchFolder, '.work');
const log = (message: string) => console.log(`[alerts bench] ${message}`);

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
    name: 'aqar_bench_alerts',
    sharedBuffers: '256MB',
  });
  const { db, version, serverEnv } = database;
  try {
    let data: ChequeData;
    try {
      data = await generateCheques(db, cheques);
      await db.exec('analyze');
      log(`${backend}: ${data.cheques} cheques`);
    } finally {
      await db.close();
    }
    const { child, base } = await startServer(serverEnv);
    try {
      const { accessToken } = await signInDemo(base);
      const headers = { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' };
      const get = async (path: string) => {
        const started = performance.now();
        const response = await fetch(`${base}/api/v1${path}`, { headers });
        const text = await response.text();
        const ms = performance.now() - started;
        if (!response.ok) throw new Error(`GET ${path}: ${response.status} ${text.slice(0, 500)}`);
        return { ms, data: (JSON.parse(text) as { data: AlertPage }).data };
      };
      const timings: Timing[] = [];
      const timeGet = async (scenario: string, path: string) => {
        const first = await get(path);
        await get(path);
        const timing: Timing = {
          scenario,
          what: `${formatFigure(first.data.count)} alerts, ${formatFigure(first.data.unread)} unread, ${first.data.items.length} on the page`,
          ms: [],
        };
        for (let run = 0; run < repeats; run += 1) timing.ms.push((await get(path)).ms);
        timings.push(timing);
        log(`${backend}: ${scenario}: median ${percentile(timing.ms, 0.5).toFixed(1)} ms (${timing.what})`);
      };
      await timeGet('bell, nothing read', '/alerts?pageSize=20');
      const started = performance.now();
      const marked = await fetch(`${base}/api/v1/alerts/read`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ all: true }),
      });
      if (!marked.ok) throw new Error(`mark all read: ${marked.status} ${await marked.text()}`);
      timings.push({
        scenario: 'mark all read',
        what: 'every alert of today',
        ms: [performance.now() - started],
      });
      await timeGet('bell, all read', '/alerts?pageSize=20');
      await timeGet('bell, unread only', '/alerts?pageSize=20&unread=true');
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
  `## Alerts (bench/alerts.ts), ${new Date().toISOString()}`,
  '',
  `- Machine: ${machineLine(loadAtStart)}`,
  `- Data: ${formatFigure(cheques)} received cheques seeded in SQL on top of the demo company (bench/cheque-data.ts)`,
  `- Each figure: one request through the real server over HTTP, timed by the client, ${repeats} times after two warm-ups`,
  '- Command: `BENCH_PARTS=alerts npm run bench`',
  '',
  '| backend | scenario | what | median ms | p95 ms | min ms | max ms |',
  '| --- | --- | --- | ---: | ---: | ---: | ---: |',
];
for (const result of results)
  for (const timing of result.timings)
    lines.push(
      `| ${result.backend} | ${timing.scenario} | ${timing.what} | ${formatFigure(percentile(timing.ms, 0.5), 1)} | ${formatFigure(percentile(timing.ms, 0.95), 1)} | ${formatFigure(Math.min(...timing.ms), 1)} | ${formatFigure(Math.max(...timing.ms), 1)} |`,
    );
lines.push('', 'Aim (issue 29): the bell under 50 ms on the PostgreSQL server.', '');
writeResultsSection('alerts', lines.join('\n'));
