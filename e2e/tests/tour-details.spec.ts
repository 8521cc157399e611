import { readFile } from 'node:fs/promises';
import type { Browser, Page } from '@playwright/test';
import { violations } from './support/a11y';
import { dialog, openAsAdmin, uniqueTag } from './support/content';
import { expect, inbox, test } from './support/inquiries';
import { MOBILE } from './support/site';

/**
 * Issue 19, the tour they want: "Schedule a Tour" on the contact form asks who the family is to the
 * future resident, when they might move in, how care would be paid for and up to three preferred
 * visit times, with or without JavaScript; the inbox shows and filters by them, and downloads as CSV.
 */

const SUBMIT = '/backend/api/contact/submit.php';
const TOUR_QUESTIONS = 'About your visit (optional)';

test.describe.configure({ timeout: 120_000 });

const form = (page: Page) => page.getByRole('form', { name: /^(Send Us a Message|Schedule a Tour)$/ });
const field = (page: Page, label: string) => form(page).getByLabel(label, { exact: true });
const tourQuestions = (page: Page) => form(page).getByRole('group', { name: TOUR_QUESTIONS });
const choice = (page: Page, name: string) => form(page).getByRole('group', { name, exact: true });

const fillContact = async (page: Page, tag: string, topic = 'Schedule a Tour') => {
  await field(page, 'First Name').fill('Margaret');
  await field(page, 'Last Name').fill(`Ellison${tag}`);
  await field(page, 'Email').fill(`margaret.${tag}@example.com`);
  await field(page, 'Phone').fill('(360) 555-0188');
  await field(page, 'How can we help?').selectOption(topic);
  await field(page, 'Message').fill(`We would like to visit with my mother. [${tag}]`);
};

const fillTourQuestions = async (page: Page) => {
  await field(page, 'Your relationship to the future resident').fill('Daughter');
  await field(page, 'When might they move in?').selectOption('1-3 months');
  await field(page, 'How would care be paid for?').selectOption('Medicaid (COPES / Community First Choice)');
};

const fillVisitTimes = async (page: Page) => {
  await choice(page, 'First choice').getByLabel('Date').fill('2030-05-06');
  await choice(page, 'Second choice').getByLabel('Date').fill('2030-05-09');
  await choice(page, 'Second choice').getByLabel('Time of day').selectOption('afternoon');
};

const fitsTheScreen = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test.describe('on a phone', () => {
  test.use({ viewport: MOBILE });

  test('choosing Schedule a Tour shows the tour questions, in order from the topic, and other topics hide them', async ({ page }) => {
    await page.goto('/contact');
    await expect(field(page, 'How can we help?')).toHaveValue('General Information');
    await expect(tourQuestions(page)).toBeHidden();

    await field(page, 'How can we help?').selectOption('Schedule a Tour');
    await expect(tourQuestions(page)).toBeVisible();
    await expect(field(page, 'When might they move in?').getByRole('option')).toHaveText(['Choose one (optional)', 'Within a month', '1-3 months', 'Just exploring']);
    await expect(field(page, 'How would care be paid for?').getByRole('option')).toHaveText([
      'Choose one (optional)',
      'Private pay',
      'Medicaid (COPES / Community First Choice)',
      'Long-term care insurance',
      'VA benefits',
      'Other',
      'Not sure',
    ]);
    const times = form(page).getByRole('group', { name: 'Preferred visit times' });
    await expect(times).toHaveAccessibleDescription('Up to three days that suit you. We will call to confirm.');
    for (const name of ['First choice', 'Second choice', 'Third choice']) {
      await expect(choice(page, name).getByLabel('Date')).toHaveAttribute('type', 'date');
      await expect(choice(page, name).getByLabel('Time of day').getByRole('option')).toHaveText(['Morning', 'Afternoon']);
    }
    // Optional: nothing here is required.
    await expect(tourQuestions(page).locator('[required]')).toHaveCount(0);

    // By keyboard, the questions come right after the topic.
    await field(page, 'How can we help?').focus();
    await page.keyboard.press('Tab');
    await expect(field(page, 'Your relationship to the future resident')).toBeFocused();

    expect(await fitsTheScreen(page)).toBe(true);
    expect(await violations(page)).toEqual([]);

    for (const topic of ['General Information', 'Pricing & Insurance', 'Medical Questions', 'Other']) {
      await field(page, 'How can we help?').selectOption(topic);
      await expect(tourQuestions(page), topic).toBeHidden();
    }
  });
});

test('answers given for a tour and then another topic chosen are not sent', async ({ page }) => {
  await page.route(`**${SUBMIT}`, (route) => route.fulfill({ status: 201, json: { success: true, message: 'Thank you for reaching out! We will get back to you within 2 hours.' } }));
  await page.goto('/contact');
  await fillContact(page, uniqueTag());
  await fillTourQuestions(page);
  await fillVisitTimes(page);
  await field(page, 'How can we help?').selectOption('General Information');
  const sent = page.waitForRequest((request) => request.url().includes(SUBMIT));
  await form(page).getByRole('button', { name: 'Send Message' }).click();
  const body = (await sent).postDataJSON() as Record<string, unknown>;
  expect(body.serviceType).toBe('General Information');
  expect(Object.keys(body).sort()).toEqual(['email', 'firstName', 'lastName', 'message', 'phone', 'serviceType']);
});

test('a tour request with its details reaches the inbox, which shows them, filters by them and exports them', async ({ page, request, tags }) => {
  const tag = uniqueTag();
  tags.push(tag);

  // The visitor, through the real form.
  await page.goto('/contact');
  await fillContact(page, tag);
  await fillTourQuestions(page);
  await fillVisitTimes(page);
  const sent = page.waitForRequest((req) => req.url().includes(SUBMIT));
  await form(page).getByRole('button', { name: 'Send Message' }).click();
  expect((await sent).postDataJSON()).toMatchObject({
    relationship: 'Daughter',
    move_in_timeframe: '1-3 months',
    payment_source: 'Medicaid (COPES / Community First Choice)',
    preferred_times: ['2030-05-06 morning', '2030-05-09 afternoon'],
  });
  await expect(page.getByRole('status').filter({ hasText: 'Thank you for reaching out!' })).toBeVisible();
  // Cleared with the rest of the form, which is back on its first topic.
  await expect(tourQuestions(page)).toBeHidden();
  await field(page, 'How can we help?').selectOption('Schedule a Tour');
  await expect(field(page, 'Your relationship to the future resident')).toHaveValue('');
  await expect(choice(page, 'First choice').getByLabel('Date')).toHaveValue('');

  // Another family of the same tag, who would pay privately and soon.
  const other = { firstName: 'Walter', lastName: `Brandt${tag}`, email: `walter.${tag}@example.com`, phone: '206-555-0142', serviceType: 'Schedule a Tour', message: `A room for my wife. [${tag}]` };
  const made = await request.post(SUBMIT, { data: { ...other, move_in_timeframe: 'Within a month', payment_source: 'Private pay' } });
  expect(made.status()).toBe(201);

  await openAsAdmin(page, '/admin/inquiries');
  await page.getByLabel('Search inquiries').fill(tag);
  const margaret = page.getByRole('article', { name: `Margaret Ellison${tag}`, exact: true });
  const walter = page.getByRole('article', { name: `Walter Brandt${tag}`, exact: true });
  await expect(margaret).toBeVisible();
  await expect(walter).toBeVisible();

  // The card says what the family told, only what they told.
  const facts = margaret.getByRole('definition');
  await expect(facts).toHaveText(['Daughter', '1-3 months', 'Medicaid (COPES / Community First Choice)', 'Mon, May 6, 2030, morning; Thu, May 9, 2030, afternoon']);
  await expect(margaret.getByRole('term')).toHaveText(['Relationship', 'Move-in timeframe', 'Payment source', 'Preferred visit times']);
  await expect(walter.getByRole('term')).toHaveText(['Move-in timeframe', 'Payment source']);
  expect(await violations(page)).toEqual([]);

  // And so does the dialog.
  await margaret.getByRole('button', { name: /^Open inquiry/ }).click();
  const details = dialog(page, 'Inquiry Details');
  for (const text of ['Daughter', '1-3 months', 'Medicaid (COPES / Community First Choice)', 'Mon, May 6, 2030, morning; Thu, May 9, 2030, afternoon']) await expect(details).toContainText(text);
  await details.getByRole('button', { name: 'Close' }).click();
  await expect(details).toBeHidden();

  // The filters narrow the list.
  await page.getByLabel('Move-in timeframe').selectOption('1-3 months');
  await expect(margaret).toBeVisible();
  await expect(walter).toBeHidden();
  await page.getByLabel('Move-in timeframe').selectOption('all');
  await page.getByLabel('Payment source').selectOption('Private pay');
  await expect(walter).toBeVisible();
  await expect(margaret).toBeHidden();
  await page.getByLabel('Payment source').selectOption('VA benefits');
  await expect(page.getByText('No inquiries found matching your search.')).toBeVisible();

  // The export takes the tour filters: a CSV with Walter's row and not Margaret's.
  await page.getByLabel('Payment source').selectOption('Private pay');
  const exportLink = page.getByRole('link', { name: 'Export CSV' });
  await expect(exportLink).toHaveAccessibleDescription(/chosen move-in timeframe and payment source/);
  const csv = async () => {
    const download = page.waitForEvent('download');
    await exportLink.click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^inquiries-\d{4}-\d{2}-\d{2}\.csv$/);
    return readFile(await file.path(), 'utf8');
  };
  const privatePay = await csv();
  expect(privatePay).toContain(`Walter,Brandt${tag},`);
  expect(privatePay).toContain('Within a month,Private pay');
  expect(privatePay).not.toContain(`Ellison${tag}`);

  // Without filters, the whole inbox, Margaret's details included.
  await page.getByLabel('Payment source').selectOption('all');
  await expect(exportLink).toHaveAttribute('href', '/backend/api/inquiries/export.php');
  const everything = await csv();
  expect(everything).toContain(`Margaret,Ellison${tag},`);
  expect(everything).toContain('Daughter,1-3 months,Medicaid (COPES / Community First Choice),2030-05-06 morning; 2030-05-09 afternoon');
});

test.describe('without JavaScript', () => {
  const pageWithoutScript = async (browser: Browser) => (await browser.newContext({ viewport: MOBILE, javaScriptEnabled: false })).newPage();

  test('the tour questions show for a tour, hide for another topic, and a plain post carries them', async ({ browser, adminApi, tags }) => {
    const tag = uniqueTag();
    tags.push(tag);
    const page = await pageWithoutScript(browser);
    await page.goto('/contact');
    await expect(field(page, 'How can we help?')).toHaveValue('General Information');
    await expect(tourQuestions(page)).toBeHidden();

    await fillContact(page, tag);
    await expect(tourQuestions(page)).toBeVisible();
    await fillTourQuestions(page);
    // The rows post as preferred_times[i][date] and [part]; the server joins each (decision 0023).
    await fillVisitTimes(page);
    expect(await fitsTheScreen(page)).toBe(true);

    await form(page).getByRole('button', { name: 'Send Message' }).click();
    await expect(page).toHaveURL(/\/contact\?sent=1#contact-outcome$/);
    await expect(page.getByRole('status')).toContainText('Thank you for reaching out!');
    const stored = (await inbox(adminApi)).find((inquiry) => inquiry.message.includes(tag));
    expect(stored).toMatchObject({ relationship: 'Daughter', move_in_timeframe: '1-3 months', payment_source: 'Medicaid (COPES / Community First Choice)', preferred_times: ['2030-05-06 morning', '2030-05-09 afternoon'] });
    await page.context().close();
  });
});
