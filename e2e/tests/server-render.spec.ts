import type { Page } from '@playwright/test';
import { expect, test } from './support/test';

/**
 * Issue 6 (decision 0013): public pages arrive drawn by the server from the public replies, with
 * their stylesheets and without their code; the app loads after the first paint and takes over
 * the markup (hydration) without redrawing it.
 */

const PUBLIC_PAGES = ['/', '/about', '/services', '/services/personal-care', '/programs', '/programs/creative-arts', '/faq', '/costs', '/our-home', '/contact', '/privacy', '/terms'];

/**
 * Errors the page throws or logs: a markup the app cannot take over shows up here (React's
 * hydration errors). A request that fails is named by its address (the console only says that one did).
 */
const pageErrors = (page: Page) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('response', (response) => {
    if (response.status() < 400) return;
    const { pathname, search } = new URL(response.url());
    errors.push(`${response.status()} ${pathname}${search}`);
  });
  return errors;
};

test.describe('server-rendered public pages', () => {
  test('the HTML already holds the page: its words, its data and its stylesheets, but no code to run first', async ({ request }) => {
    const services = (await (await request.get('/backend/api/services/public_read.php')).json()) as { records: { title: string }[] };
    const html = await (await request.get('/services')).text();
    // The list, as the public API answers it.
    for (const { title } of services.records) expect(html).toContain(`>${title}<`);
    // The replies it was drawn from, for the app to start with (a data block, never run).
    const data = /<script type="application\/json" id="initial-data">([^<]*)<\/script>/.exec(html);
    expect(data, 'the initial data block').not.toBeNull();
    expect(JSON.parse(data![1]).services).toEqual(services);
    // Only app-start runs at first; the app's modules (the entry, then the page's route modules it
    // names) come after the first paint.
    expect(html).toMatch(/<script src="\/assets\/app-start-[^"]+\.js" data-app="\/assets\/index-[^"]+\.js" data-preload="(\/assets\/[^" ]+\.js ?)+" defer><\/script>/);
    expect(html).not.toMatch(/<script type="module"/);
    expect(html).not.toMatch(/rel="modulepreload"/);
    // The route's own stylesheets are linked, so the page is styled at its first paint.
    expect((html.match(/<link rel="stylesheet"/g) ?? []).length).toBeGreaterThan(1);
  });

  test("the page's route modules are asked for once each, beside the entry rather than after it", async ({ page }) => {
    const html = await (await page.request.get('/services')).text();
    const entry = /data-app="([^"]+)"/.exec(html)![1];
    const named = /data-preload="([^"]+)"/.exec(html)![1].split(' ');
    // Hold the entry back for a second: the route modules are asked for while it is on its way.
    let entryArrived = false;
    const askedEarly: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (!entryArrived && named.includes(path)) askedEarly.push(path);
    });
    await page.route(`**${entry}`, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      entryArrived = true;
      await route.continue();
    });
    await page.goto('/services');
    expect([...askedEarly].sort()).toEqual([...named].sort());
    const preloads = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => new URL(link.href).pathname),
    );
    // app-start added a preload for each; the app's own loader found them and added none again.
    expect([...preloads].sort()).toEqual([...named].sort());
    const requested = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname));
    for (const module of named) expect(requested.filter((path) => path === module), module).toHaveLength(1);
  });

  test('the FAQ page lists its questions before any script runs', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/faq');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'What is an adult family home?' })).toBeVisible();
    await expect(page.locator('html')).not.toHaveAttribute('data-app', 'ready');
    await context.close();
  });

  for (const path of PUBLIC_PAGES) {
    test(`${path}: the app takes over the server's markup without an error`, async ({ page }) => {
      const errors = pageErrors(page);
      await page.goto(path, { waitUntil: 'commit' });
      // A node of the server's markup, marked before the app starts: hydration keeps it, a redraw would not.
      await page.waitForSelector('#main');
      await page.evaluate(() => ((document.getElementById('main') as HTMLElement & { serverNode?: boolean }).serverNode = true));
      await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
      expect(await page.evaluate(() => (document.getElementById('main') as HTMLElement & { serverNode?: boolean }).serverNode)).toBe(true);
      expect(errors).toEqual([]);
    });
  }

  test('after the take-over the page works as an app: the FAQ opens and links navigate in place', async ({ page }) => {
    await page.goto('/faq');
    const question = page.getByRole('button', { name: 'What is an adult family home?' });
    await question.click();
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await page.evaluate(() => (window.samePage = true));
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    expect(await page.evaluate(() => window.samePage)).toBe(true);
  });

  test("the footer's links move in place before its code has come, and after it comes", async ({ page }) => {
    // The footer's code is held back (it comes when the visitor nears the footer): its links are
    // the server's markup, which the app has not taken over.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/site-footer[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/faq');
    const question = page.getByRole('button', { name: 'What is an adult family home?' });
    await question.click();
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await page.evaluate(() => (window.samePage = true));
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
    expect(await page.evaluate(() => window.samePage)).toBe(true);

    const arrived = page.waitForResponse(/\/site-footer[^/]*\.js$/);
    release();
    await arrived;
    await footer.getByRole('link', { name: 'Terms of Service' }).click();
    await expect(page).toHaveURL(/\/terms$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms of Service');
    expect(await page.evaluate(() => window.samePage)).toBe(true);
  });

  test('sign-in and the admin are drawn by the browser: the server sends the empty shell', async ({ request }) => {
    for (const path of ['/login', '/register', '/admin']) {
      // As a browser asks for a page (under /admin, other requests are the Strapi console's API).
      const html = await (await request.get(path, { headers: { Accept: 'text/html' } })).text();
      expect(html, path).toContain('<div id="root"></div>');
      expect(html, path).not.toContain('id="initial-data"');
      expect(html, path).toMatch(/<script type="module" crossorigin src="\/assets\/index-/);
    }
  });
});
