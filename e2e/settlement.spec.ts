import type { Page } from '@playwright/test';
import { expect, openIn, seriousViolations, test, unique } from './support/fixtures.ts';

/*
 * The move-out settlement (issue 26): a lease with a collected cheque, a bounced one and two held
 * ones is terminated from its screen; the figures the server works out show in the popup and, once
 * confirmed, on the contract and its printed clearance letter, with the letterhead. English and
 * Arabic; axe on the popup and the settled panel.
 */

const shots = 'test-results/screens';

const words = {
  en: { done: 'Contract terminated and settled', clearance: 'Clearance certificate', other: 'شهادة' },
  ar: { done: 'تم فسخ العقد وتسويته', clearance: 'شهادة', other: 'Clearance certificate' },
} as const;

/** An amount as the screen writes it: grouped by commas, a point before the cents. */
const amount = (text: string) => new RegExp(text.replace(/,/g, '[,٬]').replace(/\./g, '[.٫]'));

const figure = (page: Page, scope: string, key: string) =>
  page.getByTestId(scope).getByTestId(`settlement-${key}`);

test.describe('move-out settlement', () => {
  for (const language of ['en', 'ar'] as const) {
    test(`(${language}) terminate a lease with a bounced cheque and two held cheques, check the figures and the clearance`, async ({
      page,
      api,
      request,
      signedIn,
    }) => {
      test.setTimeout(240_000);
      const headers = { Authorization: `Bearer ${signedIn.accessToken}` };
      const letterhead = await request.put('/api/v1/settings/letterhead', {
        headers,
        data: {
          nameEn: 'Aqar Properties LLC',
          nameAr: 'شركة عقار العقارية',
          address: 'Abu Dhabi',
          trn: '100123456700003',
        },
      });
      expect(letterhead.ok(), await letterhead.text()).toBeTruthy();
      const building = await api.create('/buildings', {
        name: unique('Leave Tower'),
        ltnname: unique('Leave Tower'),
        apartmentFloor: 1,
        apartmentCount: 2,
      });
      const unit = await api.create('/apartments', {
        buildingId: building.id,
        apartmentNo: unique('L'),
        apartmentKind: 1,
        propertyType: 0,
      });
      const client = await api.create('/users', {
        cardType: 1,
        name: unique('Leaver'),
        phone: '+971500000666',
      });
      const pattern = (await api.list('/contract-patterns', { code: 1 })).data[0];
      const aed = (await api.list('/currencies', { code: 'AED' })).data[0];
      const accounts = Object.fromEntries(
        (await api.list('/accounts/leaves', { pageSize: 1000 })).data.map((row) => [
          String(row.code),
          row.id,
        ]),
      );
      // The worked example: 60,000 less 10 %, 5 % VAT (56,700), deposit 3,000, a first batch of
      // 6,700 and four quarterly cheques of 12,500.
      const saved = await api.create('/contracts', {
        contractPatternId: pattern.id,
        clientId: client.id,
        buildingId: building.id,
        apartmentId: unit.id,
        currencyId: aed.id,
        issueDate: '2026-01-01',
        startDurationDate: '2026-01-01',
        contractDuration: 3,
        contractValue: '60000',
        discountRate: '10',
        vatRate: '5',
        currentSecuringValue: '3000',
        paidType: 1,
      });
      const begin = Math.floor(Math.random() * 800_000) + 100_000;
      const plan = await request.post('/api/v1/contracts/installments', {
        headers,
        data: {
          installment: {
            contractId: saved.id,
            currencyId: aed.id,
            hasFirstBatch: true,
            firstBatch: '6700',
            paymentDate: '2026-01-01',
            installmentsNumbers: 4,
            eachNumber: 3,
            eachDuration: 2,
            firstInstallmentDate: '2026-01-01',
            beginNumber: begin,
          },
          installmentGrid: ['01-01', '04-01', '07-01', '10-01'].map((day, index) => ({
            internalNumber: String(begin + index),
            amount: '12500',
            dueDate: `2026-${day}`,
            endDueDate: null,
          })),
        },
      });
      expect(plan.ok(), await plan.text()).toBeTruthy();
      const cheques = (await plan.json()).installmentGrid as { id: string; internalNumber: string }[];
      const operation = (id: string, extra: Record<string, unknown> = {}) => ({
        chequeId: id,
        date: '2026-04-05',
        amount: '12500',
        currencyId: aed.id,
        debitAccountId: accounts['1321'],
        creditAccountId: accounts['122'],
        genEntries: true,
        ...extra,
      });
      await api.create('/op-collections', operation(cheques[0].id));
      await api.create(
        '/op-returns',
        operation(cheques[1].id, { debitAccountId: client.accountId, reason: 2 }),
      );

      await openIn(page, language);
      await page.goto(`/contracts?code=1&number=${saved.number}`);
      if (language === 'ar') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await page.getByTestId('command-terminate').click();
      const modal = page.getByTestId('settlement-modal');
      await expect(modal).toBeVisible();
      await modal.getByTestId('settlement-termination-date').fill('2026-06-30');
      await modal.getByTestId('settlement-fine-amount-0').fill('500');
      const account = modal.getByTestId('settlement-fine-account-0');
      await account.click();
      await page.keyboard.type('47');
      await page
        .locator('.ant-select-dropdown:visible .ant-select-item-option')
        .filter({ hasText: /^47 / })
        .first()
        .click();
      // Both later cheques are offered, to be handed back by default.
      for (const cheque of cheques.slice(2))
        await expect(modal.getByTestId(`settlement-hand-back-${cheque.internalNumber}`)).toBeChecked();
      await expect(figure(page, 'settlement-modal', 'fines')).toContainText(amount('500.00'));
      const expected: [string, string][] = [
        ['rentForTerm', '56,700.00'],
        ['unearned', '28,583.02'],
        ['earned', '28,116.98'],
        ['paidByCheques', '12,500.00'],
        ['paidInCash', '6,700.00'],
        ['handBackTotal', '25,000.00'],
        ['bouncedTotal', '12,500.00'],
        ['outstanding', '11,916.98'],
        ['deposit', '3,000.00'],
        ['fines', '500.00'],
        ['depositAfterDeductions', '-9,416.98'],
        ['owedByTenant', '9,416.98'],
      ];
      for (const [key, value] of expected)
        await expect(figure(page, 'settlement-modal', key)).toContainText(amount(value));
      expect(await seriousViolations(page, '.ant-modal')).toEqual([]);
      await page.screenshot({ path: `${shots}/${language}-settlement-popup.png` });
      await page.getByTestId('settlement-confirm').click();
      await expect(page.getByText(words[language].done)).toBeVisible();

      const panel = page.getByTestId('settlement-panel');
      await expect(panel).toBeVisible();
      for (const [key, value] of expected)
        await expect(figure(page, 'settlement-panel', key)).toContainText(amount(value));
      expect(await seriousViolations(page, '[data-testid="settlement-panel"]')).toEqual([]);

      await panel.getByTestId('settlement-print').click();
      const letter = page.getByTestId('printable-clearance');
      await expect(letter).toBeVisible();
      await expect(letter.getByTestId('clearance-letterhead')).toContainText('Aqar Properties LLC');
      await expect(letter.getByTestId('clearance-letterhead')).toContainText('شركة عقار العقارية');
      await expect(letter).toContainText(words[language].clearance);
      // Beside the reader's language, the other of Arabic and English.
      await expect(letter).toContainText(words[language].other);
      for (const [key, value] of expected)
        await expect(letter.getByTestId(`clearance-${key}`)).toContainText(amount(value));
      await expect(letter.getByTestId('words-en')).toContainText(
        'Nine thousand four hundred and sixteen UAE dirhams and ninety-eight fils',
      );
      await expect(letter.getByTestId('words-ar')).toContainText('تسعة آلاف');
      await page.screenshot({ path: `${shots}/${language}-settlement-clearance.png` });
    });
  }
});
