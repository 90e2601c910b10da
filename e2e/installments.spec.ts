import { expect, pick, recordForm, test, unique, openIn } from './support/fixtures.ts';

const shots = 'test-results/screens';

const languages = {
  en: { saved: 'Successfully saved Installment', regenerate: 'ReGenerate cheques', modify: 'Modify' },
  ar: { saved: 'تم حفظ الأقساط بنجاح', regenerate: 'إعادة توليد الشيكات', modify: 'تعديل' },
} as const;

/** Today as the date pickers show it (DD/MM/YYYY) and as the API writes it. */
const today = () => {
  const iso = new Date().toISOString().slice(0, 10);
  const [year, month, day] = iso.split('-');
  return { iso, shown: `${day}/${month}/${year}` };
};

test.describe('installments', () => {
  for (const [language, words] of Object.entries(languages)) {
    test(`(${language}) sign a rent contract with VAT and a discount, generate four cheques with a first batch, save, find them in the cheques, vouchers and general ledger`, async ({
      page,
      api,
    }) => {
      test.setTimeout(240_000);
      const buildingName = unique('Plan Tower');
      const building = await api.create('/buildings', {
        name: buildingName,
        ltnname: buildingName,
        apartmentFloor: 1,
        apartmentCount: 1,
      });
      const unitNo = unique('I');
      await api.create('/apartments', {
        buildingId: building.id,
        apartmentNo: unitNo,
        apartmentKind: 1,
        propertyType: 0,
      });
      const clientName = unique('Installment tenant');
      const client = await api.create('/users', { cardType: 1, name: clientName, phone: '+971500000003' });
      const clientAccount = (await api.list('/accounts', { search: clientName })).data[0];

      await openIn(page, language);
      await page.goto('/contracts?code=1');
      if (language === 'ar') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

      // The contract, paid in installments (the default): 60,000, 10 % discount, 5 % VAT.
      await page.getByTestId('list-add').click();
      const form = recordForm(page);
      await pick(
        page,
        form.locator('[data-field="buildingId"]').getByRole('combobox'),
        buildingName,
        buildingName,
      );
      await expect(form.locator('[data-field="buildingId"]')).toContainText(buildingName);
      await pick(page, form.locator('[data-field="apartmentId"]').getByRole('combobox'), unitNo, unitNo);
      await pick(page, form.locator('[data-field="clientId"]').getByRole('combobox'), clientName, clientName);
      await form.locator('[data-field="contractValue"] input').fill('60000');
      await form.locator('[data-field="discountRate"] input').fill('10');
      await form.locator('[data-field="vatRate"] input').fill('5');
      await form.locator('[data-field="currentSecuringValue"] input').fill('3000');
      await expect(form.getByTestId('totals-footer').locator('[data-total="finalPrice"]')).toHaveText(
        /56,?700\.00/,
      );
      await expect(form.locator('[data-field="buildingId"]')).toContainText(buildingName);
      await form.getByTestId('form-save').click();

      // Saved, the installment popup opens over it as the next step.
      const popup = page.getByTestId('popup-1');
      await expect(popup).toHaveAttribute('data-entity', 'installment');
      await expect(popup.getByTestId('installment-total')).toHaveText(/56,?700\.00/);
      await expect(popup.getByTestId('installment-save')).toBeDisabled();
      await popup.locator('[data-field="hasFirstBatch"]').getByRole('switch').click();
      await popup.locator('[data-field="firstBatch"] input').fill('6700');
      const day = today();
      await popup.locator('[data-field="paymentDate"] input').fill(day.shown);
      await popup.locator('[data-field="paymentDate"] input').press('Enter');
      await expect(popup.getByTestId('installment-rest')).toHaveText(/50,?000\.00/);
      // Four cheques every three months from the contract's start: the popup's defaults.
      await expect(popup.locator('[data-field="installmentsNumbers"] input')).toHaveValue('4');
      await expect(popup.locator('[data-field="firstInstallmentDate"] input')).toHaveValue(day.shown);
      await popup.getByTestId('installment-generate').click();
      const rows = popup.locator('[data-grid="installmentGrid"] tbody tr');
      await expect(rows).toHaveCount(4);
      await expect(popup.getByTestId('installment-generate')).toHaveText(words.regenerate);
      await expect(popup.getByTestId('installment-used')).toHaveText(/50,?000\.00/);
      await expect(popup.getByTestId('installment-left')).toHaveText('0.00');
      await expect(rows.first().locator('input').nth(1)).toHaveValue(/12,?500/);
      await page.screenshot({ path: `${shots}/${language}-installment-popup.png` });

      // Keyboard: Ctrl+S saves the plan.
      await popup.locator('[data-field="beneficiaryName"] input').fill('Aqar Properties');
      await page.keyboard.press('Control+s');
      await expect(page.locator('.ant-notification-notice').filter({ hasText: words.saved })).toBeVisible();
      await expect(popup).toBeHidden();

      const contract = (await api.list('/contracts', { clientId: client.id })).data[0];
      const plan = (await api.list('/contracts/installments', { contractId: contract.id })).data[0];
      expect(plan.totalAmount).toBe('56700.0000');
      expect(plan.restAmount).toBe('50000.0000');

      // The cheques: received (code 2), in the cheques list of that pattern.
      await page.goto('/cheques?code=2');
      await page.getByTestId('list-search').locator('input').fill(clientName);
      const chequeRows = page.getByTestId('list-table').locator('.data-table__row');
      await expect(chequeRows).toHaveCount(4);
      await expect(chequeRows.first()).toContainText(/12,?500\.00/);
      await page.screenshot({ path: `${shots}/${language}-installment-cheques.png` });

      // The first batch: a receipt voucher (code 2) of 6,700 in the vouchers list.
      await page.goto('/vouchers?code=2');
      // Its note is kept as its parts (the contract's number and the amount) and read in the
      // screen's language.
      await page.getByTestId('list-search').locator('input').fill('6700');
      const voucherRows = page
        .getByTestId('list-table')
        .locator('.data-table__row')
        .filter({ hasText: new RegExp(`\\b${contract.number}\\b.*6700|6700.*\\b${contract.number}\\b`) });
      await expect(voucherRows).toHaveCount(1);
      await expect(voucherRows.first()).toContainText(/6,?700\.00/);

      // The entries in the general ledger of the client's account, this year to today: the opening
      // balance, then the contract, four cheques and the batch.
      await page.goto('/reports/general-ledger');
      await pick(
        page,
        page.locator('#report-filter-accountId'),
        String(clientAccount.code),
        String(clientAccount.code),
      );
      await page.getByTestId('report-run').click();
      const ledger = page.getByTestId('report-table').locator('tr.ant-table-row');
      await expect(ledger).toHaveCount(7);
      await expect(ledger.first()).toHaveClass(/report-screen__opening/);
      await expect(page.getByTestId('report-table')).toContainText(/59,?700\.00/);
      await expect(page.getByTestId('report-table')).toContainText(/6,?700\.00/);
      await expect(page.getByTestId('report-table').locator('td', { hasText: /^12,?500\.00$/ })).toHaveCount(
        4,
      );
      await page.screenshot({ path: `${shots}/${language}-installment-ledger.png` });

      // Opened again from the contract, the plan reads as saved and offers Modify.
      await page.goto(`/contracts?code=1&number=${contract.number}`);
      await form.getByTestId('popup-open-installment').click();
      await expect(popup.getByTestId('installment-save')).toHaveText(words.modify);
      await expect(popup.locator('[data-grid="installmentGrid"] tbody tr')).toHaveCount(4);
      await expect(popup.locator('[data-field="beneficiaryName"] input')).toHaveValue('Aqar Properties');
    });
  }
});
