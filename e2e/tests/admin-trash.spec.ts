import type { Page } from '@playwright/test';
import { slowClock } from './support/test';
import { answerDelete, createFaq, expect, expectToast, listFaqs, signInAsAdminViaApi, test, toast, uniqueTag } from './support/content';

/**
 * Recently deleted (issue 32): a delete in the admin asks in the app's own dialog, says how long
 * the item can be restored, names it in its Undo toast, and leaves it in Recently deleted, where
 * Restore brings it back; the activity log's entry of the delete leads there.
 */

const FAQ_QUESTION = 'Are you sure you want to delete this FAQ? This action cannot be undone.';

/** Deletes an FAQ from its card on /admin/faqs (opened first unless `there`), through the delete question. */
async function deleteFromCard(page: Page, question: string, { there = false } = {}) {
  if (!there) await page.goto('/admin/faqs');
  const card = page.getByRole('article', { name: question, exact: true });
  await card.getByRole('button', { name: `Delete FAQ: ${question}` }).click();
  await answerDelete(page, FAQ_QUESTION, true);
  await expect(card).toHaveCount(0);
}

/** A row of Recently deleted, by its title. */
const trashRow = (page: Page, title: string) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: title, exact: true }) });

test('a deleted FAQ waits in Recently deleted, its activity entry leads there, and Restore brings it back', async ({ page, adminApi, cleanup }) => {
  const question = `E2E Trash ${uniqueTag()}?`;
  cleanup.faq(question);
  await createFaq(adminApi, { question });
  await signInAsAdminViaApi(page);

  await deleteFromCard(page, question);
  // The Undo toast names what went.
  const deleted = toast(page, `FAQ deleted successfully. “${question}”`);
  await expect(deleted.getByRole('button', { name: 'Undo' })).toBeVisible();
  await deleted.getByRole('button', { name: 'Close toast' }).click();

  // The activity entry of the delete links to Recently deleted.
  await page.goto('/admin/activity');
  const entry = page.getByRole('article', { name: `FAQ "${question}" deleted` });
  await entry.getByRole('link', { name: 'Find it in Recently deleted' }).click();
  await expect(page).toHaveURL(/\/admin\/trash$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Recently deleted' })).toBeVisible();

  const listed = trashRow(page, question);
  await expect(listed).toContainText('FAQ');
  await expect(listed).toContainText(/Deleted .+ by \S/);
  await expect(listed).toContainText('Can be restored until');
  await listed.getByRole('button', { name: 'Restore' }).click();
  await expectToast(page, 'Success', `FAQ “${question}” restored.`);
  await expect(listed).toHaveCount(0);
  expect((await listFaqs(adminApi)).some((faq) => faq.question === question)).toBe(true);

  await page.goto('/admin/faqs');
  await expect(page.getByRole('article', { name: question, exact: true })).toBeVisible();
});

test('the Undo toast stays while it holds the keyboard focus, and goes 10 seconds after it lets go', async ({ page, adminApi, cleanup }) => {
  const question = `E2E Held ${uniqueTag()}?`;
  cleanup.faq(question);
  await createFaq(adminApi, { question });
  // The page's clock, moved on by the test rather than waited for (it still flows on its own).
  await page.clock.install();
  await signInAsAdminViaApi(page);

  await deleteFromCard(page, question);
  const deleted = toast(page, `FAQ deleted successfully. “${question}”`);
  await expect(deleted).toBeVisible();
  await page.keyboard.press('Alt+t');
  await expect(deleted).toBeFocused();
  // Longer than its 10 seconds: still there, Undo still at hand.
  await page.clock.runFor(11_000);
  await expect(deleted.getByRole('button', { name: 'Undo' })).toBeVisible();

  // Focus leaves it: it goes within its remaining time.
  await page.getByRole('heading', { level: 1, name: 'FAQ Management' }).click();
  await expect(deleted).toBeVisible();
  await page.clock.runFor(11_000);
  await expect(deleted).toHaveCount(0);
});

test('the toasts leave room at the foot of the page and under a dialog: the last row, buttons and all, scrolls clear of the stack', async ({ page, adminApi, cleanup }) => {
  const questions = [1, 2, 3].map((n) => `E2E Clear ${n} ${uniqueTag()}?`);
  for (const question of questions) {
    cleanup.faq(question);
    await createFaq(adminApi, { question });
  }
  // Three deletes on a busy machine can take longer than an Undo toast's 10 seconds, and the stack
  // is what this test measures: the page's clock runs slow while they are made (and the test with it).
  test.slow();
  await page.clock.install();
  await signInAsAdminViaApi(page);

  // Three Undo toasts, stacked. Each delete question opens above the toasts of the ones before, so
  // its Delete button takes the click (Playwright's click fails on a button something covers).
  await page.goto('/admin/faqs');
  const normalTime = await slowClock(page);
  for (const question of questions) await deleteFromCard(page, question, { there: true });
  const stack = page.locator('[data-toast]');
  await expect(stack).toHaveCount(3);
  const lastCard = page.getByRole('article').last();
  // Scrolled as far down as the page goes, the last card (its buttons in it) ends above the stack's top.
  await expect
    .poll(async () => {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const card = await lastCard.boundingBox();
      const tops = await stack.evaluateAll((toasts) => toasts.map((one) => one.getBoundingClientRect().top));
      return card && tops.length > 0 ? Math.min(...tops) - (card.y + card.height) : -1;
    })
    .toBeGreaterThanOrEqual(0);
  await normalTime();
});
