import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { expect, openIn, pick, test, unique } from './support/fixtures.ts';

/*
 * The cheque, payment and contract reports from the new menus (reference section 4): open them,
 * filter by a building of our own, choose columns, export XLSX and read a figure back, and open a
 * row's record in a popup over the report. In English and in Arabic (right to left).
 */

const words = {
  en: {
    reality: 'Reality reports',
    contractsMenu: 'Contracts reports',
    contractPayments: 'Contract payments',
    accounting: 'Accounting reports',
    cheques: 'Cheques',
    realty: 'Realty transactions',
    cycle: 'Contract cycle',
    columns: 'Columns',
    currentDeposit: 'Current deposit',
    contractValue: 'Contract value',
    uncollected: 'Total uncollected amount',
    xlsx: 'Excel (XLSX)',
  },
  ar: {
    reality: 'التقارير العقارية',
    contractsMenu: 'تقارير العقود',
    contractPayments: 'دفعات العقود',
    accounting: 'التقارير المحاسبية',
    cheques: 'الشيكات',
    realty: 'العمليات العقارية',
    cycle: 'دورة العقد',
    columns: 'الأعمدة',
    currentDeposit: 'التأمين الحالي',
    contractValue: 'قيمة العقد الأساسية',
    uncollected: 'إجمالي غير المحصل',
    xlsx: 'إكسل (XLSX)',
  },
} as const;

/** A figure as the screen or the sheet writes it, in plain digits (Arabic-Indic digits read too). */
const plain = (text: string) =>
  text
    .replace(/[٠-٩]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(/٫/g, '.')
    .replace(/[^\d.-]/g, '');

const openFromMenu = async (page: Page, group: string, items: string[]) => {
  await page.goto('/');
  await page.getByTestId('desktop-menu').getByText(group, { exact: true }).click();
  for (const [index, item] of items.entries()) {
    const popup = page.locator('.ant-menu-submenu-popup:visible').last();
    if (index < items.length - 1) await popup.getByText(item, { exact: true }).click();
    else await popup.getByRole('link', { name: item, exact: true }).click();
  }
};

const seriousViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()).violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));

for (const language of ['en', 'ar'] as const) {
  test.describe(`cheque and contract reports (${language})`, () => {
    test('open from the menus, filter, choose columns, export, open the rows’ records', async ({
      page,
      api,
    }) => {
      test.setTimeout(180_000);
      const w = words[language];
      const buildingName = unique('Report Tower');
      const unitNo = `R${Date.now().toString(36).slice(-5)}`;
      const aed = (await api.list('/currencies', { code: 'AED' })).data[0];
      const pattern = (await api.list('/contract-patterns', { code: 1 })).data[0];
      const received = await api.get<{ id: string; defaultAccountId: string }>('/cheque-patterns/code/2');
      const building = await api.create('/buildings', {
        name: buildingName,
        apartmentFloor: 1,
        apartmentCount: 1,
      });
      const unit = await api.create('/apartments', {
        buildingId: building.id,
        apartmentNo: unitNo,
        apartmentKind: 1,
        propertyType: 0,
      });
      const client = await api.create('/users', {
        cardType: 1,
        name: unique('Report tenant'),
        phone: `+9715${String(Date.now()).slice(-8)}`,
      });
      const contract = await api.create('/contracts', {
        contractPatternId: pattern.id,
        clientId: client.id,
        buildingId: building.id,
        apartmentId: unit.id,
        currencyId: aed.id,
        issueDate: '2026-01-01',
        startDurationDate: '2026-01-01',
        contractDuration: 3,
        contractValue: '12000',
        currentSecuringValue: '1000',
        paidType: 1,
      });
      const chequeNumbers = [`${unitNo}1`, `${unitNo}2`];
      const cheques = [];
      for (const [index, internalNumber] of chequeNumbers.entries())
        cheques.push(
          await api.create('/cheques', {
            chequePatternId: received.id,
            internalNumber,
            amount: '3000',
            date: '2026-01-01',
            dueDate: index === 0 ? '2026-01-01' : '2026-07-01',
            accountId: client.accountId,
            observeAccountId: received.defaultAccountId,
            currencyId: aed.id,
            customerId: client.id,
            apartmentId: unit.id,
            connectWith: 1,
            connectWithId: contract.id,
          }),
        );
      const defaults = await api.get<Record<string, unknown>>(
        `/cheques/${cheques[0].id}/operation-defaults`,
        { operation: 'collection', date: '2026-01-05' },
      );
      await api.create('/op-collections', { ...defaults, date: '2026-01-05' });

      await openIn(page, language);

      // Reality reports ▸ Contracts reports ▸ Contract payments.
      await openFromMenu(page, w.reality, [w.contractsMenu, w.contractPayments]);
      await expect(page).toHaveURL(/\/reports\/contract-payments-report$/);
      if (language === 'ar') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(page.locator('#report-title')).toHaveText(w.contractPayments);
      await pick(page, page.locator('#report-filter-buildingId'), buildingName, buildingName);
      await page.getByTestId('report-run').click();
      const table = page.getByTestId('report-table');
      await expect(table.locator('tr.ant-table-row')).toHaveCount(1);
      // 12000 less the collected cheque's 3000.
      await expect
        .poll(async () => plain(await page.locator('[data-total="totalUncollected"]').innerText()))
        .toBe('9000.00');
      // The column's rule is its help.
      await expect(table.locator('th').filter({ hasText: w.uncollected }).getByRole('img')).toHaveCount(1);

      // Columns: the deposit goes, the contract value stays; the export follows the choice.
      await expect(table.locator('th').filter({ hasText: w.currentDeposit })).toHaveCount(1);
      await page.getByTestId('report-columns').click();
      await page.getByRole('menuitem').filter({ hasText: w.currentDeposit }).click();
      await page.keyboard.press('Escape');
      await expect(table.locator('th').filter({ hasText: w.currentDeposit })).toHaveCount(0);
      await expect(table.locator('th').filter({ hasText: w.contractValue })).toHaveCount(1);
      expect(await seriousViolations(page)).toEqual([]);

      await page.getByTestId('report-export').hover();
      const download = page.waitForEvent('download');
      await page.getByRole('menuitem', { name: w.xlsx }).click();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(/^contract-payments-\d{4}-\d{2}-\d{2}\.xlsx$/);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.readFile(await file.path());
      const sheet = workbook.worksheets[0];
      const headers = (sheet.getRow(1).values as unknown[]).map(String);
      expect(headers).not.toContain(w.currentDeposit);
      const column = headers.indexOf(w.uncollected);
      expect(column).toBeGreaterThan(0);
      expect(plain(String(sheet.getRow(2).getCell(column).value))).toBe('9000.00');

      // The contract number opens the contract over the report.
      await table.locator('[data-opens="contract"]').first().click();
      const popup = page.getByTestId('popup-1');
      await expect(popup).toBeVisible();
      await expect(popup.locator('[data-field="contractValue"] input')).not.toHaveValue('');
      await page.keyboard.press('Escape');
      await expect(popup).toBeHidden();

      // Accounting reports ▸ Cheques: the building's two cheques; a cheque opens over the report.
      await openFromMenu(page, w.accounting, [w.cheques]);
      await expect(page).toHaveURL(/\/reports\/cheque$/);
      await pick(page, page.locator('#report-filter-buildingId'), buildingName, buildingName);
      await page.getByTestId('report-run').click();
      await expect(table.locator('tr.ant-table-row')).toHaveCount(2);
      await expect
        .poll(async () => plain(await page.locator('[data-total="amount"]').innerText()))
        .toBe('6000.00');
      expect(await seriousViolations(page)).toEqual([]);
      await table.locator('[data-opens="cheque"]').filter({ hasText: chequeNumbers[1] }).click();
      await expect(page.getByTestId('popup-1')).toBeVisible();
      await expect(page.getByTestId('popup-1').locator('[data-field="internalNumber"] input')).toHaveValue(
        chequeNumbers[1],
      );
      await page.keyboard.press('Escape');

      // Realty transactions ▸ Contract cycle: the contract's unit opens the unit.
      await openFromMenu(page, w.realty, [w.cycle]);
      await expect(page).toHaveURL(/\/reports\/contract-cycle-report$/);
      await pick(page, page.locator('#report-filter-buildingId'), buildingName, buildingName);
      await page.getByTestId('report-run').click();
      await expect(table.locator('tr.ant-table-row')).toHaveCount(1);
      await table.locator('[data-opens="apartment"]').click();
      await expect(page.getByTestId('popup-1').locator('[data-field="apartmentNo"] input')).toHaveValue(
        unitNo,
      );
      await page.screenshot({ path: `test-results/${language}-report-contract-cycle.png` });
      await page.keyboard.press('Escape');

      // The general ledger's line opens the document that posted it (or its entry).
      await page.goto('/reports/general-ledger-report');
      await pick(page, page.locator('#report-filter-accountId'), '1311', /1311/);
      await page.getByTestId('report-run').click();
      await table.locator('button[data-opens]').first().click();
      await expect(page.getByTestId('popup-1')).toBeVisible();
    });
  });
}
