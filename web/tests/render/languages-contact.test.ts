import { describe, expect, it } from 'vitest';
import type { Settings } from '@afh/contract/records';
import { HEALTH_DATA_CONSENT_TEXT } from '@afh/contract/care-needs';
import { replies } from './fixtures';
import { render } from './render';

/**
 * Issue 47: the contact page in Spanish (`/es/contact`): its headings, the contact details, every
 * label, hint and choice of the form (the tour's questions, the pre-screen, the visit times), its
 * button, and the outcome of a plain (no-JavaScript) post, sent or refused. The English page does
 * not change.
 */
const SPANISH: Partial<Settings> = { languages: ['es'], tour_days: ['tue', 'thu'] };
/** React writes ' as &#x27; and & as &amp;. */
const html = (text: string) => text.replace(/&/g, '&amp;').replace(/'/g, '&#x27;').replace(/"/g, '&quot;');
/** A query value as the server's redirect writes it, and the Spanish page's router (`+` for a space). */
const query = (text: string) => new URLSearchParams({ error: text }).toString();

/** The page's text as a visitor reads it: the choices' values (the server's, in English) are not read. */
const textOf = (markup: string) => markup.replace(/<!-- -->/g, '').replace(/<[^>]*>/g, '\n');

const page = async (path: string) => {
  const rendered = await render(path, { replies: replies({ settings: SPANISH }) });
  expect(rendered.status).toBe(200);
  return { ...rendered, root: rendered.root ?? '' };
};

/** The English of the page (headings, details, labels, hints, choices, buttons), none of which a Spanish page shows. */
const ENGLISH = [
  'Reach out with any question or to arrange a visit.',
  'Get in Touch',
  'Questions about care, a room or a visit?',
  'Contact Information',
  'Get directions',
  '(opens in a new tab)',
  'Main Phone',
  'Emergency Phone',
  'Care available',
  'Licensed Adult Family Home',
  'Tours available',
  'Tuesday and Thursday',
  'Send Us a Message',
  'All fields are required.',
  'First Name',
  'Last Name',
  'How can we help?',
  'General Information',
  'Pricing & Insurance',
  'Medical Questions',
  'About your visit (optional)',
  'Your relationship to the future resident',
  'For example: daughter, son, spouse, friend.',
  'When might they move in?',
  'Within a month',
  'Just exploring',
  'How would care be paid for?',
  'Long-term care insurance',
  'Not sure',
  'Choose one (optional)',
  'About their care (optional)',
  'How do they get around?',
  'Walks with help',
  'Any memory concerns?',
  'Dementia diagnosis',
  'Do they use insulin?',
  HEALTH_DATA_CONSENT_TEXT,
  'Needed only if you answer the three questions above.',
  'Preferred visit times',
  'Up to three days that suit you.',
  'First choice',
  'Time of day',
  'Afternoon',
  "Please don't include medical details",
  'How did you hear about us?',
  'Choose one, if you like',
  'Hospital or social worker',
  'Send Message',
  'We use your details only to answer you.',
  'Privacy Policy',
  'Consumer Health Data Policy',
  'Ready to Schedule a Tour?',
  'Come and see our home',
];

/** The English of a plain post's outcome. */
const ENGLISH_OUTCOME = [
  'Thank you for reaching out!',
  'Your tour is booked for',
  'Add to calendar',
  'Change or cancel this tour',
  'Someone from our family will call or email you back.',
  'Email must be a valid email address',
  'That time was just taken.',
  'Sorry, your message could not be sent.',
];

const TOUR = '2026-12-03T10:00:00-08:00';
const booked = `sent=1&tour=${encodeURIComponent(TOUR)}&ics=${encodeURIComponent('/backend/api/tours/calendar.php?token=abc')}&manage=${encodeURIComponent('/es/tour?token=abc')}`;
/** The time as Intl writes it in US Spanish on this machine ("jueves, 3 de diciembre de 2026, 10:00 a. m. PST"). */
const when = new Intl.DateTimeFormat('es-US', {
  timeZone: 'America/Los_Angeles',
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
}).format(new Date(TOUR));

describe('the contact page in Spanish', () => {
  it('speaks Spanish: its headings, details, form, choices and button, and no English of its own', async () => {
    const { html: document, root } = await page('/es/contact');
    expect(document).toMatch(/<html lang="es"/);
    for (const text of [
      'Contáctenos',
      'Hablemos',
      'Información de contacto',
      'Cómo llegar',
      'Teléfono principal',
      'Visitas: <!-- -->martes y jueves',
      'Envíenos un mensaje',
      'Todos los campos son obligatorios.',
      'Nombre',
      'Correo electrónico',
      '¿En qué podemos ayudarle?',
      '<option value="Schedule a Tour">Programar una visita</option>',
      '<option value="General Information" selected="">Información general</option>',
      'Sobre su visita (opcional)',
      '<option value="Private pay">Pago privado</option>',
      '<option value="Walks with help">Camina con ayuda</option>',
      'Acepto que el hogar guarde mis respuestas',
      'Días preferidos para la visita',
      '<option value="morning" selected="">Mañana</option>',
      'Por favor, no incluya información médica',
      'Enviar mensaje',
      '¿Listo para programar una visita?',
      'Ofrecemos visitas <!-- -->martes y jueves<!-- -->.',
    ])
      expect(root).toContain(text);
    // The form posts the page's language, so the server answers on this page.
    expect(root).toContain('<input type="hidden" name="language" value="es"/>');
    for (const text of [...ENGLISH, ...ENGLISH_OUTCOME]) expect(textOf(root), text).not.toContain(html(text));
  });

  it('thanks in Spanish after a plain post that booked a time, with the time and the links in Spanish', async () => {
    const { root } = await page(`/es/contact?${booked}`);
    expect(root).toContain('¡Gracias por escribirnos! Le responderemos en menos de 2 horas.');
    expect(root).toContain(`Su visita está reservada para el <strong>${when}</strong>.`);
    expect(root).toContain('Agregar al calendario');
    expect(root).toContain('<a href="/es/tour?token=abc">Cambiar o cancelar esta visita</a>');
    expect(root).toContain('Alguien de nuestra familia le llamará o le escribirá.');
    for (const text of [...ENGLISH, ...ENGLISH_OUTCOME]) expect(textOf(root), text).not.toContain(html(text));
  });

  it('says what the server refused in Spanish, and anything else as a plain failure', async () => {
    const refused = await page(`/es/contact?sent=0&${query('Email must be a valid email address')}`);
    expect(refused.root).toContain('Escriba un correo electrónico válido, por ejemplo nombre@ejemplo.com.');
    const taken = await page(`/es/contact?sent=0&${query('That time was just taken. Please choose another.')}`);
    expect(taken.root).toContain('Otra familia acaba de reservar ese horario. Por favor, elija otro.');
    const other = await page(`/es/contact?sent=0&${query('Anything a link may say')}`);
    expect(other.root).toContain('Lo sentimos, no pudimos enviar su mensaje. Inténtelo de nuevo o llámenos.');
    for (const { root } of [refused, taken, other]) for (const text of [...ENGLISH, ...ENGLISH_OUTCOME]) expect(textOf(root), text).not.toContain(html(text));
  });

  it('is unchanged in English', async () => {
    const { html: document, root } = await render('/contact', { replies: replies({ settings: SPANISH }) });
    expect(document).toMatch(/<html lang="en"/);
    for (const text of ENGLISH) expect(root, text).toContain(html(text));
    expect(root).not.toContain('name="language"');
    const sent = await render(`/contact?${booked.replace(encodeURIComponent('/es/tour'), encodeURIComponent('/tour'))}`, { replies: replies({ settings: SPANISH }) });
    expect(sent.root).toContain('Thank you for reaching out! We will get back to you within 2 hours.');
    expect(sent.root).toContain('Your tour is booked for <strong>Thursday, December 3, 2026 at 10:00 AM PST</strong>.');
    expect(sent.root).toContain('<a href="/tour?token=abc">Change or cancel this tour</a>');
    const refused = await render(`/contact?sent=0&error=${encodeURIComponent('Email must be a valid email address')}`, { replies: replies({ settings: SPANISH }) });
    expect(refused.root).toContain('Email must be a valid email address');
  });
});

describe('a family’s own tour page in Spanish', () => {
  it('is the app’s shell in Spanish, with its head in Spanish; the English one as it was', async () => {
    const spanish = await page('/es/tour?token=abc');
    expect(spanish.html).toMatch(/<html lang="es"/);
    expect(spanish.root).toBe('');
    expect(spanish.page.title).toMatch(/^Su visita \| /);
    const english = await render('/tour?token=abc', { replies: replies({ settings: SPANISH }) });
    expect(english.html).toMatch(/<html lang="en"/);
    expect(english.page.title).toMatch(/^Your Tour \| /);
  });
});
