import type { Locator, Page } from '@playwright/test';
import { apiClient, expect, pick, signInPage, test, unique } from './support/fixtures.ts';

/** The report screen's date format (dd/mm/yyyy) of a local date. */
const shown = (date: Date) =>
  `${String(date.getDate()).padStart(2, '0')}/${String(date.getMonth() + 1).padStart(2, '0')}/${date.getFullYear()}`;

/**
 * How the amounts of some cells sit: their computed alignment, direction and figures, and the
 * right edge of each one's text (a Range over the cell's contents, so the text itself, not the cell).
 */
const amountLayout = (cells: Locator) =>
  cells.evaluateAll((tds) =>
    tds
      .filter((td) => (td.textContent ?? '').trim() !== '')
      .map((td) => {
        const style = getComputedStyle(td);
        const range = document.createRange();
        range.selectNodeContents(td);
        const cell = td.getBoundingClientRect();
        return {
          column: (td as HTMLTableCellElement).cellIndex,
          textAlign: style.textAlign,
          direction: style.direction,
          tabular: style.fontVariantNumeric.includes('tabular-nums'),
          // Gap between the text's right edge and the cell's inner right edge.
          gap: Math.round(
            cell.right - Number.parseFloat(style.paddingRight) - range.getBoundingClientRect().right,
          ),
          right: Math.round(range.getBoundingClientRect().right),
        };
      }),
  );

const expectAlignedOnTheRight = async (cells: Locator, least: number) => {
  const layout = await amountLayout(cells);
  expect(layout.length).toBeGreaterThanOrEqual(least);
  for (const cell of layout) {
    expect(cell).toMatchObject({ textAlign: 'right', direction: 'ltr', tabular: true });
    expect(Math.abs(cell.gap)).toBeLessThanOrEqual(1);
  }
  // Each column's figures end on one vertical line.
  for (const column of new Set(layout.map((cell) => cell.column))) {
    const rights = layout.filter((cell) => cell.column === column).map((cell) => cell.right);
    expect(Math.max(...rights) - Math.min(...rights)).toBeLessThanOrEqual(1);
  }
};

const within = async (page: Page, locator: Locator) => {
  const box = await locator.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(width);
};

for (const language of ['en', 'ar']) {
  test.describe(`ledger screens (${language})`, () => {
    test('the general ledger fits 1280 px: opening row, amounts on the right, totals', async ({
      page,
      request,
    }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      const session = await signInPage(page, request, language);
      const api = apiClient(request, session.accessToken);
      const leaves = (await api.list('/accounts/leaves', { pageSize: 500, sort: 'code' })).data;
      const cash = leaves.find((account) => account.code === '1311')!;
      const rent = leaves.find((account) => account.code === '43')!;
      // A long narrative that would push the amounts off screen if it did not wrap.
      const note = `${unique('Ledger layout')} ${'rent for the whole of the coming season, paid in cash at the office '.repeat(3)}`;
      const today = new Date();
      const day = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
      const currencies = (await api.list('/currencies', { pageSize: 100 })).data;
      await api.create('/entries', {
        date: day,
        currencyId: currencies.find((currency) => currency.code === 'AED')!.id,
        note,
        lines: [
          { accountId: cash.id, debit: '1234.5', credit: '0', note },
          { accountId: rent.id, debit: '0', credit: '1234.5', note },
        ],
      });

      await page.goto('/reports/general-ledger-report');
      // The ledger opens on this year up to today.
      await expect(page.locator('#report-filter-from')).toHaveValue(`01/01/${today.getFullYear()}`);
      await expect(page.locator('#report-filter-to')).toHaveValue(shown(today));
      await pick(page, page.locator('#report-filter-accountId'), '1311', /1311/);
      await page.getByTestId('report-run').click();
      const table = page.getByTestId('report-table');
      const rows = table.locator('tr.ant-table-row');
      await expect(rows.first()).toHaveClass(/report-screen__opening/);
      await expect(rows.first()).toContainText(language === 'ar' ? 'الرصيد الافتتاحي' : 'Opening balance');
      await expect(rows.filter({ hasText: note.slice(0, 30) })).toHaveCount(1);
      const totals = page.getByTestId('report-totals');
      for (const key of ['debit', 'credit', 'balance'])
        await expect(totals.locator(`[data-total="${key}"]`)).toBeVisible();

      // Debit, credit and balance are on screen without scrolling sideways.
      for (const key of ['debit', 'credit', 'balance']) {
        const header = table.locator('thead th').nth(
          await table.locator('thead th').evaluateAll(
            (ths, label) => ths.findIndex((th) => th.textContent?.trim() === label),
            {
              en: { debit: 'Debit', credit: 'Credit', balance: 'Balance' },
              ar: { debit: 'مدين', credit: 'دائن', balance: 'الرصيد' },
            }[language]![key as 'debit' | 'credit' | 'balance'],
          ),
        );
        await within(page, header);
      }
      const scroll = await table
        .locator('.ant-table-content')
        .evaluate((element) => element.scrollWidth - element.clientWidth);
      expect(scroll).toBeLessThanOrEqual(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
      // The narrative wraps to a few lines, its whole in a tooltip.
      const narrative = rows.filter({ hasText: note.slice(0, 30) }).locator(`span[title="${note.trim()}"]`);
      await expect(narrative.first()).toBeVisible();
      expect((await narrative.first().boundingBox())!.height).toBeLessThan(60);

      // Amounts sit on the right edge of their cells, English and Arabic alike.
      await expectAlignedOnTheRight(table.locator('tr.ant-table-row td.money-cell'), 3);
      await page.screenshot({ path: `test-results/ledger-layout/${language}-general-ledger-1280.png` });
    });

    test('the trial balance shows the account tree with subtotals, collapsible', async ({
      page,
      request,
    }) => {
      await signInPage(page, request, language);
      await page.goto('/reports/trial-balance');
      await expect(page.locator('#report-filter-subtotals')).toBeChecked();
      await page.getByTestId('report-run').click();
      const rows = page.getByTestId('report-table').locator('tr.ant-table-row');
      const root = rows.first();
      await expect(root).toHaveClass(/report-screen__branch/);
      await expect(root.locator('td').first()).toHaveText('1');
      const all = await rows.count();
      // Folding the assets hides every account under them.
      await root.locator('.ant-table-row-expand-icon').click();
      await expect(rows).not.toHaveCount(all);
      const folded = await rows.count();
      expect(folded).toBeLessThan(all);
      await expect(rows.nth(1).locator('td').first()).not.toHaveText(/^1\d/);
      await page.screenshot({ path: `test-results/ledger-layout/${language}-trial-balance.png` });
      await root.locator('.ant-table-row-expand-icon').click();
      await expect(rows).toHaveCount(all);
      await expectAlignedOnTheRight(rows.locator('td.money-cell'), 6);
    });

    test('the received cheques: one line per row, amounts on the right, filters folded and remembered', async ({
      page,
      request,
    }) => {
      await signInPage(page, request, language);
      await page.goto('/cheques?code=2');
      const rows = page.locator('.data-table__row');
      await expect(rows.first()).toBeVisible();
      expect(await rows.count()).toBeGreaterThan(3);
      const heights = await rows.evaluateAll((trs) => trs.map((tr) => tr.getBoundingClientRect().height));
      for (const height of heights) expect(height).toBeLessThanOrEqual(48);
      await expectAlignedOnTheRight(rows.locator('td.money-cell'), 3);

      // Three filters first; the others behind one button, which the screen remembers.
      const filters = page.getByTestId('list-filters').locator('.list-screen__filter');
      await expect(filters).toHaveCount(3);
      await page.screenshot({ path: `test-results/ledger-layout/${language}-received-cheques.png` });
      await page.getByTestId('list-more-filters').click();
      await expect(page.getByTestId('list-more-filters')).toHaveAttribute('aria-expanded', 'true');
      const opened = await filters.count();
      expect(opened).toBeGreaterThan(10);
      await page.reload();
      await expect(rows.first()).toBeVisible();
      await expect(filters).toHaveCount(opened);
      await page.getByTestId('list-more-filters').click();
      await expect(filters).toHaveCount(3);
      await page.reload();
      await expect(rows.first()).toBeVisible();
      await expect(filters).toHaveCount(3);
    });
  });
}
