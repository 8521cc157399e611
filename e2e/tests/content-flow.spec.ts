import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { createItem, deleteItem, signInAdminApi, updateItem, type CatalogKind } from './support/api';
import { DESKTOP, MOBILE, slugify, uniqueTitle } from './support/site';

/**
 * What an admin publishes through the API reaches the public site, and what they switch off
 * leaves it (spec sections 2, 4 and 7). Every record made here is deleted afterwards.
 */

let api: APIRequestContext;
const made: { kind: CatalogKind; id: number }[] = [];

test.beforeEach(async ({ request }) => {
  api = await signInAdminApi(request);
});

test.afterEach(async () => {
  while (made.length) {
    const { kind, id } = made.pop()!;
    await deleteItem(api, kind, id);
  }
});

/** Publishes a record through the API (deleted after the test); returns it and its page's slug. */
async function publish(kind: CatalogKind, fields: Record<string, unknown> & { title: string }) {
  const record = await createItem(api, kind, fields);
  made.push({ kind, id: record.id });
  return { record, slug: slugify(fields.title) };
}

/** Opens the list of a kind on a wide screen and returns the card with this title, once it shows. */
async function listCard(page: Page, kind: CatalogKind, title: string) {
  await page.setViewportSize(DESKTOP);
  await page.goto(`/${kind}`);
  const card = page.getByRole('main').getByRole('article').filter({ has: page.getByRole('heading', { name: title }) });
  await expect(card).toBeVisible();
  return card;
}

test.describe('a new service', () => {
  test.describe.configure({ timeout: 60_000 });

  test('appears on /services, on its own page and on the home page, and leaves them when set inactive', async ({ page }) => {
    const title = uniqueTitle('Garden Therapy');
    const features = ['Raised-bed planting', 'Weekly greenhouse visits', 'Herb harvest for the kitchen', 'Bird watching'];
    const { record: service, slug } = await publish('services', {
      title,
      description: 'Time in the garden with a caregiver, at each resident’s own pace and ability.',
      features,
      status: 'active',
      featured: false,
      icon_name: 'TreePine',
    });

    // The list page: a card with the first 3 features.
    const card = await listCard(page, 'services', title);
    await expect(card.getByRole('listitem')).toHaveText(features.slice(0, 3));
    await expect(card.getByRole('link', { name: `Learn More about ${title}` })).toHaveAttribute('href', `/services/${slug}`);

    // Its own page, reached from the card.
    await card.getByRole('link', { name: `Learn More about ${title}` }).click();
    await expect(page).toHaveURL(`/services/${slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    for (const feature of features) await expect(page.getByRole('main').getByText(feature, { exact: true })).toBeVisible();

    // The home page carousel (7 services now) holds it; the columns out of view are inert copies.
    await page.goto('/');
    // The carousel loads as the visitor scrolls near it.
    await page.locator('#home-services').scrollIntoViewIfNeeded();
    const carousel = page.getByRole('region', { name: 'Services', exact: true });
    await expect(carousel.getByText(title, { exact: true }).first()).toBeAttached();
    // On a phone the plain list shows the first three (issue 33): the seventh is a tap away, through "See all".
    await page.setViewportSize(MOBILE);
    const list = page.getByRole('region', { name: 'Our Services' });
    await expect(list.getByRole('link', { name: title })).toHaveCount(0);
    await list.getByRole('link', { name: 'See all 7 services' }).click();
    await expect(page).toHaveURL('/services');
    await expect(page.getByRole('link', { name: `Learn More about ${title}` })).toHaveAttribute('href', `/services/${slug}`);

    // Set inactive: gone from the list, and its page says so.
    await updateItem(api, 'services', { id: service.id, title, features, status: 'inactive' });
    await page.setViewportSize(DESKTOP);
    await page.goto('/services');
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(6);
    await expect(page.getByRole('heading', { name: title })).toHaveCount(0);

    await page.goto(`/services/${slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Service not found');
    await expect(page.getByRole('main').getByRole('link', { name: 'Back to Services' })).toBeVisible();

    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Our Services' }).getByText(title)).toHaveCount(0);
  });
});

test.describe('a new program', () => {
  test('appears on /programs and its own page, and leaves them when set inactive', async ({ page }) => {
    const title = uniqueTitle('Story Hour');
    const activities = ['Reading aloud', 'Life-story interviews', 'Poetry afternoons'];
    const { record: program, slug } = await publish('programs', {
      title,
      description: 'Residents share and listen to stories, from favourite books to their own lives.',
      activities,
      status: 'active',
    });

    const card = await listCard(page, 'programs', title);
    await expect(card.getByRole('listitem')).toHaveText(activities);

    await page.goto(`/programs/${slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByRole('main').getByText('Life-story interviews', { exact: true })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${title} \\|`));

    await updateItem(api, 'programs', { id: program.id, title, activities, status: 'inactive' });
    await page.goto('/programs');
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(6);
    await expect(page.getByRole('heading', { name: title })).toHaveCount(0);
    await page.goto(`/programs/${slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Program not found');
  });
});
