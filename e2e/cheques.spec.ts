import { expect, recordForm, test, unique, pick } from './support/fixtures.ts';

const shots = 'test-results/screens';

const languages = {
  en: {
    transactions: 'Accounting transactions',
    pattern: 'Received Check',
    added: 'The record was added',
    uncollected: 'Uncollected',
    collected: 'Collected',
    collection: 'Collection',
    popup: 'Cheque collection',
  },
  ar: {
    transactions: 'العمليات المحاسبية',
    pattern: 'شيك مقبوض',
    added: 'تمت إضافة السجل',
    uncollected: 'غير محصل',
    collected: 'محصل',
    collection: 'تحصيل',
    popup: 'تحصيل شيك',
  },
} as const;

test.describe('cheques', () => {
  for (const [language, words] of Object.entries(languages)) {
    test(`(${language}) create a received cheque, collect it from the operations bar, see it turn collected`, async ({
      page,
      api,
    }) => {
      test.setTimeout(180_000);
      // A customer, whose ledger account the cheque credits.
      const name = unique('Cheque client');
      const customer = await api.create('/users', { cardType: 1, name, ltnname: name, phone: '0500000002' });
      const chequeNumber = `${Date.now()}`.slice(-8);

      if (language === 'ar') {
        await page
          .context()
          .addCookies([{ name: 'i18next', value: 'ar', url: test.info().project.use.baseURL! }]);
        await page.addInitScript(() => localStorage.setItem('i18nextLng', 'ar'));
      }
      await page.goto('/');
      if (language === 'ar') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await page.getByTestId('desktop-menu').getByText(words.transactions, { exact: false }).click();
      await page
        .locator('.ant-menu-submenu-popup:visible')
        .getByRole('link', { name: words.pattern, exact: true })
        .click();
      await expect(page).toHaveURL(/\/cheques\?code=2$/);
      await expect(page.locator('#list-title')).toHaveText(words.pattern);

      await page.getByTestId('list-add').click();
      const form = recordForm(page);
      // The pattern's notes-receivable account is the counter account already.
      await expect(form.locator('[data-field="observeAccountId"]')).toContainText('122');
      await form.locator('[data-field="internalNumber"] input').fill(chequeNumber);
      await form.locator('[data-field="amount"] input').fill('12500');
      await pick(page, form.locator('[data-field="customerId"]').getByRole('combobox'), name, name);
      await pick(page, form.locator('[data-field="accountId"]').getByRole('combobox'), name, name);
      const due = form.locator('[data-field="dueDate"] input');
      await due.click();
      await due.fill('01/12/2026');
      await due.press('Tab');
      await expect(due).toHaveValue('01/12/2026');
      await expect(form.locator('[data-field="accountId"]')).toContainText(name);
      await form.getByTestId('form-save').click();
      await expect(page.locator('.ant-notification-notice').filter({ hasText: words.added })).toBeVisible();
      await expect
        .poll(async () => (await api.list('/cheques', { search: chequeNumber, pageSize: 1 })).count)
        .toBe(1);

      const cheque = (await api.list('/cheques', { search: chequeNumber, pageSize: 1 })).data[0];
      expect(cheque).toMatchObject({
        code: 2,
        status: 1,
        accountId: customer.accountId,
        dueDate: '2026-12-01',
      });
      await page.goto(`/cheques?code=2&number=${cheque.number}`);
      const status = form.locator('[data-field="status"]');
      await expect(status).toContainText(words.uncollected);
      await form.getByTestId('cheque-operations').scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${shots}/${language}-cheque-form.png` });

      await form.getByTestId('cheque-operation-collection').click();
      const popup = page.getByTestId('popup-1');
      await expect(popup.getByText(words.popup)).toBeVisible();
      // The pattern's defaults: the cheque's amount and due date, Cr notes receivable.
      await expect(popup.locator('[data-field="amount"] input')).toHaveValue('12500');
      await expect(popup.locator('[data-field="creditAccountId"]')).toContainText('122');
      // The popup has finished opening (its zoom animation) before the picture.
      await page.evaluate(() =>
        Promise.all(
          document
            .getAnimations()
            .filter((animation) => animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
            .map((animation) => animation.finished.catch(() => undefined)),
        ),
      );
      await page.screenshot({ path: `${shots}/${language}-cheque-collection.png` });
      await popup.getByTestId('form-save').click();
      await expect(popup).toBeHidden();

      await expect(status).toContainText(words.collected);
      await expect(status).not.toContainText(words.uncollected);
      await expect(form.getByTestId('cheque-operation-collection')).toHaveClass(/ant-btn-primary/);
      await expect(form.getByTestId('cheque-operation-partial')).toBeDisabled();
      await expect(form.getByTestId('cheque-status')).toHaveText(words.collected);
      await page.screenshot({ path: `${shots}/${language}-cheque-collected.png` });

      const collection = (await api.list('/op-collections', { chequeId: cheque.id, pageSize: 1 })).data[0];
      expect(collection).toMatchObject({ amount: '12500.0000', date: '2026-12-01' });
      // The list shows the status tag too.
      await form.getByTestId('form-close').click();
      await expect(page.locator('tr').filter({ hasText: chequeNumber }).locator('.ant-tag')).toHaveText(
        words.collected,
      );
    });
  }
});
