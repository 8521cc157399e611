import { request, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { expect, test as base } from './test';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../fixtures';

/**
 * Helpers for the content-management specs (services, programs, FAQs, settings): signing in as the
 * fixture admin, an admin API context, test images made in memory, unique names, toasts, and
 * clean-up of whatever a test created through the delete APIs.
 */

export { expect };

export const API = {
  login: '/backend/api/users/login.php',
  upload: '/backend/api/upload_image.php',
  faqs: '/backend/api/faqs/admin_read.php',
  faqCreate: '/backend/api/faqs/create.php',
  faqDelete: '/backend/api/faqs/delete.php',
  settings: '/backend/api/settings/read.php',
  settingsUpdate: '/backend/api/settings/update.php',
} as const;

let counter = 0;
/** A short lowercase token no other test (or earlier run) uses: letters and digits only. */
export const uniqueTag = () => `${Date.now().toString(36)}${(counter++).toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** The spec's slug helper (section 5), for the public detail paths. */
export const slugify = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-+|-+$/g, '');

/** A valid 1x1 PNG. */
export const tinyPng = () =>
  Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
/** One byte over the 5 MB limit (5242880 bytes), starting with a PNG signature. */
export const oversizedPng = () => {
  const buffer = Buffer.alloc(5 * 1024 * 1024 + 1);
  tinyPng().copy(buffer);
  return buffer;
};

export const pngFile = (name = 'photo.png') => ({ name, mimeType: 'image/png', buffer: tinyPng() });

/** Signs in through the /login form as the fixture admin and waits for the admin area. */
export async function signInAsAdmin(page: Page) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(ADMIN_EMAIL);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin$/);
}

/** An API context signed in as the fixture admin (the login call sets the session cookie). */
export async function newAdminApi(baseURL: string): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL });
  const res = await api.post(API.login, { data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } });
  expect(res.status(), 'admin API sign-in').toBe(200);
  return api;
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

/** Answers the next window.confirm, after checking its text. */
export function answerConfirm(page: Page, message: string, accept: boolean) {
  page.once('dialog', async (dialog) => {
    expect(dialog.type()).toBe('confirm');
    expect(dialog.message()).toBe(message);
    await (accept ? dialog.accept() : dialog.dismiss());
  });
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
  imageLabel: 'Service Image' | 'Cover Image';
  /** The public detail page's heading of the list. */
  detailListTitle: string;
};

export const SERVICE_WORDS: CatalogWords = {
  plural: 'services',
  noun: 'Service',
  listField: 'features',
  listLabel: 'Features',
  imageLabel: 'Service Image',
  detailListTitle: "What's Included",
};
export const PROGRAM_WORDS: CatalogWords = {
  plural: 'programs',
  noun: 'Program',
  listField: 'activities',
  listLabel: 'Activities',
  imageLabel: 'Cover Image',
  detailListTitle: 'Activities',
};

export type CatalogRecord = { id: number; title: string; description: string; image_url: string; status: string; featured: boolean } & Record<string, unknown>;
export type CatalogSeed = { title: string; description?: string; items?: string[]; status?: 'active' | 'inactive'; featured?: boolean; image_url?: string };

export async function listCatalog(api: APIRequestContext, words: CatalogWords): Promise<CatalogRecord[]> {
  const res = await api.get(`/backend/api/${words.plural}/read.php`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { records: CatalogRecord[] }).records;
}

export async function createCatalogItem(api: APIRequestContext, words: CatalogWords, seed: CatalogSeed): Promise<CatalogRecord> {
  const { items = [], ...rest } = seed;
  const res = await api.post(`/backend/api/${words.plural}/create.php`, { data: { description: '', status: 'active', featured: false, ...rest, [words.listField]: items } });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { data: CatalogRecord }).data;
}

/** Deletes every item whose title is one of these (an item already gone is fine). */
export async function deleteCatalogByTitle(api: APIRequestContext, words: CatalogWords, titles: string[]) {
  if (titles.length === 0) return;
  for (const item of await listCatalog(api, words)) {
    if (!titles.includes(item.title)) continue;
    const res = await api.delete(`/backend/api/${words.plural}/delete.php?id=${item.id}`);
    expect([200, 404]).toContain(res.status());
  }
}

// ---------------------------------------------------------------- FAQs

export type FaqRecord = { id: number; question: string; answer: string; category: string; status: string; order_index: number };

export async function listFaqs(api: APIRequestContext): Promise<FaqRecord[]> {
  const res = await api.get(API.faqs);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: FaqRecord[] }).data;
}

export async function createFaq(api: APIRequestContext, faq: Partial<Omit<FaqRecord, 'id' | 'order_index'>> & { question: string }): Promise<FaqRecord> {
  const res = await api.post(API.faqCreate, { data: { answer: 'An answer.', category: 'general', status: 'active', ...faq } });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { data: FaqRecord }).data;
}

export async function deleteFaqsByQuestion(api: APIRequestContext, questions: string[]) {
  if (questions.length === 0) return;
  for (const faq of await listFaqs(api)) {
    if (!questions.includes(faq.question)) continue;
    const res = await api.delete(API.faqDelete, { data: { id: faq.id } });
    expect([200, 404]).toContain(res.status());
  }
}

// ---------------------------------------------------------------- fixtures

type Cleanup = {
  /** Removes, after the test, the service or program with this title. */
  catalog: (words: CatalogWords, title: string) => void;
  /** Removes, after the test, the FAQ with this question. */
  faq: (question: string) => void;
};

export const test = base.extend<{ adminApi: APIRequestContext; cleanup: Cleanup }>({
  adminApi: async ({ baseURL }, use) => {
    const api = await newAdminApi(baseURL!);
    await use(api);
    await api.dispose();
  },
  cleanup: async ({ adminApi }, use) => {
    const catalog = new Map<CatalogWords, string[]>();
    const faqs: string[] = [];
    await use({
      catalog: (words, title) => catalog.set(words, [...(catalog.get(words) ?? []), title]),
      faq: (question) => faqs.push(question),
    });
    for (const [words, titles] of catalog) await deleteCatalogByTitle(adminApi, words, titles);
    await deleteFaqsByQuestion(adminApi, faqs);
  },
});
