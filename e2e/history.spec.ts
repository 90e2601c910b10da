import {
  expect,
  fieldInput,
  openIn,
  recordForm,
  seriousViolations,
  test,
  unique,
} from './support/fixtures.ts';

const languages = {
  en: {
    history: 'History',
    changed: 'Changed',
    created: 'Created',
    address: 'Address',
    showHijri: 'Show Hijri dates',
    hideHijri: 'Hide Hijri dates',
    era: 'AH',
  },
  ar: {
    history: 'السجل',
    changed: 'عُدّل',
    created: 'أُنشئ',
    address: 'العنوان',
    showHijri: 'إظهار التاريخ الهجري',
    hideHijri: 'إخفاء التاريخ الهجري',
    era: 'هـ',
  },
};

const shots = 'test-results/screens';

test.describe('record history and Hijri dates', () => {
  for (const [language, words] of Object.entries(languages)) {
    test(`(${language}) edit a store and read the change in its History tab`, async ({ page, api }) => {
      const name = unique('History store');
      const store = await api.create('/stores', { name, address: 'Old quay 1' });
      await openIn(page, language);
      await page.goto(`/stores?number=${store.number}`);
      if (language === 'ar') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      const form = recordForm(page);
      await expect(fieldInput(page, 'name')).toHaveValue(name);

      await fieldInput(page, 'address').fill('New harbour 7');
      await form.getByTestId('form-save').click();
      await expect(form.getByTestId('form-save')).toBeDisabled();

      await form.getByRole('tab', { name: words.history }).click();
      const items = form.getByTestId('history-item');
      await expect(items).toHaveCount(2);
      const change = items.first();
      await expect(change).toContainText(words.changed);
      await expect(change).toContainText('Demo Administrator');
      const address = change.locator('tr[data-field="address"]');
      await expect(address.locator('th')).toHaveText(words.address);
      await expect(address.getByTestId('history-before')).toHaveText('Old quay 1');
      await expect(address.getByTestId('history-after')).toHaveText('New harbour 7');
      // Only what changed is listed for a change; the create lists what it set.
      await expect(change.locator('tbody tr')).toHaveCount(1);
      await expect(items.last()).toContainText(words.created);
      await expect(items.last().locator('tr[data-field="name"] [data-testid="history-after"]')).toHaveText(
        name,
      );
      await page.screenshot({ path: `${shots}/${language}-record-history.png`, fullPage: true });
      expect(await seriousViolations(page, '[data-testid="record-form"]')).toEqual([]);
    });

    test(`(${language}) turn on Hijri dates and see them in a list and beside a date picker`, async ({
      page,
      request,
      signedIn,
    }) => {
      const headers = { Authorization: `Bearer ${signedIn.accessToken}` };
      const reset = await request.put('/api/v1/preferences', { data: { hijriDates: false }, headers });
      expect(reset.ok()).toBeTruthy();
      await openIn(page, language);
      await page.goto('/contracts?code=1');
      const rows = page.locator('.data-table__row');
      await expect(rows.first()).toBeVisible();
      const hijri = new RegExp(`\\(\\d\\d/\\d\\d/14\\d\\d ${words.era}\\)`);
      await expect(rows.first()).not.toContainText(hijri);

      await page.getByTestId('user-menu').click();
      await page.getByRole('menuitem', { name: words.showHijri }).click();
      await expect(rows.first()).toContainText(hijri);
      // The choice is kept by the server: a reload keeps it.
      await page.reload();
      await expect(page.locator('.data-table__row').first()).toContainText(hijri);

      await page.locator('.data-table__row').first().getByRole('link').first().click();
      const form = recordForm(page);
      await expect(form.getByTestId('date-input-hijri').first()).toContainText(words.era);
      await page.screenshot({ path: `${shots}/${language}-hijri-dates.png`, fullPage: true });
      expect(await seriousViolations(page)).toEqual([]);

      // The contract's entry popup leads to the contract's history, its entries' changes among them.
      await form.getByTestId('view-entry').click();
      await page.getByTestId('entry-document-history').click();
      await expect(page.getByTestId('entry-popup')).toHaveCount(0);
      await expect(form.getByTestId('history-panel')).toBeVisible();
      await expect(form.locator('.record-history__item--entry').first()).toBeVisible();
      expect(await seriousViolations(page, '[data-testid="record-form"]')).toEqual([]);
      await form.getByTestId('form-close').click();

      await page.getByTestId('user-menu').click();
      await page.getByRole('menuitem', { name: words.hideHijri }).click();
      await expect(page.locator('.data-table__row').first()).not.toContainText(hijri);
    });
  }
  test('a date typed in the Hijri calendar is kept as its Gregorian day', async ({ page, api }) => {
    const lessor = await api.create('/lessors', {
      name: unique('Hijri lessor'),
      passport: 'P-1447',
      email: 'hijri.lessor@example.com',
    });
    await page.goto(`/lessors?number=${lessor.number}`);
    const form = recordForm(page);
    const date = fieldInput(page, 'passportExpiryDate');
    await date.click();
    await date.fill('01/09/1447');
    await date.press('Tab');
    // 1 Ramadan 1447 in Umm al-Qura is 18 February 2026.
    await expect(date).toHaveValue('18/02/2026');
    await form.getByTestId('form-save').click();
    await expect(form.getByTestId('form-save')).toBeDisabled();
    const stored = await api.get<{ passportExpiryDate: string }>(`/lessors/${lessor.id}`);
    expect(stored.passportExpiryDate).toBe('2026-02-18');
  });
});
