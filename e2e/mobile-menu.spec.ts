import { expect, signInPage, test } from './support/fixtures.ts';

const shots = 'test-results/screens';

test.describe('mobile menu', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('drills into a group and back, follows a link, and closes on a tap outside', async ({
    page,
    signedIn,
  }) => {
    expect(signedIn.accessToken).toBeTruthy();
    await page.goto('/');
    // On a phone the desktop menu gives way to the hamburger.
    await expect(page.getByTestId('desktop-menu')).toBeHidden();
    await page.getByTestId('open-mobile-menu').click();
    const menu = page.locator('.mobile-menu');
    await expect(menu).toBeVisible();
    await expect(menu.locator('.ant-drawer-title')).toHaveText('Menu');
    // The page is no wider than the phone, so sign-out at the menu's foot is on screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expect(page.getByRole('button', { name: 'Sign out', exact: true })).toBeInViewport();
    await expect(page.getByTestId('mobile-menu-back')).toHaveCount(0);

    // One level at a time: the Accounts group, then the Account entity (its card and chart).
    await menu.getByRole('button', { name: 'Accounts', exact: true }).click();
    await expect(menu.locator('.ant-drawer-title')).toHaveText('Accounts');
    await menu.getByRole('button', { name: 'Account', exact: true }).click();
    await expect(menu.locator('.ant-drawer-title')).toHaveText('Account');
    await expect(menu.getByRole('link', { name: 'Account chart' })).toBeVisible();
    await page.screenshot({ path: `${shots}/en-mobile-menu.png` });

    // Back climbs one level per press.
    await page.getByTestId('mobile-menu-back').click();
    await expect(menu.locator('.ant-drawer-title')).toHaveText('Accounts');
    await page.getByTestId('mobile-menu-back').click();
    await expect(menu.locator('.ant-drawer-title')).toHaveText('Menu');
    await expect(page.getByTestId('mobile-menu-back')).toHaveCount(0);

    // A link goes there and closes the menu.
    await menu.getByRole('button', { name: 'Stores', exact: true }).click();
    await menu.getByRole('button', { name: 'Store', exact: true }).click();
    await menu.getByRole('link', { name: 'Store card' }).click();
    await expect(page).toHaveURL(/\/stores$/);
    await expect(menu).toBeHidden();
    await expect(page.locator('#list-title')).toHaveText('Store');

    // Opened again it starts from the top, and a tap outside closes it.
    await page.getByTestId('open-mobile-menu').click();
    await expect(menu).toBeVisible();
    await expect(menu.locator('.ant-drawer-title')).toHaveText('Menu');
    const box = (await menu.boundingBox())!;
    await page.mouse.click(box.x + box.width + 40, 400);
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL(/\/stores$/);
  });

  test('slides in from the right in Arabic, and signs out', async ({ page, request }) => {
    await signInPage(page, request, 'ar');
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.getByTestId('open-mobile-menu').click();
    const menu = page.locator('.mobile-menu');
    await expect(menu).toBeVisible();
    const box = (await menu.boundingBox())!;
    expect(box.x + box.width).toBeGreaterThan(385);
    await page.screenshot({ path: `${shots}/ar-mobile-menu.png` });
    await page.getByTestId('mobile-sign-out').click();
    await expect(page).toHaveURL(/\/login/);
  });
});
