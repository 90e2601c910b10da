/**
 * Takes screenshots of the main screens in a language, for people to look at:
 * `node --import tsx e2e/tools/screenshots.ts http://localhost:3000 en ar`.
 */
import { mkdirSync } from 'node:fs';
import { chromium } from 'playwright-core';

const [base = 'http://localhost:3000', ...languages] = process.argv.slice(2);
const email = process.env.AQAR_EMAIL ?? 'admin@aqar.demo';
const password = process.env.AQAR_PASSWORD ?? 'aqar-demo-2026';
const out = process.env.OUT_DIR ?? 'test-results/screens';
mkdirSync(out, { recursive: true });

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
for (const language of languages.length ? languages : ['en']) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 800 } });
  const page = await context.newPage();
  page.on('console', (m) => m.type() === 'error' && console.log(`[${language}] console:`, m.text()));
  page.on('pageerror', (e) => console.log(`[${language}] pageerror:`, e.message));
  await page.goto(`${base}/login?lng=${language}`);
  await page.waitForSelector('#login-email');
  await page.screenshot({ path: `${out}/${language}-login.png` });
  await page.fill('#login-email', email);
  await page.fill('#login-password', password);
  await page.click('[data-testid=login-submit]');
  await page.waitForSelector('.top-bar');
  await page.waitForTimeout(500);
  await page.screenshot({ path: `${out}/${language}-home.png` });
  await page.goto(`${base}/stores`);
  await page.waitForSelector('.ant-table-row', { timeout: 10000 }).catch(() => undefined);
  await page.screenshot({ path: `${out}/${language}-stores.png` });
  await page.goto(`${base}/stores?number=1`);
  await page.waitForSelector('[data-testid=record-form]');
  await page.waitForTimeout(800);
  await page.screenshot({ path: `${out}/${language}-store-form.png` });
  await page.goto(`${base}/chart/accounts`);
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `${out}/${language}-accounts-chart.png` });
  await context.close();
}
await browser.close();
