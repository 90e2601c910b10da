import AxeBuilder from '@axe-core/playwright';
import { apiClient, expect, signInPage, test } from './support/fixtures.ts';

const languages = {
  en: { reem: 'Al Reem Tower', palm: 'Palm Tower', blocked: 'Blocked', vacant: 'Vacant' },
  ar: { reem: 'برج الريم', palm: 'برج النخيل', blocked: 'محظورة', vacant: 'شاغرة' },
} as const;

for (const [language, words] of Object.entries(languages)) {
  test(`(${language}) the home page shows each demo building as a card with its units by status, linking to its form, tools screen and units`, async ({
    page,
    request,
  }) => {
    const session = await signInPage(page, request, language);
    const api = apiClient(request, session.accessToken);
    const demo = (await api.list('/buildings', { search: 'Tower', pageSize: 100 })).data;
    const reem = demo.find((building) => building.ltnname === 'Al Reem Tower')!;
    const palm = demo.find((building) => building.ltnname === 'Palm Tower')!;
    // What each card must say, from the unit lists themselves.
    const unitsOf = async (buildingId: string) => {
      const counts = { apartment: 0, total: 0, blocked: 0, vacant: 0 };
      for (const [kind, base] of [
        ['apartment', '/apartments'],
        ['shop', '/shops'],
        ['parking', '/parking'],
      ] as const) {
        const rows = (await api.list(base, { buildingId, pageSize: 1000 })).data;
        if (kind === 'apartment') counts.apartment = rows.length;
        counts.total += rows.length;
        counts.blocked += rows.filter((row) => row.status === 5).length;
        counts.vacant += rows.filter((row) => row.status === 1).length;
      }
      return counts;
    };
    const reemUnits = await unitsOf(reem.id);
    const palmUnits = await unitsOf(palm.id);
    expect(reemUnits.blocked).toBeGreaterThan(0);

    await page.goto('/');
    if (language === 'ar') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const reemCard = page.getByTestId(`building-card-${reem.number}`);
    const palmCard = page.getByTestId(`building-card-${palm.number}`);
    await expect(reemCard.getByRole('heading')).toHaveText(words.reem);
    await expect(palmCard.getByRole('heading')).toHaveText(words.palm);
    await expect(reemCard.getByTestId('building-card-total')).toContainText(String(reemUnits.total));
    await expect(palmCard.getByTestId('building-card-total')).toContainText(String(palmUnits.total));
    await expect(reemCard.getByTestId('building-card-status-blocked')).toHaveText(
      `${words.blocked} ${reemUnits.blocked}`,
    );
    await expect(reemCard.getByTestId('building-card-status-vacant')).toHaveText(
      `${words.vacant} ${reemUnits.vacant}`,
    );
    await expect(palmCard.getByTestId('building-card-status-blocked')).toHaveCount(0);
    await expect(reemCard.getByTestId('building-card-tools')).toHaveAttribute(
      'href',
      `/building/details/${reem.id}`,
    );
    await page.screenshot({ path: `test-results/screens/${language}-home-buildings.png` });

    const seriousViolations = (
      await new AxeBuilder({ page }).include('.building-cards').withTags(['wcag2a', 'wcag2aa']).analyze()
    ).violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
    expect(
      seriousViolations.map((violation) => ({
        id: violation.id,
        targets: violation.nodes.map((node) => `${node.target.join(' ')} ${node.failureSummary}`),
      })),
    ).toEqual([]);

    // The apartments of the building, listed by building.
    await reemCard.getByTestId('building-card-kind-apartment').click();
    await expect(page).toHaveURL(new RegExp(`/apartments\\?buildingId=${reem.id}$`));
    await expect(page.locator('.data-table__row')).toHaveCount(reemUnits.apartment);
    await expect(page.locator('.data-table__row').first()).toContainText(words.reem);

    // The building's own card, opened in its form.
    await page.goto('/');
    await palmCard.getByTestId('building-card-form').click();
    await expect(page).toHaveURL(new RegExp(`/buildings\\?number=${palm.number}$`));
    await expect(page.getByTestId('record-form').locator('[data-field="name"] input')).toHaveValue(
      'برج النخيل',
    );
  });
}
