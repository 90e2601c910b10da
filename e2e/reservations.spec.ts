import type { Locator, Page } from '@playwright/test';
import { expect, recordForm, test, pick, openIn } from './support/fixtures.ts';

const shots = 'test-results/screens';

/** Chooses an option of a plain (option list) select. */
const choose = async (page: Page, combobox: Locator, text: string) => {
  await combobox.click();
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: text })
    .first()
    .click();
};

const languages = {
  en: {
    cards: 'Cards',
    title: 'Reservations',
    building: 'Palm Tower',
    apartment: 'Apartment',
    added: 'The record was added',
    noOptions: 'No options',
    reserved: 'Reserved',
  },
  ar: {
    cards: 'البطاقات',
    title: 'حجز العقارات',
    building: 'برج النخيل',
    apartment: 'شقة',
    added: 'تمت إضافة السجل',
    noOptions: 'لا توجد خيارات',
    reserved: 'محجوزة',
  },
} as const;

test.describe('reservations', () => {
  for (const [language, words] of Object.entries(languages)) {
    test(`(${language}) reserve an available unit of a building from the Cards menu, and see it leave the available list`, async ({
      page,
      api,
    }) => {
      test.setTimeout(180_000);
      const palm = (await api.list('/buildings', { search: 'Palm Tower' })).data[0];
      const unitNo = `E${language.toUpperCase()}${Date.now().toString(36).slice(-6)}`;
      const unit = await api.create('/apartments', {
        buildingId: palm.id,
        apartmentNo: unitNo,
        apartmentKind: 1,
        propertyType: 0,
      });
      const available = async () =>
        (await api.list('/apartments/available', { buildingId: palm.id, pageSize: 1000 })).data.map(
          (row) => row.id,
        );
      expect(await available()).toContain(unit.id);

      await openIn(page, language);
      await page.goto('/');
      if (language === 'ar') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await page.getByTestId('desktop-menu').getByText(words.cards, { exact: true }).click();
      await page
        .locator('.ant-menu-submenu-popup:visible')
        .getByRole('link', { name: words.title, exact: true })
        .click();
      await expect(page).toHaveURL(/\/reservation_property$/);
      await expect(page.locator('#list-title')).toHaveText(words.title);

      await page.getByTestId('list-add').click();
      const form = recordForm(page);
      const combobox = (field: string) => form.locator(`[data-field="${field}"]`).getByRole('combobox');
      await pick(page, combobox('accountId'), '12101', /12101/);
      // The unit waits for its kind.
      await expect(form.locator('[data-field="property_id"] .ant-select-disabled')).toBeVisible();
      await pick(page, combobox('buildingId'), 'Palm', words.building);
      await choose(page, combobox('propertyType'), words.apartment);
      await pick(page, combobox('property_id'), unitNo, unitNo);
      await page.screenshot({ path: `${shots}/${language}-reservation-form.png` });
      await form.getByTestId('form-save').click();
      await expect(page.locator('.ant-notification-notice').filter({ hasText: words.added })).toBeVisible();
      await form.getByTestId('form-close').click();

      // Reserved: off the building's available units, for the API and for the next reservation.
      expect(await available()).not.toContain(unit.id);
      await page.getByTestId('list-add').click();
      await pick(page, combobox('buildingId'), 'Palm', words.building);
      await choose(page, combobox('propertyType'), words.apartment);
      await combobox('property_id').click();
      await combobox('property_id').pressSequentially(unitNo, { delay: 30 });
      await expect(page.locator('.ant-select-dropdown:visible')).toContainText(words.noOptions);
      await page.screenshot({ path: `${shots}/${language}-reservation-unit-taken.png` });
      await page.keyboard.press('Escape');
      await form.getByTestId('form-close').click();

      // The unit's own list shows it reserved.
      await page.goto(`/apartments?buildingId=${palm.id}`);
      const row = page.locator('tr').filter({ hasText: unitNo });
      await expect(row.locator('.ant-tag')).toHaveText(words.reserved);
      await page.screenshot({ path: `${shots}/${language}-apartments-reserved.png` });
    });
  }
});
