import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { apiClient, expect, signInPage, test, unique } from './support/fixtures.ts';

const seriousViolations = async (page: Page) => {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
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
