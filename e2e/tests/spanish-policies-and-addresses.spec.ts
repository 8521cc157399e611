import type { Page } from '@playwright/test';
import { violations } from './support/a11y';
import { createItem } from './support/api';
import { SERVICE_WORDS, slugify, test, uniqueTag, expect } from './support/content';
import { keepSettings, updateSettings } from './support/settings';

/**
 * Issue 47: the policies in Spanish, which the app takes over in Spanish and which say the English
 * page governs; and a service whose owner gave it a Spanish title keeps one address in both
 * languages, so that the language links go to its page and back.
 */

test.describe.configure({ timeout: 120_000 });

const appReady = (page: Page) => page.waitForFunction(() => document.documentElement.dataset.app === 'ready', undefined, { timeout: 30_000 });

/** The page's console errors (a hydration mismatch is one). */
const consoleErrors = (page: Page) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
};

test.describe('the site in Spanish', () => {
  keepSettings(test);
  test.beforeEach(async ({ adminApi }) => {
    await updateSettings(adminApi, { languages: ['es'] });
  });
  test.afterEach(async ({ adminApi }) => {
    await updateSettings(adminApi, { languages: [] });
  });

  test('the policies stay Spanish once the app takes over, and each links the English page that governs', async ({ page }) => {
    const errors = consoleErrors(page);
    for (const [path, title, firstSection, english] of [
      ['/privacy', 'Política de privacidad', 'Información que recopilamos', 'Privacy Policy'],
      ['/terms', 'Términos del servicio', 'Inscripción y admisión', 'Terms of Service'],
      ['/consumer-health-data', 'Política de privacidad de datos de salud del consumidor', 'Datos de salud que recopilamos', 'Consumer Health Data Privacy Policy'],
    ]) {
      await page.goto(`/es${path}`);
      await appReady(page);
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page.getByRole('heading', { level: 2, name: `1. ${firstSection}` })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'En esta página' }).getByRole('link', { name: firstSection })).toBeVisible();
      expect(await violations(page), path).toEqual([]);
      const governs = page.getByRole('main').getByRole('link', { name: english, exact: true });
      await expect(governs).toHaveAttribute('hreflang', 'en');
      await governs.click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(english);
    }
    expect(errors).toEqual([]);
  });

  test('a service with a Spanish title has one address: its Spanish page, the list and the language links agree', async ({ page, adminApi, cleanup }) => {
    const tag = uniqueTag();
    const title = `E2E Respite Stays ${tag}`;
    const spanish = `Estancias de respiro E2E ${tag}`;
    cleanup.catalog(SERVICE_WORDS, title);
    await createItem(adminApi, 'services', { title, description: 'A week or two.', features: ['Private room'], status: 'active', featured: false, translations: { es: { title: spanish } } });
    const slug = slugify(title);

    await page.goto('/es/services');
    await appReady(page);
    const more = page.getByRole('link', { name: `Más información sobre ${spanish}` });
    await expect(more).toHaveAttribute('href', `/es/services/${slug}`);
    await more.click();
    await expect(page).toHaveURL(new RegExp(`/es/services/${slug}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(spanish);

    // The page as the server draws it (the top bar's links are the server's: see top-bar.tsx).
    await page.goto(`/es/services/${slug}`);
    await appReady(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(spanish);
    await page.getByRole('link', { name: 'English', exact: true }).first().click();
    await expect(page).toHaveURL(new RegExp(`/services/${slug}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);

    await page.getByRole('link', { name: 'Español', exact: true }).first().click();
    await expect(page).toHaveURL(new RegExp(`/es/services/${slug}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(spanish);
  });
});
