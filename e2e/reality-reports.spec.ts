import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { expect, openIn, pick, test, unique } from './support/fixtures.ts';

const labels = (language: string) => {
  const read = (namespace: string) =>
    JSON.parse(
      readFileSync(new URL(`../web/public/locales/${language}/${namespace}.json`, import.meta.url), 'utf8'),
    );
  return { common: read('common'), reports: read('reports') };
};

/** Opens Reality reports ▸ `submenu` ▸ `title` from the top menu. */
const openFromMenu = async (page: Page, group: string, submenu: string, title: string) => {
  await page.getByTestId('desktop-menu').getByText(group, { exact: true }).click();
  await page.locator('.ant-menu-submenu-popup:visible').getByText(submenu, { exact: true }).click();
  await page
    .locator('.ant-menu-submenu-popup:visible')
    .getByRole('link', { name: title, exact: true })
    .click();
  await expect(page.locator('#report-title')).toHaveText(title);
};

/** The first sheet of an exported workbook, as text rows. */
const workbookRows = async (path: string) => {
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(path);
  const rows: string[][] = [];
  book.worksheets[0].eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1).map((value) => (value == null ? '' : String(value))));
  });
  return rows;
};

const seriousViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()).violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({ id: violation.id, nodes: violation.nodes.map((node) => node.target.join(' ')) }));

for (const language of ['en', 'ar'] as const) {
  test(`the rent roll and the unrealized revenue from the Reality reports menu (${language})`, async ({
    page,
    api,
  }) => {
    test.setTimeout(120_000);
    const words = labels(language);
    // A building of its own with one flat rented for this whole year at 100 a day.
    const year = new Date().getUTCFullYear();
    const daysInYear = (Date.UTC(year + 1, 0, 1) - Date.UTC(year, 0, 1)) / 86_400_000;
    const today = new Date();
    const dayOfYear =
      (Date.UTC(year, today.getUTCMonth(), today.getUTCDate()) - Date.UTC(year, 0, 1)) / 86_400_000 + 1;
    const buildingName = unique('Roll Tower');
    const building = await api.create('/buildings', {
      name: buildingName,
      apartmentFloor: 1,
      apartmentCount: 2,
    });
    const rented = await api.create('/apartments', {
      buildingId: building.id,
      apartmentNo: unique('R1'),
      apartmentKind: 1,
      propertyType: 0,
    });
    await api.create('/apartments', {
      buildingId: building.id,
      apartmentNo: unique('R2'),
      apartmentKind: 1,
      propertyType: 0,
    });
    const tenantName = unique('Roll tenant');
    const tenant = await api.create('/users', {
      cardType: 1,
      name: tenantName,
      ltnname: tenantName,
      phone: `+9715${String(Date.now()).slice(-8)}`,
    });
    const pattern = (await api.list('/contract-patterns', { code: 1 })).data[0];
    const aed = (await api.list('/currencies', { code: 'AED' })).data[0];
    await api.create('/contracts', {
      contractPatternId: pattern.id,
      clientId: tenant.id,
      buildingId: building.id,
      apartmentId: rented.id,
      currencyId: aed.id,
      issueDate: `${year}-01-01`,
      startDurationDate: `${year}-01-01`,
      contractDuration: 3,
      contractValue: String(100 * daysInYear),
      vatRate: '0',
      currentSecuringValue: '500',
      paidType: 2,
    });
    await page.addInitScript(() => {
      window.print = () => {
        document.body.dataset.printed = 'yes';
      };
    });
    await openIn(page, language);
    await page.goto('/');
    if (language === 'ar') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

    // The rent roll, narrowed to the building: one flat leased, one not.
    const group = words.common.menu.groups.realityReports;
    await openFromMenu(page, group, words.reports.menus.units, words.reports.titles['lease-units-report']);
    await pick(page, page.locator('#report-filter-buildingId'), buildingName, buildingName);
    await page.getByTestId('report-run').click();
    const table = page.getByTestId('report-table');
    await expect(table.locator('tr.ant-table-row')).toHaveCount(2);
    await expect(table).toContainText(tenantName);
    await expect(table).toContainText(words.reports.values.unitCondition.leased);
    await expect(table).toContainText(words.reports.values.unitCondition.vacant);
    const totals = page.getByTestId('report-totals');
    const annualRent = totals.locator('[data-total="annualRent"]');
    await expect(annualRent).not.toBeEmpty();
    const occupancy = await totals.locator('[data-total="occupancy"]').textContent();
    expect(occupancy).toMatch(language === 'ar' ? /٥٠|50/ : /50/);
    // The computed columns say how they are worked out.
    await expect(
      table.getByRole('img', { name: words.reports.help['lease-units-report'].annualRent }),
    ).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `test-results/${language}-rent-roll.png`, fullPage: true });

    // XLSX: the totals row carries the annual rent shown on screen.
    await page.getByTestId('report-export').click();
    const download = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: words.reports.screen.xlsx }).click();
    const rows = await workbookRows(await (await download).path());
    const header = rows[0];
    const rentColumn = header.indexOf(words.reports.columns.annualRent);
    expect(rentColumn).toBeGreaterThanOrEqual(0);
    const last = rows[rows.length - 1];
    expect(last[0]).toBe(words.reports.screen.totals);
    expect(last[rentColumn]).toBe(await annualRent.textContent());
    expect(rows).toHaveLength(4);

    // Print preview: the filters and buttons give way to the table.
    await page.getByTestId('report-print').click();
    await expect(page.locator('body')).toHaveAttribute('data-printed', 'yes');
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByTestId('report-run')).toBeHidden();
    await expect(page.locator('.desktop-menu')).toBeHidden();
    await expect(table).toBeVisible();
    await page.emulateMedia({ media: 'screen' });

    // Revenues ▸ Unrealized revenue: billed on the first day, earned at 100 a day.
    await openFromMenu(page, group, words.reports.menus.revenues, words.reports.titles.unrealized);
    await pick(page, page.locator('#report-filter-buildingId'), buildingName, buildingName);
    await page.getByTestId('report-run').click();
    await expect(page.getByTestId('report-table').locator('tr.ant-table-row')).toHaveCount(1);
    const unrealized = page.getByTestId('report-totals').locator('[data-total="unrealized"]');
    const shown = (await unrealized.textContent()) ?? '';
    // Compare the figure whatever digits and separators the language writes it with.
    const figure = (text: string) =>
      Number(
        text
          .replace(/[٠-٩]/g, (digit) => String(digit.charCodeAt(0) - 0x660))
          .replace(/٫/g, '.')
          .replace(/[^\d.]/g, ''),
      );
    expect(figure(shown)).toBe(100 * (daysInYear - dayOfYear));
    await page.getByTestId('report-export').click();
    const second = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: words.reports.screen.xlsx }).click();
    const unrealizedRows = await workbookRows(await (await second).path());
    const column = unrealizedRows[0].indexOf(words.reports.columns.unrealized);
    expect(unrealizedRows[1][column]).toBe(shown);
  });
}
