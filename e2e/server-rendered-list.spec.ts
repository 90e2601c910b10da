import { apiClient, apiSignIn, expect, signInPage, test, unique } from './support/fixtures.ts';

test('a signed-in reader gets the list rendered by the server, readable before any script runs', async ({
  browser,
  request,
}) => {
  const session = await apiSignIn(request);
  const name = unique('Server-rendered store');
  await apiClient(request, session.accessToken).create('/stores', { name });
  const baseURL = test.info().project.use.baseURL!;
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    await context.addCookies([
      { name: 'aqar_access_token', value: session.accessToken, url: baseURL },
      { name: 'i18next', value: 'ar', url: baseURL },
    ]);
    const page = await context.newPage();
    await page.goto('/stores');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('#list-title')).toHaveText('مستودع');
    await expect(page.locator('.data-table__row').filter({ hasText: name })).toHaveCount(1);
    // Styled by the same sheets as the app: the add button in the brand's colour.
    const add = page.locator('.list-screen .ant-btn-primary').first();
    expect(await add.evaluate((button) => getComputedStyle(button).backgroundColor)).toBe('rgb(11, 110, 79)');
    // Signed out, nothing of it: the plain page, which the app sends to sign in.
    await context.clearCookies();
    await page.goto('/stores');
    await expect(page.locator('.data-table__row')).toHaveCount(0);
  } finally {
    await context.close();
  }
});

test('a box ticked before the app has started stays ticked when it takes over', async ({ page, request }) => {
  await signInPage(page, request);
  // The app's entry script is held back until a box of the server's rows has been ticked.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  // Not waiting for the load event: it waits for the held script.
  await page.goto('/stores', { waitUntil: 'commit' });
  const firstBox = page.locator('.data-table__row .data-table__check').first();
  await firstBox.check();
  const deleteSelected = page.getByRole('button', { name: 'Delete selected' });
  await expect(deleteSelected).toBeDisabled();
  release();
  // The app's own table now, with the tick it found: Delete selected counts it.
  await expect(deleteSelected).toBeEnabled();
  await expect(firstBox).toBeChecked();
  await firstBox.uncheck();
  await expect(deleteSelected).toBeDisabled();
});
