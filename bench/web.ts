import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from 'playwright-core';
import { openDatabase } from '../server/src/db/client.ts';
import { prepareDatabase } from '../server/test/support/prepare-database.ts';
import { machineLine, writeResultsSection } from './results.ts';
import { signInDemo, startServer, stopServer } from './server-process.ts';

/**
 * The web benchmark: the JavaScript and CSS shipped for the login screen and for a list screen
 * (gzip bytes), and the time from navigation to a 100-row list being interactive in Chromium, on
 * the built app served by the real server over a fresh demo database (PGlite).
 *
 *   BENCH_PARTS=web npm run bench
 *   BENCH_WEB_URL=http://localhost:3000 BENCH_PARTS=web npm run bench   # a running server instead
 */
const runs = Number(process.env.BENCH_WEB_RUNS ?? 10);
const loadAtStart = loadavg()[0];
const root = fileURLToPath(new URL('..', import.meta.url));
const log = (message: string) => console.log(`[web bench] ${message}`);

if (!existsSync(join(root, 'web', 'dist', 'index.html'))) {
  log('building the web app');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('npm run build failed');
}

const workFolder = join(root, 'bench', '.work-web');
let server: Awaited<ReturnType<typeof startServer>> | undefined;
let base = process.env.BENCH_WEB_URL;
if (!base) {
  log('preparing a demo database');
  rmSync(workFolder, { recursive: true, force: true });
  mkdirSync(workFolder, { recursive: true });
  const pgliteDir = join(workFolder, 'pglite');
  const db = await openDatabase({ dataDir: pgliteDir });
  try {
    await prepareDatabase(db);
  } finally {
    await db.close();
  }
  server = await startServer({ BENCH_PGLITE_DIR: pgliteDir, BENCH_DATA_DIR: workFolder });
  base = server.base;
}

const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const browser = await chromium.launch({
  executablePath,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});

/** Gzip bytes of every script and stylesheet the page loads while `action` runs. */
const shipped = async (page: Page, action: () => Promise<void>) => {
  const sizes = { js: 0, css: 0, files: 0 };
  const pending: Promise<void>[] = [];
  const listener = (response: import('playwright-core').Response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    pending.push(
      response.body().then((body) => {
        const gzip = gzipSync(body, { level: 9 }).length;
        if (type === 'script') sizes.js += gzip;
        else sizes.css += gzip;
        sizes.files += 1;
      }),
    );
  };
  page.on('response', listener);
  await action();
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  page.off('response', listener);
  return sizes;
};

const session = await signInDemo(base);
const api = async (path: string, init: RequestInit = {}) =>
  fetch(`${base}/api/v1${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${session.accessToken}` },
  }).then((r) => r.json() as Promise<{ data: unknown; count?: number }>);

// A list screen with at least 100 rows.
const { count = 0 } = await api('/stores?page=0&pageSize=1');
for (let index = count; index < 100; index++) {
  await api('/stores', { method: 'POST', body: JSON.stringify({ name: `Bench store ${index + 1}` }) });
}

const signedInContext = async () => {
  const context = await browser.newContext({ viewport: { width: 1366, height: 800 } });
  await context.addCookies([{ name: 'aqar_access_token', value: session.accessToken, url: base }]);
  await context.addInitScript(
    ([user, refreshToken]) => {
      localStorage.setItem('aqar.user', user);
      localStorage.setItem('aqar.refreshToken', refreshToken);
    },
    [JSON.stringify(session.user), session.refreshToken] as const,
  );
  return context;
};

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const sizes: { screen: string; js: number; css: number; files: number }[] = [];

{
  const context = await browser.newContext();
  const page = await context.newPage();
  const login = await shipped(page, async () => {
    await page.goto(`${base}/login`);
    await page.waitForSelector('#login-email');
  });
  sizes.push({ screen: 'login', ...login });
  await context.close();
}
{
  const context = await signedInContext();
  const page = await context.newPage();
  const list = await shipped(page, async () => {
    await page.goto(`${base}/stores`);
    await page.waitForSelector('.data-table__row');
  });
  sizes.push({ screen: 'list (stores, signed in)', ...list });
  await context.close();
}

const timings = { clicked: [] as number[], rows: [] as number[], checked: [] as number[] };
const context = await signedInContext();
// In the page: when the first row's checkbox is shown checked (the frame after its change event),
// apart from the time Playwright itself takes to find, scroll to and click it.
await context.addInitScript(() => {
  const page = window as unknown as { aqarChecked?: number };
  document.addEventListener(
    'change',
    (event) => {
      const target = event.target as HTMLElement;
      if (page.aqarChecked === undefined && target.matches?.('.data-table__row .data-table__check'))
        requestAnimationFrame(() => {
          page.aqarChecked = performance.now();
        });
    },
    true,
  );
});
for (let run = 0; run < runs + 1; run++) {
  const page = await context.newPage();
  await page.goto(`${base}/stores`, { waitUntil: 'commit' });
  const rows = await page.waitForFunction(
    () => (document.querySelectorAll('.data-table__row').length >= 100 ? performance.now() : 0),
    undefined,
    { timeout: 60_000, polling: 'raf' },
  );
  const rowsAt = (await rows.jsonValue()) as number;
  // Interactive: the first row's checkbox responds to a click.
  await page.locator('.data-table__row .data-table__check').first().check();
  const clickedAt = await page.evaluate(() => performance.now());
  const checkedAt = await page.waitForFunction(
    () => (window as unknown as { aqarChecked?: number }).aqarChecked ?? 0,
  );
  if (run > 0) {
    // The first run warms the HTTP cache.
    timings.rows.push(rowsAt);
    timings.clicked.push(clickedAt);
    timings.checked.push((await checkedAt.jsonValue()) as number);
  }
  await page.close();
}
await context.close();
const summary = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return `${sorted[Math.floor(sorted.length / 2)].toFixed(0)} | ${sorted[0].toFixed(0)} | ${sorted.at(-1)!.toFixed(0)} | ${sorted.length}`;
};
await browser.close();
if (server) await stopServer(server.child);
rmSync(workFolder, { recursive: true, force: true });

const chromiumVersion = spawnSync(executablePath, ['--version'], { encoding: 'utf8' }).stdout.trim();
writeResultsSection(
  'web',
  [
    `## Web app (bench/web.ts), ${new Date().toISOString()}`,
    '',
    `- Machine: ${machineLine(loadAtStart)}`,
    `- Browser: ${chromiumVersion || executablePath}, headless, 1366×800; the built app (\`npm run build\`) served by the real server on PGlite`,
    '',
    '| screen | JS gzip KB | CSS gzip KB | files |',
    '| --- | ---: | ---: | ---: |',
    ...sizes.map((size) => `| ${size.screen} | ${kb(size.js)} | ${kb(size.css)} | ${size.files} |`),
    '',
    '| scenario | median ms | min ms | max ms | runs |',
    '| --- | ---: | ---: | ---: | ---: |',
    `| navigation to a 100-row list (stores) with its first row checkbox clicked (Playwright's check() returned) | ${summary(timings.clicked)} |`,
    `| navigation to the 100 rows painted, in the page | ${summary(timings.rows)} |`,
    `| navigation to the first row's checkbox shown checked, in the page | ${summary(timings.checked)} |`,
    '',
    "Sizes: every script and stylesheet the screen loads from a cold cache, gzipped at level 9. Timings are the page's `performance.now()` (from navigation), in a new tab of a warm browser (HTTP cache filled by one run not counted). Playwright's check() finds, scrolls to and clicks the box and waits for it to settle: about 200 ms on an idle page here, so the in-page times say what a person would see.",
  ].join('\n'),
);
