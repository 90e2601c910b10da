import { expect, recordForm, test, unique, pick, openIn } from './support/fixtures.ts';

const shots = 'test-results/screens';

const languages = {
  en: { cards: 'Cards', title: 'Owner expenses', amount: 'Amount', added: 'The record was added' },
  ar: { cards: 'البطاقات', title: 'مصاريف المالك', amount: 'المبلغ', added: 'تمت إضافة السجل' },
} as const;

test.describe('owner expenses', () => {
  for (const [language, words] of Object.entries(languages)) {
    test(`(${language}) open from the menu, start with the active expense types, name the building, total two rows, save and post an entry on the building's cash box that links back`, async ({
      page,
      api,
    }) => {
      test.setTimeout(180_000);
      // An owner with a ledger account (225, owners' current accounts), two active expense types
      // and a retired one.
      const leaves = (await api.list('/accounts/leaves', { pageSize: 1000 })).data;
      const ownerAccount = leaves.find((account) => account.code === '225') ?? leaves[1];
      const ownerName = unique('Owner');
      const owner = await api.create('/owners', {
        name: ownerName,
        ltnname: ownerName,
        accountId: ownerAccount.id,
      });
      const retired = unique('Retired');
      for (const [name, isActive] of [
        [unique('Cleaning'), true],
        [unique('Repairs'), true],
        [retired, false],
      ] as const)
        await api.create('/owner-expenses-types', { code: unique('T'), name, ltnname: name, isActive });
      const active = (await api.list('/owner-expenses-types', { isActive: 'true', pageSize: 1000 })).count;
      // The building whose cash box pays: the paying account is left to the server (2.35).
      const cashBox = leaves.find((account) => account.code === '1311');
      const buildingName = unique('Expense Tower');
      const building = await api.create('/buildings', {
        name: buildingName,
        ltnname: buildingName,
        shopCount: 1,
        buildingCashAccountId: cashBox?.id,
      });

      await openIn(page, language);
      await page.goto('/');
      if (language === 'ar') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await page.getByTestId('desktop-menu').getByText(words.cards, { exact: true }).click();
      await page
        .locator('.ant-menu-submenu-popup:visible')
        .getByRole('link', { name: words.title, exact: true })
        .click();
      await expect(page).toHaveURL(/\/owner_expenses$/);
      await expect(page.locator('#list-title')).toHaveText(words.title);

      await page.getByTestId('list-add').click();
      const form = recordForm(page);
      // One row per active expense type, none for the retired one.
      const grid = form.locator('[data-grid="rows"]');
      await expect(grid.locator('tbody tr')).toHaveCount(active);
      await expect(grid).not.toContainText(retired);

      await pick(
        page,
        form.locator('[data-field="buildingId"]').getByRole('combobox'),
        buildingName,
        buildingName,
      );
      await pick(page, form.locator('[data-field="ownerId"]').getByRole('combobox'), ownerName, ownerName);
      await form.getByRole('spinbutton', { name: `${words.amount} 1`, exact: true }).fill('250.25');
      await form.getByRole('spinbutton', { name: `${words.amount} 2`, exact: true }).fill('100.5');
      const total = form.getByTestId('totals-footer').locator('[data-total="total"]');
      await expect(total).toHaveText('350.75');
      await form.getByTestId('totals-footer').scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${shots}/${language}-owner-expenses-form.png` });

      await form.getByTestId('form-save').click();
      await expect(page.locator('.ant-notification-notice').filter({ hasText: words.added })).toBeVisible();
      await form.getByTestId('form-close').click();

      const document = (
        await api.list('/owner-expenses', {
          ownerId: owner.id,
          sort: 'number',
          order: 'desc',
          pageSize: 1,
        })
      ).data[0];
      expect(document.total).toBe('350.7500');
      expect(document.buildingId).toBe(building.id);
      expect(document.accountId).toBe(cashBox?.id);
      // The list shows the building.
      await page.goto('/owner_expenses');
      await expect(page.getByRole('row').filter({ hasText: buildingName })).toHaveCount(1);
      await page.screenshot({ path: `${shots}/${language}-owner-expenses-list.png` });
      // The generated entry: Dr the owner twice / Cr the cash box with the total.
      await page.goto(`/owner_expenses?number=${document.number}`);
      await expect(total).toHaveText('350.75');
      await form.getByTestId('view-entry').click();
      const lines = page
        .getByTestId('entry-popup-body')
        .getByTestId('entry-lines')
        .locator('tbody tr.ant-table-row');
      await expect(lines).toHaveCount(3);
      await expect(lines.nth(2).locator('td').nth(2)).toHaveText('350.75');
      // The entries screen shows it read only and links back to the owner expense.
      await page.getByTestId('entry-open').click();
      await expect(page).toHaveURL(/\/entries\?number=\d+/);
      await expect(form.getByTestId('form-save')).toBeDisabled();
      await form.getByTestId('entry-original').click();
      await expect(page).toHaveURL(new RegExp(`/owner_expenses\\?number=${document.number}$`));
      await expect(total).toHaveText('350.75');
    });
  }
});
