import { expect, signInPage, submitSignIn, test } from './support/fixtures.ts';

test('signs in and out', async ({ page }) => {
  await page.goto('/login');
  await submitSignIn(page);
  await expect(page.getByTestId('user-menu')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await page.getByTestId('user-menu').click();
  // Icons are decorative: the item is named by its text alone.
  await page.getByRole('menuitem', { name: 'Sign out', exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByTestId('login-submit')).toBeVisible();
  // Signed out means signed out: a protected page sends us back to the sign-in screen.
  await page.goto('/stores');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fstores$/);
});

test('returns to the page asked for after signing in', async ({ page }) => {
  await page.goto('/stores?number=new');
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await submitSignIn(page);
  await expect(page).toHaveURL(/\/stores\?number=new$/);
  await expect(page.getByTestId('record-form')).toBeVisible();
});

test('a wrong password says so', async ({ page }) => {
  await page.goto('/login');
  await submitSignIn(page, 'not-the-password');
  await expect(page.getByTestId('login-error')).toHaveText('Wrong email or password');
  await expect(page).toHaveURL(/\/login$/);
});

test('an empty sign-in form is checked before it is sent', async ({ page }) => {
  await page.goto('/login');
  await page.getByTestId('login-submit').click();
  await expect(page.getByText('Please enter your email')).toBeVisible();
  await expect(page.getByText('Please enter your password')).toBeVisible();
});

test("the password's show/hide button works from the keyboard, inside the field's focus ring", async ({
  page,
}) => {
  await page.goto('/login');
  const password = page.locator('#login-password');
  await password.fill('secret words');
  await expect(password).toHaveAttribute('type', 'password');
  const field = page.locator('.public-field__control').filter({ has: password });
  const ring = () => field.evaluate((control) => getComputedStyle(control).outlineStyle);
  expect(await ring()).toBe('solid');
  await expect(password).toHaveCSS('outline-style', 'none');

  await page.keyboard.press('Tab');
  const reveal = page.getByRole('button', { name: 'Show password' });
  await expect(reveal).toBeFocused();
  expect(await ring()).toBe('none');
  await page.keyboard.press('Enter');
  await expect(password).toHaveAttribute('type', 'text');
  await expect(password).toHaveValue('secret words');
  await expect(page.getByRole('button', { name: 'Hide password' })).toHaveAttribute('aria-pressed', 'true');
});

test('a signed-in user on the login page goes home', async ({ page, request }) => {
  await signInPage(page, request);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('user-menu')).toBeVisible();
});

test('a 401 from the API shows the message and signs out', async ({ page, request }) => {
  await signInPage(page, request);
  await page.goto('/stores');
  await expect(page.getByTestId('list-table')).toBeVisible();
  await page.route('**/api/v1/stores?*', (route) =>
    route.fulfill({
      status: 401,
      contentType: 'application/json',
      body: JSON.stringify({ success: false, message: 'Your session has expired' }),
    }),
  );
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByTestId('login-error')).toHaveText('Your session has expired');
  expect(await page.evaluate(() => localStorage.getItem('aqar.user'))).toBeNull();
});

test('unknown paths go home', async ({ page, request }) => {
  await signInPage(page, request);
  await page.goto('/no/such/screen');
  await expect(page).toHaveURL(/\/$/);
});

test('the session lives in cookies no script can read, survives a reload and renews itself', async ({
  page,
  context,
}) => {
  await page.goto('/login');
  await submitSignIn(page);
  await expect(page.getByTestId('user-menu')).toBeVisible();
  const readable = await page.evaluate(() => `${document.cookie} ${JSON.stringify({ ...localStorage })}`);
  expect(readable).not.toMatch(/refreshToken|accessToken|ey[A-Za-z0-9_-]{20,}\./);
  const cookies = await context.cookies();
  for (const name of ['accessToken', 'refreshToken'])
    expect(cookies.find((cookie) => cookie.name === name)).toMatchObject({
      httpOnly: true,
      sameSite: 'Strict',
    });

  // The access token has gone (as after a laptop's sleep): the list renews it with the refresh cookie.
  await context.clearCookies({ name: 'accessToken' });
  const renewed = page.waitForResponse((answer) => answer.url().endsWith('/api/v1/auth/refresh'));
  await page.goto('/stores');
  expect((await renewed).status()).toBe(200);
  await expect(page.getByTestId('list-table')).toBeVisible();
  expect((await context.cookies()).some((cookie) => cookie.name === 'accessToken')).toBe(true);
});
