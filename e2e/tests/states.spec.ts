import type { Page, Route } from '@playwright/test';
import { expect, openInApp, test } from './support/test';

/**
 * The public lists' loading, error and empty states (spec sections 2, 4 and 8), made by
 * intercepting the public reads, and the not-found pages.
 *
 * A failing read is retried 3 times with back-off (1 s + 2 s + 4 s, spec section 9) before the
 * error shows, so the error states get a longer wait.
 */
const AFTER_RETRIES = { timeout: 25_000 };

const LISTS = [
  { noun: 'services', path: '/services', read: '**/backend/api/services/public_read.php', firstTitle: 'Personal Care' },
  { noun: 'programs', path: '/programs', read: '**/backend/api/programs/public_read.php', firstTitle: 'Cognitive Wellness' },
] as const;

/** The cards of a list page. */
const cards = (page: Page) => page.getByRole('main').getByRole('article');

/** Collects what the page logs with console.error. */
const consoleErrors = (page: Page) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
};

for (const { noun, path, read, firstTitle } of LISTS) {
  test.describe(`${path} states`, () => {
    test(`shows 'Loading ${noun}...' while the ${noun} are on their way, then the ${noun}`, async ({ page }) => {
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route(read, async (route) => {
        await released;
        await route.continue();
      });

      await openInApp(page, path);
      const loading = page.getByRole('status').filter({ hasText: `Loading ${noun}...` });
      await expect(loading).toBeVisible();
      await expect(cards(page)).toHaveCount(0);

      release();
      await expect(loading).toBeHidden();
      await expect(cards(page)).toHaveCount(6);
      await expect(page.getByRole('heading', { name: firstTitle })).toBeVisible();
    });

    test(`shows 'Network error while loading ${noun}' and Try Again when the server cannot be reached`, async ({ page }) => {
      await page.route(read, (route) => route.abort('failed'));
      await openInApp(page, path);

      const alert = page.getByRole('alert').filter({ hasText: `Network error while loading ${noun}` });
      await expect(alert).toBeVisible(AFTER_RETRIES);
      await expect(alert.getByRole('button', { name: 'Try Again' })).toBeVisible();
      // A red message (spec section 8).
      const color = await page.getByText(`Network error while loading ${noun}`, { exact: true }).evaluate((el) => getComputedStyle(el).color);
      const [r, g, b] = color.match(/\d+/g)!.map(Number);
      expect(r, `message colour ${color}`).toBeGreaterThan(2 * Math.max(g, b));
      await expect(cards(page)).toHaveCount(0);
    });

    test(`shows 'Failed to load ${noun}' when the server answers 500, and Try Again reloads the page`, async ({ page }) => {
      await page.route(read, (route: Route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }));
      await openInApp(page, path);

      const alert = page.getByRole('alert').filter({ hasText: `Failed to load ${noun}` });
      await expect(alert).toBeVisible(AFTER_RETRIES);
      await expect(page.getByText(`Failed to load ${noun}`, { exact: true })).toBeVisible();

      // The server is back: Try Again reloads the page, which now shows the list.
      await page.unroute(read);
      const reloaded = page.waitForEvent('load');
      await alert.getByRole('button', { name: 'Try Again' }).click();
      await reloaded;
      await expect(cards(page)).toHaveCount(6);
      await expect(alert).toBeHidden();
    });

    test(`shows 'No ${noun} available at the moment.' when there are none`, async ({ page }) => {
      await page.route(read, (route) => route.fulfill({ json: { records: [] } }));
      await openInApp(page, path);

      await expect(page.getByText(`No ${noun} available at the moment.`, { exact: true })).toBeVisible();
      await expect(cards(page)).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Try Again' })).toHaveCount(0);
    });
  });
}

test.describe('detail page states', () => {
  test("a service page shows 'Loading service...' until the services arrive", async ({ page }) => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(LISTS[0].read, async (route) => {
      await released;
      await route.continue();
    });
    await openInApp(page, '/services/personal-care');
    await expect(page.getByRole('status').filter({ hasText: 'Loading service...' })).toBeVisible();
    release();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Personal Care');
  });

  test("a service page shows 'Failed to load service' and Try Again when the server answers 500", async ({ page }) => {
    await page.route(LISTS[0].read, (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }));
    await openInApp(page, '/services/personal-care');
    const alert = page.getByRole('alert').filter({ hasText: 'Failed to load service' });
    await expect(alert).toBeVisible(AFTER_RETRIES);
    await expect(alert.getByText('Failed to load service', { exact: true })).toBeVisible();
    await expect(alert.getByRole('button', { name: 'Try Again' })).toBeVisible();
    await expect(page.getByText('Service not found')).toHaveCount(0);
  });

  test("a program page shows 'Network error while loading program' when the server cannot be reached", async ({ page }) => {
    await page.route(LISTS[1].read, (route) => route.abort('failed'));
    await openInApp(page, '/programs/creative-arts');
    const alert = page.getByRole('alert').filter({ hasText: 'Network error while loading program' });
    await expect(alert).toBeVisible(AFTER_RETRIES);
    await expect(alert.getByText('Network error while loading program', { exact: true })).toBeVisible();
    await expect(alert.getByRole('button', { name: 'Try Again' })).toBeVisible();
  });
});

test('when the settings cannot be read, the failure is only logged and the defaults are shown', async ({ page }) => {
  const errors = consoleErrors(page);
  await page.route('**/backend/api/settings/read.php', (route) => route.abort('failed'));
  await openInApp(page, '/contact');

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us');
  // Spec section 2, Contact: main and emergency phone fall back to the home's number, care to 24/7.
  const details = page.getByRole('main').getByRole('definition');
  await expect(details.getByRole('link', { name: '(360) 555-0142' })).toHaveCount(2, AFTER_RETRIES);
  await expect(page.getByText('Care available 24/7').first()).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: '(360) 555-0142' }).first()).toHaveAttribute('href', 'tel:3605550142');
  await expect(page.getByRole('contentinfo').getByText('© 2025 Evergreen Haven Adult Family Home')).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: /settings/i })).toHaveCount(0);
  await expect.poll(() => errors.some((text) => text.includes('Failed to load settings')), AFTER_RETRIES).toBe(true);
});

test.describe('/faq states', () => {
  const read = '**/backend/api/faqs/read.php';

  test("shows 'Loading FAQs...' while the questions are on their way", async ({ page }) => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(read, async (route) => {
      await released;
      await route.continue();
    });
    await openInApp(page, '/faq');
    await expect(page.getByRole('status').filter({ hasText: 'Loading FAQs...' })).toBeVisible();
    release();
    await expect(page.getByRole('button', { name: 'What is an adult family home?' })).toBeVisible();
  });

  test("shows 'No FAQs available at the moment.' when there are none", async ({ page }) => {
    await page.route(read, (route) => route.fulfill({ json: { success: true, data: [] } }));
    await openInApp(page, '/faq');
    await expect(page.getByText('No FAQs available at the moment.', { exact: true })).toBeVisible();
    await expect(page.locator('[data-faq-trigger]')).toHaveCount(0);
  });

  test('a failed FAQ load is only logged, and the page says there are none', async ({ page }) => {
    const errors = consoleErrors(page);
    await page.route(read, (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }));
    await openInApp(page, '/faq');

    await expect(page.getByText('No FAQs available at the moment.', { exact: true })).toBeVisible(AFTER_RETRIES);
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(errors.some((text) => text.includes('Failed to load FAQs'))).toBe(true);
    // The rest of the page is still there.
    await expect(page.getByRole('heading', { name: 'Still Have Questions?' })).toBeVisible();
  });
});

test.describe('not found', () => {
  test("an unknown path shows 'Oops! Page not found' with a way home, and the path is logged", async ({ page }) => {
    const errors = consoleErrors(page);
    await page.goto('/no-such-page');

    await expect(page.getByText('Oops! Page not found', { exact: true })).toBeVisible();
    const home = page.getByRole('link', { name: 'Return to Home' });
    await expect(home).toHaveAttribute('href', '/');
    expect(errors.some((text) => text.includes('/no-such-page'))).toBe(true);

    await home.click();
    await expect(page).toHaveURL('/');
  });

  for (const [kind, noun] of [
    ['services', 'Service'],
    ['programs', 'Program'],
  ] as const) {
    test(`an unknown ${noun.toLowerCase()} shows '${noun} not found' with 'Back to ${noun}s'`, async ({ page }) => {
      await page.goto(`/${kind}/nope`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${noun} not found`);
      const back = page.getByRole('main').getByRole('link', { name: `Back to ${noun}s` });
      await expect(back).toBeVisible();
      await back.click();
      await expect(page).toHaveURL(`/${kind}`);
      await expect(cards(page)).toHaveCount(6);
    });
  }
});
