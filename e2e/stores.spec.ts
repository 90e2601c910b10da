import { expect, fieldInput, recordForm, test, unique } from './support/fixtures.ts';

test.describe('stores', () => {
  test('list search finds a store by name', async ({ page, api }) => {
    const name = unique('Searchable store');
    await api.create('/stores', { name });
    await page.goto('/stores');
    await expect(page.getByTestId('list-table')).toBeVisible();
    await page.getByTestId('list-search').getByRole('searchbox').fill(name);
    await expect(page.locator('.data-table__row')).toHaveCount(1);
    await expect(page.locator('.data-table__row').first()).toContainText(name);
    await expect(page.getByTestId('list-count')).toHaveText('1');
  });

  test('create, edit and delete a store; an empty name is required', async ({ page }) => {
    await page.goto('/stores');
    await page.getByTestId('list-add').click();
    await expect(page).toHaveURL(/number=new/);
    const form = recordForm(page);
    await expect(form.getByTestId('pager-new')).toBeVisible();
    await expect(form.getByTestId('form-delete')).toHaveCount(0);

    // Dirty the form without a name: validation stops the save.
    await fieldInput(page, 'address').fill('Industrial area 4');
    await form.getByTestId('form-save').click();
    await expect(form.locator('[data-field="name"] [role="alert"]')).toHaveText('name is required');
    await expect(form.locator('[data-field="name"] .form-field__required')).toBeVisible();

    const name = unique('Warehouse');
    await fieldInput(page, 'name').fill(name);
    await form.getByTestId('form-save').click();
    await expect(
      page.locator('.ant-notification-notice').filter({ hasText: 'The record was added' }),
    ).toBeVisible();
    // A saved new record stays open: its number in the address, its values kept.
    await expect(page).toHaveURL(/number=\d+$/);
    await expect(fieldInput(page, 'name')).toHaveValue(name);
    await expect(form.getByTestId('pager-new')).toHaveCount(0);
    await expect(form.getByTestId('form-save')).toBeDisabled();
    await form.getByTestId('form-close').click();
    await expect(form).toHaveCount(0);

    await page.getByTestId('list-search').getByRole('searchbox').fill(name);
    const row = page.locator('.data-table__row').filter({ hasText: name });
    await expect(row).toHaveCount(1);
    await row.getByRole('link').click();
    await expect(fieldInput(page, 'name')).toHaveValue(name);
    await expect(fieldInput(page, 'address')).toHaveValue('Industrial area 4');

    await fieldInput(page, 'address').fill('Port road 9');
    await page.keyboard.press('Control+s');
    await expect(
      page.locator('.ant-notification-notice').filter({ hasText: 'The record was updated' }),
    ).toBeVisible();
    await expect(form.getByTestId('form-save')).toBeDisabled();
    await form.getByTestId('form-close').click();
    await expect(row).toContainText('Port road 9');

    await row.getByRole('link').click();
    await form.getByTestId('form-delete').click();
    await page.getByTestId('confirm-ok').click();
    await expect(
      page.locator('.ant-notification-notice').filter({ hasText: 'The record was deleted' }),
    ).toBeVisible();
    await form.getByTestId('form-close').click();
    await expect(page.locator('.data-table__row').filter({ hasText: name })).toHaveCount(0);
  });

  test('saving an unchanged form warns that nothing changed', async ({ page, api }) => {
    const created = await api.create('/stores', { name: unique('Unchanged store') });
    await page.goto(`/stores?number=${created.number}`);
    await expect(fieldInput(page, 'name')).toHaveValue(String(created.name));
    await page.keyboard.press('Control+s');
    await expect(
      page.locator('.ant-notification-notice').filter({ hasText: 'Nothing to save' }),
    ).toBeVisible();
  });

  test('?number= opens that record in a form over the list', async ({ page, api }) => {
    const created = await api.create('/stores', { name: unique('Numbered store') });
    await page.goto(`/stores?number=${created.number}`);
    const form = recordForm(page);
    await expect(form).toBeVisible();
    await expect(fieldInput(page, 'name')).toHaveValue(String(created.name));
    await expect(form.getByTestId('pager-number')).toHaveValue(String(created.number));
    await expect(page.getByTestId('list-table')).toBeVisible();
  });

  test('the pager moves between records and shows New past the last', async ({ page, api }) => {
    const first = await api.create('/stores', { name: unique('Pager store A') });
    const last = await api.create('/stores', { name: unique('Pager store B') });
    await page.goto(`/stores?number=${first.number}`);
    const form = recordForm(page);
    await expect(form.getByTestId('pager-number')).toHaveValue(String(first.number));
    await form.getByTestId('pager-next').click();
    await expect(page).toHaveURL(new RegExp(`number=${last.number}$`));
    await expect(fieldInput(page, 'name')).toHaveValue(String(last.name));
    await form.getByTestId('pager-previous').click();
    await expect(fieldInput(page, 'name')).toHaveValue(String(first.name));

    await form.getByTestId('pager-last').click();
    await expect(form.getByTestId('pager-number')).toHaveValue(String(last.number));
    await expect(fieldInput(page, 'name')).toHaveValue(String(last.name));

    await form.getByTestId('pager-next').click();
    await expect(form.getByTestId('pager-new')).toBeVisible();
    await expect(form.getByTestId('pager-new')).toContainText('New');
    await expect(fieldInput(page, 'name')).toHaveValue('');

    // Alt+PageUp goes back to the last record; typing a number and Enter jumps.
    await page.keyboard.press('Alt+PageUp');
    await expect(form.getByTestId('pager-number')).toHaveValue(String(last.number));
    await form.getByTestId('pager-number').fill(String(first.number));
    await form.getByTestId('pager-number').press('Enter');
    await expect(page).toHaveURL(new RegExp(`number=${first.number}$`));
    await expect(fieldInput(page, 'name')).toHaveValue(String(first.name));
    const { data: oldest } = await api.list('/stores', { sort: 'number', order: 'asc', pageSize: 1 });
    await form.getByTestId('pager-first').click();
    await expect(form.getByTestId('pager-number')).toHaveValue(String(oldest[0].number));

    // A number past the last opens the New badge too.
    await page.goto(`/stores?number=${last.number + 50}`);
    await expect(recordForm(page).getByTestId('pager-new')).toBeVisible();
  });

  test('closing a changed form warns first', async ({ page, api }) => {
    const created = await api.create('/stores', { name: unique('Dirty store') });
    await page.goto(`/stores?number=${created.number}`);
    const form = recordForm(page);
    await expect(fieldInput(page, 'name')).toHaveValue(String(created.name));
    await fieldInput(page, 'note').fill('changed but not saved');
    await form.getByTestId('form-close').click();
    const dialog = page.getByRole('dialog', { name: 'Unsaved changes' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('You have changes that are not saved');
    await page.getByTestId('confirm-cancel').click();
    await expect(dialog).toHaveCount(0);
    await expect(form).toBeVisible();
    await expect(fieldInput(page, 'note')).toHaveValue('changed but not saved');

    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();
    await page.getByTestId('confirm-ok').click();
    await expect(form).toHaveCount(0);
    await expect(page).not.toHaveURL(/number=/);
  });

  test('bulk delete removes the selected stores', async ({ page, api }) => {
    const prefix = unique('Bulk');
    await api.create('/stores', { name: `${prefix} one` });
    await api.create('/stores', { name: `${prefix} two` });
    await page.goto('/stores');
    await page.getByTestId('list-search').getByRole('searchbox').fill(prefix);
    const rows = page.locator('.data-table__row');
    await expect(rows).toHaveCount(2);
    await expect(page.getByTestId('list-delete-selected')).toBeDisabled();
    // The header's box ticks the whole page, and shows a part-ticked page as such.
    const all = page.getByRole('checkbox', { name: 'Select all records on this page' });
    await rows.first().locator('.data-table__check').check();
    await expect(page.getByTestId('list-delete-selected')).toHaveText(/\(1\)/);
    await expect(all).toHaveJSProperty('indeterminate', true);
    // A ticked row is highlighted.
    const background = (index: number) =>
      rows
        .nth(index)
        .locator('td')
        .last()
        .evaluate((cell) => getComputedStyle(cell).backgroundColor);
    expect(await background(0)).not.toBe(await background(1));
    await all.check();
    await expect(page.getByTestId('list-delete-selected')).toHaveText(/\(2\)/);
    await all.uncheck();
    await expect(page.getByTestId('list-delete-selected')).toBeDisabled();
    for (const row of await rows.all()) await row.locator('.data-table__check').check();
    await expect(all).toBeChecked();
    await page.getByTestId('list-delete-selected').click();
    await expect(page.locator('.ant-modal-confirm')).toContainText('Selected records: 2');
    await page.getByTestId('confirm-ok').click();
    await expect(page.locator('.ant-message').getByText('The selected records were deleted')).toBeVisible();
    await expect(page.locator('.ant-modal-confirm')).toHaveCount(0);
    await expect(rows).toHaveCount(0);
  });

  test('a store referenced by another cannot be bulk deleted, and says why', async ({ page, api }) => {
    const parent = await api.create('/stores', { name: unique('Parent store') });
    await api.create('/stores', { name: unique('Child store'), parentId: parent.id });
    await page.goto('/stores');
    await page.getByTestId('list-search').getByRole('searchbox').fill(String(parent.name));
    await expect(page.locator('.data-table__row')).toHaveCount(1);
    await page.locator('.data-table__row .data-table__check').first().check();
    await page.getByTestId('list-delete-selected').click();
    await page.getByTestId('confirm-ok').click();
    await expect(page.locator('.ant-message').getByText(/could not be deleted/)).toBeVisible();
    await expect(page.locator('.data-table__row')).toHaveCount(1);
  });
});

test.beforeEach(async ({ signedIn }) => {
  expect(signedIn.accessToken).toBeTruthy();
});
