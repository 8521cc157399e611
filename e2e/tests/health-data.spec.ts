import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './support/test';
import { BUSINESS_NAME, DESKTOP, MOBILE, PHONE_HREF, PHONE_LABEL, titleOf } from './support/site';

/**
 * Issue 19, "Washington's consumer health data notice": the policy RCW 19.373 asks for, on a page
 * of its own that the server draws, linked on its own from the home page and from every page's
 * footer, beside (not inside) the privacy policy.
 */

const PATH = '/consumer-health-data';
const TITLE = 'Consumer Health Data Privacy Policy';
const LINK = 'Consumer Health Data Policy';

const PAGES = ['/', '/about', '/services', '/services/personal-care', '/programs', '/programs/creative-arts', '/faq', '/contact', '/privacy', '/terms', PATH, '/no-such-page'];

test.describe.configure({ timeout: 60_000 });

test('every page has the health data link in its footer, separate from the privacy policy', async ({ page }) => {
  for (const path of PAGES) {
    await page.goto(path);
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: LINK, exact: true }), path).toHaveAttribute('href', PATH);
    await expect(footer.getByRole('link', { name: 'Privacy Policy', exact: true }), path).toHaveAttribute('href', '/privacy');
  }
});

test('the home page links to it in its own content: a notice of its own, and beside the contact form', async ({ page }) => {
  await page.goto('/');
  const main = page.getByRole('main');
  await expect(main.getByRole('form', { name: /^(Send Us a Message|Schedule a Tour)$/ }).getByRole('link', { name: LINK, exact: true })).toHaveAttribute('href', PATH);
  const link = main.getByRole('region', { name: 'Your Health Data' }).getByRole('link', { name: LINK, exact: true });
  await expect(link).toHaveAttribute('href', PATH);
  await link.scrollIntoViewIfNeeded();
  await expect(link).toBeVisible();
  await link.click();
  await expect(page).toHaveURL(PATH);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(TITLE);
  await expect(page).toHaveTitle(titleOf(TITLE));
});

test('the page arrives drawn by the server with its own title, description and canonical link', async ({ request, baseURL }) => {
  const reply = await request.get(PATH, { headers: { Accept: 'text/html' } });
  expect(reply.status()).toBe(200);
  const html = await reply.text();
  expect(html).toContain(`<title>${TITLE} | ${BUSINESS_NAME}</title>`);
  expect(html).toMatch(/<meta name="description" content="What health information our adult family home collects[^"]*"/);
  expect(html).toContain(`<link rel="canonical" href="${baseURL}${PATH}"`);
  expect(html).toContain('id="initial-data"');
  expect(html).toMatch(new RegExp(`<h1[^>]*>${TITLE}</h1>`));

  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain(`<loc>${baseURL}${PATH}</loc>`);
});

test('the app takes over the server-drawn page without an error', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto(PATH, { waitUntil: 'commit' });
  await page.waitForSelector('#main');
  // A node of the server's markup, marked before the app starts: hydration keeps it, a redraw would not.
  await page.evaluate(() => ((document.getElementById('main') as HTMLElement & { serverNode?: boolean }).serverNode = true));
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
  expect(await page.evaluate(() => (document.getElementById('main') as HTMLElement & { serverNode?: boolean }).serverNode)).toBe(true);
  await expect(page).toHaveTitle(titleOf(TITLE));
  expect(errors).toEqual([]);
});

test('without JavaScript the policy reads whole: what, why, with whom, never sold, how to see, delete and withdraw', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(PATH);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(TITLE);
  const article = page.getByRole('article');
  for (const section of [
    'Health Data We Collect',
    'Why We Collect It',
    'Who We Share It With',
    'We Never Sell Your Health Data',
    'How to See or Delete Your Data',
    'How to Withdraw Your Consent',
    'Contact Us',
  ]) {
    await expect(article.getByRole('heading', { name: section, level: 2 })).toBeVisible();
  }
  await expect(article.getByText(/RCW 19\.373/).first()).toBeVisible();
  await expect(article.getByText(/contact and tour request form/)).toBeVisible();
  await expect(article.getByText(/our email provider/i).first()).toBeVisible();
  await expect(article.getByText(/We answer within 45 days/)).toBeVisible();
  // How to reach the home, from the settings, as the other policies give it.
  const office = article.locator('address');
  await expect(office.getByRole('link', { name: PHONE_LABEL })).toHaveAttribute('href', PHONE_HREF);
  await expect(office.getByRole('link', { name: 'care@evergreenhaven.example' })).toHaveAttribute('href', 'mailto:care@evergreenhaven.example');
  await context.close();
});

for (const [name, viewport] of [
  ['1366px', DESKTOP],
  ['390px', MOBILE],
] as const) {
  test(`the page has no axe violations at ${name}`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto(PATH);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(TITLE);
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}
