import { readFileSync } from 'node:fs';
import { expect, test, unique } from './support/fixtures.ts';

test.describe('export', () => {
  test('a list exports to a spreadsheet, loading the library on first use', async ({ page, api }) => {
    const name = unique('Export store');
    await api.create('/stores', { name });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/stores');
    await expect(page.getByTestId('list-table')).toBeVisible();
    await page.getByTestId('list-search').getByRole('searchbox').fill(name);
    await expect(page.locator('.data-table__row')).toHaveCount(1);
    await page.getByTestId('list-export').click();
    const download = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: 'Export to Excel (XLSX)' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^stores-\d{4}-\d{2}-\d{2}\.xlsx$/);
    // An XLSX file is a zip archive.
    expect(
      readFileSync(await file.path())
        .subarray(0, 2)
        .toString(),
    ).toBe('PK');
    expect(errors).toEqual([]);
  });
});
