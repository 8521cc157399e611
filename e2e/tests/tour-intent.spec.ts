import type { Browser, Locator, Page } from '@playwright/test';
import { storedInquiries } from './support/console-api';
import { DESKTOP, MOBILE, PHONE_HREF, PHONE_LABEL } from './support/site';
import { expect, test } from './support/test';

/**
 * Issue 19, "The tour they want": every tour button opens the contact form with "Schedule a Tour"
 * chosen and the form in view, with or without JavaScript; the note beside the message field;
 * and after sending, the thank-you where the visitor is looking, with what happens next.
 */

const TOUR_HREF = '/contact?type=tour#contact-form';
const TOUR_NAME = /^(schedule( a)? tour|book( a)? tour)$/i;
const SENT = 'Thank you for reaching out! We will get back to you within 2 hours.';
const NEXT = `Someone from our family will call or email you back. For anything urgent, call us at ${PHONE_LABEL}.`;
const HINT = "Please don't include medical details; we'll talk about care in person.";
const SUBMIT = '**/backend/api/contact/submit.php';

/** The public pages with a tour button, and how many each shows. */
const TOUR_PAGES: [string, number][] = [
  ['/', 1],
  ['/services', 1],
  ['/services/personal-care', 1],
  ['/programs', 1],
  ['/programs/creative-arts', 1],
  ['/faq', 1],
  ['/contact', 1],
];

test.describe.configure({ timeout: 90_000 });

const form = (page: Page) => page.getByRole('form', { name: /^(Send Us a Message|Schedule a Tour)$/ });
const field = (page: Page, label: string) => form(page).getByLabel(label, { exact: true });
const topic = (page: Page) => field(page, 'How can we help?');

/** The page's tour buttons a visitor can see (the hero's hidden slides and the phone bar aside). */
const tourLinks = (page: Page) => page.getByRole('main').getByRole('link', { name: TOUR_NAME });

/** Holds the home page's slideshow on its first slide, whose button is the tour. */
const holdFirstSlide = async (page: Page) => {
  await page.getByRole('button', { name: 'Pause slideshow' }).click();
  await page.getByRole('button', { name: 'Go to slide 1' }).click();
};

/**
 * The form is in view: its heading, and the fields down to the topic, on the screen, the topic
 * clear of the sticky header and of the call and tour bar when that shows.
 */
const expectFormInView = async (page: Page) => {
  await expect(page.getByRole('heading', { name: /^(Send Us a Message|Schedule a Tour)$/ })).toBeInViewport();
  await expect(topic(page)).toBeInViewport({ ratio: 1 });
  // Where the page comes to rest: right after an in-app navigation the browser may still be
  // scrolling to the anchor, or the call and tour bar still sliding in.
  await expect(async () => {
    const box = (await topic(page).boundingBox())!;
    const header = (await page.getByRole('banner').boundingBox())!;
    expect(box.y, 'below the sticky header').toBeGreaterThanOrEqual(header.y + header.height);
    const bar = page.getByRole('navigation', { name: /^Call (or book a tour|us)$/ });
    if (await bar.isVisible()) expect(box.y + box.height, 'above the call and tour bar').toBeLessThanOrEqual((await bar.boundingBox())!.y);
  }).toPass({ timeout: 3000 });
};

const fillMessage = async (page: Page, tag: string) => {
  await field(page, 'First Name').fill('Linda');
  await field(page, 'Last Name').fill(`Park ${tag}`);
  await field(page, 'Email').fill(`linda.${tag}@example.com`);
  await field(page, 'Phone').fill('(360) 555-0177');
  await field(page, 'Message').fill(`We would like to visit with my mother. [${tag}]`);
};

const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

test.describe('every tour button carries the intent', () => {
  test.use({ viewport: DESKTOP });

  test('each one opens /contact?type=tour at the form', async ({ page }) => {
    for (const [path, count] of TOUR_PAGES) {
      await page.goto(path);
      if (path === '/') await holdFirstSlide(page);
      const links = tourLinks(page);
      await expect(links, path).toHaveCount(count);
      for (const link of await links.all()) await expect(link, path).toHaveAttribute('href', TOUR_HREF);
    }
  });
});

test.describe('on a 390x844 phone', () => {
  test.use({ viewport: MOBILE });

  for (const [path] of TOUR_PAGES) {
    test(`the tour button on ${path} lands with "Schedule a Tour" chosen and the form in view`, async ({ page }) => {
      await page.goto(path);
      if (path === '/') await holdFirstSlide(page);
      const link: Locator = tourLinks(page).first();
      await link.scrollIntoViewIfNeeded();
      await link.click();
      await expect(page).toHaveURL(TOUR_HREF);
      await expect(topic(page)).toHaveValue('Schedule a Tour');
      await expectFormInView(page);
    });
  }

  test('a tour link opened from elsewhere (a full page load) lands at the form with the tour chosen', async ({ page }) => {
    await page.goto(TOUR_HREF);
    await expect(topic(page)).toHaveValue('Schedule a Tour');
    await expectFormInView(page);
  });

  test('/contact?type=tour typed without the anchor brings the form into view once the app is there', async ({ page }) => {
    await page.goto('/contact?type=tour');
    await expect(topic(page)).toHaveValue('Schedule a Tour');
    await expectFormInView(page);
  });

  test('a plain /contact still opens at its top with "General Information"', async ({ page }) => {
    await page.goto('/contact');
    await expect(topic(page)).toHaveValue('General Information');
    await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
  });

  test('a tour request sent from a tour button reaches the inbox as "Schedule a Tour"', async ({ page, request }) => {
    const tag = stamp();
    await page.goto('/faq');
    await tourLinks(page).first().click();
    await expect(topic(page)).toHaveValue('Schedule a Tour');
    await fillMessage(page, tag);
    await form(page).getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('status')).toContainText(SENT);
    const stored = (await storedInquiries(request)).filter((inquiry) => inquiry.email === `linda.${tag}@example.com`);
    expect(stored).toHaveLength(1);
    expect(stored[0].serviceType).toBe('Schedule a Tour');
  });
});

test.describe('without JavaScript', () => {
  /** A phone with JavaScript off (the fixture's page waits for the app, which never comes here). */
  const phoneWithoutScript = async (browser: Browser) => (await browser.newContext({ viewport: MOBILE, javaScriptEnabled: false })).newPage();

  test('/contact?type=tour has "Schedule a Tour" chosen in the HTML the server sends', async ({ browser, request }) => {
    const html = await (await request.get('/contact?type=tour', { headers: { Accept: 'text/html' } })).text();
    expect(html).toMatch(/<option value="Schedule a Tour" selected="">/);
    expect(html).not.toMatch(/<option value="General Information" selected="">/);

    const page = await phoneWithoutScript(browser);
    await page.goto(TOUR_HREF);
    await expect(topic(page)).toHaveValue('Schedule a Tour');
    await expectFormInView(page);
    // The call and tour bar needs the app: without it, it never shows, so it covers nothing.
    await expect(page.getByRole('navigation', { name: /^Call (or book a tour|us)$/ })).toBeHidden();
    await page.context().close();
  });

  test('a plain post lands at the thank-you with what happens next, and the tour is stored as one', async ({ browser, request }) => {
    const tag = stamp();
    const page = await phoneWithoutScript(browser);
    await page.goto(TOUR_HREF);
    await fillMessage(page, tag);
    await form(page).getByRole('button', { name: 'Send Message' }).click();
    await expect(page).toHaveURL(/\/contact\?sent=1#contact-outcome$/);
    const thanks = page.getByRole('status');
    await expect(thanks).toContainText(SENT);
    await expect(thanks).toContainText(NEXT);
    await expect(thanks.getByText(SENT)).toBeInViewport();
    await expect(thanks.getByRole('link', { name: PHONE_LABEL })).toHaveAttribute('href', PHONE_HREF);
    const stored = (await storedInquiries(request)).filter((inquiry) => inquiry.email === `linda.${tag}@example.com`);
    expect(stored.map((inquiry) => inquiry.serviceType)).toEqual(['Schedule a Tour']);
    await page.context().close();
  });
});

test('the note about medical details is beside the message field and describes it', async ({ page }) => {
  await page.goto('/contact');
  const message = field(page, 'Message');
  await expect(form(page).getByText(HINT, { exact: true })).toBeVisible();
  await expect(message).toHaveAccessibleDescription(HINT);
  // With an error, the field is described by both.
  await form(page).getByRole('button', { name: 'Send Message' }).click();
  await expect(message).toHaveAccessibleDescription(`${HINT} Please write your message.`);
});

for (const [name, viewport] of [
  ['390x844', MOBILE],
  ['1366x900', DESKTOP],
] as const) {
  test(`after sending at ${name}, the thank-you is in view, has the focus and says what happens next`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.route(SUBMIT, (route) => route.fulfill({ status: 201, json: { success: true, message: SENT } }));
    await page.goto('/contact');
    await field(page, 'How can we help?').selectOption('Pricing & Insurance');
    await fillMessage(page, stamp());
    await form(page).getByRole('button', { name: 'Send Message' }).click();

    const thanks = page.getByRole('status');
    await expect(thanks).toContainText(SENT);
    await expect(thanks).toContainText(NEXT);
    const focused = page.locator(':focus');
    await expect(focused).toContainText(SENT);
    await expect(focused).toBeInViewport({ ratio: 1 });
    await expect(thanks.getByRole('link', { name: PHONE_LABEL })).toHaveAttribute('href', PHONE_HREF);
    // Cleared for a next message, which nothing invites.
    await expect(field(page, 'First Name')).toHaveValue('');
  });
}

test('a page opened at a plain post\'s thank-you gives it the focus once the app is there', async ({ page }) => {
  await page.setViewportSize(MOBILE);
  // Where a post sent before the app arrived (a slow phone) lands.
  await page.goto('/contact?sent=1#contact-outcome');
  const focused = page.locator(':focus');
  await expect(focused).toContainText(SENT);
  await expect(focused).toContainText(NEXT);
  await expect(focused).toBeInViewport();
});

test.describe('the call and tour bar on phones', () => {
  const bar = (page: Page) => page.getByRole('navigation', { name: 'Call or book a tour' });

  test('shows once the header number has scrolled away, and never hides the footer', async ({ page }) => {
    await page.setViewportSize(MOBILE);
    await page.goto('/about');
    await expect(page.getByRole('banner').getByRole('link', { name: PHONE_LABEL })).toBeInViewport();
    await expect(bar(page)).toBeHidden();

    await page.mouse.wheel(0, 900);
    await expect(bar(page)).toBeVisible();
    await expect(bar(page).getByRole('link', { name: /^Call/ })).toHaveAttribute('href', PHONE_HREF);
    await expect(bar(page).getByRole('link', { name: 'Book a tour' })).toHaveAttribute('href', TOUR_HREF);

    // At the very bottom, the footer's last line sits above the bar.
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
    const terms = page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' });
    const barTop = (await bar(page).boundingBox())!.y;
    const termsBox = (await terms.boundingBox())!;
    expect(termsBox.y + termsBox.height).toBeLessThanOrEqual(barTop);

    // Back at the top, the header's number is there again and the bar goes.
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await expect(bar(page)).toBeHidden();
  });

  test('"Book a tour" opens the form with the tour chosen', async ({ page }) => {
    await page.setViewportSize(MOBILE);
    await page.goto('/services');
    await page.mouse.wheel(0, 900);
    await bar(page).getByRole('link', { name: 'Book a tour' }).click();
    await expect(page).toHaveURL(TOUR_HREF);
    await expect(topic(page)).toHaveValue('Schedule a Tour');
    await expectFormInView(page);
  });

  test('is not shown on laptops, nor on the sign-in page or the admin', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/about');
    await page.mouse.wheel(0, 900);
    await expect(page.getByRole('banner').getByRole('link', { name: PHONE_LABEL })).not.toBeInViewport();
    await expect(bar(page)).toBeHidden();

    await page.setViewportSize(MOBILE);
    for (const path of ['/login', '/admin']) {
      await page.goto(path);
      await page.mouse.wheel(0, 900);
      await expect(bar(page), path).toHaveCount(0);
    }
  });
});
