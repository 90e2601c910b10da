import { expect, openIn, test, unique } from './support/fixtures.ts';

const shots = 'test-results/screens';

// Spec section 2: the accounting reports menu scrolls at a maximum height of 400 px. The UI
// library's own popup rule (the viewport less 100 px) used to win: 532 px at 1440×900.
for (const [language, group] of [
  ['en', 'Accounting reports'],
  ['ar', 'التقارير المحاسبية'],
] as const) {
  test(`the accounting reports menu stops at 400 px and scrolls (${language})`, async ({
    page,
    signedIn,
  }) => {
    expect(signedIn.accessToken).toBeTruthy();
    await page.setViewportSize({ width: 1440, height: 900 });
    await openIn(page, language);
    await page.goto('/');
    await page.getByTestId('desktop-menu').getByText(group, { exact: false }).click();
    const list = page.locator('.menu-popup--scroll:visible .ant-menu-sub');
    await expect(list).toBeVisible();
    // Wait for the opening motion to end before measuring.
    await expect(list).not.toHaveClass(/-(appear|enter)/);
    const box = await list.evaluate((element) => {
      const style = getComputedStyle(element);
      return {
        height: element.getBoundingClientRect().height,
        maxHeight: style.maxHeight,
        overflowY: style.overflowY,
        scrollHeight: element.scrollHeight,
        clientHeight: element.clientHeight,
      };
    });
    expect(box.maxHeight).toBe('400px');
    expect(box.height).toBeLessThanOrEqual(400);
    expect(box.overflowY).toBe('auto');
    // It has more than fits: the rest is reached by scrolling.
    expect(box.scrollHeight).toBeGreaterThan(box.clientHeight);
    await page.screenshot({ path: `${shots}/${language}-accounting-reports-menu.png` });
  });
}

test('the material chart shows materials under their groups and opens a material card', async ({
  page,
  api,
}) => {
  const group = await api.create('/material-groups', { name: unique('Group') });
  const name = unique('Varnish');
  await api.create('/materials', {
    code: '98',
    name,
    materialGroupId: group.id,
    materialType: 1,
    unit1: 'litre',
  });
  await page.goto('/chart/materials');
  await expect(page.locator('#tree-title')).toHaveText('Material chart');
  await page.getByRole('searchbox').fill(name);
  const tree = page.locator('.tree-chart__tree');
  // The search keeps the group above the material.
  await expect(tree).toContainText(String(group.name));
  const node = tree.locator('.tree-chart__node').filter({ hasText: name });
  await expect(node).toHaveText(`98 ${name}`);
  await page.screenshot({ path: `${shots}/en-materials-chart.png` });
  await node.dblclick();
  await expect(page.getByRole('dialog').getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(
    name,
  );
});
