import { createCatalogItem, expect, SERVICE_WORDS, slugify, test, uniqueTag } from './support/content';

/**
 * A card whose image cannot be loaded (a file gone from the store, say) shows the site's
 * placeholder, never the browser's grey broken-image box (issue 19), also when the image failed
 * before the app arrived to listen for it.
 */
test('a service card and page whose image is gone show the placeholder', async ({ page, adminApi, cleanup }) => {
  const title = `Gone picture ${uniqueTag()}`;
  cleanup.catalog(SERVICE_WORDS, title);
  await createCatalogItem(adminApi, SERVICE_WORDS, { title, description: 'Its image file was removed.', image_url: '/uploads/removed-long-ago.jpg' });

  for (const path of ['/services', `/services/${slugify(title)}`]) {
    await page.goto(path);
    // The list: the card with this title; the detail page: its one picture.
    const holder = path === '/services' ? page.locator('article', { hasText: title }) : page.getByRole('main');
    const image = holder.locator('img[src*="removed-long-ago"], img[src="/placeholder.svg"]').first();
    await image.scrollIntoViewIfNeeded();
    await expect(image, path).toHaveAttribute('src', '/placeholder.svg');
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0), { message: `${path}: the placeholder is drawn` }).toBe(true);
  }
});
