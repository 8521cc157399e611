import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test as base } from './test';
import { signIn, signInViaApi } from './auth';
import { removeTagged, uploadPictures } from './home-life';
import { ADMIN_EMAIL, ADMIN_PASSWORD, createItem, deleteFaqsByQuestion, deleteItemsByTitle, listItems, MAX_IMAGE_BYTES, newAdminApi, uniqueTag } from './api';

/**
 * Helpers for the content-management specs (services, programs, FAQs, settings): signing in as the
 * fixture admin, an admin API context, test images made in memory, unique names, toasts, and
 * clean-up of whatever a test created through the delete APIs.
 */

export { expect };

export { API, createFaq, listFaqs, newAdminApi, slugify, uniqueTag, type CatalogRecord, type FaqRecord } from './api';

/** A valid 1x1 PNG. */
export const tinyPng = () =>
  Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
/** One byte over the 5 MB limit (5242880 bytes), starting with a PNG signature. */
export const oversizedPng = () => {
  const buffer = Buffer.alloc(MAX_IMAGE_BYTES + 1);
  tinyPng().copy(buffer);
  return buffer;
};

export const pngFile = (name = 'photo.png') => ({ name, mimeType: 'image/png', buffer: tinyPng() });

/**
 * Opens an admin page signed in as the fixture admin, without the sign-in form (auth.spec.ts tests
 * the form): the page loads once, as the admin screen under test, not after /login and /admin.
 */
export async function openAsAdmin(page: Page, path: string) {
  await signInAsAdminViaApi(page);
  await page.goto(path);
}

/** Signs the page in as the fixture admin without loading a page: the next page it opens is signed in. */
export const signInAsAdminViaApi = (page: Page) => signInViaApi(page, ADMIN_EMAIL, ADMIN_PASSWORD);

/** Signs in through the /login form as the fixture admin and waits for the admin area. */
export async function signInAsAdmin(page: Page) {
  await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  await expect(page).toHaveURL(/\/admin$/);
}

/** The notification with this message (a toast: it has a 'Close toast' button). */
export const toast = (page: Page, message: string) =>
  page
    .locator('[role="status"], [role="alert"]')
    .filter({ hasText: message })
    .filter({ has: page.getByRole('button', { name: 'Close toast' }) });

/** Expects a toast with this title and message, then closes it so it cannot hide the next one. */
export async function expectToast(page: Page, title: string, message: string) {
  const shown = toast(page, message).first();
  await expect(shown).toBeVisible();
  await expect(shown).toContainText(title);
  await shown.getByRole('button', { name: 'Close toast' }).click();
}

/** What a delete confirmation adds under the spec's question, for what waits in the trash (TRASH_DAYS: 30 on the test servers). */
export const RESTORABLE_FOR = 'You can restore it from Recently deleted for 30 days.';

/**
 * Answers the delete question that a click has just opened: the app's own dialog, never the
 * browser's confirm() (Playwright would dismiss one, and this dialog would not come). It checks
 * the spec's words, the sentence on Recently deleted where the item waits there, and that Cancel
 * has the focus.
 */
export async function answerDelete(page: Page, message: string, accept: boolean, { restorable = true } = {}) {
  const ask = page.getByRole('dialog').filter({ has: page.getByText(message, { exact: true }) });
  await expect(ask).toBeVisible();
  await expect(ask.getByRole('button', { name: 'Cancel' })).toBeFocused();
  if (restorable) await expect(ask.getByText(RESTORABLE_FOR, { exact: true })).toBeVisible();
  else await expect(ask).not.toContainText('Recently deleted');
  await ask.getByRole('button', { name: accept ? 'Delete' : 'Cancel', exact: true }).click();
  await expect(ask).toHaveCount(0);
}

/** An open modal dialog by its title. */
export const dialog = (page: Page, title: string): Locator => page.getByRole('dialog', { name: title });

// ---------------------------------------------------------------- services and programs

/** The words that differ between the services and the programs screens. */
export type CatalogWords = {
  plural: 'services' | 'programs';
  noun: 'Service' | 'Program';
  listField: 'features' | 'activities';
  listLabel: 'Features' | 'Activities';
  /** One entry of the list, as the entry box's hint names it. */
  listItem: 'feature' | 'activity';
  imageLabel: 'Service Image' | 'Cover Image';
  /** The public detail page's heading of the list. */
  detailListTitle: string;
};

export const SERVICE_WORDS: CatalogWords = {
  plural: 'services',
  noun: 'Service',
  listField: 'features',
  listLabel: 'Features',
  listItem: 'feature',
  imageLabel: 'Service Image',
  detailListTitle: "What's Included",
};
export const PROGRAM_WORDS: CatalogWords = {
  plural: 'programs',
  noun: 'Program',
  listField: 'activities',
  listLabel: 'Activities',
  listItem: 'activity',
  imageLabel: 'Cover Image',
  detailListTitle: 'Activities',
};

export type CatalogSeed = { title: string; description?: string; items?: string[]; status?: 'active' | 'inactive'; featured?: boolean; image_url?: string; alt?: string };

/** The admin's list of a screen's kind (active and inactive). */
export const listCatalog = (api: APIRequestContext, words: CatalogWords) => listItems(api, words.plural);

/** Creates a service or program with the screen's defaults, its list given as `items`; an image gets an alt text (the server requires one). */
export const createCatalogItem = (api: APIRequestContext, words: CatalogWords, { items = [], ...rest }: CatalogSeed) =>
  createItem(api, words.plural, { description: '', status: 'active', featured: false, ...(rest.image_url ? { alt: `A picture for ${rest.title}` } : {}), ...rest, [words.listField]: items });

// ---------------------------------------------------------------- fixtures

export type Cleanup = {
  /** Removes, after the test, the service or program with this title. */
  catalog: (words: CatalogWords, title: string) => void;
  /** Removes, after the test, the FAQ with this question. */
  faq: (question: string) => void;
};

export const test = base.extend<{ adminApi: APIRequestContext; cleanup: Cleanup; pictures: string[]; tag: string }>({
  adminApi: async ({ baseURL }, use) => {
    const api = await newAdminApi(baseURL!);
    await use(api);
    await api.dispose();
  },
  /** Four uploaded photos (/uploads/<file>) for the records a test makes, uploaded once per server. */
  pictures: async ({ adminApi, baseURL }, use) => use(await uploadPictures(adminApi, baseURL!)),
  /**
   * A unique tag for the gallery photos, team members and testimonials the test makes (in their
   * text); after the test, every record of the three that carries it is removed.
   */
  tag: async ({ adminApi }, use) => {
    const tag = uniqueTag();
    await use(tag);
    for (const folder of ['gallery', 'team', 'testimonials'] as const) await removeTagged(adminApi, folder, tag);
  },
  cleanup: async ({ adminApi }, use) => {
    const catalog = new Map<CatalogWords, string[]>();
    const faqs: string[] = [];
    await use({
      catalog: (words, title) => catalog.set(words, [...(catalog.get(words) ?? []), title]),
      faq: (question) => faqs.push(question),
    });
    for (const [words, titles] of catalog) await deleteItemsByTitle(adminApi, words.plural, titles);
    await deleteFaqsByQuestion(adminApi, faqs);
  },
});
