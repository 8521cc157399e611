import type { Page, Route } from '@playwright/test';
import { openAdminList, row, uniqueTitle, uploadViaApi } from './support/catalog';
import { answerDelete, createCatalogItem, createFaq, dialog, expect, expectToast, listCatalog, listFaqs, openAsAdmin, PROGRAM_WORDS, SERVICE_WORDS, test, toast, uniqueTag } from './support/content';

/**
 * Undo and optimistic updates in the admin (issue 17): a delete leaves the list at once and its
 * toast offers Undo for 10 seconds; Undo brings the item back as it was; a write the server
 * refuses puts the screen back and says why.
 */

/** Holds a request until `release` is called, so the test can see the screen before the server answers. */
function hold(page: Page, url: string, answer: (route: Route) => Promise<void> = (route) => route.continue()) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const routed = page.route(url, async (route) => {
    await released;
    await answer(route);
  }, { times: 1 });
  return { routed, release };
}

const refuse = (message: string, status = 400) => (route: Route) =>
  route.fulfill({ status, contentType: 'application/json', body: JSON.stringify({ success: false, message }) });

test('a deleted service leaves the list at once, and Undo in its toast brings it back as it was, on the public page too', async ({ page, adminApi, cleanup }) => {
  const title = uniqueTitle(SERVICE_WORDS, 'Undone');
  cleanup.catalog(SERVICE_WORDS, title);
  const created = await createCatalogItem(adminApi, SERVICE_WORDS, { title, description: `About ${title}.`, items: ['One', 'Two'], featured: true, image_url: await uploadViaApi(adminApi) });
  await openAdminList(page, SERVICE_WORDS);

  const { routed, release } = hold(page, '**/backend/api/services/delete.php*');
  await routed;
  await row(page, title).getByRole('button', { name: `Delete ${title}`, exact: true }).click();
  await answerDelete(page, 'Are you sure you want to delete this service?', true);
  // Gone before the server has even answered.
  await expect(row(page, title)).toHaveCount(0);
  release();

  const deleted = toast(page, `Service deleted successfully. “${title}”`);
  await expect(deleted).toBeVisible();
  expect((await listCatalog(adminApi, SERVICE_WORDS)).some((item) => item.id === created.id)).toBe(false);

  // The Undo button is reached from the keyboard: Alt+T, then Tab.
  await page.keyboard.press('Alt+t');
  await expect(deleted).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(deleted.getByRole('button', { name: 'Undo' })).toBeFocused();
  await page.keyboard.press('Enter');

  await expectToast(page, 'Success', `Service “${title}” restored.`);
  await expect(deleted).toHaveCount(0);
  await expect(row(page, title)).toBeVisible();
  await expect(row(page, title)).toContainText('Featured');
  await expect(row(page, title)).toContainText('Image: ✓');
  const restored = (await listCatalog(adminApi, SERVICE_WORDS)).find((item) => item.id === created.id);
  expect(restored).toMatchObject({ title, status: 'active', featured: true, image_url: created.image_url, features: ['One', 'Two'] });

  await page.goto('/services');
  await expect(page.getByRole('article').filter({ has: page.getByRole('heading', { name: title, exact: true }) })).toBeVisible();
});

test('a deleted FAQ whose Undo toast went away stays deleted', async ({ page, adminApi, cleanup }) => {
  const question = `E2E Let go ${uniqueTag()}?`;
  cleanup.faq(question);
  await createFaq(adminApi, { question });
  await openAsAdmin(page, '/admin/faqs');
  const card = page.getByRole('article', { name: question, exact: true });
  await expect(card).toBeVisible();

  await card.getByRole('button', { name: `Delete FAQ: ${question}` }).click();
  await answerDelete(page, 'Are you sure you want to delete this FAQ? This action cannot be undone.', true);
  await expect(card).toHaveCount(0);
  const deleted = toast(page, `FAQ deleted successfully. “${question}”`);
  await expect(deleted.getByRole('button', { name: 'Undo' })).toBeVisible();
  // The toast stays its 10 seconds, then goes with its Undo.
  await expect(deleted).toHaveCount(0, { timeout: 15_000 });

  await page.reload();
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(card).toHaveCount(0);
  expect((await listFaqs(adminApi)).some((faq) => faq.question === question)).toBe(false);
});

test('a delete the server refuses puts the program back and says why', async ({ page, adminApi, cleanup }) => {
  const title = uniqueTitle(PROGRAM_WORDS, 'Kept');
  cleanup.catalog(PROGRAM_WORDS, title);
  await createCatalogItem(adminApi, PROGRAM_WORDS, { title });
  await openAdminList(page, PROGRAM_WORDS);

  const { routed, release } = hold(page, '**/backend/api/programs/delete.php*', refuse('This program is shown on the home page.', 409));
  await routed;
  await row(page, title).getByRole('button', { name: `Delete ${title}`, exact: true }).click();
  await answerDelete(page, 'Are you sure you want to delete this program?', true);
  await expect(row(page, title)).toHaveCount(0);
  release();

  await expectToast(page, 'Error', 'This program is shown on the home page.');
  await expect(row(page, title)).toBeVisible();
  expect((await listCatalog(adminApi, PROGRAM_WORDS)).some((item) => item.title === title)).toBe(true);
});

test('an edit the server refuses shows at once, then is put back, with the server’s reason', async ({ page, adminApi, cleanup }) => {
  const title = uniqueTitle(SERVICE_WORDS, 'Steady');
  const refused = `${title} renamed`;
  cleanup.catalog(SERVICE_WORDS, title);
  await createCatalogItem(adminApi, SERVICE_WORDS, { title, description: 'As it was.' });
  await openAdminList(page, SERVICE_WORDS);

  await row(page, title).getByRole('button', { name: `Edit ${title}`, exact: true }).click();
  const form = dialog(page, 'Edit Service');
  await form.getByLabel('Title', { exact: true }).fill(refused);
  const { routed, release } = hold(page, '**/backend/api/services/update.php', refuse('Title is already used by another service'));
  await routed;
  await form.getByRole('button', { name: 'Update Service' }).click();

  // The list behind the form shows the new title while the server thinks (headings by their text:
  // the page behind an open dialog is out of the accessibility tree).
  const headings = page.locator('li h3');
  await expect(headings.filter({ hasText: refused })).toHaveCount(1);
  release();

  await expectToast(page, 'Error', 'Title is already used by another service');
  await expect(headings.filter({ hasText: refused })).toHaveCount(0);
  await expect(headings.filter({ hasText: new RegExp(`^${title}$`) })).toHaveCount(1);
  // The form keeps what was typed, to be corrected or given up.
  await expect(form.getByLabel('Title', { exact: true })).toHaveValue(refused);
  await form.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('alertdialog', { name: 'Discard your changes?' }).getByRole('button', { name: 'Discard changes' }).click();
  await expect(form).toBeHidden();
  await expect(row(page, title)).toBeVisible();
  expect((await listCatalog(adminApi, SERVICE_WORDS)).find((item) => item.title === title)).toMatchObject({ description: 'As it was.' });
});
