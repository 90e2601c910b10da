import { apiClient, expect, fieldInput, recordForm, signInPage, test, unique } from './support/fixtures.ts';

const shots = 'test-results/screens';

test.describe('values in the language', () => {
  test('records read by their Latin name outside Arabic and by their Arabic name in Arabic', async ({
    page,
    request,
  }) => {
    await signInPage(page, request, 'en');
    await page.goto('/chart/accounts');
    const tree = page.locator('.tree-chart__tree');
    await expect(tree).toContainText('Assets');
    await expect(tree).not.toContainText('الأصول');
    // The chart's search finds the Latin name too.
    await page.getByRole('searchbox').fill('main cash');
    await expect(tree.locator('.tree-chart__node').filter({ hasText: '1311' })).toHaveText('1311 Main cash');
    await page.screenshot({ path: `${shots}/en-accounts-chart.png` });

    // A list column showing a referenced record: the parent of current assets (12).
    await page.goto('/accounts');
    const currentAssets = page.locator('.data-table__row').filter({ hasText: 'Current assets' }).first();
    // Columns: selection, created, number, code, name, Latin name, type, parent.
    await expect(currentAssets.locator('td').nth(7)).toHaveText('Assets');

    await page
      .context()
      .addCookies([{ name: 'i18next', value: 'ar', url: test.info().project.use.baseURL! }]);
    await page.evaluate(() => localStorage.setItem('i18nextLng', 'ar'));
    await page.goto('/chart/accounts');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(tree).toContainText('الأصول');
    await expect(tree).not.toContainText('Assets');
    await page.screenshot({ path: `${shots}/ar-accounts-chart.png` });
  });

  test('numbers show the German separators, and a German decimal comma saves as a decimal point', async ({
    page,
    request,
  }) => {
    const session = await signInPage(page, request, 'de');
    const api = apiClient(request, session.accessToken);
    const code = unique('Q').replace(/\s/g, '').slice(0, 12);
    const created = await api.create('/currencies', { code, name: 'عملة', ltnname: 'Coin', rate: '1234.5' });

    await page.goto('/currencies');
    await page.getByTestId('list-search').getByRole('searchbox').fill(code);
    const row = page.locator('.data-table__row').filter({ hasText: code });
    await expect(row).toHaveCount(1);
    // Rates show eight decimals, grouped the German way.
    await expect(row).toContainText('1.234,50000000');

    await page.goto(`/currencies?number=${created.number}`);
    const rate = fieldInput(page, 'rate');
    await expect(rate).toHaveValue('1234,5');
    await rate.fill('3,75');
    await rate.blur();
    await expect(rate).toHaveValue('3,75');
    await page.screenshot({ path: `${shots}/de-currency-form.png` });
    await recordForm(page).getByTestId('form-save').click();
    await expect(recordForm(page).getByTestId('form-save')).toBeDisabled();
    const saved = (await api.list('/currencies', { code })).data.find((c) => c.code === code);
    expect(Number(saved?.rate)).toBe(3.75);
    expect(String(saved?.rate)).toMatch(/^3\.75/);
  });

  test('a switch in a record form keeps its own size, at the start of its field', async ({
    page,
    request,
  }) => {
    for (const language of ['en', 'ar']) {
      await page.context().clearCookies();
      await signInPage(page, request, language);
      await page.goto('/owner_expenses_types?number=new');
      const field = recordForm(page).locator('[data-field="isActive"]');
      const toggle = field.getByRole('switch');
      await expect(toggle).toBeVisible();
      // Distance from the field's start edge; polled, as Ant Design writes a component's styles when
      // it first renders, and the form's layout settles a moment after the switch shows.
      const offset = async () => {
        const fieldBox = (await field.boundingBox())!;
        const box = (await toggle.boundingBox())!;
        expect(box.width).toBeLessThan(80);
        return language === 'ar' ? fieldBox.x + fieldBox.width - (box.x + box.width) : box.x - fieldBox.x;
      };
      await expect.poll(offset).toBeLessThan(2);
      await page.screenshot({ path: `${shots}/${language}-switch.png` });
    }
  });
});
