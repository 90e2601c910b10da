import { readFileSync } from 'node:fs';
import { expect, test, unique } from './support/fixtures.ts';

// A reader who was signed in gets the whole app as one classic script (web/vite.classic.config.ts),
// which the browser keeps compiled between visits; everyone else gets the module build.
test.describe('classic build', () => {
  test('a returning reader runs the classic script, and its spreadsheet export loads the library', async ({
    page,
    api,
  }) => {
    const name = unique('Classic store');
    await api.create('/stores', { name });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/stores');
    await expect(page.getByTestId('list-table')).toBeVisible();
    const scripts = await page.evaluate(() =>
      [...document.scripts].map((script) => ({ src: script.src, type: script.type })),
    );
    expect(scripts.some((script) => /\/assets\/app-classic-[\w-]+\.js$/.test(script.src))).toBe(true);
    expect(scripts.filter((script) => script.type === 'module')).toEqual([]);

    await page.getByTestId('list-search').getByRole('searchbox').fill(name);
    await expect(page.locator('.data-table__row')).toHaveCount(1);
    await page.getByTestId('list-export').click();
    const download = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: 'Export to Excel (XLSX)' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^stores-\d{4}-\d{2}-\d{2}\.xlsx$/);
    // An XLSX file is a zip archive.
    expect(
      readFileSync(await file.path())
        .subarray(0, 2)
        .toString(),
    ).toBe('PK');
    expect(errors).toEqual([]);
  });

  test('a visitor who is not signed in gets the module build', async ({ page }) => {
    await page.goto('/login');
    await expect(page.locator('#login-email')).toBeVisible();
    const modules = await page.evaluate(() => document.querySelectorAll('script[type="module"]').length);
    expect(modules).toBeGreaterThan(0);
  });
});
