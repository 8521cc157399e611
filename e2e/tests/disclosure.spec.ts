import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, openAsAdmin, test } from './support/content';
import { keepSettings } from './support/settings';

/** The Disclosure of Services (issue 33): uploaded in Settings, linked from /costs and /about. Settings are put back at the end. */

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);
const STORED = /^\/uploads\/disclosure-of-services_[0-9a-f]{10}\.pdf$/;
const LINK = 'Disclosure of Services (PDF)';

const card = (page: Page) => page.getByRole('region', { name: 'Disclosure of Services' });

async function openCard(page: Page) {
  await openAsAdmin(page, '/admin/settings');
  await expect(card(page).getByText(/On the site now|Not on the site yet/)).toBeVisible();
}

test.describe('Disclosure of Services', () => {
  test.describe.configure({ mode: 'serial', timeout: 90_000 });
  keepSettings(test);

  test('an admin uploads the PDF in Settings; /costs and /about link it, served as a PDF; Remove takes it off', async ({ page, request }) => {
    await openCard(page);
    await card(page).getByLabel(/PDF file|Replace with a new PDF/).setInputFiles({ name: 'disclosure.pdf', mimeType: 'application/pdf', buffer: PDF });
    await card(page).getByRole('button', { name: 'Upload PDF' }).click();
    await expect(card(page).getByRole('status')).toHaveText('The Disclosure of Services is on the site.');
    const link = card(page).getByRole('link', { name: LINK });
    await expect(link).toHaveAttribute('href', STORED);
    const href = (await link.getAttribute('href'))!;

    const served = await request.get(href);
    expect(served.status()).toBe(200);
    expect(served.headers()['content-type']).toBe('application/pdf');
    expect(served.headers()['content-disposition']).toMatch(/^inline; filename="[\w.-]+\.pdf"$/);
    expect(served.headers()['x-content-type-options']).toBe('nosniff');

    for (const path of ['/costs', '/about']) {
      // In the server-rendered page itself, and on the page as a visitor sees it.
      expect(await (await request.get(path)).text()).toContain(`href="${href}"`);
      await page.goto(path);
      await expect(page.getByRole('link', { name: LINK })).toHaveAttribute('href', href);
    }

    await openCard(page);
    await card(page).getByRole('button', { name: 'Remove' }).click();
    await expect(card(page).getByText('Not on the site yet.')).toBeVisible();
    await page.goto('/costs');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: LINK })).toHaveCount(0);
  });

  test('while the settings load, the card is not there to be filled in: a file chosen then would be lost when the screen arrives', async ({ page }) => {
    // The screen's loading frame once drew this card (saying "Not on the site yet"), and the screen
    // that replaced it came without the file chosen in it.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/backend/api/settings/read.php', async (route) => (await held, route.continue()));
    await openAsAdmin(page, '/admin/settings');
    await expect(page.getByText('Loading settings...')).toBeVisible();
    await expect(card(page)).toHaveCount(0);
    release();
    await expect(card(page).getByText(/On the site now|Not on the site yet/)).toBeVisible();
  });

  test('a file that is not a PDF is refused in plain words and nothing changes', async ({ page }) => {
    await openCard(page);
    const before = await card(page).getByText(/On the site now|Not on the site yet/).textContent();
    await card(page).getByLabel(/PDF file|Replace with a new PDF/).setInputFiles({ name: 'disclosure.pdf', mimeType: 'application/pdf', buffer: Buffer.from('<html><script>alert(1)</script></html>') });
    await card(page).getByRole('button', { name: 'Upload PDF' }).click();
    await expect(card(page).getByRole('alert')).toHaveText('Invalid file type. Only PDF documents are allowed.');
    await expect(card(page).getByText(/On the site now|Not on the site yet/)).toHaveText(before!);
  });

  test('the card has no accessibility violations and fits a 390 px phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openCard(page);
    const results = await new AxeBuilder({ page }).include('section[aria-labelledby="settings-disclosure-title"]').analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.help} → ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    const box = await card(page).boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
