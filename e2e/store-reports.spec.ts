import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, openIn, pick, test, unique } from './support/fixtures.ts';

/*
 * The item activity report after two bills (a purchase into a store of our own, then a sale out
 * of it), in English and in Arabic (right to left), checked with axe; and the material's balance
 * tab, which warns under the store's minimum.
 */

const words = {
  en: { title: 'Item activity', balanceTab: 'Balance', belowMinimum: 'Under the minimum' },
  ar: { title: 'حركة مادة', balanceTab: 'الرصيد', belowMinimum: 'دون الحد الأدنى' },
} as const;

/** A figure as the screen writes it, in plain digits (Arabic-Indic digits read too). */
const plain = (text: string) =>
  text
    .replace(/[٠-٩]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(/٫/g, '.')
    .replace(/[^\d.-]/g, '');

const seriousViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()).violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));

for (const language of ['en', 'ar'] as const) {
  test.describe(`store reports (${language})`, () => {
    test('run the item activity report after two bills; see the balance and its warning', async ({
      page,
      api,
    }) => {
      test.setTimeout(120_000);
      const w = words[language];
      const aed = (await api.list('/currencies', { code: 'AED' })).data[0];
      const purchase = (await api.list('/bill-patterns', { billType: 1 })).data[0];
      const sale = (await api.list('/bill-patterns', { billType: 2 })).data[0];
      const store = await api.create('/stores', { name: unique('Activity store') });
      const group = await api.create('/material-groups', { name: unique('Activity goods') });
      const materialName = unique('Cement bag');
      const material = await api.create('/materials', {
        code: String(Date.now()).slice(-9),
        name: materialName,
        materialGroupId: group.id,
        materialType: 1,
        unit1: 'bag',
        materialMinimums: [{ storeId: store.id, minimum: '10', maximum: '100' }],
      });
      const bill = (pattern: { id: unknown }, date: string, quantity: string, unitPrice: string) =>
        api.create('/bills', {
          billPatternId: pattern.id,
          billDate: date,
          issueDate: date,
          currencyId: aed.id,
          paymentMethod: 2,
          storeId: store.id,
          materials: [{ materialId: material.id, unit: 1, quantity, unitPrice }],
        });
      await bill(purchase, '2026-02-01', '12', '4');
      await bill(sale, '2026-02-03', '5', '6');

      await openIn(page, language);
      await page.goto('/reports/item-activity');
      if (language === 'ar') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(page.locator('#report-title')).toHaveText(w.title);
      await pick(page, page.locator('#report-filter-materialId'), materialName, materialName);
      await page.getByTestId('report-run').click();
      const table = page.getByTestId('report-table');
      await expect(table.locator('tr.ant-table-row')).toHaveCount(2);
      await expect
        .poll(async () => plain(await page.locator('[data-total="inQuantity"]').innerText()))
        .toMatch(/^12(\.0+)?$/);
      await expect
        .poll(async () => plain(await page.locator('[data-total="outQuantity"]').innerText()))
        .toMatch(/^5(\.0+)?$/);
      // The sale's row: 12 − 5 = 7 left, valued at the purchase cost of 4.
      await expect(table.locator('tr.ant-table-row').nth(1)).toContainText('28.00');
      expect(await seriousViolations(page)).toEqual([]);

      // The material's balance tab: 7 bags, under the store's minimum of 10.
      await page.goto(`/materials?number=${material.number}`);
      await page.getByRole('tab', { name: w.balanceTab }).click();
      const balances = page.getByTestId('material-balances');
      await expect(balances.getByTestId('balance-below-minimum')).toHaveText(w.belowMinimum);
      await expect(balances.locator('tr.ant-table-row')).toHaveCount(1);
    });
  });
}
