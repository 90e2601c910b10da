import { hasPattern } from '@aqar/domain/document-definition';
import { documents, entryOrigins } from '@aqar/domain/documents';
import { parseNarrative } from '@aqar/domain/narratives';
import { entities } from '@aqar/domain/registry';
import { reports } from '@aqar/domain/reports/report-registry';
import type { Page } from '@playwright/test';
import { apiClient, expect, signInPage, test } from './support/fixtures.ts';

/**
 * Every word of the Arabic screens is Arabic (issue 24, part 4): a run of three Latin letters or
 * more on a screen is an English word left untranslated, unless it is data, a code or a currency.
 */

// What may stay in Latin letters besides data: currency codes, the brand, key names.
const allowed = new Set(['AED', 'USD', 'EUR', 'SAR', 'KWD', 'BHD', 'OMR', 'QAR', 'GBP', 'Aqar']);
// Keys of the keyboard, named in hints as they are printed on the keys.
const keys = ['Ctrl', 'Enter', 'Delete', 'Escape', 'Tab', 'Shift'];
// Codes the screen must say in words, which the data holds too (an entry's origin).
const codes = new Set(entryOrigins.flatMap((origin) => origin.split('_')));

const latinRuns = (text: string) => text.match(/[A-Za-z]{3,}/g) ?? [];

/**
 * Words of the demo's own data typed in Latin letters (Latin names, e-mails, bank names), read
 * from the API: the screens may show them. The codes of entry origins are not data here: the
 * screen must name an origin such as CHQ in words.
 */
const dataWords = (value: unknown, into: Set<string>) => {
  // A generated narrative is stored as its parts: only the names it carries are data.
  const narrative = parseNarrative(value);
  if (narrative) {
    const { origin: _origin, ...names } = narrative.params;
    dataWords(names, into);
  } else if (typeof value === 'string') {
    for (const word of latinRuns(value)) if (!codes.has(word)) into.add(word);
  } else if (Array.isArray(value)) {
    for (const item of value) dataWords(item, into);
  } else if (value && typeof value === 'object') {
    for (const item of Object.values(value)) dataWords(item, into);
  }
};

/** Latin words the screen shows (its text, placeholders and tooltips) that no allowance covers. */
const untranslated = async (page: Page, data: Set<string>) => {
  const text = await page.evaluate(() => {
    const parts = [document.body.innerText];
    for (const element of Array.from(document.querySelectorAll('[placeholder], [title]'))) {
      if (!(element as HTMLElement).offsetParent) continue;
      for (const name of ['placeholder', 'title']) {
        const value = element.getAttribute(name);
        if (value) parts.push(value);
      }
    }
    // E-mail addresses and colours (#RRGGBB) are data.
    return parts
      .join('\n')
      .replace(/[\w.+-]+@[\w.-]+/g, ' ')
      .replace(/#[0-9A-Fa-f]{6}\b/g, ' ');
  });
  return [...new Set(latinRuns(text))].filter(
    (word) => !allowed.has(word) && !keys.includes(word) && !data.has(word),
  );
};

test('the Arabic screens show no English', async ({ page, request }) => {
  test.setTimeout(240_000);
  const session = await signInPage(page, request, 'ar');
  const api = apiClient(request, session.accessToken);

  const listed = entities.filter((definition) => definition.api && definition.route);
  const data = new Set<string>();
  dataWords(session.user, data);
  const pages = await Promise.all(listed.map((definition) => api.list(definition.api!, { pageSize: 1000 })));
  for (const listPage of pages) dataWords(listPage.data, data);
  const [building] = (await api.list('/buildings')).data;

  const screens = [
    '/',
    // The list screens of the menu and their record forms.
    ...entities
      .filter(
        (definition) => definition.route && !documents.some((document) => document.key === definition.key),
      )
      .flatMap((definition) => [definition.route!, `${definition.route}?number=new`]),
    ...entities.filter((definition) => definition.chartRoute).map((definition) => definition.chartRoute!),
    // The documents: the list of their first pattern, and its first record.
    ...documents.flatMap((definition) =>
      hasPattern(definition)
        ? [`${definition.route}?code=1`, `${definition.route}?code=1&number=1`]
        : [definition.route!, `${definition.route}?number=1`],
    ),
    '/entries',
    '/entries?number=1',
    '/create-entry',
    '/cheques/desk',
    '/settings/alerts',
    `/building/details/${building.id}`,
    ...reports.map((report) => `/reports/${report.path}`),
  ];

  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const found: string[] = [];
  for (const screen of new Set(screens)) {
    // Within the app, as a person moves through it: no reload per screen.
    await page.evaluate((path) => {
      window.history.pushState({}, '', path);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, screen);
    await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === encodeURI(screen));
    // Settled: the screen drawn and no spinner or skeleton left.
    await expect(page.locator('main')).toBeVisible();
    await expect(page.locator('.ant-spin-spinning, .ant-skeleton')).toHaveCount(0);
    const words = await untranslated(page, data);
    if (words.length > 0) found.push(`${screen}: ${words.join(' ')}`);
    // A report is read once run too: its rows (origins, narratives) or its refusals.
    const run = page.getByTestId('report-run');
    if (screen.startsWith('/reports/') && (await run.isEnabled())) {
      await run.click();
      await expect(page.locator('.ant-spin-spinning, .ant-skeleton')).toHaveCount(0);
      const ran = await untranslated(page, data);
      if (ran.length > 0) found.push(`${screen} (run): ${ran.join(' ')}`);
    }
  }
  expect(found).toEqual([]);
});
