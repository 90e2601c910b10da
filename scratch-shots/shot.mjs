import { chromium } from '@playwright/test';
const base = 'http://localhost:41737';
const lang = process.argv[2] ?? 'en';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, locale: lang === 'ar' ? 'ar' : 'en' });
await context.addCookies([{ name: 'i18next', value: lang, url: base }]);
const page = await context.newPage();
await page.goto(`${base}/login?lng=${lang}`);
await page.locator('input[type=email], input[name=email], #email').first().fill('admin@aqar.demo');
await page.locator('input[type=password]').first().fill('aqar-demo-2026');
await page.keyboard.press('Enter');
await page.waitForTimeout(2500);
await page.goto(`${base}/cheques?code=2&number=${process.argv[3] ?? 1}`);
await page.waitForTimeout(3000);
await page.screenshot({ path: `/tmp/cheq/${lang}-cheque-form.png` });
if (process.argv[4] === 'collect') {
  await page.getByTestId('cheque-operation-collection').click();
  await page.waitForTimeout(2500);
  await page.screenshot({ path: `/tmp/cheq/${lang}-collection-popup.png` });
}
await browser.close();
