import { expect, fieldInput, recordForm, test, unique } from './support/fixtures.ts';

test.describe('?code= links', () => {
  test('open the record with that code over its list', async ({ page, api }) => {
    // An account (unique codes have their own route) opens as ?number=N.
    const cash = (await api.list('/accounts', { code: '1311' })).data.find((a) => a.code === '1311')!;
    await page.goto('/accounts?code=1311');
    await expect(page).toHaveURL(new RegExp(`/accounts\\?number=${cash.number}$`));
    await expect(recordForm(page)).toBeVisible();
    await expect(fieldInput(page, 'code')).toHaveValue('1311');
    await expect(fieldInput(page, 'ltnname')).toHaveValue('Main cash');
    await expect(recordForm(page).getByTestId('pager-number')).toHaveValue(String(cash.number));
    await expect(page.getByTestId('list-table')).toBeVisible();

    // A cost center of the seed chart.
    await page.goto('/cost-center?code=201');
    await expect(fieldInput(page, 'code')).toHaveValue('201');
    await expect(fieldInput(page, 'ltnname')).toHaveValue('Leasing');

    // Store codes are not unique: the exact match among those containing it.
    const code = unique('S').replace(/\s/g, '');
    await api.create('/stores', { name: unique('Coded store'), code: `${code}9` });
    const store = await api.create('/stores', { name: unique('Coded store'), code });
    await page.goto(`/stores?code=${code}`);
    await expect(page).toHaveURL(new RegExp(`/stores\\?number=${store.number}$`));
    await expect(fieldInput(page, 'name')).toHaveValue(String(store.name));

    // Closing the form leaves the plain list.
    await recordForm(page).getByTestId('form-close').click();
    await expect(recordForm(page)).toHaveCount(0);
    await expect(page).toHaveURL(/\/stores$/);
  });

  test('say so when no record has the code', async ({ page, signedIn }) => {
    expect(signedIn.accessToken).toBeTruthy();
    await page.goto('/accounts?code=no-such-code');
    await expect(
      page.locator('.toast-error').filter({ hasText: 'No record has the code no-such-code' }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/accounts$/);
    await expect(recordForm(page)).toHaveCount(0);
  });

  test('still choose the pattern on document lists', async ({ page, signedIn }) => {
    expect(signedIn.accessToken).toBeTruthy();
    await page.goto('/vouchers?code=2');
    await expect(page.locator('#list-title')).toHaveText('Receipt Voucher');
    await expect(page).toHaveURL(/\/vouchers\?code=2$/);
    await expect(recordForm(page)).toHaveCount(0);
  });
});
