import type { Page } from '@playwright/test';
import { settled, violations } from './support/a11y';
import { dialog, expectToast, signInAsAdmin, signInAsAdminViaApi, uniqueTag } from './support/content';
import { expect, familyRequest, inbox, test, type ContactValues } from './support/inquiries';

/** The tour-request inbox (/admin/inquiries, issue 8): from a visitor's request to an admin closing it. */

// The whole flow is long, and the shared test machine is slow: more than the default 30 s each.
test.describe.configure({ timeout: 120_000 });

/** What a visitor does: fill in the contact form on /contact and send it. */
async function sendContactForm(page: Page, values: ContactValues) {
  await page.goto('/contact');
  const form = page.getByRole('form', { name: /^(Send Us a Message|Schedule a Tour)$/ });
  await form.getByLabel('First Name').fill(values.firstName);
  await form.getByLabel('Last Name').fill(values.lastName);
  await form.getByLabel('Email', { exact: true }).fill(values.email);
  await form.getByLabel('Phone', { exact: true }).fill(values.phone);
  await form.getByLabel('How can we help?').selectOption(values.serviceType);
  await form.getByLabel('Message', { exact: true }).fill(values.message);
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Thank you for reaching out!' })).toBeVisible();
}

const card = (page: Page, values: ContactValues) => page.getByRole('article', { name: `${values.firstName} ${values.lastName}`, exact: true });
const search = (page: Page) => page.getByLabel('Search inquiries');
/** The dashboard's 'New Inquiries' card: a link whose text is the count and then the label. */
const newCount = (page: Page) => page.getByRole('main').getByRole('link').filter({ hasText: /^\s*\S+\s*New Inquiries\s*$/ });

async function openInbox(page: Page) {
  await page.goto('/admin/inquiries');
  await expect(page.getByRole('heading', { level: 1, name: 'Inquiries', exact: true })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
}

/** Each stage as every screen says it (issue 45). */
const STAGE_WORDS: Record<string, string> = { new: 'New', contacted: 'Contacted', tour_booked: 'Tour booked', toured: 'Toured', moved_in: 'Moved in', closed: 'Closed' };

/** Opens a request's details, sets its stage (and notes), saves, and checks the toast and the card. */
async function follow(page: Page, values: ContactValues, status: string, notes?: string) {
  await card(page, values).getByRole('button', { name: `Open inquiry from ${values.firstName} ${values.lastName}` }).click();
  const details = dialog(page, 'Inquiry Details');
  await details.getByLabel('Stage').selectOption(status);
  if (notes !== undefined) await details.getByLabel('Notes').fill(notes);
  await details.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, 'Success', 'Inquiry updated successfully.');
  await expect(details).toBeHidden();
  await expect(card(page, values).getByText(STAGE_WORDS[status], { exact: true })).toBeVisible();
}

test('a visitor’s tour request reaches the inbox, is followed up with a status and notes, and closed; another is deleted', async ({ page, request, adminApi, tags }) => {
  const [older, visitor] = [uniqueTag(), uniqueTag()];
  tags.push(older, visitor);
  const olderForm = familyRequest(older, { firstName: 'Walter', serviceType: 'General Information', phone: '206-555-0142' });
  const visitorForm = familyRequest(visitor);

  // An earlier question, then the visitor's request through the real form.
  const res = await request.post('/backend/api/contact/submit.php', { data: olderForm });
  expect(res.status()).toBe(201);
  await sendContactForm(page, visitorForm);

  // The dashboard counts the requests still new, and the sidebar leads to the inbox.
  await signInAsAdmin(page);
  const stillNew = (await inbox(adminApi)).filter((inquiry) => inquiry.status === 'new').length;
  await expect(newCount(page)).toHaveText(new RegExp(`^\\s*${stillNew}\\s*New Inquiries\\s*$`));
  await expect(newCount(page)).toHaveAttribute('href', '/admin/inquiries');
  // The sidebar's Inquiries link says how many are new too (as its description, so its name stays).
  const inquiriesLink = page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Inquiries', exact: true });
  await expect(inquiriesLink).toHaveAccessibleDescription(new RegExp(`^${stillNew}\\s*new$`));
  await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Inquiries', exact: true }).click();
  await expect(page).toHaveURL('/admin/inquiries');
  await expect(page.getByRole('heading', { level: 1, name: 'Inquiries', exact: true })).toBeVisible();

  // Newest first: the visitor's request, then the earlier one.
  const articles = page.getByRole('article');
  await expect(articles.nth(0)).toHaveAccessibleName(`${visitorForm.firstName} ${visitorForm.lastName}`);
  await expect(articles.nth(1)).toHaveAccessibleName(`${olderForm.firstName} ${olderForm.lastName}`);
  await expect(card(page, visitorForm).getByText('New', { exact: true })).toBeVisible();
  expect(await violations(page)).toEqual([]);

  // Search by name (any case), and by phone digits however they were typed.
  await search(page).fill(visitorForm.lastName.toUpperCase());
  await expect(articles).toHaveCount(1);
  await expect(card(page, visitorForm)).toBeVisible();
  await search(page).fill('2065550142');
  await expect(articles).toHaveCount(1);
  await expect(card(page, olderForm)).toBeVisible();
  await search(page).fill(`${visitor} nobody-wrote-this`);
  await expect(page.getByText('No inquiries found matching your search.')).toBeVisible();
  await search(page).fill(visitor);

  // The request's details.
  await card(page, visitorForm).getByRole('button', { name: `Open inquiry from ${visitorForm.firstName} ${visitorForm.lastName}` }).click();
  const details = dialog(page, 'Inquiry Details');
  await settled(details);
  await expect(details.getByRole('link', { name: visitorForm.email })).toHaveAttribute('href', `mailto:${visitorForm.email}`);
  await expect(details.getByRole('link', { name: '(360) 555-0188' })).toHaveAttribute('href', 'tel:3605550188');
  await expect(details).toContainText('Schedule a Tour');
  await expect(details).toContainText(visitorForm.message);
  await expect(details.getByLabel('Stage')).toHaveValue('new');
  await expect(details.getByLabel('Stage')).toBeFocused();
  expect(await violations(page)).toEqual([]);
  await details.getByRole('button', { name: 'Cancel' }).click();
  await expect(details).toBeHidden();

  // Contacted, then Tour booked with notes.
  const notes = 'Called back on Monday.\nTour on Saturday at 10 with her daughter.';
  await follow(page, visitorForm, 'contacted');
  await follow(page, visitorForm, 'tour_booked', notes);
  await expect(card(page, visitorForm)).toContainText('Notes: Called back on Monday.');

  // Both are kept: after a reload the dialog shows them again.
  await page.reload();
  await search(page).fill(visitor);
  await card(page, visitorForm).getByRole('button', { name: /^Open inquiry/ }).click();
  await expect(details.getByLabel('Stage')).toHaveValue('tour_booked');
  await expect(details.getByLabel('Notes')).toHaveValue(notes);
  await details.getByRole('button', { name: 'Close' }).click();

  // After the tour: closed.
  await follow(page, visitorForm, 'closed');
  const stored = (await inbox(adminApi)).find((inquiry) => inquiry.message === visitorForm.message);
  expect(stored).toMatchObject({ status: 'closed', notes, email: visitorForm.email, first_name: 'Margaret' });

  // The earlier question is deleted, after a confirmation that can be cancelled.
  await search(page).fill(older);
  const deleteButton = card(page, olderForm).getByRole('button', { name: `Delete inquiry from ${olderForm.firstName} ${olderForm.lastName}` });
  await deleteButton.click();
  const confirm = dialog(page, 'Delete Inquiry');
  await settled(confirm);
  await expect(confirm).toContainText(`Are you sure you want to delete the inquiry from ${olderForm.firstName} ${olderForm.lastName}?`);
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  expect(await violations(page)).toEqual([]);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(card(page, olderForm)).toBeVisible();

  await deleteButton.click();
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await expectToast(page, 'Success', `Inquiry deleted successfully. “${olderForm.firstName} ${olderForm.lastName}”`);
  await expect(page.getByText('No inquiries found matching your search.')).toBeVisible();
  expect((await inbox(adminApi)).some((inquiry) => inquiry.message === olderForm.message)).toBe(false);

  // The dashboard's count follows.
  await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Dashboard', exact: true }).click();
  const nowNew = (await inbox(adminApi)).filter((inquiry) => inquiry.status === 'new').length;
  expect(nowNew).toBe(stillNew - 2);
  await expect(newCount(page)).toHaveText(new RegExp(`^\\s*${nowNew}\\s*New Inquiries\\s*$`));
});

test('the status filter shows only the requests in that state', async ({ page, request, tags }) => {
  const [fresh, done] = [uniqueTag(), uniqueTag()];
  tags.push(fresh, done);
  const [freshForm, doneForm] = [familyRequest(fresh, { firstName: 'Nora' }), familyRequest(done, { firstName: 'Dora' })];
  for (const form of [freshForm, doneForm]) expect((await request.post('/backend/api/contact/submit.php', { data: form })).status()).toBe(201);
  await signInAsAdminViaApi(page);
  await openInbox(page);
  await follow(page, doneForm, 'closed');

  await page.getByLabel('Show').selectOption('closed');
  await expect(card(page, doneForm)).toBeVisible();
  await expect(card(page, freshForm)).toBeHidden();
  await page.getByLabel('Show').selectOption('new');
  await expect(card(page, freshForm)).toBeVisible();
  await expect(card(page, doneForm)).toBeHidden();
});

test('a failed save keeps the dialog open and says so in an Error toast', async ({ page, request, tags }) => {
  const tag = uniqueTag();
  tags.push(tag);
  const values = familyRequest(tag);
  expect((await request.post('/backend/api/contact/submit.php', { data: values })).status()).toBe(201);
  await signInAsAdminViaApi(page);
  await openInbox(page);
  await page.route('**/backend/api/inquiries/update.php', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"success":false,"message":"boom"}' }));

  await card(page, values).getByRole('button', { name: /^Open inquiry/ }).click();
  const details = dialog(page, 'Inquiry Details');
  await details.getByLabel('Notes').fill('Left a voicemail.');
  await details.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, 'Error', 'Failed to update inquiry. Please try again.');
  await expect(details).toBeVisible();
  await expect(details.getByLabel('Notes')).toHaveValue('Left a voicemail.');

  // The notes are still unsaved: Escape asks before throwing them away.
  await details.getByLabel('Notes').focus();
  await page.keyboard.press('Escape');
  const ask = page.getByRole('alertdialog', { name: 'Discard your changes?' });
  await expect(ask.getByRole('button', { name: 'Keep editing' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(details.getByLabel('Notes')).toHaveValue('Left a voicemail.');
  await page.keyboard.press('Escape');
  await ask.getByRole('button', { name: 'Discard changes' }).click();
  await expect(details).toBeHidden();
});

test('the inbox that cannot load says so, with Try Again', async ({ page }) => {
  await signInAsAdminViaApi(page);
  await page.route('**/backend/api/inquiries/read.php', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"success":false,"message":"boom"}' }));
  await page.goto('/admin/inquiries');
  await expect(page.getByRole('alert').filter({ hasText: 'Failed to load inquiries. Please try again.' }).getByRole('button', { name: 'Try Again' })).toBeVisible({ timeout: 30_000 });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the inbox works by keyboard, fits the screen and has no axe violations', async ({ page, request, tags }) => {
    const tag = uniqueTag();
    tags.push(tag);
    const values = familyRequest(tag, { firstName: 'Phoebe' });
    expect((await request.post('/backend/api/contact/submit.php', { data: values })).status()).toBe(201);
    await signInAsAdminViaApi(page);
    await openInbox(page);
    expect(await violations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    const open = card(page, values).getByRole('button', { name: /^Open inquiry/ });
    await open.focus();
    await page.keyboard.press('Enter');
    const details = dialog(page, 'Inquiry Details');
    await settled(details);
    expect(await violations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(details).toBeHidden();
    await expect(open).toBeFocused();
  });
});
