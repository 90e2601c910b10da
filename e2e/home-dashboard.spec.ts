import { expect, openIn, seriousViolations, signInPage, test } from './support/fixtures.ts';

const titles = {
  en: { dashboard: 'Overview', schema: 'Building schema' },
  ar: { dashboard: 'نظرة عامة', schema: 'مخطط المبنى' },
} as const;

for (const language of ['en', 'ar'] as const) {
  test(`the home dashboard draws its charts from the data and each leads to what it counts (${language})`, async ({
    page,
    request,
  }) => {
    await signInPage(page, request, language);
    await openIn(page, language);
    await page.goto('/');
    const dashboard = page.getByTestId('dashboard');
    await expect(dashboard.locator('#dashboard-title')).toHaveText(titles[language].dashboard);
    // Every chart is drawn, with bars: the demo company has buildings, rents and cheques.
    for (const chart of ['occupancy', 'rent', 'weeks', 'arrears']) {
      await expect(page.getByTestId(`chart-${chart}`).locator('svg')).toBeVisible();
    }
    const rentedBars = page.getByTestId('chart-occupancy').locator('path[fill="#2e7d32"]');
    await expect(rentedBars.first()).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`dashboard-${language}.png`), fullPage: true });

    expect(await seriousViolations(page, '[data-testid=dashboard]')).toEqual([]);

    // A building's bar opens its schema.
    await rentedBars.first().click();
    await expect(page).toHaveURL(/\/reports\/building-schema\?buildingId=[0-9a-f-]{36}$/);
    await expect(page.locator('#schema-title')).toHaveText(titles[language].schema);
    await expect(page.getByTestId('schema-legend').locator('li[data-state=rented]')).not.toHaveAttribute(
      'data-count',
      '0',
    );

    // The arrears open the cheque desk's overdue cheques.
    await page.goto('/');
    await page.getByTestId('dashboard-arrears').getByRole('link').click();
    await expect(page).toHaveURL(/\/cheques\/desk\?bucket=overdue$/);
  });
}
