/**
 * Web benchmark (issue 3), printed, never asserted: the JavaScript and CSS shipped for the login
 * screen and for a list screen (gzip bytes), and the time from navigation to a 100-row list being
 * interactive in Chromium. Needs a running server with the built web app:
 *
 *   node --import tsx e2e/tools/web-bench.ts http://localhost:3000
 */
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from 'playwright-core';

const base = process.argv[2] ?? 'http://localhost:3000';
const email = process.env.AQAR_EMAIL ?? 'admin@aqar.demo';
const password = process.env.AQAR_PASSWORD ?? 'aqar-demo-2026';
const runs = Number(process.env.BENCH_WEB_RUNS ?? 5);

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
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

const signIn = async () => {
  const response = await fetch(`${base}/api/v1/auth/website-signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const body = (await response.json()) as {
    data: { user: unknown; accessToken: string; refreshToken: string };
  };
  return body.data;
};

const session = await signIn();
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

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

{
  const context = await browser.newContext();
  const page = await context.newPage();
  const login = await shipped(page, async () => {
    await page.goto(`${base}/login`);
    await page.waitForSelector('#login-email');
  });
  console.log(`login screen: JS ${kb(login.js)} + CSS ${kb(login.css)} gzip (${login.files} files)`);
  await context.close();
}
{
  const context = await signedInContext();
  const page = await context.newPage();
  const list = await shipped(page, async () => {
    await page.goto(`${base}/stores`);
    await page.waitForSelector('.ant-table-row');
  });
  console.log(
    `list screen:  JS ${kb(list.js)} + CSS ${kb(list.css)} gzip (${list.files} files, from a cold cache)`,
  );
  await context.close();
}

const timings: number[] = [];
const context = await signedInContext();
for (let run = 0; run < runs + 1; run++) {
  const page = await context.newPage();
  await page.goto(`${base}/stores`, { waitUntil: 'commit' });
  await page.waitForFunction(() => document.querySelectorAll('.ant-table-row').length >= 100, undefined, {
    timeout: 60_000,
    polling: 'raf',
  });
  // Interactive: the first row's checkbox responds to a click.
  await page.locator('.ant-table-row .ant-checkbox-input').first().check();
  const elapsed = await page.evaluate(() => performance.now());
  if (run > 0) timings.push(elapsed); // the first run warms the HTTP cache
  await page.close();
}
await context.close();
timings.sort((a, b) => a - b);
const median = timings[Math.floor(timings.length / 2)];
console.log(
  `100-row list interactive: median ${median.toFixed(0)} ms over ${timings.length} warm runs (min ${timings[0].toFixed(0)}, max ${timings.at(-1)!.toFixed(0)})`,
);
await browser.close();
