import type { Page } from '@playwright/test';
import { type apiClient, expect, pick, recordForm, test, unique, openIn } from './support/fixtures.ts';

const shots = 'test-results/screens';

/** Waits for the popups' opening animations, so that a picture shows them whole. */
const settled = (page: Page) =>
  page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );

const languages = {
  en: {
    transactions: 'Accounting transactions',
    pattern: 'Received Check',
    added: 'The record was added',
    uncollected: 'Uncollected',
    payments: 'Payments',
    collected: 'Collected',
    collection: 'Collection',
    popup: 'Cheque collection',
    partial: 'Partially collected',
    reason: 'Insufficient funds',
    returned: 'Returned',
    replaced: 'Replaced',
    offer: 'The cheque is returned',
    replacedBy: 'Replaced by cheque',
    replaces: 'Replaces cheque',
  },
  ar: {
    transactions: 'العمليات المحاسبية',
    pattern: 'شيك مقبوض',
    added: 'تمت إضافة السجل',
    uncollected: 'غير محصل',
    payments: 'الدفعات',
    collected: 'محصل',
    collection: 'تحصيل',
    popup: 'تحصيل شيك',
    partial: 'محصل جزئياً',
    reason: 'رصيد غير كافٍ',
    returned: 'مرتجع',
    replaced: 'مستبدل',
    offer: 'تم إرجاع الشيك',
    replacedBy: 'استُبدل بالشيك',
    replaces: 'بديل عن الشيك',
  },
} as const;

test.describe('cheques', () => {
  for (const [language, words] of Object.entries(languages)) {
    test(`(${language}) create a received cheque, collect it from the operations bar, see it turn collected`, async ({
      page,
      api,
    }) => {
      test.setTimeout(180_000);
      // A customer, whose ledger account the cheque credits.
      const name = unique('Cheque client');
      const customer = await api.create('/users', { cardType: 1, name, ltnname: name, phone: '0500000002' });
      const chequeNumber = `${Date.now()}`.slice(-8);

      await openIn(page, language);
      await page.goto('/');
      if (language === 'ar') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await page.getByTestId('desktop-menu').getByText(words.transactions, { exact: false }).click();
      await page
        .locator('.ant-menu-submenu-popup:visible')
        .getByRole('link', { name: words.pattern, exact: true })
        .click();
      await expect(page).toHaveURL(/\/cheques\?code=2$/);
      await expect(page.locator('#list-title')).toHaveText(words.pattern);

      await page.getByTestId('list-add').click();
      const form = recordForm(page);
      // The pattern's notes-receivable account is the counter account already.
      await expect(form.locator('[data-field="observeAccountId"]')).toContainText('122');
      await form.locator('[data-field="internalNumber"] input').fill(chequeNumber);
      await form.locator('[data-field="amount"] input').fill('12500');
      // Choosing the customer fills the account it credits (domain-reference 2.20).
      await pick(page, form.locator('[data-field="customerId"]').getByRole('combobox'), name, name);
      await expect(form.locator('[data-field="accountId"]')).toContainText(name);
      const due = form.locator('[data-field="dueDate"] input');
      await due.click();
      await due.fill('01/12/2026');
      await due.press('Tab');
      await expect(due).toHaveValue('01/12/2026');
      await expect(form.locator('[data-field="accountId"]')).toContainText(name);
      await form.getByTestId('form-save').click();
      await expect(page.locator('.ant-notification-notice').filter({ hasText: words.added })).toBeVisible();
      await expect
        .poll(async () => (await api.list('/cheques', { search: chequeNumber, pageSize: 1 })).count)
        .toBe(1);

      const cheque = (await api.list('/cheques', { search: chequeNumber, pageSize: 1 })).data[0];
      expect(cheque).toMatchObject({
        code: 2,
        status: 1,
        accountId: customer.accountId,
        dueDate: '2026-12-01',
      });
      await page.goto(`/cheques?code=2&number=${cheque.number}`);
      const status = form.locator('[data-field="status"]');
      await expect(status).toContainText(words.uncollected);
      await form.getByTestId('cheque-operations').scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${shots}/${language}-cheque-form.png` });

      await form.getByTestId('cheque-operation-collection').click();
      const popup = page.getByTestId('popup-1');
      await expect(popup.getByText(words.popup)).toBeVisible();
      // The pattern's defaults: the cheque's amount and due date, Cr notes receivable.
      await expect(popup.locator('[data-field="amount"] input')).toHaveValue('12500');
      await expect(popup.locator('[data-field="creditAccountId"]')).toContainText('122');
      // The popup has finished opening (its zoom animation) before the picture.
      await page.evaluate(() =>
        Promise.all(
          document
            .getAnimations()
            .filter((animation) => animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
            .map((animation) => animation.finished.catch(() => undefined)),
        ),
      );
      await page.screenshot({ path: `${shots}/${language}-cheque-collection.png` });
      await popup.getByTestId('form-save').click();
      await expect(popup).toBeHidden();

      await expect(status).toContainText(words.collected);
      await expect(status).not.toContainText(words.uncollected);
      await expect(form.getByTestId('cheque-operation-collection')).toHaveClass(/ant-btn-primary/);
      await expect(form.getByTestId('cheque-operation-partial')).toBeDisabled();
      await expect(form.getByTestId('cheque-status')).toHaveText(words.collected);
      await page.screenshot({ path: `${shots}/${language}-cheque-collected.png` });

      const collection = (await api.list('/op-collections', { chequeId: cheque.id, pageSize: 1 })).data[0];
      expect(collection).toMatchObject({ amount: '12500.0000', date: '2026-12-01' });
      // The list shows the status tag too.
      await form.getByTestId('form-close').click();
      await expect(page.locator('tr').filter({ hasText: chequeNumber }).locator('.ant-tag')).toHaveText(
        words.collected,
      );
    });
  }
});

/**
 * A received cheque of a new customer's rent contract, made through the API as the contract's
 * payments tab makes one (connected with the contract).
 */
const receivedCheque = async (
  api: ReturnType<typeof apiClient>,
  request: import('@playwright/test').APIRequestContext,
  token: string,
  amount: string,
) => {
  const name = unique('Cheque tenant');
  const customer = await api.create('/users', { cardType: 1, name, ltnname: name, phone: '0500000003' });
  const headers = { Authorization: `Bearer ${token}` };
  const pattern = (await (await request.get('/api/v1/cheque-patterns/code/2', { headers })).json()).data;
  const notes = (await (await request.get('/api/v1/accounts?code=122', { headers })).json()).data.find(
    (account: { code: string }) => account.code === '122',
  );
  const aed = (await (await request.get('/api/v1/currencies?code=AED', { headers })).json()).data[0];
  const buildingName = unique('Cheque Tower');
  const building = await api.create('/buildings', {
    name: buildingName,
    apartmentFloor: 1,
    apartmentCount: 1,
  });
  const unit = await api.create('/apartments', {
    buildingId: building.id,
    apartmentNo: unique('Q'),
    apartmentKind: 1,
    propertyType: 0,
  });
  const contractPattern = (await api.list('/contract-patterns', { code: 1 })).data[0];
  const contract = await api.create('/contracts', {
    contractPatternId: contractPattern.id,
    clientId: customer.id,
    buildingId: building.id,
    apartmentId: unit.id,
    currencyId: aed.id,
    issueDate: '2026-11-01',
    startDurationDate: '2026-11-01',
    contractDuration: 3,
    contractValue: '48000',
    currentSecuringValue: '1000',
    paidType: 3,
  });
  const internalNumber = `${Date.now()}`.slice(-7);
  const cheque = await api.create('/cheques', {
    chequePatternId: pattern.id,
    date: '2026-11-01',
    internalNumber,
    amount,
    customerId: customer.id,
    observeAccountId: notes.id,
    currencyId: aed.id,
    dueDate: '2026-12-01',
    connectWith: 1,
    connectWithId: contract.id,
  });
  return { cheque, name, internalNumber, contract };
};

test.describe('cheque operations', () => {
  for (const [language, words] of Object.entries(languages)) {
    test(`(${language}) collect a cheque in two partial collections and see both entries`, async ({
      page,
      api,
      request,
      signedIn,
    }) => {
      test.setTimeout(180_000);
      const { cheque, name, internalNumber, contract } = await receivedCheque(
        api,
        request,
        signedIn.accessToken,
        '8000',
      );
      await openIn(page, language);
      // From the contract's payments tab: the cheque opens over the contract, its operations under it.
      await page.goto(`/contracts?code=1&number=${contract.number}`);
      const contractForm = recordForm(page);
      await contractForm.getByRole('tab', { name: words.payments }).click();
      const chequeRows = contractForm.getByTestId('payments-cheques').locator('tbody tr.ant-table-row');
      await expect(chequeRows).toHaveCount(1);
      await expect(chequeRows.first()).toContainText(internalNumber);
      await expect(chequeRows.first().locator('.ant-tag')).toHaveText(words.uncollected);
      await chequeRows.first().click();
      const form = recordForm(page, 'popup-1');
      await expect(form.getByTestId('cheque-status')).toHaveText(words.uncollected);

      // The cheque receipt: the cheque listed with its party, the amount in words in both languages.
      await form.getByTestId('print-document').click();
      const printable = page.getByTestId('printable-cheque');
      await expect(printable).toContainText(internalNumber);
      await expect(printable).toContainText(name);
      await expect(printable.getByTestId('printable-total')).toHaveText('8,000.00');
      await expect(printable.getByTestId('words-en')).toHaveText('Eight thousand UAE dirhams');
      await expect(printable.getByTestId('words-ar')).toHaveText('ثمانية آلاف درهم إماراتي');
      await page.screenshot({ path: `${shots}/${language}-cheque-receipt.png` });
      await page.getByTestId('print-close').click();

      // Half: the popup starts with the whole rest, the user types half.
      await form.getByTestId('cheque-operation-partial').click();
      const popup = page.getByTestId('popup-2');
      const amount = popup.locator('[data-field="amount"] input');
      await expect(amount).toHaveValue('8000');
      await amount.fill('4000');
      await popup.getByTestId('form-save').click();
      await expect(popup).toBeHidden();
      await expect(form.getByTestId('cheque-status')).toHaveText(words.partial);
      await expect(form.getByTestId('cheque-operation-collection')).toBeDisabled();

      // The rest: the next partial starts with what is left, saved as it is.
      await form.getByTestId('cheque-operation-partial').click();
      await expect(popup.locator('[data-field="amount"] input')).toHaveValue('4000');
      await popup.getByTestId('form-save').click();
      await expect(popup).toBeHidden();

      // Nothing is left: the button opens the last partial, whose entry its popup shows.
      await form.getByTestId('cheque-operation-partial').click();
      await expect(popup.locator('[data-field="rest"]')).toContainText('0');
      await popup.getByTestId('view-entry').click();
      const entry = page.getByTestId('entry-popup');
      await expect(entry.locator('[data-total="debit"]')).toHaveText(/4,000\.00/);
      await expect(entry.locator('[data-total="credit"]')).toHaveText(/4,000\.00/);
      await settled(page);
      await page.screenshot({ path: `${shots}/${language}-cheque-partial-entry.png` });
      await page.keyboard.press('Escape');
      await expect(entry).toBeHidden();
      await popup.getByTestId('form-close').click();

      // Both entries, each for its half, on the entries screen.
      const partials = await api.list('/op-partial-collections', { chequeId: cheque.id, sort: 'number' });
      expect(partials.data.map((partial) => partial.number)).toEqual([1, 2]);
      for (const partial of partials.data) {
        const response = await request.get(`/api/v1/entries/created-from/${partial.id}`, {
          headers: { Authorization: `Bearer ${signedIn.accessToken}` },
        });
        const { entry: posted } = (await response.json()).data as { entry: { number: number } };
        await page.goto(`/entries?number=${posted.number}`);
        const totals = recordForm(page).getByTestId('totals-footer');
        await expect(totals.locator('[data-total="debit"]')).toHaveText('4,000.00');
        await expect(totals.locator('[data-total="credit"]')).toHaveText('4,000.00');
      }
      await page.screenshot({ path: `${shots}/${language}-cheque-partial-second-entry.png` });
    });

    test(`(${language}) return a cheque with a reason, record its replacement, follow the links both ways`, async ({
      page,
      api,
      request,
      signedIn,
    }) => {
      test.setTimeout(180_000);
      const { cheque, name, internalNumber } = await receivedCheque(
        api,
        request,
        signedIn.accessToken,
        '6000',
      );
      await openIn(page, language);
      await page.goto(`/cheques?code=2&number=${cheque.number}`);
      const form = recordForm(page);
      await expect(form.getByTestId('cheque-status')).toHaveText(words.uncollected);

      await form.getByTestId('cheque-operation-return').click();
      const popup = page.getByTestId('popup-1');
      await expect(popup.locator('[data-field="amount"] input')).toHaveValue('6000');
      // The reason is required: the reference's list.
      await popup.getByTestId('form-save').click();
      await expect(popup.locator('[data-field="reason"] [role="alert"]')).toBeVisible();
      // Picked again until the field shows it: a click during the list's opening animation is lost.
      await expect(async () => {
        await popup.locator('[data-field="reason"]').getByRole('combobox').click();
        await page
          .locator('.ant-select-dropdown:visible .ant-select-item-option')
          .filter({ hasText: words.reason })
          .first()
          .click({ timeout: 3000 });
        await expect(
          popup.locator(
            '[data-field="reason"] .ant-select-content, [data-field="reason"] .ant-select-selection-item',
          ),
        ).toContainText(words.reason, { timeout: 2000 });
      }).toPass({ timeout: 20_000 });
      await popup.locator('[data-field="reasonNote"] input').fill('Bank letter 77');
      await settled(page);
      await page.screenshot({ path: `${shots}/${language}-cheque-return.png` });
      await popup.getByTestId('form-save').click();
      await expect(popup).toBeHidden();

      // The offer to record the cheque the client gave instead.
      const offer = page.locator('.ant-modal-confirm').filter({ hasText: words.offer });
      await expect(offer).toBeVisible();
      await expect(form.getByTestId('cheque-status')).toHaveText(words.returned);
      await settled(page);
      await page.screenshot({ path: `${shots}/${language}-cheque-replacement-offer.png` });
      await page.getByTestId('replacement-offer-ok').click();

      // A new cheque form over the returned one, prefilled from it.
      const replacement = page.getByTestId('popup-1');
      await expect(replacement).toHaveAttribute('data-entity', 'cheque');
      await expect(replacement.locator('[data-field="amount"] input')).toHaveValue('6000');
      await expect(replacement.locator('[data-field="customerId"]')).toContainText(name);
      await expect(replacement.locator('[data-field="accountId"]')).toContainText(name);
      await expect(replacement.locator('[data-field="observeAccountId"]')).toContainText('122');
      const newNumber = `R${internalNumber}`;
      await replacement.locator('[data-field="internalNumber"] input').fill(newNumber);
      const due = replacement.locator('[data-field="dueDate"] input');
      await due.click();
      await due.fill('15/01/2027');
      await due.press('Tab');
      await expect(due).toHaveValue('15/01/2027');
      await settled(page);
      await page.screenshot({ path: `${shots}/${language}-cheque-replacement-form.png` });
      await replacement.getByTestId('form-save').click();
      await expect(replacement).toBeHidden();

      // The returned cheque reads replaced and links to the new one.
      await expect(form.getByTestId('cheque-status')).toHaveText(words.replaced);
      await expect(form.getByTestId('cheque-record-replacement')).toHaveCount(0);
      const forward = form.getByTestId('cheque-link-replacementChequeId');
      await expect(forward).toHaveText(`${words.replacedBy} ${newNumber}`);
      await form.getByTestId('cheque-operations').scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${shots}/${language}-cheque-replaced.png` });
      const made = (await api.list('/cheques', { search: newNumber, pageSize: 1 })).data[0];
      expect(made).toMatchObject({ replacesChequeId: cheque.id, amount: '6000.0000', dueDate: '2027-01-15' });
      const back = (await api.list('/op-returns', { chequeId: cheque.id, pageSize: 1 })).data[0];
      expect(back).toMatchObject({ connectWithChqId: made.id, reason: 1, reasonNote: 'Bank letter 77' });

      await forward.click();
      await expect(page).toHaveURL(new RegExp(`number=${made.number}`));
      await expect(form.locator('[data-field="internalNumber"] input')).toHaveValue(newNumber);
      const backward = form.getByTestId('cheque-link-replacesChequeId');
      await expect(backward).toHaveText(`${words.replaces} ${internalNumber}`);
      await expect(form.getByTestId('cheque-status')).toHaveText(words.uncollected);
      await backward.click();
      await expect(page).toHaveURL(new RegExp(`number=${cheque.number}`));
      await expect(form.locator('[data-field="internalNumber"] input')).toHaveValue(internalNumber);
    });
  }
});
