import { expect, fieldInput, recordForm, test, unique } from './support/fixtures.ts';

test.beforeEach(async ({ signedIn }) => {
  expect(signedIn.accessToken).toBeTruthy();
});

test.describe('buildings and units', () => {
  test('a building without units is refused on its units tab', async ({ page }) => {
    await page.goto('/buildings?number=new');
    const form = recordForm(page);
    await fieldInput(page, 'name').fill(unique('Empty tower'));
    await form.getByTestId('form-save').click();
    await expect(form.locator('.ant-tabs-tab-active')).toHaveText('Units');
    await expect(form.locator('[data-field="apartmentFloor"] [role="alert"]')).toHaveText(
      'units are required',
    );
  });

  test("a building's units list by building, with their status as a tag", async ({ page, api }) => {
    const building = await api.create('/buildings', { name: unique('Listed tower'), shopCount: 2 });
    const other = await api.create('/buildings', { name: unique('Other tower'), shopCount: 1 });
    await api.create('/shops', { buildingId: building.id, shopNo: 'SH01' });
    await api.create('/shops', { buildingId: building.id, shopNo: 'SH02', blocked: true });
    await api.create('/shops', { buildingId: other.id, shopNo: 'SH09' });
    await page.goto(`/shops?buildingId=${building.id}`);
    const rows = page.locator('.data-table__row');
    await expect(rows).toHaveCount(2);
    await expect(rows.filter({ hasText: 'SH02' }).locator('.ant-tag')).toHaveText('Blocked');
    await expect(rows.filter({ hasText: 'SH01' }).locator('.ant-tag')).toHaveText('Vacant');
  });
});
