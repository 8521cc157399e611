import type { Page } from '@playwright/test';
import { holdStill, violations } from './support/a11y';
import { PUBLIC_PAGES, openPage } from './support/pages';
import { MOBILE } from './support/site';
import { expect, openInApp, test } from './support/test';

/**
 * "Easy to read for older eyes" (issue 46, part 6; decision 0047): the header's text size buttons
 * (A, A+, A++) scale the whole page, are remembered on the device, and the server draws the next
 * page at that size from its first byte. On a phone, before the app has come, and without
 * JavaScript at all. Every public page stays within the screen's width and axe-clean at each size
 * (the standard size's axe runs are a11y.spec.ts's).
 */

// axe's pass over the home page takes many seconds on a loaded 2-core machine.
test.describe.configure({ timeout: 90_000 });
test.use({ viewport: MOBILE });

const SIZES = [
  { size: 'standard', name: 'A standard', rootPx: 16 },
  { size: 'large', name: 'A+ larger', rootPx: 18 },
  { size: 'larger', name: 'A++ largest', rootPx: 20 },
] as const;

const sizeButtons = (page: Page) => page.getByRole('banner').getByRole('group', { name: 'Text size' }).getByRole('button');
const sizeButton = (page: Page, name: string) => page.getByRole('banner').getByRole('group', { name: 'Text size' }).getByRole('button', { name, exact: true });
const rootFontSize = (page: Page) => page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).fontSize));
const horizontalOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** The size is shown by the page and by the buttons: only its own button pressed. */
async function expectSize(page: Page, size: (typeof SIZES)[number]) {
  await expect.poll(() => rootFontSize(page)).toBe(size.rootPx);
  for (const other of SIZES) await expect(sizeButton(page, other.name)).toHaveAttribute('aria-pressed', String(other === size));
}

test.describe('the text size buttons on a 390 px phone', () => {
  test('are a labelled group of three full tap targets at the top of the page', async ({ page }) => {
    await openPage(page, '/about', 'About Us');
    await expect(sizeButtons(page)).toHaveCount(3);
    for (const { name } of SIZES) {
      const box = (await sizeButton(page, name).boundingBox())!;
      expect(box.width, `${name}: a full tap target`).toBeGreaterThanOrEqual(44);
      expect(box.height, `${name}: a full tap target`).toBeGreaterThanOrEqual(44);
      expect(box.x + box.width, `${name}: within the screen`).toBeLessThanOrEqual(MOBILE.width);
    }
    await expectSize(page, SIZES[0]);
    // A keyboard user sees where the focus is.
    await sizeButton(page, 'A+ larger').focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(sizeButton(page, 'A+ larger')).toBeFocused();
    const outline = await sizeButton(page, 'A+ larger').evaluate((button) => getComputedStyle(button).outlineStyle);
    expect(outline).not.toBe('none');
  });

  test('change the size at once, without a page load, and the next page comes at that size from its first byte', async ({ page }) => {
    await openPage(page, '/about', 'About Us');
    await page.evaluate(() => Object.assign(window, { stillHere: true }));
    await sizeButton(page, 'A++ largest').click();
    await expectSize(page, SIZES[2]);
    expect(await page.evaluate(() => 'stillHere' in window), 'no page load').toBe(true);

    const reloaded = await page.reload();
    // The server's page carries the size and the pressed button: no first paint at another size.
    const html = await reloaded!.text();
    expect(html).toMatch(/<html lang="en" data-text-size="larger">/);
    expect(html).toMatch(/<button type="submit" name="text_size" value="larger" aria-pressed="true"/);
    await expectSize(page, SIZES[2]);

    // Inside the app too, and back to the standard size.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'FAQ', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently Asked Questions');
    await expectSize(page, SIZES[2]);
    await sizeButton(page, 'A standard').click();
    await expectSize(page, SIZES[0]);
    const standard = await page.reload();
    expect(await standard!.text()).toMatch(/<html lang="en">/);
    await expectSize(page, SIZES[0]);
  });

  test('work before the app has come, and the app takes the page over at that size', async ({ page }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/about', { waitUntil: 'commit' });
    await expect(sizeButton(page, 'A+ larger')).toBeVisible();
    await sizeButton(page, 'A+ larger').click();
    await expectSize(page, SIZES[1]);
    expect(await page.evaluate(() => document.documentElement.dataset.app)).toBeUndefined();
    release();
    await page.waitForFunction(() => document.documentElement.dataset.app === 'ready');
    await expectSize(page, SIZES[1]);
    await sizeButton(page, 'A++ largest').click();
    await expectSize(page, SIZES[2]);
  });

  test('are drawn by the app, at the chosen size, where the server did not draw the page', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'text_size', value: 'large', url: baseURL! }]);
    // The sign-in page is the browser's to draw: the site's pages are then drawn by the app alone.
    await openInApp(page, '/about');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Us');
    await sizeButton(page, 'A++ largest').click();
    await expectSize(page, SIZES[2]);
    await expect(page).toHaveURL(/\/about$/);
  });

  test('work without JavaScript: the form sets the size and comes back to the same page', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, viewport: MOBILE, javaScriptEnabled: false });
    const page = await context.newPage();
    try {
      await page.goto('/services/personal-care');
      await sizeButton(page, 'A++ largest').click();
      await expect(page).toHaveURL('/services/personal-care');
      await expect(page.locator('html')).toHaveAttribute('data-text-size', 'larger');
      await expect(sizeButton(page, 'A++ largest')).toHaveAttribute('aria-pressed', 'true');
      await expect(sizeButton(page, 'A standard')).toHaveAttribute('aria-pressed', 'false');
      await sizeButton(page, 'A standard').click();
      await expect(page).toHaveURL('/services/personal-care');
      await expect(page.locator('html')).not.toHaveAttribute('data-text-size', /./);
      await expect(sizeButton(page, 'A standard')).toHaveAttribute('aria-pressed', 'true');
    } finally {
      await context.close();
    }
  });
});

for (const { size, rootPx } of SIZES) {
  test.describe(`every public page at the ${size} text size on a 390 px phone`, () => {
    test.beforeEach(async ({ context, baseURL }) => {
      if (size !== 'standard') await context.addCookies([{ name: 'text_size', value: size, url: baseURL! }]);
    });

    for (const { path, h1 } of PUBLIC_PAGES) {
      test(`${path} fits the screen's width${size === 'standard' ? '' : ' and has no axe violations'}`, async ({ page }) => {
        if (path === '/' && size !== 'standard') test.slow();
        await openPage(page, path, h1);
        expect(await rootFontSize(page)).toBe(rootPx);
        expect(await horizontalOverflow(page), 'no sideways scrolling').toBeLessThanOrEqual(0);
        if (size === 'standard') return;
        if (path === '/') await holdStill(page);
        expect(await violations(page)).toEqual([]);
      });
    }
  });
}
