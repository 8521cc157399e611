import type { Page } from '@playwright/test';
import { violations } from './support/a11y';
import { keepSettings, updateSettings } from './support/settings';
import { slowPhone } from './support/slow-phone';
import { DESKTOP, MOBILE } from './support/site';
import { expect, test } from './support/auth';

/**
 * Issue 47: the home page in Spanish on a slow phone. The server draws it in Spanish; the app takes
 * it over in Spanish (the hero's words are a chunk of their own, the parts further down bring
 * theirs), never flashing English, and what the family did before it arrived stays done.
 */

const appReady = (page: Page) => page.waitForFunction(() => document.documentElement.dataset.app === 'ready', undefined, { timeout: 30_000 });

test.describe('the home page in Spanish', () => {
  keepSettings(test);
  test.beforeEach(async ({ adminApi }) => {
    await updateSettings(adminApi, { languages: ['es'] });
  });
  test.afterEach(async ({ adminApi }) => {
    await updateSettings(adminApi, { languages: [] });
  });

  test.describe('on a slow phone', () => {
    test.use({ viewport: MOBILE });

    test('is drawn in Spanish and stays Spanish when the app takes over, with the scroll kept', async ({ page }) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      const letAppIn = await slowPhone(page);
      await page.goto('/es/', { waitUntil: 'commit' });
      await page.locator('footer').waitFor();
      const hero = page.locator('section[aria-roledescription="carrusel"]');
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');
      await expect(page.getByRole('link', { name: 'Programe una visita' })).toBeVisible();

      // The family scrolls to the introduction before the app has come.
      const intro = page.getByRole('heading', { name: 'Un cuidado que se siente como en casa' });
      await intro.scrollIntoViewIfNeeded();
      const scrolled = await page.evaluate(() => window.scrollY);
      expect(scrolled).toBeGreaterThan(0);

      letAppIn();
      await appReady(page);
      // Still Spanish everywhere the app has taken over, still where she was.
      await expect(intro).toBeVisible();
      expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrolled)).toBeLessThan(50);
      await expect(page.getByRole('region', { name: 'Por qué confían en nosotros las familias' })).toBeAttached();
      await page.locator('#home-services-title').scrollIntoViewIfNeeded();
      await expect(page.locator('#home-services-title')).toHaveText('Nuestros servicios');
      await expect(page.getByRole('link', { name: /^Ver (todos los|los \d+) servicios$/ })).toBeVisible();
      await expect(page.locator('[data-deferred="showcases"][data-ready]')).toHaveCount(1);
      await expect(page.getByText('What We Offer')).toHaveCount(0);

      // The hero's controls work, in Spanish.
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.getByRole('button', { name: 'Diapositiva siguiente' }).click();
      await expect(hero.locator('[aria-roledescription="diapositiva"]:not([aria-hidden])')).toHaveAttribute('aria-label', '2 de 3');
      expect(errors.filter((text) => text.includes('words not loaded'))).toEqual([]);
      expect(await violations(page)).toEqual([]);
    });
  });

  test.describe('on a desktop', () => {
    test.use({ viewport: DESKTOP });

    test('a visit moving in the app from a Spanish page to the home page draws it in Spanish, and the link to English follows', async ({ page }) => {
      await page.goto('/es/faq');
      await appReady(page);
      await page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Inicio' }).click();
      await expect(page).toHaveURL(/\/es\/$/);
      await expect(page.getByRole('link', { name: 'Programe una visita' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Pausar la presentación' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Comenzar' })).toBeVisible();
      // The top bar's link to the same page in English follows the move (drawn by the server for /es/faq).
      await expect(page.getByRole('list', { name: 'Idiomas' }).first().getByRole('link', { name: 'English' })).toHaveAttribute('href', '/');
      await page.getByRole('list', { name: 'Idiomas' }).first().getByRole('link', { name: 'English' }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    });
  });
});
