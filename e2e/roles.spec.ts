import AxeBuilder from '@axe-core/playwright';
import { apiClient, expect, signInPage, test, unique } from './support/fixtures.ts';

const languages = {
  en: { reem: 'Al Reem Tower', palm: 'Palm Tower' },
  ar: { reem: 'برج الريم', palm: 'برج النخيل' },
} as const;

for (const [language, words] of Object.entries(languages)) {
  test(`(${language}) a leasing agent signs in and sees only the buildings given to them`, async ({
    page,
  }) => {
    const baseURL = test.info().project.use.baseURL!;
    await page.context().addCookies([{ name: 'i18next', value: language, url: baseURL }]);
    await page.goto('/login');
    await page.locator('#login-email').fill('agent@aqar.demo');
    await page.locator('#login-password').fill('aqar-demo-2026');
    await page.getByTestId('login-submit').click();
    await expect(page.getByTestId('user-menu')).toBeVisible();
    if (language === 'ar') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

    // The home page's cards: the agent's building, not the others.
    await expect(page.locator('.building-cards').getByRole('heading', { name: words.reem })).toBeVisible();
    await expect(page.locator('.building-cards').getByRole('heading', { name: words.palm })).toHaveCount(0);

    // The buildings list and the units list hold the agent's building only.
    await page.goto('/buildings');
    await expect(page.locator('.data-table__row')).toHaveCount(1);
    await expect(page.locator('.data-table__row').first()).toContainText(words.reem);
    await page.goto('/apartments');
    const rows = page.locator('.data-table__row');
    await expect(rows.first()).toContainText(words.reem);
    for (const text of await rows.allInnerTexts()) expect(text).not.toContain(words.palm);
    await page.screenshot({ path: `test-results/screens/${language}-agent-apartments.png` });

    // What the role may not do is not offered: no staff screen in the menu, no delete on units.
    await expect(page.getByTestId('list-delete-selected')).toHaveCount(0);
    await expect(page.locator('a[href="/staff"]')).toHaveCount(0);
    await expect(page.locator('a[href="/roles"]')).toHaveCount(0);
  });
}

test('the administrator edits a role’s permissions in the matrix, with no serious accessibility violation (en, ar)', async ({
  page,
  request,
}) => {
  for (const language of ['en', 'ar']) {
    const session = await signInPage(page, request, language);
    const api = apiClient(request, session.accessToken);
    const role = await api.create('/roles', { name: unique('Bank viewer'), grants: {} });
    await page.goto('/roles');
    await expect(page.getByTestId('list-table')).toBeVisible();
    await page.goto(`/roles/${role.id}/permissions`);
    await page.getByTestId('grant-bank-list').check();
    await page.getByTestId('grant-bank-read').check();
    await page.getByTestId('role-save').click();
    await expect
      .poll(async () => (await api.get(`/roles/${role.id}`)).grants)
      .toEqual({ bank: ['list', 'read'] });
    const serious = (
      await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
    ).violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
    expect(serious.map((violation) => `${violation.id} ${violation.nodes[0]?.target}`)).toEqual([]);
    await page.screenshot({ path: `test-results/screens/${language}-role-permissions.png` });
  }
});
