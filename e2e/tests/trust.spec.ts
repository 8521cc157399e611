import type { Page } from '@playwright/test';
import { expect, expectToast, newAdminApi, openAsAdmin, test, uniqueTag } from './support/content';
import { keepSettings, updateSettings } from './support/settings';

/**
 * Issue 8, "Trust": the state license in every page's footer, and the availability notice as a
 * site-wide banner, both set on the admin settings screen. The original settings are put back.
 */

const PAGES = ['/', '/about', '/services/personal-care', '/faq', '/contact', '/privacy'];
const banner = (page: Page) => page.getByRole('region', { name: 'Availability notice' });

async function openLicenseCard(page: Page) {
  await openAsAdmin(page, '/admin/settings');
  await expect(page.getByLabel('Business Name')).not.toHaveValue('');
  return page.getByRole('region', { name: 'License & Availability' });
}

const save = async (page: Page) => {
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, 'Success', 'Settings updated successfully');
};

test.describe('Trust: license and availability notice', () => {
  // Each test visits several pages after signing in.
  test.describe.configure({ timeout: 120_000 });
  keepSettings(test);

  test('with no license number set, no page shows a license line', async ({ page, baseURL }) => {
    const api = await newAdminApi(baseURL!);
    await updateSettings(api, { license_number: '', licensee_name: '' });
    await api.dispose();
    await page.goto('/');
    await expect(page.getByRole('contentinfo').getByText('© 2025', { exact: false })).toBeVisible();
    await expect(page.getByText(/Licensed by the Washington State DSHS/)).toHaveCount(0);
  });

  test('a license number saved on the settings screen shows in the footer of every page', async ({ page }) => {
    const card = await openLicenseCard(page);
    const number = `7${Date.now().toString().slice(-5)}`;
    await card.getByLabel('State License Number').fill(number);
    await card.getByLabel('Licensee Name').fill('Maria Lopez');
    await save(page);

    for (const path of PAGES) {
      await page.goto(path);
      const footer = page.getByRole('contentinfo');
      await expect(footer.getByText(`Licensed by the Washington State DSHS, license #${number}`), path).toBeVisible();
      await expect(footer.getByText('Licensee: Maria Lopez'), path).toBeVisible();
    }

    // The structured data of the page carries the same number.
    await page.goto('/');
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(blocks.map((text) => JSON.parse(text)).find((block) => block.identifier)?.identifier.value).toBe(number);
  });

  test('the availability notice shows as a banner on every public page only while switched on', async ({ page }) => {
    const card = await openLicenseCard(page);
    const notice = `A private room is available from March 1 (${uniqueTag()}).`;
    await card.getByLabel('Availability Notice', { exact: true }).fill(notice);
    const toggle = card.getByRole('switch', { name: 'Show Availability Notice' });
    await toggle.uncheck();
    await save(page);

    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(banner(page)).toHaveCount(0);

    await page.goto('/admin/settings');
    await expect(card.getByLabel('Availability Notice', { exact: true })).toHaveValue(notice);
    await toggle.check();
    await save(page);

    for (const path of PAGES) {
      await page.goto(path);
      await expect(banner(page), path).toBeVisible();
      await expect(banner(page).getByRole('status'), path).toHaveText(notice);
    }

    await page.goto('/admin/settings');
    await expect(toggle).toBeChecked();
    await toggle.uncheck();
    await save(page);
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(banner(page)).toHaveCount(0);
  });

  test('a switched-on notice with no words shows no banner', async ({ page, baseURL }) => {
    const api = await newAdminApi(baseURL!);
    await updateSettings(api, { availability_notice: '   ', availability_notice_enabled: true });
    await api.dispose();
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(banner(page)).toHaveCount(0);
  });

  test('on a phone the banner wraps inside the screen', async ({ browser, baseURL }) => {
    const api = await newAdminApi(baseURL!);
    const notice = 'A private room is available from March 1. Call us to arrange a visit with your family this week.';
    await updateSettings(api, { availability_notice: notice, availability_notice_enabled: true });
    await api.dispose();

    const context = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await page.goto('/');
    await expect(banner(page)).toBeVisible();
    const box = (await banner(page).boundingBox())!;
    expect(box.width).toBeLessThanOrEqual(360);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await context.close();
  });
});
