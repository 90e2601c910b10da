import { apiClient, expect, openIn, seriousViolations, signInPage, test } from './support/fixtures.ts';

const words = {
  en: { menu: 'Reality reports', item: 'Building schema', rented: 'Rented' },
  ar: { menu: 'التقارير العقارية', item: 'مخطط المبنى', rented: 'مؤجرة' },
} as const;

for (const language of ['en', 'ar'] as const) {
  test(`the building schema shows every unit in its state, counts them, and opens a unit's contract (${language})`, async ({
    page,
    request,
  }) => {
    const session = await signInPage(page, request, language);
    const api = apiClient(request, session.accessToken);
    const reem = (await api.list('/buildings', { search: 'Al Reem' })).data[0];
    await openIn(page, language);

    // From the menu: Reality reports › Building schema.
    await page.goto('/');
    await page.getByTestId('desktop-menu').getByText(words[language].menu, { exact: true }).click();
    await page
      .locator('.ant-menu-submenu-popup:visible')
      .getByRole('link', { name: words[language].item, exact: true })
      .click();
    await expect(page).toHaveURL(/\/reports\/building-schema$/);
    await expect(page.locator('#schema-title')).toHaveText(words[language].item);
    await expect(page.getByTestId('building-schema')).toBeVisible();

    // The demo's Al Reem Tower on today's date: the legend counts what the matrices show.
    await page.goto(`/reports/building-schema?buildingId=${reem.id}`);
    const schema = page.getByTestId('building-schema');
    const legend = page.getByTestId('schema-legend');
    await expect(legend).toBeVisible();
    const cells = schema.locator('.schema-cell[data-state]');
    await expect(cells.first()).toBeVisible();
    const total = Number(await legend.locator('.schema-legend__total').getAttribute('data-count'));
    expect(total).toBeGreaterThan(0);
    await expect(cells).toHaveCount(total);
    const rentedCount = Number(await legend.locator('li[data-state=rented]').getAttribute('data-count'));
    expect(rentedCount).toBeGreaterThan(0);
    await expect(schema.locator('.schema-cell[data-state=rented]')).toHaveCount(rentedCount);
    const shares = await legend
      .locator('li[data-state]')
      .evaluateAll((items) =>
        items.map((item) => item.querySelector('.schema-legend__figure')?.textContent ?? ''),
      );
    const percentSum = shares.reduce(
      (sum, text) => sum + Math.round(Number(/([\d.]+)%/.exec(text)?.[1]) * 100),
      0,
    );
    expect(percentSum).toBe(10_000);
    expect(await seriousViolations(page, '[data-testid=building-schema]')).toEqual([]);
    await page.screenshot({ path: test.info().outputPath(`schema-${language}.png`), fullPage: true });

    // A rented unit names its state and tenant, and opens its contract over the schema.
    const rented = schema.locator('.schema-cell[data-state=rented]').first();
    await expect(rented).toHaveAttribute('aria-label', new RegExp(words[language].rented));
    await rented.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('[data-field="clientId"]')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // A day before any contract: nothing is rented.
    await page.goto(`/reports/building-schema?buildingId=${reem.id}&date=2000-01-01`);
    await expect(legend.locator('li[data-state=rented]')).toHaveAttribute('data-count', '0');

    // The tools screen colours the same units by state.
    await page.goto(`/building/details/${reem.id}`);
    await page.getByTestId('status-switch').click();
    await expect(page.getByTestId('building-schema').locator('.schema-cell[data-state]')).toHaveCount(total);
  });
}
