import type { Page } from '@playwright/test';
import {
  apiClient,
  expect,
  fieldInput,
  recordForm,
  signInPage,
  submitSignIn,
  test,
  unique,
} from './support/fixtures.ts';

test('Arabic flips the direction and the menu side', async ({ page, request }) => {
  await signInPage(page, request);
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  const brandBefore = await page.locator('.top-bar .brand').boundingBox();
  expect(brandBefore!.x).toBeLessThan(300);

  await page.getByTestId('language-picker').click();
  await page.getByRole('option', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  const width = page.viewportSize()!.width;
  await expect
    .poll(async () => (await page.locator('.top-bar .brand').boundingBox())!.x)
    .toBeGreaterThan(width - 300);
  const firstGroup = page.locator('.desktop-menu .ant-menu-submenu').first();
  expect((await firstGroup.boundingBox())!.x).toBeGreaterThan(width / 2);

  // The choice is remembered in the i18next cookie.
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'i18next')?.value).toBe('ar');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
});

test('the lng query parameter picks the language, even on the sign-in screen', async ({ page }) => {
  await page.goto('/login?lng=ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('تسجيل الدخول');
  await page.goto('/login?lng=fr');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
});

test('the dark theme applies and is remembered', async ({ page, request }) => {
  const session = await signInPage(page, request);
  await page.goto('/stores');
  await expect(page.locator('html')).not.toHaveAttribute('data-theme', 'dark');
  await page.getByTestId('theme-toggle').click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(await background()).toBe('rgb(16, 20, 19)');
  // The list's table follows the dark algorithm too.
  const tableBackground = await page
    .locator('.data-table')
    .first()
    .evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(tableBackground).not.toBe('rgb(255, 255, 255)');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  // The form toasts stay light in the dark theme (spec section 9).
  const store = await apiClient(request, session.accessToken).create('/stores', {
    name: unique('Dark store'),
  });
  await page.goto(`/stores?number=${store.number}`);
  await expect(fieldInput(page, 'name')).toHaveValue(String(store.name));
  await page.keyboard.press('Control+s');
  const notice = page.locator('.ant-notification-notice').filter({ hasText: 'Nothing to save' });
  await expect(notice).toBeVisible();
  expect(await notice.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(255, 255, 255)');
});

test('the footer carries the current year', async ({ page }) => {
  await page.goto('/login');
  const year = String(new Date().getFullYear());
  await expect(page.getByTestId('footer')).toContainText(`© ${year}`);
  await expect(page.getByTestId('footer')).toContainText(`Developed by the Aqar team, ${year}`);
});

/** Rules of the styles Ant Design generated in the browser, other than its theme's CSS variables. */
const generatedRules = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLStyleElement>('style[data-css-hash]')].flatMap((style) =>
      [...(style.sheet?.cssRules ?? [])]
        .filter(
          (rule) => !(rule instanceof CSSStyleRule && [...rule.style].every((name) => name.startsWith('--'))),
        )
        .map((rule) => rule.cssText.slice(0, 100)),
    ),
  );

test("Ant Design's component styles come built with the app: in the light theme the browser generates none", async ({
  page,
  request,
}) => {
  const session = await signInPage(page, request);
  await page.goto('/stores');
  await expect(page.getByTestId('list-table').locator('.data-table__row').first()).toBeVisible();
  // The built sheet leads the page's styles.
  const sheets = await page.evaluate(() =>
    [...document.querySelectorAll('link[rel="stylesheet"]')].map((link) => link.getAttribute('href')),
  );
  expect(sheets[0]).toMatch(/^\/assets\/antd-[\w-]+\.css$/);
  const addBackground = await page
    .getByTestId('list-add')
    .evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(addBackground).toBe('rgb(11, 110, 79)');
  // Record forms too: a saved one, and a new one (a switch, the pager's coloured 'New' tag).
  const store = await apiClient(request, session.accessToken).create('/stores', {
    name: unique('Sheet store'),
  });
  await page.goto(`/stores?number=${store.number}`);
  await expect(fieldInput(page, 'name')).toHaveValue(String(store.name));
  await page.goto('/owner_expenses_types?number=new');
  await expect(recordForm(page).locator('[data-field="isActive"]').getByRole('switch')).toBeVisible();
  // The browser wrote only the theme's CSS variables.
  expect(await generatedRules(page)).toEqual([]);
});

test("the first screen after signing in waits for Ant Design's sheet: the app generates no styles of its own", async ({
  page,
}) => {
  // A slow sheet, as on a slow line: the sign-in page does not load it.
  await page.route('**/assets/antd-*.css', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.goto('/login');
  await submitSignIn(page);
  await page.getByTestId('user-menu').waitFor();
  // Read at once, as the first signed-in screen appears.
  const styled = await page.evaluate(() => ({
    sheet: [...document.styleSheets].some((sheet) => /\/assets\/antd-[\w-]+\.css$/.test(sheet.href ?? '')),
    button: getComputedStyle(document.querySelector('[data-testid="user-menu"]')!).borderStyle,
  }));
  expect(styled.sheet).toBe(true);
  // Unstyled, a button keeps the browser's outset border.
  expect(styled.button).not.toBe('outset');
  expect(await generatedRules(page)).toEqual([]);
});

test('without its sheet, which failed to load, Ant Design generates the styles itself', async ({ page }) => {
  await page.route('**/assets/antd-*.css', (route) => route.abort());
  await page.goto('/login');
  await submitSignIn(page);
  await page.getByTestId('user-menu').waitFor();
  await expect(page.getByTestId('user-menu')).not.toHaveCSS('border-style', 'outset');
  expect((await generatedRules(page)).length).toBeGreaterThan(0);
});

test("a returning user's list asks for its first page once and the menu's data after it; loaded again, it asks the server for its data alone", async ({
  page,
  request,
}) => {
  await signInPage(page, request, 'ar');
  await page.goto('/stores');
  await expect(page.getByTestId('list-table').locator('.data-table__row').first()).toBeVisible();
  const requests = (path: string) =>
    page.evaluate(
      (ending) =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => entry.name.endsWith(ending))
          .map((entry) => {
            const timing = entry as PerformanceResourceTiming;
            return { start: timing.startTime, end: timing.responseEnd };
          }),
      `/api/v1${path}`,
    );
  const [list, ...again] = await requests('/stores?page=0&pageSize=100');
  expect(again).toEqual([]);
  // The menu's data does not hold the list back: the app asks for it a moment after the rows show.
  for (const path of ['/voucher-patterns?page=0&pageSize=100&sort=code&order=asc', '/reports']) {
    await expect.poll(async () => (await requests(path)).length).toBe(1);
    const [menuData] = await requests(path);
    expect(menuData.start).toBeGreaterThan(list.end);
  }
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

  // Loaded again, the page takes the translations from the browser's cache without asking the
  // server (a check would show as bytes transferred).
  await page.reload();
  await expect(page.getByTestId('list-table').locator('.data-table__row').first()).toBeVisible();
  const translations = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.startsWith('/locales/ar/'))
      .map((entry) => (entry as PerformanceResourceTiming).transferSize),
  );
  expect(translations.length).toBeGreaterThanOrEqual(4);
  expect(translations.every((bytes) => bytes === 0)).toBe(true);
  // So does every other file the page uses, the logo included: only the API's answers come from
  // the server.
  const checkedWithServer = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => (entry as PerformanceResourceTiming).transferSize > 0)
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => !path.startsWith('/api/')),
  );
  expect(checkedWithServer).toEqual([]);
});
