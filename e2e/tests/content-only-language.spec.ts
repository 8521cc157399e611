import type { Page } from '@playwright/test';
import { violations } from './support/a11y';
import { createFaq, dialog, expect, expectToast, openAsAdmin, uniqueTag } from './support/content';
import { test } from './support/inquiries';
import { keepSettings, readSettings, updateSettings } from './support/settings';

/**
 * Issue 47, a language without interface text: the owner offers Vietnamese in Settings ›
 * Languages and translates one FAQ in its form; a family finds it at /vi/faq from the FAQ page's
 * language link, in Vietnamese inside the English interface, and a page she has not translated
 * (the contact page) stays English, whether reached by a link or typed in.
 */

test.describe.configure({ timeout: 120_000 });

const DESKTOP = { width: 1366, height: 900 };
const VIETNAMESE = 'Vietnamese (Tiếng Việt)';

const appReady = (page: Page) => page.waitForFunction(() => document.documentElement.dataset.app === 'ready', undefined, { timeout: 30_000 });

test.describe('a language without interface text', () => {
  test.use({ viewport: DESKTOP });
  keepSettings(test);
  test.afterEach(async ({ adminApi }) => {
    await updateSettings(adminApi, { languages: [] });
  });

  test('the owner offers Vietnamese and translates an FAQ; a family finds it at /vi/faq from the language link, the rest stays English', async ({ page, adminApi, cleanup, request }) => {
    await updateSettings(adminApi, { languages: [] });
    const tag = uniqueTag();
    const question = `E2E May we bring flowers ${tag}?`;
    const other = `E2E Is there a garden ${tag}?`;
    const inVietnamese = `Chúng tôi có thể mang hoa đến không ${tag}?`;
    cleanup.faq(question);
    cleanup.faq(other);
    await createFaq(adminApi, { question, answer: 'Yes, any day.' });
    await createFaq(adminApi, { question: other, answer: 'Yes, with a bench in the shade.' });

    // Settings › Languages: Vietnamese, which has only the pages she translates.
    await openAsAdmin(page, '/admin/settings');
    const languages = page.getByRole('region', { name: 'Languages' });
    await languages.getByRole('checkbox', { name: VIETNAMESE }).check();
    await expect(languages).toContainText('Vietnamese: only the pages you translate; menus and buttons stay in English.');
    await page.getByRole('button', { name: /Save Changes/ }).click();
    await expectToast(page, 'Success', 'Settings updated successfully');
    const saved: { languages?: unknown } = await readSettings(adminApi);
    expect(saved.languages).toEqual(['vi']);

    // Before she translates anything, there is no Vietnamese FAQ page: its address sends to English.
    const before = await request.get('/vi/faq', { maxRedirects: 0 });
    expect(before.status()).toBe(302);
    expect(before.headers().location).toBe('/faq');

    // She translates the question and the answer in the FAQ's form.
    await page.goto('/admin/faqs');
    await page.getByRole('button', { name: `Edit FAQ: ${question}` }).click();
    const form = dialog(page, 'Edit FAQ');
    await form.getByLabel(`Question — ${VIETNAMESE}`).fill(inVietnamese);
    await form.getByLabel(`Answer — ${VIETNAMESE}`).fill('Vâng, bất cứ ngày nào.');
    await form.getByRole('button', { name: 'Update FAQ' }).click();
    await expect(form).toBeHidden();
    await expectToast(page, 'Success', 'FAQ updated successfully.');

    // A family on the English FAQ page finds the Vietnamese one from the language link.
    await page.context().clearCookies();
    await page.goto('/faq');
    await appReady(page);
    const link = page.getByRole('list', { name: 'Languages' }).first().getByRole('link', { name: 'Tiếng Việt' });
    await expect(link).toHaveAttribute('href', '/vi/faq');
    await link.click();
    await expect(page).toHaveURL(/\/vi\/faq$/);
    await appReady(page);

    // The interface is English, and so is the document; her translation is marked Vietnamese.
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently Asked Questions');
    const translated = page.getByRole('button', { name: inVietnamese });
    await expect(translated.locator('[lang="vi"]')).toHaveText(inVietnamese);
    await translated.click();
    await expect(page.getByRole('region', { name: inVietnamese })).toContainText('Vâng, bất cứ ngày nào.');
    // The question she has not translated is in English, as the page is: not marked, no note.
    const english = page.getByRole('button', { name: other });
    await expect(english.locator('[lang]')).toHaveCount(0);
    await english.click();
    await expect(page.getByRole('region', { name: other })).not.toContainText('Esta sección');
    expect(await violations(page)).toEqual([]);

    // The contact page has none of her texts: its link leaves Vietnamese, in the app and typed in.
    const contact = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact Us' });
    await expect(contact).toHaveAttribute('href', '/contact');
    await contact.click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await appReady(page);
    await expect(page.getByRole('list', { name: 'Languages' }).first().getByRole('link', { name: 'Tiếng Việt' })).toHaveCount(0);
    await page.goto('/vi/contact');
    await expect(page).toHaveURL(/\/contact$/);
    expect(new URL(page.url()).pathname).toBe('/contact');

    // Search engines find the Vietnamese FAQ page, and no Vietnamese contact page.
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toMatch(/<loc>[^<]*\/vi\/faq<\/loc>/);
    expect(sitemap).not.toMatch(/\/vi\/contact</);

    // Once she offers it no longer, the address is not found.
    await updateSettings(adminApi, { languages: [] });
    expect((await request.get('/vi/faq', { maxRedirects: 0 })).status()).toBe(404);
  });
});
