import {
  expect,
  fieldInput,
  openIn,
  recordForm,
  seriousViolations,
  signInPage,
  test,
  unique,
} from './support/fixtures.ts';

const words = {
  en: { settings: 'Alert settings', vacant: 'has been vacant since', saved: 'Alert settings saved' },
  ar: { settings: 'إعدادات التنبيهات', vacant: 'شاغرة منذ', saved: 'حُفظت إعدادات التنبيهات' },
} as const;

for (const language of ['en', 'ar'] as const) {
  test(`the bell lists the user's alerts, opens their records and marks them read (${language})`, async ({
    page,
    request,
    api,
    signedIn,
  }) => {
    const headers = { Authorization: `Bearer ${signedIn.accessToken}` };
    // Vacant units from their first day; whatever the demo data alerts is read first, so the new
    // unit's alert is the one unread.
    const settings = (kinds: Record<string, unknown>) =>
      request.put('/api/v1/settings/alerts', { data: { kinds }, headers });
    expect((await settings({ unitVacant: { enabled: true, days: 0 } })).ok()).toBeTruthy();
    expect((await request.post('/api/v1/alerts/read', { data: { all: true }, headers })).ok()).toBeTruthy();
    const building = await api.create('/buildings', {
      name: unique('Bell Tower'),
      apartmentFloor: 1,
      apartmentCount: 1,
    });
    const unitNo = unique('BELL');
    await api.create('/apartments', {
      buildingId: building.id,
      apartmentNo: unitNo,
      apartmentKind: 1,
      propertyType: 1,
    });

    await signInPage(page, request, language);
    await openIn(page, language);
    // The settings screen shows them, and turns a kind off.
    await page.goto('/settings/alerts');
    const screen = page.getByTestId('alert-settings-screen');
    await expect(screen.getByRole('heading', { level: 1 })).toHaveText(words[language].settings);
    await expect(
      page.getByTestId('alert-days-unitVacant').locator('xpath=descendant-or-self::input'),
    ).toHaveValue('0');
    await page.getByTestId('alert-enabled-statementUnpaid').click();
    await page.getByTestId('alert-settings-save').click();
    await expect(page.getByText(words[language].saved)).toBeVisible();
    expect(await seriousViolations(page, '[data-testid=alert-settings-screen]')).toEqual([]);

    // The bell counts it; the keyboard opens the panel.
    const bell = page.getByTestId('notifications');
    await expect(bell.locator('.ant-badge-count')).toHaveText('1');
    await bell.focus();
    await page.keyboard.press('Enter');
    const panel = page.getByTestId('notifications-panel');
    await expect(panel).toBeVisible();
    const item = panel.locator('[data-kind=unitVacant]', { hasText: unitNo });
    await expect(item).toContainText(words[language].vacant);
    await expect(item).toHaveAttribute('data-read', 'false');
    await page.screenshot({ path: test.info().outputPath(`alerts-${language}.png`) });
    expect(await seriousViolations(page, '[data-testid=notifications-panel]')).toEqual([]);

    // Opening it shows the unit's card over the screen and marks it read.
    await item.click();
    const popup = recordForm(page, 'popup-1');
    await expect(popup).toBeVisible();
    await expect(fieldInput(page, 'apartmentNo', 'popup-1')).toHaveValue(unitNo);
    await expect(bell.locator('.ant-badge-count')).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(popup).toHaveCount(0);

    // Marked read, it stays listed; mark all read leaves nothing unread.
    await bell.click();
    await expect(panel.locator('[data-kind=unitVacant]', { hasText: unitNo })).toHaveAttribute(
      'data-read',
      'true',
    );
    await expect(page.getByTestId('alerts-mark-all')).toBeDisabled();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(bell).toBeFocused();

    // Back to the default, so other tests see the demo's own alerts.
    await settings({
      unitVacant: { enabled: true, days: 60 },
      statementUnpaid: { enabled: true, days: null },
    });
  });
}
