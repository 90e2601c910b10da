import type { Locator, Page } from '@playwright/test';
import { expect, openIn, pick, recordForm, seriousViolations, test } from './support/fixtures.ts';

const shots = 'test-results/screens';

/** Chooses an option of a plain (option list) select. */
const choose = async (page: Page, combobox: Locator, text: string) => {
  await combobox.click();
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: text })
    .first()
    .click();
};

const languages = {
  en: {
    day: '10',
    maintenance: 'Maintenance',
    maintenances: 'Maintenances',
    orders: 'Maintenance orders',
    apartment: 'Apartment',
    added: 'The record was added',
    updated: 'The record was updated',
    workersTab: 'Workers',
    materialsTab: 'Materials',
    ratingsTab: 'Ratings',
    generalTab: 'General',
    addRow: 'Add row',
    problem: 'Problem 1',
    bookedFrom: 'Booked from 1',
    worker: 'Worker 1',
    material: 'Material 1',
    quantity: 'Quantity 1',
    price: 'Price 1',
    materialStatus: 'Status 1',
    rating: 'Rating (1–5) 1',
    approved: 'Approved',
    underway: 'Underway',
    done: 'Done',
    received: 'Received',
    refused: 'The order cannot move from Pending to Done',
    unregistered: 'Unregistered materials',
    workTimes: 'Work time',
  },
  ar: {
    day: '11',
    maintenance: 'الصيانة',
    maintenances: 'الصيانات',
    orders: 'طلبات الصيانة',
    apartment: 'شقة',
    added: 'تمت إضافة السجل',
    updated: 'تم تعديل السجل',
    workersTab: 'العمال',
    materialsTab: 'المواد',
    ratingsTab: 'التقييمات',
    generalTab: 'عام',
    addRow: 'إضافة سطر',
    problem: 'المشكلة 1',
    bookedFrom: 'محجوز من 1',
    worker: 'العامل 1',
    material: 'المادة 1',
    quantity: 'الكمية 1',
    price: 'السعر 1',
    materialStatus: 'الحالة 1',
    rating: 'التقييم (1–5) 1',
    approved: 'معتمد',
    underway: 'قيد التنفيذ',
    done: 'منجز',
    received: 'مستلمة',
    refused: 'لا يمكن نقل الطلب من قيد الانتظار إلى منجز',
    unregistered: 'مواد غير مسجلة',
    workTimes: 'وقت العمل',
  },
} as const;

test.use({ timezoneId: 'UTC' });

test.describe('maintenance orders', () => {
  for (const [language, words] of Object.entries(languages)) {
    test(`(${language}) open a customer order, assign an available technician, request and receive a material, finish and rate it`, async ({
      page,
      api,
    }) => {
      test.setTimeout(300_000);
      const tag = `${language}${Date.now().toString(36).slice(-5)}`;
      const building = await api.create('/buildings', {
        name: `Service Tower ${tag}`,
        apartmentFloor: 1,
        apartmentCount: 1,
      });
      const unitNo = `S-${tag}`;
      await api.create('/apartments', {
        buildingId: building.id,
        apartmentNo: unitNo,
        apartmentKind: 1,
        propertyType: 0,
      });
      const category = await api.create('/category', { name: `Plumbing ${tag}` });
      await api.create('/category-problem', {
        description: `Leak ${tag}`,
        ltndescription: `Leak ${tag}`,
        categoryId: category.id,
        minutes: 60,
        price: '40',
      });
      const worker = async (name: string) =>
        api.create('/users', {
          cardType: 4,
          name,
          phone: `+9715${Math.floor(Math.random() * 1e8)}`,
          workerBuildings: [{ buildingId: building.id }],
          workerCategories: [{ categoryId: category.id }],
        });
      const onShift = await worker(`Ali ${tag}`);
      const offShift = await worker(`Omar ${tag}`);
      const day = `2031-01-${words.day}`;
      await api.create('/user-work-times', {
        userId: onShift.id,
        workTimeStart: `${day}T08:00:00.000Z`,
        workTimeEnd: `${day}T16:00:00.000Z`,
      });
      // Omar works the evening only: not free for a job at 10:00.
      await api.create('/user-work-times', {
        userId: offShift.id,
        workTimeStart: `${day}T17:00:00.000Z`,
        workTimeEnd: `${day}T22:00:00.000Z`,
      });
      const group = await api.create('/material-groups', { name: `Pipes ${tag}` });
      await api.create('/materials', {
        code: String(Date.now() % 1e9),
        name: `Pipe ${tag}`,
        materialGroupId: group.id,
        materialType: 1,
      });

      await openIn(page, language);
      await page.goto('/');
      if (language === 'ar') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await page.getByTestId('desktop-menu').getByText(words.maintenance, { exact: true }).click();
      await page
        .locator('.ant-menu-submenu-popup:visible')
        .getByText(words.maintenances, { exact: true })
        .click();
      await page
        .locator('.ant-menu-submenu-popup:visible')
        .getByRole('link', { name: words.orders, exact: true })
        .click();
      await expect(page).toHaveURL(/\/maintenances\/services$/);
      await expect(page.locator('#list-title')).toHaveText(words.orders);
      expect(await seriousViolations(page, '.list-screen')).toEqual([]);

      // A customer's order on the unit, in the category.
      await page.getByTestId('list-add').click();
      const form = recordForm(page);
      const combobox = (field: string) => form.locator(`[data-field="${field}"]`).getByRole('combobox');
      await form.locator('[data-field="title"] input').fill(`Kitchen leak ${tag}`);
      await pick(page, combobox('buildingId'), `Service Tower ${tag}`, `Service Tower ${tag}`);
      await choose(page, combobox('unitType'), words.apartment);
      await pick(page, combobox('unitId'), unitNo, unitNo);
      await pick(page, combobox('categoryId'), `Plumbing ${tag}`, `Plumbing ${tag}`);
      await form.getByTestId('form-save').click();
      await expect(page.locator('.ant-notification-notice').filter({ hasText: words.added })).toBeVisible();
      await form.getByTestId('form-close').click();
      const created = (await api.list('/services', { search: `Kitchen leak ${tag}` })).data[0];
      expect(created).toMatchObject({ status: 1, code: 1 });
      const number = created.number;
      await page.goto(`/maintenances/services?number=${number}`);
      await expect(form.locator('[data-field="title"] input')).toHaveValue(`Kitchen leak ${tag}`);

      // The server keeps the flow: pending cannot jump to done.
      await choose(page, combobox('status'), words.done);
      await form.getByTestId('form-save').click();
      await expect(
        page
          .locator('.ant-notification-notice, .ant-message-notice')
          .filter({ hasText: words.refused })
          .first(),
      ).toBeVisible();
      await choose(page, combobox('status'), words.approved);

      // The technician: the picker offers only the worker free at 10:00 for the problem's hour.
      await form.getByRole('tab', { name: words.workersTab }).click();
      const workers = form.locator('[data-grid="workers"]');
      await workers.getByRole('button', { name: words.addRow }).click();
      await pick(
        page,
        form.getByRole('combobox', { name: words.problem, exact: true }),
        `Leak ${tag}`,
        `Leak ${tag}`,
      );
      const start = form.getByRole('textbox', { name: words.bookedFrom, exact: true });
      await start.click();
      await start.fill(`${words.day}/01/2031 10:00`);
      await start.press('Enter');
      const workerPicker = form.getByRole('combobox', { name: words.worker, exact: true });
      await workerPicker.click();
      const offered = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
      await expect(offered.filter({ hasText: `Ali ${tag}` })).toBeVisible();
      await expect(offered.filter({ hasText: `Omar ${tag}` })).toHaveCount(0);
      await page.screenshot({ path: `${shots}/${language}-service-available-workers.png` });
      await offered
        .filter({ hasText: `Ali ${tag}` })
        .first()
        .click();
      await form.getByTestId('form-save').click();
      await expect(
        page.locator('.ant-notification-notice').filter({ hasText: words.updated }).first(),
      ).toBeVisible();
      expect(await seriousViolations(page, '[data-testid="record-form"]')).toEqual([]);

      // Underway; the worker asks for a pipe, the supervisor receives two at 15.
      await form.getByRole('tab', { name: words.generalTab }).click();
      await choose(page, combobox('status'), words.underway);
      await form.getByRole('tab', { name: words.materialsTab }).click();
      const materials = form.locator('[data-grid="materials"]');
      await materials.getByRole('button', { name: words.addRow }).click();
      await pick(
        page,
        form.getByRole('combobox', { name: words.material, exact: true }),
        `Pipe ${tag}`,
        `Pipe ${tag}`,
      );
      await form.getByRole('spinbutton', { name: words.quantity, exact: true }).fill('2');
      await form.getByTestId('form-save').click();
      await expect(
        page.locator('.ant-notification-notice').filter({ hasText: words.updated }).first(),
      ).toBeVisible();
      await choose(
        page,
        form.getByRole('combobox', { name: words.materialStatus, exact: true }),
        words.received,
      );
      await form.getByRole('spinbutton', { name: words.price, exact: true }).fill('15');
      await form.getByTestId('form-save').click();
      await expect(
        page.locator('.ant-notification-notice').filter({ hasText: words.updated }).first(),
      ).toBeVisible();
      await page.screenshot({ path: `${shots}/${language}-service-materials.png` });

      // Done and rated.
      await form.getByRole('tab', { name: words.generalTab }).click();
      await choose(page, combobox('status'), words.done);
      await form.getByRole('tab', { name: words.ratingsTab }).click();
      await form.locator('[data-grid="ratings"]').getByRole('button', { name: words.addRow }).click();
      await pick(
        page,
        form.getByRole('combobox', { name: words.worker, exact: true }),
        `Ali ${tag}`,
        `Ali ${tag}`,
      );
      await form.getByRole('spinbutton', { name: words.rating, exact: true }).fill('5');
      await form.getByTestId('form-save').click();
      await expect(
        page.locator('.ant-notification-notice').filter({ hasText: words.updated }).first(),
      ).toBeVisible();
      await form.getByRole('tab', { name: words.generalTab }).click();
      // 40 for the problem + 2 × 15 received.
      await expect(form.locator('[data-field="total"]')).toContainText('70');
      await page.screenshot({ path: `${shots}/${language}-service-done.png` });

      const saved = await api.get(`/services/${created.id}`);
      expect(saved).toMatchObject({ number, status: 6, total: '70.0000' });
      expect((saved.workers as { workerUserId: string }[])[0].workerUserId).toBe(onShift.id);
      expect((saved.ratings as { rating: number }[])[0].rating).toBe(5);
      const audit = await api.get<{ after: { status: number } }[]>('/audit', {
        entity: 'service',
        id: String(saved.id),
      });
      expect(audit.map((row) => row.after.status).reverse()).toEqual([1, 4, 5, 5, 6]);
    });
  }

  test('the unregistered materials and work times screens have no serious accessibility violations', async ({
    page,
    signedIn,
  }) => {
    expect(signedIn.accessToken).toBeTruthy();
    await page.goto('/unregister');
    await expect(page.locator('#unregistered-title')).toBeVisible();
    expect(await seriousViolations(page, '.list-screen')).toEqual([]);
    await page.goto('/user_work_times');
    await expect(page.locator('#list-title')).toBeVisible();
    await page.getByTestId('generate-shifts').click();
    await expect(page.locator('.ant-modal:visible')).toBeVisible();
    expect(await seriousViolations(page, '.ant-modal')).toEqual([]);
    await page.screenshot({ path: `${shots}/en-work-time-generator.png` });
  });
});
