import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './fixtures';
import { fillSignIn } from './support/auth';
import { DESKTOP, MOBILE } from './support/site';

/**
 * Issue 6, the site half: what a public page downloads and asks the server, seen from the browser.
 * Strings only admin code contains (its API paths) must not be in any script a public page loads.
 */

const ADMIN_ONLY = ['/users/read.php', '/faqs/admin_read.php', '/upload_image.php', '/services/read.php'];
const PUBLIC_PAGES = ['/', '/services', '/programs', '/faq', '/contact', '/about'];

/** Every script body the page downloads while `load` runs, and the console errors it logs. */
async function watch(page: Page, load: () => Promise<unknown>) {
  const scripts = new Map<string, Promise<string>>();
  const errors: string[] = [];
  const sessionChecks: string[] = [];
  page.on('response', (response) => {
    // A body the browser dropped because the page moved on is fetched again, so it is still checked.
    if (response.request().resourceType() === 'script') {
      scripts.set(response.url(), response.text().catch(() => page.request.get(response.url()).then((reply) => reply.text())));
    }
  });
  page.on('request', (request) => {
    if (request.url().includes('/users/verify_session.php')) sessionChecks.push(request.url());
  });
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await load();
  await page.waitForLoadState('networkidle');
  const bodies = new Map<string, string>();
  for (const [url, text] of scripts) bodies.set(url, await text);
  return { bodies, errors, sessionChecks };
}

for (const viewport of [MOBILE, DESKTOP]) {
  test(`public pages at ${viewport.width}px load no admin code, check no session and log no error for a new visitor`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    for (const path of PUBLIC_PAGES) {
      const seen = await watch(page, () => page.goto(path));
      await expect(page.locator('main')).toBeVisible();
      expect(seen.bodies.size, `${path} loads scripts`).toBeGreaterThan(0);
      for (const [url, body] of seen.bodies) {
        for (const marker of ADMIN_ONLY) expect(body.includes(marker), `${url} on ${path} contains admin code (${marker})`).toBe(false);
      }
      expect(seen.sessionChecks, `${path} asks for a session nobody signed in to`).toEqual([]);
      expect(seen.errors, `console errors on ${path}`).toEqual([]);
    }
  });
}

test('after signing in, a fresh start-up checks the session again (spec section 4), and after logout it stops', async ({ page }) => {
  await page.goto('/login');
  await fillSignIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  await expect(page).toHaveURL('/admin');

  const check = page.waitForResponse((response) => response.url().includes('/users/verify_session.php'));
  await page.goto('/about');
  expect((await check).status()).toBe(200);
  await expect(page.getByRole('button', { name: 'Logout' }).filter({ visible: true })).toBeVisible();

  await page.getByRole('button', { name: 'Logout' }).filter({ visible: true }).click();
  await expect(page).toHaveURL('/');
  await page.waitForLoadState('networkidle');
  const after = await watch(page, () => page.goto('/faq'));
  expect(after.sessionChecks).toEqual([]);
  expect(after.errors).toEqual([]);
});

test('the home page preloads exactly the first hero picture it shows', async ({ page }) => {
  await page.goto('/');
  const preload = page.locator('link[rel="preload"][as="image"]');
  await expect(preload).toHaveAttribute('fetchpriority', 'high');
  const hero = page.locator('img[fetchpriority="high"]').first();
  await expect(hero).toHaveAttribute('srcset', (await preload.getAttribute('imagesrcset'))!);
  await expect.poll(() => hero.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  expect(await hero.evaluate((image: HTMLImageElement) => new URL(image.currentSrc).pathname)).toMatch(/^\/images\/hero\/hero-1-\d+\.webp$/);
});

test('item images come as resized WebP variants that fit the card, with their size set', async ({ page }) => {
  await page.setViewportSize(MOBILE);
  await page.goto('/services');
  const image = page.locator('main article img').first();
  await image.scrollIntoViewIfNeeded();
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
  await expect(image).toHaveAttribute('width', /\d+/);
  await expect(image).toHaveAttribute('height', /\d+/);
  await expect(image).toHaveAttribute('sizes', /100vw/);
  const current = await image.evaluate((element: HTMLImageElement) => element.currentSrc);
  expect(current).toMatch(/\/uploads\/[^/?]+\?w=(320|480|640|960|1280)$/);
  const response = await page.request.get(current);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/webp');
  // A 390px screen never needs the largest variant.
  expect(current).not.toMatch(/w=1280$/);
});
