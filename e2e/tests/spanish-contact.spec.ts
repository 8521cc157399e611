import type { Page } from '@playwright/test';
import type { TourSlotsReply } from '@afh/contract/records';
import { TOUR_DAYS } from '@afh/contract/rules';
import { violations } from './support/a11y';
import { expect, test } from './support/inquiries';
import { keepSettings, readSettings, updateSettings } from './support/settings';
import { MOBILE } from './support/site';

/**
 * Issue 47: a family on a phone books a tour from the Spanish contact page: the form's own checks,
 * the open times, the thank-you and its link all speak Spanish; the link opens their tour's page in
 * Spanish (/es/tour?token=…), where they cancel it, in Spanish.
 */

test.describe.configure({ timeout: 120_000 });

const HOURS = { tour_days: [...TOUR_DAYS], tour_start: '09:00', tour_end: '17:00', tour_length_minutes: 60, tour_notice_hours: 0, tour_horizon_days: 7, timezone: 'America/Los_Angeles' };

const appReady = (page: Page) => page.waitForFunction(() => document.documentElement.dataset.app === 'ready', undefined, { timeout: 30_000 });
const spanish = (start: string, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('es-US', { timeZone: HOURS.timezone, ...options }).format(new Date(start));
/** "jueves, 3 de diciembre de 2026, 10:00 a. m. PST", as the page says it (Intl in US Spanish). */
const inWords = (start: string) => spanish(start, { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' });

/** The English of these pages, none of which the Spanish ones show. */
const ENGLISH_FORM = ['Send Us a Message', 'Schedule a Tour', 'First Name', 'Choose a tour time', 'Your tour:', 'Send Message', 'Please enter your first name.', 'Thank you for reaching out!'];
const ENGLISH_TOUR = ['Your Tour', 'Change or cancel your visit', 'Choose another time', 'Move My Tour', 'Cancel This Tour', 'Keep My Tour', 'Your tour is cancelled', 'Book another tour', 'Back to our website', 'Questions? Call us'];

test.describe('the contact page and the tour page in Spanish', () => {
  keepSettings(test);
  test.use({ viewport: MOBILE });

  test('a family is told what is missing in Spanish, books a tour, is thanked in Spanish, and cancels it on its Spanish page', async ({ page, adminApi, tags }) => {
    await updateSettings(adminApi, { languages: ['es'], ...HOURS });
    const home = (await readSettings(adminApi)).business_name;
    const tag = `E2E${Date.now().toString(36)}`;
    tags.push(tag);

    // The app takes over the server's Spanish markup as it is: React says nothing of a mismatch.
    const mismatches: string[] = [];
    page.on('console', (message) => {
      if (/hydrat|did not match|Minified React error #4(18|19|23|25)/i.test(message.text())) mismatches.push(message.text());
    });
    await page.goto('/es/contact?type=tour#contact-form');
    await appReady(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    const form = page.getByRole('form', { name: 'Programe una visita' });
    await expect(form.getByRole('group', { name: 'Elija un horario para la visita' }).getByRole('radio').first()).toBeVisible();

    expect(await violations(page)).toEqual([]);

    // Sent empty, with a health answer and no consent: the form's own checks, in Spanish, at the
    // first field (which takes the focus) and at the consent box.
    await form.getByLabel('¿Cómo se desplaza?', { exact: true }).selectOption('Walks with help');
    await expect(form.getByLabel('¿Cómo se desplaza?', { exact: true }).locator('option:checked')).toHaveText('Camina con ayuda');
    await form.getByRole('button', { name: 'Enviar mensaje' }).click();
    await expect(form.getByText('Por favor, escriba su nombre.')).toBeVisible();
    await expect(form.getByLabel('Nombre', { exact: true })).toBeFocused();
    await expect(form.getByLabel('Correo electrónico', { exact: true })).toHaveAccessibleDescription('Por favor, escriba su correo electrónico.');
    const consent = form.getByRole('checkbox', { name: /^Acepto que el hogar guarde mis respuestas/ });
    await expect(form.getByText(/^Marque esta casilla para enviar sus respuestas/)).toBeVisible();
    await consent.check();

    // The last open time: its day, then the time, said in Spanish.
    const open = ((await (await page.request.get('/backend/api/tours/slots.php')).json()) as TourSlotsReply).records;
    const slot = open[open.length - 1];
    const times = form.getByRole('group', { name: 'Elija un horario para la visita' });
    await times
      .getByRole('group', { name: 'Día' })
      .getByRole('radio', { name: spanish(slot.start, { weekday: 'short', month: 'short', day: 'numeric' }) })
      .check();
    await times.getByRole('radio', { name: inWords(slot.start) }).check();
    await expect(form.getByText(/^Su visita: /)).toHaveText(`Su visita: ${spanish(slot.start, { weekday: 'long', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit' })}`);

    await form.getByLabel('Nombre', { exact: true }).fill('Lucía');
    await form.getByLabel('Apellido', { exact: true }).fill(`Ramírez ${tag}`);
    await form.getByLabel('Correo electrónico', { exact: true }).fill(`lucia.${tag.toLowerCase()}@e2e.test`);
    await form.getByLabel('Teléfono', { exact: true }).fill('(360) 555-0177');
    await form.getByLabel('Mensaje', { exact: true }).fill(`Queremos visitar con mi madre. [${tag}]`);
    const sent = page.waitForResponse((res) => res.url().includes('/backend/api/contact/submit.php'));
    await form.getByRole('button', { name: 'Enviar mensaje' }).click();
    expect((await sent).status()).toBe(201);

    const thanks = page.getByRole('status').filter({ hasText: '¡Gracias por escribirnos!' });
    await expect(thanks).toBeVisible();
    await expect(thanks).toContainText(`Su visita está reservada para el ${inWords(slot.start)}.`);
    await expect(thanks.getByRole('link', { name: 'Agregar al calendario' })).toBeVisible();
    const body = await page.locator('main').innerText();
    for (const text of ENGLISH_FORM) expect(body, text).not.toContain(text);
    expect(mismatches).toEqual([]);

    // Its link opens the family's tour page, in Spanish.
    const change = thanks.getByRole('link', { name: 'Cambiar o cancelar esta visita' });
    await expect(change).toHaveAttribute('href', /^\/es\/tour\?token=[\w-]{43}$/);
    await change.click();
    await expect(page).toHaveURL(/\/es\/tour\?token=/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Su visita');
    await expect(page.getByText(`Su visita a ${home} es el ${inWords(slot.start)}.`)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Elija otro horario' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cambiar mi visita' })).toBeVisible();
    expect(await violations(page)).toEqual([]);

    // Cancelled in Spanish: asked first, then said, with a way to book another.
    await page.getByRole('button', { name: 'Cancelar esta visita' }).click();
    const question = page.getByRole('group', { name: '¿Cancelar su visita?' });
    await expect(question).toContainText(`¿Cancelar su visita del ${inWords(slot.start)}?`);
    await question.getByRole('button', { name: 'Sí, cancelar la visita' }).click();
    await expect(page.getByRole('status')).toHaveText('Su visita está cancelada. El horario queda libre para otra familia.');
    await expect(page.getByText(`Su visita a ${home} del ${inWords(slot.start)} está cancelada.`)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Reservar otra visita' })).toHaveAttribute('href', '/es/contact?type=tour');
    const tourPage = await page.locator('body').innerText();
    for (const text of ENGLISH_TOUR) expect(tourPage, text).not.toContain(text);
  });
});
