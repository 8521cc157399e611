import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { API, type CatalogWords, dialog, expect, openAsAdmin, tinyPng, uniqueTag } from './content';

/**
 * Page helpers for the Services Management and Programs Management screens, which share one
 * layout: the words that differ come in a CatalogWords.
 */

/** A unique title, e.g. 'E2E Service lx3k9a0b2c'. */
export const uniqueTitle = (words: CatalogWords, what = '') => `E2E ${words.noun}${what ? ` ${what}` : ''} ${uniqueTag()}`;

/** Signs in through /login and opens the management list, waiting until it has loaded. */
export async function openAdminList(page: Page, words: CatalogWords) {
  await openAsAdmin(page, `/admin/${words.plural}`);
  await expect(page.getByRole('heading', { level: 1, name: `${words.noun}s Management` })).toBeVisible();
  await expect(listHeading(page, words)).toBeVisible();
}

/** 'Website Services (N)'; with a count, exactly that count. */
export const listHeading = (page: Page, words: CatalogWords, count?: number) =>
  page.getByRole('heading', { level: 2, name: count === undefined ? new RegExp(`^Website ${words.noun}s \\(\\d+\\)$`) : `Website ${words.noun}s (${count})`, exact: true });

export const searchBox = (page: Page, words: CatalogWords) => page.getByPlaceholder(`Search ${words.plural}...`);

/** The list row of the item with this exact title (found by its Edit button). */
export const row = (page: Page, title: string): Locator =>
  page.getByRole('listitem').filter({ has: page.getByRole('button', { name: `Edit ${title}`, exact: true }) });

/** The chips of a row or of the form: 'Features of {title}' / 'Features'. */
export const chips = (scope: Locator, name: string) => scope.getByRole('list', { name, exact: true }).getByRole('listitem');

export async function openAddDialog(page: Page, words: CatalogWords) {
  await page.getByRole('button', { name: `Add New ${words.noun}` }).click();
  const form = dialog(page, `Add New ${words.noun}`);
  await expect(form).toBeVisible();
  return form;
}

/** The Features / Activities entry box of an open form. */
export const entryBox = (form: Locator, words: CatalogWords) => form.getByRole('textbox', { name: words.listLabel, exact: true });

export const addByButton = async (form: Locator, words: CatalogWords, text: string) => {
  await entryBox(form, words).fill(text);
  await form.getByRole('button', { name: 'Add', exact: true }).click();
};

export const addByEnter = async (form: Locator, words: CatalogWords, text: string) => {
  await entryBox(form, words).fill(text);
  await entryBox(form, words).press('Enter');
};

/** The hidden <input type=file> of the image control, named by the control's label. */
export const imageInput = (form: Locator, words: CatalogWords) => form.getByLabel(words.imageLabel, { exact: true });

export const imagePreview = (form: Locator, words: CatalogWords) => form.getByRole('img', { name: `${words.imageLabel} preview` });

/** The image control's own message under it (not the toast, which has a 'Close toast' button). */
export const inlineProblem = (form: Locator, message: string) =>
  form.getByRole('alert').filter({ hasText: message }).filter({ hasNot: form.page().getByRole('button', { name: 'Close toast' }) });

/** The drop zone shown while no image is set. */
export const dropZone = (form: Locator) => form.getByRole('button', { name: /Click to upload or drag and drop/ });

/** Expects an <img> to have loaded a real picture. */
export async function expectImageLoaded(image: Locator) {
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
}

/** Records every upload request the page makes; read the array at the end of the test. */
export function watchUploads(page: Page) {
  const seen: string[] = [];
  page.on('request', (req) => {
    if (req.url().includes(API.upload)) seen.push(req.method());
  });
  return seen;
}

/** Uploads the tiny PNG through the API; returns the value to store as image_url. */
export async function uploadViaApi(api: APIRequestContext) {
  const res = await api.post(API.upload, { multipart: { image: { name: 'seed.png', mimeType: 'image/png', buffer: tinyPng() } } });
  expect(res.status(), await res.text()).toBe(201);
  const body = (await res.json()) as { relative_path?: string; url?: string };
  return body.relative_path || body.url || '';
}

/** The value next to a term of the details dialog (e.g. 'Featured' → 'Yes'). */
export const detailValue = (scope: Locator, term: string) =>
  scope.getByRole('term').filter({ hasText: new RegExp(`^${term}$`) }).locator('xpath=following-sibling::dd[1]');
