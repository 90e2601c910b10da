import { expect, recordForm, test, unique, pick } from './support/fixtures.ts';

const shots = 'test-results/screens';

const entryCount = async (api: {
  list: (b: string, q?: Record<string, string | number>) => Promise<{ count: number }>;
}) => (await api.list('/entries', { pageSize: 1 })).count;

test.describe('accounting', () => {
  test('a receipt voucher posts Dr cash / Cr the row account, shows in the ledger reports, prints', async ({
    page,
    api,
  }) => {
    // A long walk (voucher, entry, print, two reports, then the same in Arabic) on a busy machine.
    test.setTimeout(240_000);
    const statement = unique('June rent');
    await page.goto('/');
    // The menu lists the voucher patterns by name.
    await page.getByTestId('desktop-menu').getByText('Accounting transactions', { exact: false }).click();
    await page
      .locator('.ant-menu-submenu-popup:visible')
      .getByRole('link', { name: 'Receipt Voucher' })
      .click();
    await expect(page).toHaveURL(/\/vouchers\?code=2/);
    await expect(page.locator('#list-title')).toHaveText('Receipt Voucher');

    await page.getByTestId('list-add').click();
    const form = recordForm(page);
    // The pattern's cash box and the base currency are filled in, with their names (the Latin
    // name outside Arabic).
    await expect(form.locator('[data-field="accountId"]')).toContainText('1311 - Main cash');
    await expect(form.locator('[data-field="currencyId"]')).toContainText('AED');
    await expect(form.getByRole('heading', { level: 2 })).toContainText('Receipt Voucher');
    // Receipts show only the credit column; cost center and statement are required.
    const grid = form.locator('[data-grid="rows"]');
    await expect(grid.locator('thead')).toContainText('Credit');
    await expect(grid.locator('thead')).not.toContainText('Debit');
    if ((await grid.locator('tbody tr').count()) === 0)
      await grid.getByRole('button', { name: 'Add row' }).click();

    await pick(page, form.getByRole('combobox', { name: 'Account 1', exact: true }), '43', /43/);
    await form.getByRole('spinbutton', { name: 'Credit 1' }).fill('250');
    // Without a cost center the pattern refuses the voucher.
    await form.getByTestId('form-save').click();
    await expect(form.locator('[role="alert"]').filter({ hasText: 'Cost center is required' })).toBeVisible();
    await pick(page, form.getByRole('combobox', { name: 'Cost center 1' }), '201', /^201 - /);
    await form.getByRole('textbox', { name: 'Note 1' }).fill(statement);
    await expect(form.getByTestId('totals-footer').locator('[data-total="credit"]')).toHaveText('250.00');
    await form.getByTestId('totals-footer').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${shots}/en-voucher-form.png` });

    await form.getByTestId('form-save').click();
    await expect(
      page.locator('.ant-notification-notice').filter({ hasText: 'The record was added' }),
    ).toBeVisible();
    await form.getByTestId('form-close').click();

    const { data } = await api.list('/vouchers', { code: 2, search: statement, pageSize: 5 });
    const voucher = (await api.list('/vouchers', { code: 2, sort: 'number', order: 'desc', pageSize: 1 }))
      .data[0];
    expect(voucher).toBeTruthy();
    expect(data.length >= 0).toBeTruthy();
    await page.goto(`/vouchers?code=2&number=${voucher.number}`);
    await expect(form.getByTestId('view-entry')).toBeVisible();
    await form.getByTestId('view-entry').click();
    const popup = page.getByTestId('entry-popup-body');
    await expect(popup.getByTestId('entry-view')).toBeVisible();
    const lines = popup.getByTestId('entry-lines').locator('tbody tr.ant-table-row');
    await expect(lines).toHaveCount(2);
    // Dr the main cash box (1311) / Cr the row account (43, flats rent revenue).
    await expect(lines.nth(0)).toContainText('Main cash');
    await expect(lines.nth(0).locator('td').nth(1)).toHaveText('250.00');
    await expect(lines.nth(1)).toContainText('Flats rent revenue');
    await expect(lines.nth(1).locator('td').nth(2)).toHaveText('250.00');
    await page.waitForTimeout(500); // the modal's opening animation
    await page.screenshot({ path: `${shots}/en-entry-popup.png` });
    // The generated entry opens read only on the entries screen and links back to its voucher.
    await page.getByTestId('entry-open').click();
    await expect(page).toHaveURL(/\/entries\?number=\d+/);
    await expect(form.getByTestId('form-save')).toBeDisabled();
    await expect(form.getByTestId('form-delete')).toHaveCount(0);
    await expect(form.getByTestId('entry-gen-entries')).toBeChecked();
    await form.getByTestId('entry-original').click();
    await expect(page).toHaveURL(new RegExp(`/vouchers\\?code=2&number=${voucher.number}$`));
    await expect(form.getByTestId('totals-footer').locator('[data-total="credit"]')).toHaveText('250.00');

    await form.getByTestId('print-document').click();
    const printable = page.getByTestId('printable-voucher');
    await expect(printable).toBeVisible();
    await expect(printable.getByTestId('printable-total')).toHaveText('250.00');
    await expect(printable.getByTestId('words-en')).toHaveText('Two hundred and fifty UAE dirhams');
    await expect(printable.getByTestId('words-ar')).toHaveText('مائتان وخمسون درهمًا إماراتيًا');
    await page.screenshot({ path: `${shots}/en-voucher-print.png` });
    // On paper only the voucher shows: no menus, form or buttons.
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByTestId('print-now')).toBeHidden();
    await expect(page.locator('.desktop-menu')).toBeHidden();
    await expect(printable).toBeVisible();
    await page.screenshot({ path: `${shots}/en-voucher-paper.png`, fullPage: true });
    await page.emulateMedia({ media: 'screen' });
    await page.getByTestId('print-close').click();

    // General ledger of the cash account shows the receipt on the debit side.
    await page.goto('/reports/general-ledger');
    await expect(page.locator('#report-title')).toHaveText('General ledger');
    await pick(page, page.locator('#report-filter-accountId'), '1311', /1311/);
    await page.getByTestId('report-run').click();
    const table = page.getByTestId('report-table');
    // The cash line of the voucher's entry carries the voucher's note ("Voucher N").
    const row = table
      .locator('tr.ant-table-row')
      .filter({ has: page.locator('td', { hasText: new RegExp(`^Voucher ${voucher.number}$`) }) });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('250.00');
    await page.screenshot({ path: `${shots}/en-report-general-ledger.png` });

    // Trial balance: the cash account carries the debit; debit and credit totals agree.
    await page.goto('/reports/trial-balance');
    await page.getByTestId('report-run').click();
    const totals = page.getByTestId('report-totals');
    await expect(totals).toBeVisible();
    const periodDebit = await totals.locator('[data-total="periodDebit"]').textContent();
    const periodCredit = await totals.locator('[data-total="periodCredit"]').textContent();
    expect(periodDebit).toBe(periodCredit);
    expect(Number(periodDebit?.replace(/,/g, ''))).toBeGreaterThanOrEqual(250);
    await expect(page.getByTestId('report-table').locator('tr.ant-table-row').first()).toBeVisible();
    // Accounts read by their Latin-script names outside Arabic, in reports as in lists.
    await expect(page.getByTestId('report-table')).toContainText('Main cash');
    await page.screenshot({ path: `${shots}/en-report-trial-balance.png` });
    // Switching the language runs the report again, so the names follow it.
    await page.getByTestId('language-picker').click();
    await page.getByRole('option', { name: 'العربية' }).click();
    await expect(page.getByTestId('report-table')).toContainText('الصندوق الرئيسي');

    // The same screens in Arabic, right to left.
    await page
      .context()
      .addCookies([{ name: 'i18next', value: 'ar', url: test.info().project.use.baseURL! }]);
    await page.evaluate(() => localStorage.setItem('i18nextLng', 'ar'));
    await page.goto(`/vouchers?code=2&number=${voucher.number}`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('#list-title')).toHaveText('سند قبض');
    await expect(form.getByTestId('totals-footer').locator('[data-total="credit"]')).toHaveText('250.00');
    // In Arabic the accounts read by their Arabic names.
    await expect(form.locator('[data-field="accountId"]')).toContainText('الصندوق الرئيسي');
    await form.getByTestId('totals-footer').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${shots}/ar-voucher-form.png` });
    await form.getByTestId('view-entry').click();
    await expect(page.getByTestId('entry-lines')).toBeVisible();
    await expect(page.getByTestId('entry-lines')).toContainText('إيرادات إيجار الشقق');
    await page.waitForTimeout(500);
    await page.screenshot({ path: `${shots}/ar-entry-popup.png` });
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('entry-lines')).toHaveCount(0);
    await expect(form).toBeVisible();
    await form.getByTestId('print-document').click();
    await expect(page.getByTestId('printable-voucher')).toContainText('المبلغ كتابةً');
    await page.screenshot({ path: `${shots}/ar-voucher-print.png` });
    await page.getByTestId('print-close').click();
    await page.goto('/reports/trial-balance');
    await expect(page.locator('#report-title')).toHaveText('ميزان المراجعة');
    await page.getByTestId('report-run').click();
    await expect(page.getByTestId('report-totals')).toBeVisible();
    await expect(page.getByTestId('report-table')).toContainText('الصندوق الرئيسي');
    await page.screenshot({ path: `${shots}/ar-report-trial-balance.png` });
  });

  test('an unbalanced manual entry shows the error and saves nothing', async ({ page, api }) => {
    const before = await entryCount(api);
    await page.goto('/create-entry');
    const form = recordForm(page);
    await expect(form).toBeVisible();
    await expect(form.getByTestId('entry-gen-entries')).not.toBeChecked();
    const grid = form.locator('[data-grid="lines"]');
    while ((await grid.locator('tbody tr').count()) < 2)
      await grid.getByRole('button', { name: 'Add row' }).click();
    await pick(page, form.getByRole('combobox', { name: 'Account 1', exact: true }), '1311', /1311/);
    await form.getByRole('spinbutton', { name: 'Debit 1' }).fill('100');
    await pick(page, form.getByRole('combobox', { name: 'Account 2', exact: true }), '43', /43/);
    await form.getByRole('spinbutton', { name: 'Credit 2' }).fill('90');
    await expect(form.getByTestId('totals-footer').locator('[data-total="difference"]')).toHaveText('10.00');
    await expect(form.getByTestId('entry-issues')).toContainText('Debit and credit must be equal.');
    await form.getByTestId('form-save').click();
    await expect(form.getByTestId('entry-issues')).toContainText('Debit and credit must be equal.');
    await expect(form.getByTestId('entry-issues')).toContainText('Difference must be 0.');
    await page.screenshot({ path: `${shots}/en-entry-unbalanced.png` });
    // Typing a debit on a credit line clears its credit.
    await form.getByRole('spinbutton', { name: 'Debit 2' }).fill('5');
    await expect(form.getByRole('spinbutton', { name: 'Credit 2' })).toHaveValue(/^0?$/);
    expect(await entryCount(api)).toBe(before);
  });

  test('a bill pattern opens its bills with the pattern store, accounts and live totals; a cash sale saves and prints', async ({
    page,
    api,
  }) => {
    const group = await api.create('/material-groups', { name: unique('Tiles') });
    const materialName = unique('Floor tile');
    await api.create('/materials', {
      code: String(Date.now()).slice(-7),
      name: materialName,
      materialGroupId: group.id,
      materialType: 1,
      unit1: 'box',
    });
    await page.goto('/bills');
    // Without a pattern the list offers a chooser and no Add.
    await expect(page.getByTestId('list-add')).toBeDisabled();
    await page.getByTestId('pattern-chooser').click();
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option')
      .filter({ hasText: 'Sales VAT Invoice' })
      .click();
    await expect(page).toHaveURL(/\/bills\?code=2/);
    await expect(page.locator('#list-title')).toHaveText('Sales VAT Invoice');
    await page.getByTestId('list-add').click();
    const form = recordForm(page);
    await expect(form.getByRole('heading', { level: 2 })).toContainText('Sales VAT Invoice');
    await expect(form.locator('[data-field="storeId"] .ant-select')).not.toContainText('Select');
    await expect(form.locator('[data-field="materialAccountId"]')).toContainText('48');
    await expect(form.getByTestId('totals-footer').locator('[data-total="total"]')).toHaveText('0.00');
    await form.getByRole('spinbutton', { name: 'Unit price 1' }).fill('100');
    await form.getByRole('spinbutton', { name: 'Quantity 1' }).fill('2');
    await form.getByRole('spinbutton', { name: 'VAT percentage 1' }).fill('5');
    await expect(form.getByTestId('totals-footer').locator('[data-total="subtotal"]')).toHaveText('200.00');
    await expect(form.getByTestId('totals-footer').locator('[data-total="vatAmount"]')).toHaveText('10.00');
    await expect(form.getByTestId('totals-footer').locator('[data-total="total"]')).toHaveText('210.00');
    await form.getByTestId('totals-footer').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${shots}/en-bill-form.png` });

    // A cash sale of that material saves, takes a number, and prints as a tax invoice in words.
    await pick(
      page,
      form.getByRole('combobox', { name: 'Material 1', exact: true }),
      'Floor tile',
      materialName,
    );
    const payment = form.locator('[data-field="paymentMethod"] .ant-select');
    await payment.click();
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option')
      .filter({ hasText: 'Cash' })
      .click();
    await form.getByTestId('form-save').click();
    await expect(
      page.locator('.ant-notification-notice').filter({ hasText: 'The record was added' }),
    ).toBeVisible();
    await form.getByTestId('form-close').click();
    const bill = (await api.list('/bills', { code: 2, sort: 'number', order: 'desc', pageSize: 1 })).data[0];
    expect(bill.total).toBe('210.0000');
    await page.goto(`/bills?code=2&number=${bill.number}`);
    await expect(form.getByTestId('totals-footer').locator('[data-total="total"]')).toHaveText('210.00');
    await form.getByTestId('print-document').click();
    const printable = page.getByTestId('printable-invoice');
    await expect(printable).toBeVisible();
    await expect(printable.getByTestId('printable-total')).toHaveText('210.00');
    await expect(printable).toContainText('Two hundred and ten UAE dirhams');
    await page.screenshot({ path: `${shots}/en-bill-print.png` });
  });
});
