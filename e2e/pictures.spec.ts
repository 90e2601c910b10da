import { expect, recordForm, test, unique } from './support/fixtures.ts';

// 1×1 pixel images, real enough for the browser to draw.
const redPixel = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const gifPixel = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');

test.describe('pictures', () => {
  // Units declare `pictures: true` like stores do; stores stand in for them until units exist.
  test('upload a picture to a unit', async ({ page, api }) => {
    const store = await api.create('/stores', { name: unique('Pictured store') });
    await page.goto(`/stores?number=${store.number}`);
    const form = recordForm(page);
    const panel = form.getByTestId('pictures-panel');
    await expect(panel.getByTestId('pictures-empty')).toHaveText('No pictures yet.');
    const input = panel.locator('input[type="file"]');

    await input.setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: redPixel });
    const items = panel.getByTestId('picture-item');
    await expect(items).toHaveCount(1);
    await expect(panel.getByTestId('pictures-empty')).toHaveCount(0);
    // The thumbnail is served to the signed-in browser by its session cookie.
    const thumbnail = items.first().locator('img');
    await expect(thumbnail).toHaveAttribute('src', /\/api\/v1\/pictures\/[0-9a-f-]{36}\/file$/);
    await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);

    // Refused before sending (SVG) and by the server (a text file calling itself a PNG).
    await input.setInputFiles({ name: 'logo.svg', mimeType: 'image/svg+xml', buffer: Buffer.from('<svg/>') });
    await expect(panel.getByTestId('pictures-error')).toContainText(
      'logo.svg: File type must be one of image/jpeg, image/png, image/gif, image/webp, application/pdf',
    );
    await input.setInputFiles({
      name: 'fake.png',
      mimeType: 'image/png',
      buffer: Buffer.from('not a picture'),
    });
    await expect(panel.getByTestId('pictures-error')).toContainText('fake.png: File type must be one of');
    await expect(items).toHaveCount(1);

    // A second picture, moved in front of the first; the order is kept.
    await input.setInputFiles({ name: 'side.gif', mimeType: 'image/gif', buffer: gifPixel });
    await expect(items).toHaveCount(2);
    await panel.getByRole('button', { name: 'Move side.gif earlier' }).click();
    await expect(items.first()).toContainText('side.gif');
    await page.reload();
    await expect(panel.getByTestId('picture-item')).toHaveCount(2);
    await expect(panel.getByTestId('picture-item').first()).toContainText('side.gif');

    // Preview, then delete.
    await items.filter({ hasText: 'front.png' }).getByTitle('Preview file').click();
    await expect(page.locator('.ant-image-preview-img')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.locator('.ant-image-preview-img')).toHaveCount(0);
    await expect(form).toBeVisible();
    await items.filter({ hasText: 'front.png' }).getByTitle('Remove file').click();
    await page.getByTestId('confirm-ok').click();
    await expect(items).toHaveCount(1);
    await expect(items.first()).toContainText('side.gif');
  });
});
