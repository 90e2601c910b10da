import { hasPattern } from '@aqar/domain/document-definition';
import { documents } from '@aqar/domain/documents';
import { entities } from '@aqar/domain/registry';
import { reports } from '@aqar/domain/reports/report-registry';
import { apiClient, expect, signInPage, test } from './support/fixtures.ts';

/**
 * Every word of the Arabic screens is Arabic (issue 24, part 4): a run of three Latin letters or
 * more on a screen is an English word left untranslated, unless it is data, a code or a currency.
 */

// What may stay in Latin letters: currency codes, the brand, units and codes the product shows as
// such, the demo's own data typed in Latin letters (its e-mail, its plate and card numbers).
const allowed = new Set([
  'AED',
  'USD',
  'EUR',
  'SAR',
  'GBP',
  'Aqar',
  'AQAR',
  'VAT',
  'IBAN',
  'SWIFT',
  'PDF',
  'CSV',
]);
const isAllowed = (word: string, text: string) =>
  allowed.has(word) ||
  // An e-mail address or a web address is data.
  new RegExp(`[\\w.+-]*${word}[\\w.+-]*@|@[\\w.-]*${word}|https?://\\S*${word}`).test(text);

/** The Latin words of the visible text of the page that are not allowed. */
const latinWords = async (page: import('@playwright/test').Page) => {
  const text = await page.evaluate(() => {
    const parts = [document.body.innerText];
    // Words the eye reads without them being text: placeholders, titles, labels of icon buttons.
    for (const element of Array.from(document.querySelectorAll('[placeholder], [title], [aria-label]'))) {
      if (!(element as HTMLElement).offsetParent) continue;
      for (const name of ['placeholder', 'title', 'aria-label']) {
        const value = element.getAttribute(name);
        if (value) parts.push(value);
      }
    }
    return parts.join('\n');
  });
  return [...new Set(text.match(/[A-Za-z]{3,}/g) ?? [])].filter((word) => !isAllowed(word, text));
};

test('the Arabic screens show no English', async ({ page, request }) => {
  test.setTimeout(600_000);
  const session = await signInPage(page, request, 'ar');
  const api = apiClient(request, session.accessToken);
  const [building] = (await api.list('/buildings')).data;
  const [contract] = (await api.list('/contracts')).data;

  const screens = [
    '/',
    // The list screens of the menu and their record forms.
    ...entities
      .filter(
        (definition) => definition.route && !documents.some((document) => document.key === definition.key),
      )
      .flatMap((definition) => [definition.route!, `${definition.route}?number=new`]),
    ...entities.filter((definition) => definition.chartRoute).map((definition) => definition.chartRoute!),
    // The documents: their first pattern's list, and a record.
    ...documents.map((definition) =>
      hasPattern(definition) ? `${definition.route}?code=1` : definition.route!,
    ),
    `/contracts?code=${contract ? `1&number=${contract.number}` : '1'}`,
    '/entries',
    '/create-entry',
    '/cheques/desk',
    `/building/details/${building.id}`,
    ...reports.map((report) => `/reports/${report.path}`),
  ];

  const found: string[] = [];
  for (const screen of new Set(screens)) {
    await page.goto(screen);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    // Settled: the screen drawn and no spinner or skeleton left.
    await expect(page.locator('main')).toBeVisible();
    await expect(page.locator('.ant-spin-spinning, .ant-skeleton')).toHaveCount(0);
    const words = await latinWords(page);
    if (words.length > 0) {
      found.push(`${screen}: ${words.join(' ')}`);
      console.log(`${screen}: ${words.join(' ')}`);
    }
  }
  expect(found).toEqual([]);
});
