import { expect, recordForm, test, unique, pick, openIn } from './support/fixtures.ts';

const shots = 'test-results/screens';

const languages = {
  en: {
    menu: 'Accounting transactions',
    pattern: 'Apartment Rent',
    added: 'The record was added',
    termination: 'Termination',
    renewed: 'Contract renewed',
  },
  ar: {
    menu: 'العمليات المحاسبية',
    pattern: 'عقد إيجار شقة',
    added: 'تمت إضافة السجل',
    termination: 'الفسخ',
    renewed: 'تم تجديد العقد',
  },
} as const;

test.describe('contracts', () => {
  for (const [language, words] of Object.entries(languages)) {
    test(`(${language}) open a contract pattern from the menu, pick building and unit, see the price chain, save and see the entry`, async ({
      page,
      api,
    }) => {
      test.setTimeout(180_000);
      const buildingName = unique('Tower');
      const building = await api.create('/buildings', {
        name: buildingName,
        ltnname: buildingName,
        apartmentFloor: 1,
        apartmentCount: 2,
      });
      const unitNo = unique('F');
      const unit = await api.create('/apartments', {
        buildingId: building.id,
        apartmentNo: unitNo,
        apartmentKind: 1,
        propertyType: 0,
      });
      const taken = await api.create('/apartments', {
        buildingId: building.id,
        apartmentNo: unique('T'),
        apartmentKind: 1,
        propertyType: 0,
      });
      const clientName = unique('Tenant');
      const client = await api.create('/users', {
        cardType: 1,
        name: clientName,
        phone: '+971500000002',
      });
      const pattern = (await api.list('/contract-patterns', { code: 1 })).data[0];
      const aed = (await api.list('/currencies', { code: 'AED' })).data[0];
      const today = new Date().toISOString().slice(0, 10);
      // The second unit is rented over today: the picker must not offer it.
      await api.create('/contracts', {
        contractPatternId: pattern.id,
        clientId: client.id,
        buildingId: building.id,
        apartmentId: taken.id,
        currencyId: aed.id,
        issueDate: today,
        startDurationDate: today,
        contractDuration: 3,
        contractValue: '1000',
        currentSecuringValue: '100',
        paidType: 2,
      });

      await openIn(page, language);
      await page.goto('/');
      if (language === 'ar') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await page.getByTestId('desktop-menu').getByText(words.menu, { exact: true }).click();
      await page
        .locator('.ant-menu-submenu-popup:visible')
        .getByRole('link', { name: words.pattern, exact: true })
        .click();
      await expect(page).toHaveURL(/\/contracts\?code=1$/);
      // A flat's contracts list neither shows nor filters by the other kinds of unit.
      const heads = page.locator('.data-table thead th');
      await expect(heads.filter({ hasText: /Apartment|الشقة/ })).toHaveCount(1);
      await expect(heads.filter({ hasText: /Shop|المحل/ })).toHaveCount(0);

      await page.getByTestId('list-add').click();
      const form = recordForm(page);
      await pick(
        page,
        form.locator('[data-field="buildingId"]').getByRole('combobox'),
        buildingName,
        buildingName,
      );
      const unitPicker = form.locator('[data-field="apartmentId"]').getByRole('combobox');
      await unitPicker.click();
      const options = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
      await expect(options.filter({ hasText: unitNo })).toHaveCount(1);
      await expect(options).toHaveCount(1);
      await page.keyboard.press('Escape');
      await pick(page, unitPicker, unitNo, unitNo);
      await pick(page, form.locator('[data-field="clientId"]').getByRole('combobox'), clientName, clientName);
      // The end date follows the start and the one-year duration.
      await expect(form.locator('[data-field="endDurationDate"] input')).not.toHaveValue('');

      await form.locator('[data-field="contractValue"] input').fill('60000');
      await form.locator('[data-field="discountRate"] input').fill('10');
      await form.locator('[data-field="vatRate"] input').fill('5');
      await form.locator('[data-field="currentSecuringValue"] input').fill('3000');
      const footer = form.getByTestId('totals-footer');
      await expect(footer.locator('[data-total="discountValue"]')).toHaveText(/6,?000\.00/);
      await expect(footer.locator('[data-total="priceBeforeVat"]')).toHaveText(/54,?000\.00/);
      await expect(footer.locator('[data-total="vatValue"]')).toHaveText(/2,?700\.00/);
      await expect(footer.locator('[data-total="finalPrice"]')).toHaveText(/56,?700\.00/);
      await page.screenshot({ path: `${shots}/${language}-contract-form.png` });
      await footer.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${shots}/${language}-contract-price-chain.png` });

      await form.getByTestId('form-save').click();
      await expect(page.locator('.ant-notification-notice').filter({ hasText: words.added })).toBeVisible();
      // Paid in installments (the default): its installment popup opens as the next step.
      await expect(page.getByTestId('popup-1')).toHaveAttribute('data-entity', 'installment');
      await page.getByTestId('popup-1').getByTestId('installment-close').click();
      // Saved, the form stays on that contract: its number, its values and its next actions.
      const saved = (await api.list('/contracts', { apartmentId: unit.id })).data[0];
      await expect(page).toHaveURL(new RegExp(`number=${saved.number}$`));
      await expect(form.locator('.record-form__number')).toHaveText(`#${saved.number}`);
      await expect(form.getByTestId('pager-new')).toHaveCount(0);
      await expect(footer.locator('[data-total="finalPrice"]')).toHaveText(/56,?700\.00/);
      await expect(form.getByTestId('view-entry')).toBeVisible();
      await expect(form.getByTestId('form-save')).toBeDisabled();
      // Its summary header: who rents what, and where the money stands.
      const summary = form.getByTestId('contract-summary');
      await expect(summary.getByTestId('summary-tenant')).toHaveText(clientName);
      await expect(summary.getByTestId('summary-unit')).toContainText(unitNo);
      await expect(summary.getByTestId('summary-value')).toHaveText(/56,?700\.00/);
      await form.getByTestId('form-close').click();

      expect(saved.finalPrice).toBe('56700.0000');
      expect(saved.costCenterId).toBe(unit.costCenterId);
      await page.goto(`/contracts?code=1&number=${saved.number}`);
      await expect(footer.locator('[data-total="finalPrice"]')).toHaveText(/56,?700\.00/);
      await form.getByTestId('view-entry').click();
      const lines = page
        .getByTestId('entry-popup-body')
        .getByTestId('entry-lines')
        .locator('tbody tr.ant-table-row');
      await expect(lines).toHaveCount(5);
      await page.screenshot({ path: `${shots}/${language}-contract-entry.png` });
      await page.keyboard.press('Escape');
      await expect(page.getByTestId('entry-popup')).toBeHidden();
      await form.getByRole('tab', { name: words.termination }).click();
      await expect(form.locator('[data-field="terminationDate"]')).toBeVisible();
      await page.screenshot({ path: `${shots}/${language}-contract-termination.png` });

      // Renew: its preview, confirmed as proposed; the next contract opens, starting the day after the old end.
      await page.getByTestId('command-renew').click();
      await expect(page.getByTestId('renewal-confirm')).toBeEnabled();
      await page.getByTestId('renewal-confirm').click();
      await expect(page.locator('.ant-message').filter({ hasText: words.renewed })).toBeVisible();
      // Paid in installments: the renewal's installment plan opens next, over the new contract.
      await expect(page.getByTestId('popup-1')).toHaveAttribute('data-entity', 'installment');
      await page.getByTestId('popup-1').getByTestId('installment-close').click();
      await expect(form.locator('.record-form__number')).toHaveText(`#${saved.number + 1}`);
      const renewal = (await api.list('/contracts', { apartmentId: unit.id, sort: 'number', order: 'desc' }))
        .data[0];
      expect(renewal.previousContractId).toBe(saved.id);
      expect(String(renewal.startDurationDate) > String(saved.endDurationDate)).toBe(true);
    });
  }
});
