import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { apiClient, expect, signInPage, test, unique } from './support/fixtures.ts';

/**
 * Serious and critical violations of WCAG 2.1 A and AA. `screenOnly` leaves out what every screen
 * shares (the top bar and menu, checked on the home page) and a long list's rows past its first
 * ten, drawn by the same code: fifty screens are checked in minutes.
 */
const seriousViolations = async (page: Page, { screenOnly = false } = {}) => {
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  if (screenOnly)
    builder
      .include('main')
      .exclude('.data-table__row:nth-child(n + 11)')
      .exclude('.report-screen__table tr.ant-table-row:nth-child(n + 12)');
  const results = await builder.analyze();
  // WCAG 2.5.3 (label in name) is on by default since axe-core 4.14: make sure it ran.
  const ran = [...results.passes, ...results.violations, ...results.incomplete, ...results.inapplicable];
  expect(ran.map((rule) => rule.id)).toContain('label-content-name-mismatch');
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
};

/** Waits until a screen has drawn its data: no spinner, no table still loading. */
const settled = async (page: Page) => {
  await expect(page.locator('main :is(h1, h2)').first()).toBeVisible();
  await expect(page.locator('main :is([aria-busy="true"], .ant-spin-spinning)')).toHaveCount(0);
};

/**
 * The list and report screens the menu leads to, read from the home page, which lists every leaf
 * of the menu (the same tree, patterns included): one address per screen, so the patterns of one
 * document share a run. Tree charts and the new-entry form are not lists.
 */
const menuScreens = async (page: Page) => {
  await page.goto('/');
  const links = page.locator('.home-page__links a');
  // The patterns' items come with the menu's data, a moment after the first draw.
  await expect(links.and(page.locator('[href="/cheques?code=1"]'))).toHaveCount(1);
  const screens = new Map<string, string>();
  for (const href of await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href') ?? ''))) {
    const pathname = href.split('?')[0];
    if (pathname.startsWith('/chart/') || pathname === '/create-entry') continue;
    if (!screens.has(pathname)) screens.set(pathname, href);
  }
  return [...screens.values()];
};

for (const language of ['en', 'ar']) {
  test.describe(`accessibility of every screen of the menu (${language})`, () => {
    // Two runs, so that a failure names its half and each stays within its time.
    for (const part of ['lists', 'reports'] as const) {
      test(`${part === 'lists' ? 'home and every list' : 'every report'} screen: no serious violations`, async ({
        page,
        request,
      }) => {
        // About fifty screens with axe each: minutes on a busy 2-core machine, never a timing failure.
        test.setTimeout(1_200_000);
        await signInPage(page, request, language);
        const screens = await menuScreens(page);
        // The menu reaches the lists and reports of every group (about fifty screens).
        expect(screens).toEqual(
          expect.arrayContaining(['/entries', '/cheques?code=1', '/reports/trial-balance']),
        );
        expect(screens.length).toBeGreaterThan(40);
        const reports = screens.filter((address) => address.startsWith('/reports/'));
        const addresses = part === 'lists' ? ['/', ...screens.filter((a) => !reports.includes(a))] : reports;
        const found: Record<string, unknown> = {};
        for (const address of addresses) {
          await page.goto(address);
          await settled(page);
          const violations = await seriousViolations(page, { screenOnly: address !== '/' });
          if (violations.length > 0) found[address] = violations;
        }
        expect(found).toEqual({});
      });
    }

    test('the dark theme: home, entries and cheques have no serious violations', async ({
      page,
      request,
    }) => {
      await page.addInitScript(() => localStorage.setItem('aqar.theme', 'dark'));
      await signInPage(page, request, language);
      const found: Record<string, unknown> = {};
      for (const address of ['/', '/entries', '/cheques?code=2']) {
        await page.goto(address);
        await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
        await settled(page);
        const violations = await seriousViolations(page);
        if (violations.length > 0) found[address] = violations;
      }
      expect(found).toEqual({});
    });
  });
}

for (const language of ['en', 'ar']) {
  test.describe(`accessibility (${language})`, () => {
    test('login screen', async ({ page }) => {
      await page.goto(`/login?lng=${language}`);
      await expect(page.getByTestId('login-submit')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });

    test('list screen', async ({ page, request }) => {
      const session = await signInPage(page, request, language);
      await apiClient(request, session.accessToken).create('/stores', { name: unique('Accessible store') });
      await page.goto('/stores');
      await expect(page.locator('.data-table__row').first()).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });

    test('record form', async ({ page, request }) => {
      const session = await signInPage(page, request, language);
      const created = await apiClient(request, session.accessToken).create('/stores', {
        name: unique('Accessible store'),
      });
      await page.goto(`/stores?number=${created.number}`);
      await expect(page.getByTestId('record-form').locator('[data-field="name"] input')).not.toHaveValue('');
      expect(await seriousViolations(page)).toEqual([]);
    });

    test('report screen with its results', async ({ page, request }) => {
      await signInPage(page, request, language);
      await page.goto('/reports/trial-balance');
      await page.getByTestId('report-run').click();
      await expect(page.getByTestId('report-totals')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}
