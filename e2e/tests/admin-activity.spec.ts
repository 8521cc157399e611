import type { APIRequestContext, Page } from '@playwright/test';
import { ADMIN_EMAIL, findUserByEmail, type FaqRecord } from './support/api';
import { openAdminList, row, uniqueTitle } from './support/catalog';
import { createCatalogItem, createFaq, dialog, expect, expectToast, openAsAdmin, SERVICE_WORDS, test, uniqueTag } from './support/content';

/**
 * The activity screen (/admin/activity, issue 17): who changed what and when, newest first, with
 * filters and pages; and each preview dialog's recent history with its way to the whole of it.
 */

const UPDATE_FAQ = '/backend/api/faqs/update.php';

async function changeAnswer(api: APIRequestContext, faq: FaqRecord, answer: string) {
  const { id, question, category, status, order_index } = faq;
  const res = await api.post(UPDATE_FAQ, { data: { id, question, answer, category, status, order_index } });
  expect(res.status(), await res.text()).toBe(200);
}

/** An entry of the activity screen, by the start of its summary (its heading). */
const entry = (page: Page, summary: string) => page.getByRole('article', { name: new RegExp(`^${summary.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) });

/** The browser's own calendar day, N days from today, as a date field holds it. */
const localDay = (page: Page, offset = 0) =>
  page.evaluate((days) => {
    const date = new Date();
    date.setDate(date.getDate() + days);
    return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
  }, offset);

test('an edit just made is listed first with who made it and the field before → after; the filters narrow the list', async ({ page, adminApi, cleanup }) => {
  const admin = (await findUserByEmail(adminApi, ADMIN_EMAIL))!;
  const title = uniqueTitle(SERVICE_WORDS, 'Logged');
  const renamed = `${title} Plus`;
  cleanup.catalog(SERVICE_WORDS, title);
  cleanup.catalog(SERVICE_WORDS, renamed);
  await createCatalogItem(adminApi, SERVICE_WORDS, { title });
  await openAdminList(page, SERVICE_WORDS);
  await row(page, title).getByRole('button', { name: `Edit ${title}`, exact: true }).click();
  const form = dialog(page, 'Edit Service');
  await form.getByLabel('Title', { exact: true }).fill(renamed);
  await form.getByRole('button', { name: 'Update Service' }).click();
  await expectToast(page, 'Success', 'Service updated successfully.');

  await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Activity', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/activity$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Activity', exact: true })).toBeVisible();
  const edited = entry(page, `Service "${renamed}" updated`);
  await expect(edited).toBeVisible();
  await expect(page.getByRole('article').first()).toHaveAccessibleName(new RegExp(`^Service "${renamed}" updated`));
  await expect(edited).toContainText(`by ${admin.name} (${ADMIN_EMAIL})`);
  await expect(edited.getByRole('list', { name: 'Changes' }).getByRole('listitem')).toContainText([`Title: ${title} → ${renamed}`]);
  await expect(edited.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/);
  await expect(edited.locator('time')).toContainText(/^Today at \d{1,2}:\d{2} [AP]M$/);
  await expect(page.getByRole('navigation', { name: 'Activity pages' })).toContainText(/Showing 1–\d+ of \d+/);

  // What: only FAQs, then only services.
  const what = page.getByLabel('What', { exact: true });
  await what.selectOption({ label: 'FAQs' });
  await expect(page).toHaveURL(/type=faq/);
  await expect(edited).toHaveCount(0);
  await expect(page.getByRole('article').filter({ hasNotText: 'FAQ' })).toHaveCount(0);
  await what.selectOption({ label: 'Services' });
  await expect(edited).toBeVisible();
  await expect(page.getByRole('article').filter({ hasNotText: 'Service' })).toHaveCount(0);

  // Who: part of a name or address, in any case.
  const who = page.getByLabel('Who', { exact: true });
  await who.fill(`nobody-${uniqueTag()}`);
  await expect(page.getByText('No activity matches these filters.')).toBeVisible();
  await who.fill(ADMIN_EMAIL.toUpperCase());
  await expect(edited).toBeVisible();

  // From and To: local calendar days, To included.
  const [today, yesterday] = [await localDay(page), await localDay(page, -1)];
  await page.getByLabel('From', { exact: true }).fill(today);
  await page.getByLabel('To', { exact: true }).fill(today);
  await expect(edited).toBeVisible();
  await page.getByLabel('From', { exact: true }).fill(yesterday);
  await page.getByLabel('To', { exact: true }).fill(yesterday);
  await expect(page.getByText('No activity matches these filters.')).toBeVisible();

  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/\/admin\/activity$/);
  await expect(what).toHaveValue('');
  await expect(who).toHaveValue('');
  await expect(edited).toBeVisible();
});

test('a long history is read 50 entries at a time, newest first', async ({ page, adminApi, cleanup }) => {
  const question = `E2E Often changed ${uniqueTag()}?`;
  cleanup.faq(question);
  const faq = await createFaq(adminApi, { question, answer: 'Answer 0' });
  for (let n = 1; n <= 51; n++) await changeAnswer(adminApi, faq, `Answer ${n}`);
  await openAsAdmin(page, `/admin/activity?type=faq&target_id=${faq.id}`);
  const pages = page.getByRole('navigation', { name: 'Activity pages' });
  await expect(pages).toContainText('Showing 1–50 of 52');
  await expect(page.getByRole('article')).toHaveCount(50);
  await expect(page.getByRole('article').first().getByRole('listitem')).toHaveText(['Answer: Answer 50 → Answer 51']);
  await expect(pages.getByRole('button', { name: 'Previous' })).toBeDisabled();

  await pages.getByRole('button', { name: 'Next' }).click();
  await expect(pages).toContainText('Showing 51–52 of 52');
  await expect(page.getByRole('article')).toHaveCount(2);
  await expect(page.getByRole('article').last()).toHaveAccessibleName(new RegExp(`^FAQ "${question.replace('?', '\\?')}" created`));
  await expect(pages.getByRole('button', { name: 'Next' })).toBeDisabled();
  await pages.getByRole('button', { name: 'Previous' }).click();
  await expect(pages).toContainText('Showing 1–50 of 52');
});

test('a preview shows the item’s recent history, and See all opens the activity screen at it', async ({ page, adminApi, cleanup }) => {
  const question = `E2E With a past ${uniqueTag()}?`;
  cleanup.faq(question);
  const faq = await createFaq(adminApi, { question, answer: 'The first answer.' });
  await changeAnswer(adminApi, faq, 'A better answer.');
  await openAsAdmin(page, '/admin/faqs');

  await page.getByRole('button', { name: `Preview FAQ: ${question}` }).click();
  const preview = dialog(page, 'FAQ Preview');
  const recent = preview.getByRole('region', { name: 'Recent activity' });
  await expect(recent.getByText(`FAQ "${question}" updated: Answer`)).toBeVisible();
  await expect(recent.getByText('Answer: The first answer. → A better answer.')).toBeVisible();
  await expect(recent.getByText(`FAQ "${question}" created`)).toBeVisible();

  await recent.getByRole('link', { name: 'See all activity' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/activity\\?(?=.*type=faq)(?=.*target_id=${faq.id})`));
  await expect(page.getByText(`Showing the history of FAQ #${faq.id} only.`)).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(2);
  await expect(page.getByLabel('What', { exact: true })).toHaveValue('faq');

  await page.getByRole('button', { name: 'Show all FAQs' }).click();
  await expect(page.getByText(`Showing the history of FAQ #${faq.id} only.`)).toHaveCount(0);
  await expect(page).toHaveURL(/type=faq/);
});
