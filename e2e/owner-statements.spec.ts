import { expect, openIn, pick, recordForm, seriousViolations, test, unique } from './support/fixtures.ts';

const shots = 'test-results/screens';

const languages = {
  en: { added: 'The record was added', yes: 'Yes', netDue: 'Net due to the owner' },
  ar: { added: 'تمت إضافة السجل', yes: 'نعم', netDue: 'صافي المستحق للمالك' },
} as const;

test.describe('owner statements', () => {
  for (const [language, words] of Object.entries(languages)) {
    test(`(${language}) make a managed building's monthly statement, print it, pay the owner and see it paid`, async ({
      page,
      api,
    }) => {
      test.setTimeout(180_000);
      const today = new Date().toISOString().slice(0, 10);
      // A fresh owner account, so that the month holds only what this test posts.
      const parent = (await api.list('/accounts', { code: '13', pageSize: 100 })).data.find(
        (row) => row.code === '13',
      );
      const ownerAccount = await api.create('/accounts', {
        code: unique('9').replace(/\D/g, '').slice(0, 9),
        name: unique('Owner account'),
        type: 1,
        parentId: parent?.id,
      });
      const commission = (await api.list('/accounts', { code: '47', pageSize: 100 })).data.find(
        (row) => row.code === '47',
      );
      const cash = (await api.list('/accounts', { code: '1311', pageSize: 100 })).data.find(
        (row) => row.code === '1311',
      );
      const ownerName = unique('Owner');
      const owner = await api.create('/owners', {
        name: ownerName,
        ltnname: ownerName,
        accountId: ownerAccount.id,
      });
      const buildingName = unique('Managed Tower');
      const building = await api.create('/buildings', {
        name: buildingName,
        ltnname: buildingName,
        apartmentFloor: 1,
        apartmentCount: 2,
        ownerId: owner.id,
        ownerAccountId: ownerAccount.id,
        commissionRate: '10',
        buildingRevenueAccountId: commission?.id,
        buildingCashAccountId: cash?.id,
      });
      const aed = (await api.list('/currencies', { code: 'AED' })).data[0];
      const pattern = (await api.list('/contract-patterns', { pageSize: 100 })).data.find(
        (row) => row.code === 1,
      );
      const client = await api.create('/users', {
        cardType: 1,
        name: unique('Tenant'),
        phone: '+971500000321',
      });
      const unitNo = unique('M');
      const unit = await api.create('/apartments', {
        buildingId: building.id,
        apartmentNo: unitNo,
        apartmentKind: 1,
        propertyType: 1,
      });
      await api.create('/contracts', {
        contractPatternId: pattern?.id,
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
        genEntries: true,
        commissionPercentage: '10',
        commissionAccountId: commission?.id,
        commissionFromOwnerAccountId: ownerAccount.id,
      });
      const type = await api.create('/owner-expenses-types', {
        code: unique('T'),
        name: unique('Cleaning'),
        isActive: true,
      });
      await api.create('/owner-expenses', {
        date: today,
        buildingId: building.id,
        ownerId: owner.id,
        accountId: cash?.id,
        currencyId: aed.id,
        rows: [{ expenseTypeId: type.id, amount: '250.50' }],
      });

      await openIn(page, language);
      await page.goto('/owner_statements');
      if (language === 'ar') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await page.getByTestId('list-add').click();
      const form = recordForm(page);
      await pick(
        page,
        form.locator('[data-field="buildingId"]').getByRole('combobox'),
        buildingName,
        buildingName,
      );
      await form.getByTestId('form-save').click();
      await expect(page.locator('.ant-notification-notice').filter({ hasText: words.added })).toBeVisible();
      const saved = (await api.list('/owner-statements', { buildingId: building.id })).data[0];
      await page.goto(`/owner_statements?number=${saved.number}`);
      // 12000 rent − 1200 commission − 250.50 expenses.
      await expect(form.locator('[data-field="netDue"]')).toContainText('10,549.50');
      await expect(form.locator('[data-field="commission"]')).toContainText('1,200.00');
      await expect(form.locator('[data-grid="rows"] input').first()).toHaveValue(unitNo);
      await page.screenshot({ path: `${shots}/${language}-owner-statement-form.png`, fullPage: true });
      expect(await seriousViolations(page, '[data-testid="record-form"]')).toEqual([]);

      await form.getByTestId('print-document').click();
      const printable = page.getByTestId('printable-owner-statement');
      await expect(printable).toBeVisible();
      await expect(printable).toContainText(words.netDue);
      await expect(printable).toContainText(unitNo);
      await page.screenshot({ path: `${shots}/${language}-owner-statement-print.png`, fullPage: true });
      await page.keyboard.press('Escape');
      await expect(printable).toBeHidden();

      const [payout] = await Promise.all([
        page.waitForResponse((response) => response.url().includes('/payout')),
        form.getByTestId('command-payout').click(),
      ]);
      expect(payout.status(), await payout.text()).toBe(201);
      // The form shows the statement paid, without its payout button.
      await expect(form.locator('[data-field="paid"]')).toContainText(words.yes);
      await expect(form.getByTestId('command-payout')).toHaveCount(0);
      const stored = (await api.list('/owner-statements', { buildingId: building.id })).data[0];
      expect(stored.paid).toBe(true);
      expect(stored.netDue).toBe('10549.5000');
      expect(typeof stored.payoutVoucherId).toBe('string');
      await page.screenshot({ path: `${shots}/${language}-owner-statement-paid.png`, fullPage: true });
    });
  }
});
