import type { Browser, Page } from '@playwright/test';
import { HEALTH_DATA_CONSENT_REQUIRED, HEALTH_DATA_CONSENT_TEXT } from '@afh/contract/care-needs';
import { violations } from './support/a11y';
import { dialog, openAsAdmin, uniqueTag } from './support/content';
import { expect, inbox, test } from './support/inquiries';
import { MOBILE } from './support/site';

/**
 * Issue 46, part 5: the tour form's short pre-screen. Walking, memory and insulin are health data
 * (Washington's My Health My Data Act): they go only with their own consent box ticked. Without
 * it the visitor is told at the box and nothing they chose is lost, also when they chose it
 * before the app arrived on a slow phone; with it, the request is kept with the answers, which the
 * admin reads in the request's view.
 */

const SUBMIT = '/backend/api/contact/submit.php';
const CONSENT_ERROR = /Please tick this box to send your answers about walking, memory or insulin/;

test.describe.configure({ timeout: 120_000 });

const form = (page: Page) => page.getByRole('form', { name: /^(Send Us a Message|Schedule a Tour)$/ });
const field = (page: Page, label: string) => form(page).getByLabel(label, { exact: true });
const consentBox = (page: Page) => form(page).getByRole('checkbox', { name: HEALTH_DATA_CONSENT_TEXT });

const fillContact = async (page: Page, tag: string) => {
  await field(page, 'First Name').fill('Margaret');
  await field(page, 'Last Name').fill(`Ellison${tag}`);
  await field(page, 'Email').fill(`margaret.${tag}@example.com`);
  await field(page, 'Phone').fill('(360) 555-0188');
  await field(page, 'How can we help?').selectOption('Schedule a Tour');
  await field(page, 'Message').fill(`We would like to visit with my mother. [${tag}]`);
};

const ANSWERS: Array<[string, string]> = [
  ['How do they get around?', 'Two-person transfer'],
  ['Any memory concerns?', 'Dementia diagnosis'],
  ['Do they use insulin?', 'Yes'],
  ['How would care be paid for?', 'Medicaid (COPES / Community First Choice)'],
];

test.describe('on a phone', () => {
  test.use({ viewport: MOBILE });

  test('answers chosen before the app arrives, sent without consent, are stopped at the box and kept; ticked, they reach the admin', async ({ page, adminApi, tags }) => {
    const tag = uniqueTag();
    tags.push(tag);
    // A slow phone: the app's entry is held back while the visitor fills in the form the server drew.
    let letAppIn = () => {};
    const held = new Promise<void>((resolve) => (letAppIn = resolve));
    await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/contact?type=tour', { waitUntil: 'commit' });
    await page.locator('footer').waitFor();
    await fillContact(page, tag);
    for (const [label, answer] of ANSWERS) await field(page, label).selectOption(answer);
    expect(await page.evaluate(() => document.documentElement.dataset.app === 'ready'), 'chosen before the app took over').toBe(false);
    letAppIn();
    await page.waitForFunction(() => document.documentElement.dataset.app === 'ready', undefined, { timeout: 30_000 });

    // The consent is its own box, worded for these answers, and optional until they are given.
    await expect(form(page).getByRole('group', { name: 'About their care (optional)' })).toBeVisible();
    await expect(consentBox(page)).not.toBeChecked();
    await expect(consentBox(page)).not.toHaveAttribute('required');

    // Sent without it: nothing leaves the phone, the box says why, every answer stays.
    const sentEarly: string[] = [];
    page.on('request', (request) => void (request.url().includes(SUBMIT) && sentEarly.push(request.url())));
    await form(page).getByRole('button', { name: 'Send Message' }).click();
    await expect(consentBox(page)).toBeFocused();
    await expect(consentBox(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(consentBox(page)).toHaveAccessibleDescription(CONSENT_ERROR);
    await expect(form(page).getByText(CONSENT_ERROR)).toBeVisible();
    expect(sentEarly).toEqual([]);
    for (const [label, answer] of ANSWERS) await expect(field(page, label)).toHaveValue(answer);
    await expect(field(page, 'Last Name')).toHaveValue(`Ellison${tag}`);
    await expect(field(page, 'Message')).toHaveValue(`We would like to visit with my mother. [${tag}]`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await violations(page)).toEqual([]);

    // Ticked: the message goes, and the request is sent with the answers and the consent.
    await consentBox(page).check();
    await expect(form(page).getByText(CONSENT_ERROR)).toHaveCount(0);
    const sent = page.waitForRequest((request) => request.url().includes(SUBMIT));
    await form(page).getByRole('button', { name: 'Send Message' }).click();
    expect((await sent).postDataJSON()).toMatchObject({
      payment_source: 'Medicaid (COPES / Community First Choice)',
      care_needs: { mobility: 'Two-person transfer', memory: 'Dementia diagnosis', insulin: 'Yes' },
      health_data_consent: true,
    });
    await expect(page.getByRole('status').filter({ hasText: 'Thank you for reaching out!' })).toBeVisible();

    // Kept with the consent's time and words.
    const [stored] = (await inbox(adminApi)).filter((record) => record.message.includes(`[${tag}]`));
    expect(stored.care_needs).toEqual({ mobility: 'Two-person transfer', memory: 'Dementia diagnosis', insulin: 'Yes', payment: 'Medicaid (COPES / Community First Choice)' });
    expect(stored.health_data_consent?.text).toBe(HEALTH_DATA_CONSENT_TEXT);

    // The admin reads them in the request's view, with the consent.
    await page.unroute(/\/assets\/index-[^/]+\.js$/);
    await openAsAdmin(page, '/admin/inquiries');
    await page.getByLabel('Search inquiries').fill(tag);
    const card = page.getByRole('article', { name: `Margaret Ellison${tag}`, exact: true });
    // Not on the list's card: health answers only where the admin opens the request.
    await expect(card).not.toContainText('Dementia');
    await card.getByRole('button', { name: /^Open inquiry/ }).click();
    const details = dialog(page, 'Inquiry Details');
    for (const [term, value] of [
      ['Walking', 'Two-person transfer'],
      ['Memory', 'Dementia diagnosis'],
      ['Insulin', 'Yes'],
      ['Payment source', 'Medicaid (COPES / Community First Choice)'],
    ]) {
      await expect(details.getByRole('term').filter({ hasText: new RegExp(`^${term}$`) })).toBeVisible();
      await expect(details).toContainText(value);
    }
    await expect(details).toContainText('Given ');
    await expect(details).toContainText(HEALTH_DATA_CONSENT_TEXT);
    expect(await violations(page)).toEqual([]);
  });
});

test.describe('without JavaScript', () => {
  const pageWithoutScript = async (browser: Browser) => (await browser.newContext({ viewport: MOBILE, javaScriptEnabled: false })).newPage();

  test('a plain post of the answers without the box comes back refused in plain words, and stores nothing; with it, they are kept', async ({ browser, adminApi, tags }) => {
    const tag = uniqueTag();
    tags.push(tag);
    const page = await pageWithoutScript(browser);
    await page.goto('/contact?type=tour');
    await fillContact(page, tag);
    await field(page, 'Any memory concerns?').selectOption('Some concerns');
    await form(page).getByRole('button', { name: 'Send Message' }).click();
    await page.waitForURL(/\/contact\?sent=0/);
    await expect(page.getByText(HEALTH_DATA_CONSENT_REQUIRED)).toBeVisible();
    expect((await inbox(adminApi)).filter((record) => record.message.includes(`[${tag}]`))).toEqual([]);

    await page.goto('/contact?type=tour');
    await fillContact(page, tag);
    await field(page, 'Any memory concerns?').selectOption('Some concerns');
    await consentBox(page).check();
    await form(page).getByRole('button', { name: 'Send Message' }).click();
    await page.waitForURL(/\/contact\?sent=1/);
    const [stored] = (await inbox(adminApi)).filter((record) => record.message.includes(`[${tag}]`));
    expect(stored.care_needs).toMatchObject({ mobility: '', memory: 'Some concerns', insulin: '' });
    expect(stored.health_data_consent?.text).toBe(HEALTH_DATA_CONSENT_TEXT);
    await page.context().close();
  });
});
