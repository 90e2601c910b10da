import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { englishChequeNotes } from '../domain/src/calc/installment-notes.ts';
import { installmentSchedule } from '../domain/src/calc/installment-schedule.ts';
import { demoAdmin } from '../server/src/seed/demo-credentials.ts';
import { openBenchDatabase } from './bench-database.ts';
import { backendsFrom, formatFigure, machineLine, writeResultsSection } from './results.ts';
import { signInDemo, startServer, stopServer } from './server-process.ts';

/**
 * A contract's installment plan of ten years monthly (120 cheques) with a first batch, saved with
 * `POST /contracts/installments` through the real server over HTTP, on PGlite and on a throwaway
 * PostgreSQL server: 120 cheque records and a receipt voucher, each with its entry, in one
 * transaction. Then ReGenerate (PUT, every cheque's amount changed: updated in place, entries
 * replaced), a save that changes nothing, and the read. In Chromium, on the PostgreSQL server:
 * Generate of the same 120 cheques in the popup, the computation alone (User Timing
 * `installment-generate`) and from the click to the frame that shows the 120 rows. Printed, never
 * asserted.
 *
 *   BENCH_PARTS=installments npm run bench
 *   BENCH_PARTS=installments BENCH_INSTALLMENT_RUNS=3 BENCH_BACKENDS=pg npm run bench
 */
const runs = Number(process.env.BENCH_INSTALLMENT_RUNS ?? 7);
const backends = backendsFrom('BENCH_BACKENDS');
if (!Number.isInteger(runs) || runs < 1) throw new Error('BENCH_INSTALLMENT_RUNS must be a positive integer');

const root = fileURLToPath(new URL('..', import.meta.url));
const workFolder = join(root, 'bench', '.work', 'installments');
const log = (message: string) => console.log(`[installments bench] ${message}`);
const cheques = 120;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

interface Timing {
  scenario: string;
  what: string;
  ms: number[];
}

/** The popup's payload for the contract: 120 monthly cheques after `firstBatch`, notes in English. */
const planBody = (contractId: string, aed: string, total: string, firstBatch: string) => {
  const schedule = installmentSchedule({
    totalAmount: total,
    hasFirstBatch: true,
    firstBatch,
    installmentsNumbers: cheques,
    eachNumber: 1,
    eachDuration: 2,
    firstInstallmentDate: '2027-01-01',
    beginNumber: 5001,
  });
  return {
    installment: {
      contractId,
      currencyId: aed,
      hasFirstBatch: true,
      firstBatch,
      paymentDate: '2027-01-01',
      installmentsNumbers: cheques,
      eachNumber: 1,
      eachDuration: 2,
      firstInstallmentDate: '2027-01-01',
      beginNumber: 5001,
    },
    installmentGrid: schedule.cheques.map((cheque) => ({
      internalNumber: String(cheque.internalNumber),
      amount: cheque.amount,
      dueDate: cheque.dueDate,
      endDueDate: cheque.endDueDate,
      ...englishChequeNotes({ ...cheque, clientName: 'Bench Tenant' }, cheque.sequence),
    })),
  };
};

const timed = async (work: () => Promise<Response>) => {
  const started = performance.now();
  const response = await work();
  const text = await response.text();
  const ms = performance.now() - started;
  if (!response.ok) throw new Error(`${response.status} ${text.slice(0, 500)}`);
  return { ms, body: JSON.parse(text) as Record<string, unknown> };
};

type Api = (method: string, path: string, body?: unknown) => Promise<Response>;

/** A ten-year rent contract of 1,200,000 + 5 % VAT on a unit of its own, and its client. */
const signContract = async (
  api: Api,
  setup: { buildingId: string; pattern: string; aed: string },
  n: number,
) => {
  const created = async (path: string, body: unknown) => {
    const answer = await timed(() => api('POST', path, body));
    return answer.body.data as Record<string, string>;
  };
  const unit = await created('/apartments', {
    buildingId: setup.buildingId,
    apartmentNo: `B${n}-${Date.now() % 100_000}`,
    apartmentKind: 1,
    propertyType: 0,
  });
  const client = await created('/users', { cardType: 1, name: `Bench Tenant ${n}`, phone: '+971500000100' });
  return created('/contracts', {
    contractPatternId: setup.pattern,
    clientId: client.id,
    buildingId: setup.buildingId,
    apartmentId: unit.id,
    currencyId: setup.aed,
    issueDate: '2027-01-01',
    startDurationDate: '2027-01-01',
    contractDuration: 4,
    endDurationDate: '2036-12-31',
    contractValue: '1200000',
    vatRate: '5',
    currentSecuringValue: '5000',
    paidType: 2,
  });
};

const benchServer = async (base: string) => {
  const { accessToken } = await signInDemo(base);
  const headers = { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' };
  const api: Api = (method, path, body) =>
    fetch(`${base}/api/v1${path}`, { method, headers, body: body ? JSON.stringify(body) : undefined });
  const list = async (path: string) =>
    ((await (await api('GET', path)).json()) as { data: Record<string, string>[] }).data;
  const pattern = (await list('/contract-patterns?pageSize=100')).find((row) => Number(row.code) === 1)!.id;
  const aed = (await list('/currencies?code=AED'))[0].id;
  const building = await timed(() =>
    api('POST', '/buildings', {
      name: `Bench Plans ${Date.now()}`,
      apartmentFloor: 1,
      apartmentCount: runs + 2,
    }),
  );
  const setup = { buildingId: (building.body.data as { id: string }).id, pattern, aed };
  const timings: Timing[] = [
    {
      scenario: 'first save',
      what: `${cheques} cheques and the first batch, ${cheques + 1} entries`,
      ms: [],
    },
    { scenario: 'regenerate', what: `every cheque's amount changed: ${cheques} updated in place`, ms: [] },
    { scenario: 'save unchanged', what: 'the cheques compared, the plan and first batch rewritten', ms: [] },
    { scenario: 'load', what: `GET /contracts/:id/installments, ${cheques} cheques`, ms: [] },
  ];
  const record = (scenario: string, ms: number) => timings.find((t) => t.scenario === scenario)!.ms.push(ms);
  let browserContract: Record<string, string> | undefined;
  // One contract first, unmeasured: the server's plans and code paths warm.
  for (let run = 0; run <= runs; run += 1) {
    const contract = await signContract(api, setup, run);
    const total = contract.finalPrice;
    const first = await timed(() =>
      api('POST', '/contracts/installments', planBody(contract.id, aed, total, '12000')),
    );
    const planId = (first.body.installment as { id: string }).id;
    const grid = first.body.installmentGrid as unknown[];
    if (grid.length !== cheques) throw new Error(`Expected ${cheques} cheques, got ${grid.length}`);
    const again = planBody(contract.id, aed, total, '13000');
    const regenerate = await timed(() => api('PUT', `/contracts/installments/${planId}`, again));
    const unchanged = await timed(() => api('PUT', `/contracts/installments/${planId}`, again));
    const load = await timed(() => api('GET', `/contracts/${contract.id}/installments`));
    browserContract = contract;
    if (run === 0) continue;
    record('first save', first.ms);
    record('regenerate', regenerate.ms);
    record('save unchanged', unchanged.ms);
    record('load', load.ms);
    log(`run ${run}: first save ${first.ms.toFixed(0)} ms, regenerate ${regenerate.ms.toFixed(0)} ms`);
  }
  return { timings, contract: browserContract! };
};

/** Generate of 120 cheques in the popup over `contract`, in Chromium: computation and click to frame. */
const benchBrowser = async (base: string, contract: Record<string, string>) => {
  const profile = mkdtempSync(join(tmpdir(), 'aqar-bench-installments-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-sync'],
    viewport: { width: 1366, height: 800 },
  });
  try {
    const answer = await context.request.post(`${base}/api/v1/auth/website-signin`, { data: demoAdmin });
    if (!answer.ok()) throw new Error(`Sign-in failed: ${answer.status()}`);
    const { user } = (await answer.json()).data as { user: unknown };
    await context.addInitScript((stored) => localStorage.setItem('aqar.user', stored), JSON.stringify(user));
    const page = await context.newPage();
    const computed: number[] = [];
    const shown: number[] = [];
    for (let run = 0; run <= runs; run += 1) {
      await page.goto(`${base}/contracts?code=1&number=${contract.number}`);
      await page.getByTestId('popup-open-installment').click();
      const popup = page.getByTestId('popup-1');
      await popup.getByTestId('installment-generate').waitFor();
      await popup.locator('[data-field="installmentsNumbers"] input').fill(String(cheques));
      await popup.locator('[data-field="eachNumber"] input').fill('1');
      // In the page: the click's time, and the first frame with all the rows (a string, so that
      // tsx adds no helper the page lacks).
      await page.evaluate(`(() => {
        performance.clearMeasures('installment-generate');
        const bench = (window.aqarBench = {});
        const button = document.querySelector('[data-testid="installment-generate"]');
        button.addEventListener('click', (event) => {
          bench.click = event.timeStamp;
          const watch = () => {
            if (document.querySelectorAll('[data-grid="installmentGrid"] tbody tr').length >= ${cheques})
              bench.shown = performance.now();
            else requestAnimationFrame(watch);
          };
          requestAnimationFrame(watch);
        }, { once: true, capture: true });
      })()`);
      await popup.getByTestId('installment-generate').click();
      await page.waitForFunction('window.aqarBench.shown !== undefined', undefined, { timeout: 60_000 });
      const figures = (await page.evaluate(`({
        shown: window.aqarBench.shown - window.aqarBench.click,
        computed: performance.getEntriesByName('installment-generate').at(-1)?.duration ?? null,
      })`)) as { shown: number; computed: number | null };
      if (run === 0) continue;
      if (figures.computed !== null) computed.push(figures.computed);
      shown.push(figures.shown);
      log(
        `browser run ${run}: generate ${figures.computed?.toFixed(1)} ms, rows on screen ${figures.shown.toFixed(0)} ms`,
      );
    }
    return { computed, shown };
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
};

const benchBackend = async (backend: 'pglite' | 'pg') => {
  const database = await openBenchDatabase(backend, {
    workFolder,
    name: 'aqar_bench_installments',
    sharedBuffers: '1GB',
  });
  const { db, version, serverEnv } = database;
  try {
    await db.close();
    const { child, base } = await startServer(serverEnv);
    try {
      const server = await benchServer(base);
      // The browser's figures do not depend on the database: measured once, on PostgreSQL.
      const browser = backend === 'pg' ? await benchBrowser(base, server.contract) : null;
      return { backend, version, timings: server.timings, browser };
    } finally {
      await stopServer(child);
    }
  } finally {
    await database.dispose();
  }
};

if (!existsSync(join(root, 'web', 'dist', 'index.html'))) {
  log('building the web app');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('npm run build failed');
}
const loadAtStart = loadavg()[0];
mkdirSync(workFolder, { recursive: true });
const results = [];
for (const backend of backends) results.push(await benchBackend(backend));

const row = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`;
const figures = (ms: number[], digits = 0) =>
  [median(ms), Math.min(...ms), Math.max(...ms)].map((value) => formatFigure(value, digits));
const lines = [
  `## Installment plans: save and Generate (bench/installments.ts), ${new Date().toISOString()}`,
  '',
  `- Machine: ${machineLine(loadAtStart)}`,
  `- Plan: a ten-year rent contract (1,200,000 + 5 % VAT), a first batch and ${cheques} monthly cheques; each run on a new contract, on top of the demo company`,
  `- Server: one request through the real server over HTTP (its own process, log level warn), timed by the client; ${runs} contracts after one warm-up, one after the other`,
  `- Command: \`BENCH_PARTS=installments${process.env.BENCH_BACKENDS ? ` BENCH_BACKENDS=${process.env.BENCH_BACKENDS}` : ''} npm run bench\``,
  '',
  '| backend | scenario | what | median ms | min ms | max ms |',
  '| --- | --- | --- | ---: | ---: | ---: |',
];
for (const result of results)
  for (const timing of result.timings)
    lines.push(row([result.backend, timing.scenario, timing.what, ...figures(timing.ms)]));
const browser = results.find((result) => result.browser)?.browser;
if (browser) {
  lines.push(
    '',
    `Generate in the popup (Chromium, ${runs} runs after one warm-up):`,
    '',
    '| measure | median ms | min ms | max ms |',
    '| --- | ---: | ---: | ---: |',
    row([`the ${cheques} cheques computed with their notes (User Timing)`, ...figures(browser.computed, 1)]),
    row([`click to the frame showing the ${cheques} editable rows`, ...figures(browser.shown)]),
  );
}
lines.push('', '| backend | version |', '| --- | --- |');
for (const result of results) lines.push(row([result.backend, result.version]));
lines.push(
  '',
  'PostgreSQL: a throwaway cluster on the same machine, default settings except shared_buffers=1GB, fsync on.',
  'Aims (issue 19): the 120-cheque save with all its entries under 300 ms on the PostgreSQL server; generating the grid in the browser under 50 ms.',
  'With a load average above the two cores, every figure includes time spent waiting for a CPU: the minimum is then nearer what an idle machine gives than the median.',
  '',
);
writeResultsSection('installments', lines.join('\n'));
