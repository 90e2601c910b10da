import { expect, fieldInput, recordForm, test, unique } from './support/fixtures.ts';

test('allow-add opens the referenced form as a popup above the record and selects what it saves', async ({
  page,
  signedIn,
}) => {
  expect(signedIn.accessToken).toBeTruthy();
  await page.goto('/category-problem?number=new');
  const form = recordForm(page);
  await expect(form).toBeVisible();
  await form.getByTestId('add-category').click();

  const popup = recordForm(page, 'popup-1');
  await expect(popup).toBeVisible();
  await expect(popup.getByRole('heading', { level: 2 })).toContainText('Category');
  // The popup stacks above the record form and has no pager (form only).
  const zIndex = (testId: string) =>
    page
      .getByTestId(testId)
      .evaluate((el) => Number(getComputedStyle(el.closest('.ant-modal-wrap')!).zIndex));
  expect(await zIndex('popup-1')).toBeGreaterThan(await zIndex('record-form'));
  await expect(popup.getByTestId('pager')).toHaveCount(0);

  const name = unique('Plumbing');
  await fieldInput(page, 'name', 'popup-1').fill(name);
  await popup.getByTestId('form-save').click();
  await expect(popup).toHaveCount(0);
  await expect(
    form
      .locator(
        '[data-field="categoryId"] .ant-select-content, [data-field="categoryId"] .ant-select-selection-item',
      )
      .first(),
  ).toHaveText(name);
  await expect(form.getByTestId('form-save')).toBeEnabled();
});

test('Escape closes only the topmost popup', async ({ page, signedIn }) => {
  expect(signedIn.accessToken).toBeTruthy();
  await page.goto('/category-problem?number=new');
  const form = recordForm(page);
  await form.getByTestId('add-category').click();
  await expect(recordForm(page, 'popup-1')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(recordForm(page, 'popup-1')).toHaveCount(0);
  await expect(form).toBeVisible();
});
