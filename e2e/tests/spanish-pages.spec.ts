import type { Page } from '@playwright/test';
import { violations } from './support/a11y';
import { createFaq, dialog, openAsAdmin, uniqueTag } from './support/content';
import { expect, inbox, test } from './support/inquiries';
import { keepSettings, updateSettings } from './support/settings';
import { MOBILE } from './support/site';

/**
 * Issue 47, the family's side: once the owner offers Spanish, every public page has its Spanish
 * twin at /es/..., named to search engines both ways; a family on a phone switches from the menu,
 * reads the FAQ the owner translated in Spanish and the others in English with a note, and books a
 * tour from the Spanish page, which the owner then sees as "Prefers Spanish".
 */

test.describe.configure({ timeout: 120_000 });

const noSidewaysScroll = (page: Page) => expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
const appReady = (page: Page) => page.waitForFunction(() => document.documentElement.dataset.app === 'ready', undefined, { timeout: 30_000 });

test.describe('the site in Spanish', () => {
  keepSettings(test);
  test.afterEach(async ({ adminApi }) => {
    await updateSettings(adminApi, { languages: [] });
  });

  test('does not exist while the owner offers English only; once she offers Spanish, each page names its twin', async ({ page, adminApi, request }) => {
    await updateSettings(adminApi, { languages: [] });
    expect((await request.get('/es/faq')).status()).toBe(404);
    const english = await (await request.get('/faq')).text();
    expect(english.toLowerCase()).not.toContain('hreflang');

    await updateSettings(adminApi, { languages: ['es'] });
    for (const [path, twin] of [
      ['/faq', '/es/faq'],
      ['/es/faq', '/faq'],
      ['/', '/es/'],
    ]) {
      const res = await request.get(path);
      expect(res.status(), path).toBe(200);
      const html = await res.text();
      expect(html, path).toMatch(path.startsWith('/es') ? /<html lang="es"/ : /<html lang="en"/);
      expect(html.toLowerCase(), path).toMatch(new RegExp(`<link rel="alternate" hreflang="${path.startsWith('/es') ? 'en' : 'es'}" href="[^"]*${twin.replace(/\//g, '\\/')}"`));
      expect(html.toLowerCase(), path).toContain('hreflang="x-default"');
    }
    // The sitemap lists each page with its twin.
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toMatch(/<xhtml:link rel="alternate" hreflang="es" href="[^"]*\/es\/faq"/);
    // Sign-in stays English.
    await page.goto('/es/login');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test.describe('on a phone', () => {
    test.use({ viewport: MOBILE });

    test('a family switches to Spanish, reads the translated FAQ and the others marked English, and books a tour the owner sees as Prefers Spanish', async ({ page, adminApi, cleanup, tags }) => {
      await updateSettings(adminApi, { languages: ['es'] });
      const tag = uniqueTag();
      tags.push(tag);
      const translated = `E2E Can we bring the dog ${tag}?`;
      const untranslated = `E2E Is parking free ${tag}?`;
      cleanup.faq(translated);
      cleanup.faq(untranslated);
      await createFaq(adminApi, {
        question: translated,
        answer: 'Yes, friendly pets may visit.',
        translations: { es: { question: `¿Podemos traer al perro ${tag}?`, answer: 'Sí, las mascotas tranquilas pueden visitar.' } },
      });
      await createFaq(adminApi, { question: untranslated, answer: 'Yes, in front of the house.' });

      // The English page offers Spanish in the menu; the switch keeps the page.
      await page.goto('/faq');
      await appReady(page);
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('dialog').getByRole('link', { name: 'Español' }).click();
      await expect(page).toHaveURL(/\/es\/faq$/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');
      await appReady(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Preguntas frecuentes');
      await expect(page).toHaveTitle(/^Preguntas frecuentes \| /);

      // Her translation in Spanish; the other question in English, marked so, with the note.
      await expect(page.getByRole('button', { name: `¿Podemos traer al perro ${tag}?` })).toBeVisible();
      const english = page.getByRole('button', { name: untranslated });
      await expect(english.locator('[lang="en"]')).toHaveText(untranslated);
      await english.click();
      const answer = page.getByRole('region', { name: untranslated });
      await expect(answer).toContainText('Yes, in front of the house.');
      await expect(answer).toContainText('Esta sección aún no está traducida');
      await noSidewaysScroll(page);
      expect(await violations(page)).toEqual([]);

      // Moving inside the app stays in Spanish, and so does the next page's title.
      await page.getByRole('button', { name: 'Abrir el menú' }).click();
      await page.getByRole('dialog').getByRole('link', { name: 'Contáctenos' }).click();
      await expect(page).toHaveURL(/\/es\/contact$/);
      await expect(page).toHaveTitle(/^Contáctenos \| /);

      // A tour booked from the Spanish page (its form in Spanish: spanish-contact.spec.ts) carries its language.
      await page.goto('/es/contact?type=tour');
      await appReady(page);
      const form = page.getByRole('form', { name: /^(Envíenos un mensaje|Programe una visita)$/ });
      await form.getByLabel('Nombre', { exact: true }).fill('Lucía');
      await form.getByLabel('Apellido', { exact: true }).fill(`Ramírez${tag}`);
      await form.getByLabel('Correo electrónico', { exact: true }).fill(`lucia.${tag}@example.com`);
      await form.getByLabel('Teléfono', { exact: true }).fill('(360) 555-0177');
      await form.getByLabel('¿En qué podemos ayudarle?', { exact: true }).selectOption('Schedule a Tour');
      await form.getByLabel('Mensaje', { exact: true }).fill(`Queremos visitar con mi madre. [${tag}]`);
      const sent = page.waitForRequest((req) => req.url().includes('/backend/api/contact/submit.php'));
      await form.getByRole('button', { name: 'Enviar mensaje' }).click();
      expect((await sent).postDataJSON()).toMatchObject({ language: 'es' });
      await expect(page.getByRole('status').filter({ hasText: '¡Gracias por escribirnos!' })).toBeVisible();
      const [stored] = (await inbox(adminApi)).filter((record) => record.message.includes(`[${tag}]`));
      expect(stored.language).toBe('es');

      // The owner reads it on the request.
      await openAsAdmin(page, '/admin/inquiries');
      await page.getByLabel('Search inquiries').fill(tag);
      const card = page.getByRole('article', { name: `Lucía Ramírez${tag}`, exact: true });
      await expect(card).toContainText('Prefers Spanish');
      await card.getByRole('button', { name: /^Open inquiry/ }).click();
      await expect(dialog(page, 'Inquiry Details')).toContainText('Prefers Spanish');
    });
  });
});
