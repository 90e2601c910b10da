import { expect, openIn, pick, recordForm, seriousViolations, test } from './support/fixtures.ts';

const shots = 'test-results/screens';

const languages = {
  en: {
    transactions: 'Realty transactions',
    lawsuit: 'Lawsuit',
    added: 'The record was added',
    underLawsuit: 'Under lawsuit',
    expensesTab: 'Expenses',
    terminationTab: 'Termination',
  },
  ar: {
    transactions: 'العمليات العقارية',
    lawsuit: 'دعوى قضائية',
    added: 'تمت إضافة السجل',
    underLawsuit: 'عليها قضية',
    expensesTab: 'المصاريف',
    terminationTab: 'الإنهاء',
  },
} as const;

test.describe('lawsuits', () => {
  for (const [language, words] of Object.entries(languages)) {
    test(`(${language}) open a lawsuit on a contract from the menu and see the unit under lawsuit`, async ({
      page,
      api,
    }) => {
      test.setTimeout(240_000);
      const tag = `${language}${Date.now().toString(36).slice(-5)}`;
      const govNumber = String(Date.now() % 1e9);
      const building = await api.create('/buildings', {
        name: `Court Tower ${tag}`,
        ltnname: `Court Tower ${tag}`,
        apartmentFloor: 1,
        apartmentCount: 1,
      });
      const unitNo = `LS-${tag}`;
      const unit = await api.create('/apartments', {
        buildingId: building.id,
        apartmentNo: unitNo,
        apartmentKind: 1,
        propertyType: 0,
      });
      const client = await api.create('/users', {
        cardType: 1,
        name: `Tenant ${tag}`,
        ltnname: `Tenant ${tag}`,
        phone: `+9715${Math.floor(Math.random() * 1e8)}`,
      });
      const pattern = (await api.list('/contract-patterns', { pageSize: 100 })).data.find(
        (candidate) => candidate.code === 1,
      );
      const aed = (await api.list('/currencies', { code: 'AED' })).data[0];
      const today = new Date().toISOString().slice(0, 10);
      await api.create('/contracts', {
        contractPatternId: pattern?.id,
        govNumber,
        clientId: client.id,
        buildingId: building.id,
        apartmentId: unit.id,
        currencyId: aed.id,
        issueDate: today,
        startDurationDate: today,
        contractDuration: 3,
        contractValue: '12000',
        currentSecuringValue: '1000',
        paidType: 2,
      });

      await openIn(page, language);
      await page.goto('/');
      if (language === 'ar') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await page.getByTestId('desktop-menu').getByText(words.transactions, { exact: true }).click();
      await page
        .locator('.ant-menu-submenu-popup:visible')
        .getByRole('link', { name: words.lawsuit, exact: true })
        .click();
      await expect(page).toHaveURL(/\/lawsuits$/);
      await expect(page.locator('#list-title')).toHaveText(words.lawsuit);
      expect(await seriousViolations(page, '.list-screen')).toEqual([]);

      await page.getByTestId('list-add').click();
      const form = recordForm(page);
      await pick(page, form.locator('[data-field="contractId"]').getByRole('combobox'), govNumber, govNumber);
      await form.locator('[data-field="lawsuitNo"] input').fill(`C-${tag}`);
      await page.screenshot({ path: `${shots}/${language}-lawsuit-form.png` });
      await form.getByRole('tab', { name: words.expensesTab, exact: true }).click();
      await page.screenshot({ path: `${shots}/${language}-lawsuit-expenses.png` });
      await form.getByTestId('form-save').click();
      await expect(page.locator('.ant-notification-notice').filter({ hasText: words.added })).toBeVisible();
      expect(await seriousViolations(page, '[data-testid="record-form"]')).toEqual([]);
      await form.getByTestId('form-close').click();

      // The unit's list shows it under lawsuit, and so does its own form.
      await page.goto('/apartments');
      const row = page.getByRole('row').filter({ hasText: unitNo });
      await expect(row).toContainText(words.underLawsuit);
      await page.screenshot({ path: `${shots}/${language}-lawsuit-unit-list.png` });
      const saved = (await api.list('/lawsuits', { pageSize: 1000 })).data.find(
        (lawsuit) => lawsuit.lawsuitNo === `C-${tag}`,
      );
      expect(saved?.unitId).toBe(unit.id);
      const flagged = await api.get(`/apartments/${unit.id}`);
      expect(flagged.hasLawsuit).toBe(true);
    });
  }
});
