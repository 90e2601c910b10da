import { expect, openIn, recordForm, seriousViolations, test, unique } from './support/fixtures.ts';

const shots = 'test-results/screens';

const languages = {
  en: {
    menu: 'Accounting transactions',
    item: 'Cheques due',
    collected: 'Cheques collected: 3',
    empty: 'No cheques match these filters.',
    collectedTag: 'Collected',
  },
  ar: {
    menu: 'العمليات المحاسبية',
    item: 'الشيكات المستحقة',
    collected: 'تم تحصيل الشيكات: 3',
    empty: 'لا توجد شيكات تطابق عوامل التصفية هذه.',
    collectedTag: 'محصل',
  },
} as const;

/** Serious or critical WCAG 2.1 AA violations inside `selector`. */
/** A day `offset` days from today, as the browser's today (the desk buckets by the user's day). */
const day = (offset: number) => {
  const date = new Date();
  date.setDate(date.getDate() + offset);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
};

test.describe('cheque desk', () => {
  for (const [language, words] of Object.entries(languages)) {
    test(`(${language}) bulk-collect three due cheques from the desk and see them collected`, async ({
      page,
      api,
    }) => {
      test.setTimeout(180_000);
      // A tenant of its own, in a building that banks at 1321 and keeps its cheques at 122.
      const accounts = Object.fromEntries(
        (await api.list('/accounts/leaves', { pageSize: 1000 })).data.map((row) => [row.code, row.id]),
      );
      const aed = (await api.list('/currencies', { code: 'AED' })).data[0].id;
      const pattern = await api.get<{ id: string; code: number }>('/cheque-patterns/code/2');
      const name = unique('Desk tenant');
      const customer = await api.create('/users', { cardType: 1, name, ltnname: name, phone: '0500000004' });
      const building = await api.create('/buildings', {
        name: unique('برج المكتب'),
        ltnname: unique('Desk Tower'),
        buildingBankAccountId: accounts['1321'],
        buildingChequeAccountId: accounts['122'],
        apartmentFloor: 1,
        apartmentCount: 1,
      });
      const apartment = await api.create('/apartments', {
        buildingId: building.id,
        apartmentNo: 'D1',
        apartmentKind: 1,
        propertyType: 0,
      });
      const prefix = `${Date.now()}`.slice(-7);
      const cheques = [];
      for (const [index, offset] of [-5, 0, 3].entries())
        cheques.push(
          await api.create('/cheques', {
            chequePatternId: pattern.id,
            date: day(-30),
            internalNumber: `${prefix}${index}`,
            amount: String(1000 * (index + 1)),
            customerId: customer.id,
            accountId: customer.accountId,
            observeAccountId: accounts['122'],
            currencyId: aed,
            dueDate: day(offset),
            apartmentId: apartment.id,
          }),
        );

      await openIn(page, language);
      // From the menu: Accounting transactions › Cheques due.
      await page.goto('/');
      if (language === 'ar') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await page.getByTestId('desktop-menu').getByText(words.menu, { exact: false }).click();
      await page
        .locator('.ant-menu-submenu-popup:visible')
        .getByRole('link', { name: words.item, exact: true })
        .click();
      await expect(page).toHaveURL(/\/cheques\/desk$/);
      await expect(page.locator('#desk-title')).toHaveText(words.item);

      // The tenant's cheques: one overdue, one due today, one this week.
      await page.goto(`/cheques/desk?customerId=${customer.id}`);
      const table = page.getByTestId('desk-table');
      await expect(page.getByTestId('desk-count')).toHaveText('3');
      await expect(page.getByTestId('desk-bucket-overdue-count')).toContainText('1');
      await expect(page.getByTestId('desk-bucket-today-count')).toContainText('1');
      await expect(page.getByTestId('desk-bucket-week-count')).toContainText('1');
      await expect(table.locator('tbody tr')).toHaveCount(3);
      expect(await seriousViolations(page, '[data-testid=cheque-desk]')).toEqual([]);

      // A row opens its cheque over the desk.
      await table.locator('tbody tr').first().locator('td').nth(2).click();
      const popup = recordForm(page, 'popup-1');
      await expect(popup.locator('[data-field="internalNumber"] input')).toHaveValue(`${prefix}0`);
      await popup.getByTestId('form-close').click();
      await expect(popup).toBeHidden();

      // Tick all three with the keyboard's space bar on the header box, then collect them.
      const selectAll = table.locator('thead .data-table__check');
      await selectAll.focus();
      await page.keyboard.press('Space');
      await expect(page.getByTestId('desk-selected')).toContainText('3');
      await expect(page.getByTestId('desk-selected')).toContainText('6,000.00');
      await page.screenshot({ path: `${shots}/${language}-cheque-desk.png` });
      expect(await seriousViolations(page, '[data-testid=desk-actions]')).toEqual([]);
      await page.getByTestId('desk-collect').click();
      await expect(page.getByTestId('desk-collect-summary')).toContainText('6,000.00');
      await page.getByTestId('desk-collect-confirm').click();
      await expect(page.locator('.ant-message').filter({ hasText: words.collected })).toBeVisible();
      await expect(page.getByTestId('desk-empty')).toContainText(words.empty);
      await expect(page.getByTestId('desk-actions')).toBeHidden();

      for (const made of cheques) {
        const stored = (await api.list('/cheques', { search: String(made.internalNumber), pageSize: 1 }))
          .data[0];
        expect(stored).toMatchObject({ status: 2, collectionStatus: true });
        const collection = (await api.list('/op-collections', { chequeId: made.id, pageSize: 1 })).data[0];
        expect(collection).toMatchObject({ date: day(0), debitAccountId: accounts['1321'] });
      }

      // The cheques list shows them collected.
      await page.goto(`/cheques?code=${pattern.code}`);
      await page.getByTestId('list-search').locator('input').fill(prefix);
      await expect(
        page
          .locator('tr')
          .filter({ hasText: `${prefix}0` })
          .locator('.ant-tag'),
      ).toHaveText(words.collectedTag);
    });
  }

  test('the home card counts the buckets and opens the desk on one', async ({ page, api }) => {
    const summary = await api.get<{ buckets: Record<string, { count: number }> }>('/cheques/desk/buckets', {
      today: day(0),
    });
    await page.goto('/');
    const card = page.getByTestId('cheques-due');
    await expect(card.getByTestId('cheques-due-overdue-count')).toHaveText(
      String(summary.buckets.overdue.count),
    );
    expect(await seriousViolations(page, '[data-testid=cheques-due]')).toEqual([]);
    await card.getByTestId('cheques-due-today').click();
    await expect(page).toHaveURL(/\/cheques\/desk\?bucket=today$/);
    await expect(page.getByTestId('desk-bucket-today')).toHaveAttribute('aria-pressed', 'true');
  });
});
