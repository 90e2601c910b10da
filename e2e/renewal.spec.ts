import type { Page } from '@playwright/test';
import { expect, openIn, seriousViolations, test, unique } from './support/fixtures.ts';

/*
 * A renewal with a preview (issue 26): "Renew" on a contract opens the next contract as it would be
 * saved; a 5 % escalation shows its figures; Confirm saves it, opens the new contract and then its
 * installment plan; the two contracts name each other by number and tenant. English and Arabic;
 * axe on the preview.
 */

const shots = 'test-results/screens';

const words = {
  en: { renewed: 'Contract renewed', title: 'Renew contract no.' },
  ar: { renewed: 'تم تجديد العقد', title: 'تجديد العقد رقم' },
} as const;

/** An amount as the screen writes it: grouped by commas, a point before the cents. */
const amount = (text: string) => new RegExp(text.replace(/,/g, '[,٬]').replace(/\./g, '[.٫]'));

const renewalCell = (page: Page, key: string) =>
  page.getByTestId('renewal-figures').getByTestId(`renewal-row-${key}`).getByTestId('renewal-value');

test.describe('renewal with a preview', () => {
  for (const language of ['en', 'ar'] as const) {
    test(`(${language}) renew a contract with a 5 % escalation and land on the new contract`, async ({
      page,
      api,
    }) => {
      test.setTimeout(180_000);
      const building = await api.create('/buildings', {
        name: unique('Renew Tower'),
        ltnname: unique('Renew Tower'),
        apartmentFloor: 1,
        apartmentCount: 2,
      });
      const unit = await api.create('/apartments', {
        buildingId: building.id,
        apartmentNo: unique('N'),
        apartmentKind: 1,
        propertyType: 0,
      });
      const tenant = unique('Renewer');
      const client = await api.create('/users', { cardType: 1, name: tenant, phone: '+971500000626' });
      const pattern = (await api.list('/contract-patterns', { code: 1 })).data[0];
      const aed = (await api.list('/currencies', { code: 'AED' })).data[0];
      // A year from 1 January 2026: 60,000 less 10 %, 5 % VAT, deposit 3,000, paid by installments.
      const old = await api.create('/contracts', {
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

      await openIn(page, language);
      await page.goto(`/contracts?code=1&number=${old.number}`);
      if (language === 'ar') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      const form = page.getByTestId('record-form');
      await expect(form.locator('.record-form__number')).toHaveText(`#${old.number}`);
      await page.getByTestId('command-renew').click();
      const modal = page.getByTestId('renewal-modal');
      await expect(modal).toBeVisible();
      await expect(page.locator('.ant-modal-title')).toContainText(`${words[language].title} ${old.number}`);
      // The next year, as it stands before any change.
      await expect(modal.getByTestId('renewal-start-date')).toHaveValue('2027-01-01');
      await expect(modal.getByTestId('renewal-end-date')).toHaveValue('2027-12-31');
      await expect(renewalCell(page, 'contractValue')).toContainText(amount('60,000.00'));

      // 5 %: 63,000 less 10 % (6,300) = 56,700, VAT 2,835, 59,535; the deposit carried.
      await modal.getByTestId('renewal-escalation').fill('5');
      const expected: [string, string | RegExp][] = [
        ['contractValue', amount('63,000.00')],
        ['discountValue', amount('6,300.00')],
        ['priceBeforeVat', amount('56,700.00')],
        ['vatValue', amount('2,835.00')],
        ['finalPrice', amount('59,535.00')],
        ['deposit', amount('3,000.00')],
        ['increase', amount('3,000.00')],
        ['escalation', '5 %'],
        ['days', '365'],
        ['tenant', tenant],
        ['unit', String(unit.apartmentNo)],
        ['period', '01/01/2027 – 31/12/2027'],
      ];
      for (const [key, value] of expected) await expect(renewalCell(page, key)).toContainText(value);
      expect(await seriousViolations(page, '.ant-modal')).toEqual([]);
      await page.screenshot({ path: `${shots}/${language}-renewal-preview.png` });
      // Nothing is saved before Confirm.
      expect((await api.list('/contracts', { apartmentId: unit.id })).data).toHaveLength(1);

      await page.getByTestId('renewal-confirm').click();
      await expect(page.locator('.ant-message').filter({ hasText: words[language].renewed })).toBeVisible();
      const made = (await api.list('/contracts', { apartmentId: unit.id, sort: 'number', order: 'desc' }))
        .data;
      expect(made).toHaveLength(2);
      const renewal = made[0];
      expect(renewal.previousContractId).toBe(old.id);
      expect(renewal.contractValue).toBe('63000.0000');
      expect(renewal.finalPrice).toBe('59535.0000');
      // Paid by installments: its installment plan opens over the new contract.
      await expect(page.getByTestId('popup-1')).toHaveAttribute('data-entity', 'installment');
      await page.getByTestId('popup-1').getByTestId('installment-close').click();
      await expect(form.locator('.record-form__number')).toHaveText(`#${renewal.number}`);
      // The previous contract by its number and tenant, never an id; it opens.
      const previous = page.getByTestId('renewal-previous-link');
      await expect(previous).toContainText(String(old.number));
      await expect(previous).toContainText(tenant);
      await expect(page.getByTestId('command-renew')).toBeVisible();
      await page.screenshot({ path: `${shots}/${language}-renewal-saved.png` });
      await previous.click();
      await expect(form.locator('.record-form__number')).toHaveText(`#${old.number}`);
      const next = page.getByTestId('renewal-next-link');
      await expect(next).toContainText(String(renewal.number));
      await expect(next).toContainText(tenant);
      // Renewed already: no second renewal is offered.
      await expect(page.getByTestId('command-renew')).toHaveCount(0);
      expect(await seriousViolations(page, '[data-testid="renewal-panel"]')).toEqual([]);
    });
  }
});
