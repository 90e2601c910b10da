import {
  expect,
  fieldInput,
  openIn,
  recordForm,
  seriousViolations,
  test,
  unique,
} from './support/fixtures.ts';

const shots = 'test-results/screens';

/*
 * One place for a lease (issue 26): Ctrl+K finds a unit by its number and opens it, keyboard
 * only; a contract opens with its summary header.
 */
const words = {
  en: { tenant: 'Tenant', outstanding: 'Outstanding' },
  ar: { tenant: 'المستأجر', outstanding: 'المتبقي' },
} as const;

test.describe('lease views', () => {
  for (const [language, word] of Object.entries(words)) {
    test(`(${language}) Ctrl+K finds unit 0202 with its building and opens it`, async ({ page, api }) => {
      // Unit 0202 of a building of its own: other buildings may have a 0202 too.
      const buildingName = unique('Search Tower');
      const building = await api.create('/buildings', {
        name: buildingName,
        apartmentFloor: 1,
        apartmentCount: 1,
      });
      const unit = await api.create('/apartments', {
        buildingId: building.id,
        apartmentNo: '0202',
        apartmentKind: 1,
        propertyType: 0,
      });
      await openIn(page, language);
      await page.goto('/');
      if (language === 'ar') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      const box = page.getByTestId('global-search').getByRole('combobox');
      await expect(box).toBeVisible();
      await page.locator('body').press('Control+k');
      await expect(box).toBeFocused();
      await page.keyboard.type('0202');
      const hits = page.locator('.ant-select-dropdown:visible [data-testid="search-hit"][data-kind="units"]');
      await expect(hits.filter({ hasText: buildingName })).toHaveCount(1);
      await page.screenshot({ path: `${shots}/${language}-lease-search.png` });
      // The options as drawn (rc-select's hidden list of a grouped dropdown marks its group
      // header aria-selected, an rc-select matter the menu's own groups share).
      expect(await seriousViolations(page, '.ant-select-dropdown .ant-select-item-option')).toEqual([]);
      // Keyboard only: down to this building's 0202, then Enter opens it.
      const active = page.locator('.ant-select-dropdown:visible .ant-select-item-option-active');
      for (let step = 0; step < 20; step++) {
        await page.keyboard.press('ArrowDown');
        const text = await active.textContent({ timeout: 2000 }).catch(() => '');
        if ((text ?? '').includes(buildingName)) break;
      }
      await expect(active).toContainText(buildingName);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`/apartments\\?number=${unit.number}$`));
      await expect(fieldInput(page, 'apartmentNo')).toHaveValue('0202');
      // The unit's form says who rents it today: nobody yet.
      await expect(recordForm(page).getByTestId('unit-occupancy')).toBeVisible();
      await page.screenshot({ path: `${shots}/${language}-unit-occupancy.png` });
    });

    test(`(${language}) a contract opens with its summary header`, async ({ page, api }) => {
      const building = await api.create('/buildings', {
        name: unique('Summary'),
        apartmentFloor: 1,
        apartmentCount: 1,
      });
      const unitNo = unique('U');
      const unit = await api.create('/apartments', {
        buildingId: building.id,
        apartmentNo: unitNo,
        apartmentKind: 1,
        propertyType: 0,
      });
      const tenant = unique('Tenant');
      const client = await api.create('/users', { cardType: 1, name: tenant, phone: '+971500000003' });
      const pattern = (await api.list('/contract-patterns', { code: 1 })).data[0];
      const aed = (await api.list('/currencies', { code: 'AED' })).data[0];
      const today = new Date().toISOString().slice(0, 10);
      const signed = await api.create('/contracts', {
        contractPatternId: pattern.id,
        clientId: client.id,
        buildingId: building.id,
        apartmentId: unit.id,
        currencyId: aed.id,
        issueDate: today,
        startDurationDate: today,
        contractDuration: 3,
        contractValue: '60000',
        discountRate: '10',
        vatRate: '5',
        currentSecuringValue: '3000',
        paidType: 2,
      });

      await openIn(page, language);
      await page.goto(`/contracts?code=1&number=${signed.number}`);
      await expect(recordForm(page).locator('.record-form__number')).toHaveText(`#${signed.number}`);
      const summary = recordForm(page).getByTestId('contract-summary');
      await expect(summary).toContainText(word.tenant);
      await expect(summary).toContainText(word.outstanding);
      await expect(summary.getByTestId('summary-tenant')).toHaveText(tenant);
      await expect(summary.getByTestId('summary-unit')).toContainText(unitNo);
      await expect(summary.getByTestId('summary-value')).toHaveText(/56,?700\.00/);
      await expect(summary.getByTestId('summary-paid')).toHaveText(/0\.00/);
      await expect(summary.getByTestId('summary-outstanding')).toHaveText(/56,?700\.00/);
      await expect(summary.getByTestId('summary-deposit')).toHaveText(/3,?000\.00/);
      await page.screenshot({ path: `${shots}/${language}-contract-summary.png` });
      expect(await seriousViolations(page, '[data-testid="contract-summary"]')).toEqual([]);
    });
  }
});
