import { describe, expect, it } from 'vitest';
import type { Settings } from '@afh/contract/records';
import { replies, SERVICES } from './fixtures';
import { render } from './render';

/**
 * Issue 47: the public pages in Spanish (`/es/...`) speak Spanish: their headings, texts, buttons
 * and labels; what the owner has not translated is marked English with a note. The English pages
 * do not change.
 */
const SPANISH: Partial<Settings> = { languages: ['es'] };
/** React writes ' as &#x27; and & as &amp;. */
const html = (text: string) => text.replace(/&/g, '&amp;').replace(/'/g, '&#x27;');

const page = async (path: string, settings: Partial<Settings> = {}) => {
  const rendered = await render(path, { replies: replies({ settings: { ...SPANISH, ...settings } }) });
  expect(rendered.status).toBe(200);
  return { ...rendered, root: rendered.root ?? '' };
};

describe('the About page in Spanish', () => {
  const english = [
    'Who We Are',
    'What Guides Us Every Day',
    'The Values Behind Our Care',
    'Our Home in Numbers',
    'Why Families Choose Our Home',
    'State Record',
    'Inspection reports',
    'Come Meet Our Family',
    'A table set for a family gathering',
  ];

  it('speaks Spanish, with the state record and its reports', async () => {
    const { html: document, root } = await page('/es/about');
    expect(document).toMatch(/<html lang="es"/);
    expect(root).toContain('Lo que nos guía cada día');
    expect(root).toContain('Registro estatal');
    expect(root).toContain('Informe de inspección del 2 de abril de 2025 (PDF)');
    expect(root).toContain('Venga a conocer a nuestra familia');
    for (const text of english) expect(root).not.toContain(html(text));
  });

  it('marks a settings text still in English, with one note', async () => {
    const { root } = await page('/es/about', { mission_statement: 'Our own mission.', untranslated: ['mission_statement'] });
    expect(root).toContain('<p lang="en">Our own mission.</p>');
    expect(root).toContain('Esta sección aún no está traducida');
  });

  it('is unchanged in English', async () => {
    const { html: document, root } = await render('/about', { replies: replies({ settings: SPANISH }) });
    expect(document).toMatch(/<html lang="en"/);
    for (const text of english) expect(root).toContain(html(text));
    expect(root).toContain('Inspection report, April 2, 2025 (PDF)');
    expect(root).not.toContain('Esta sección aún no está traducida');
  });
});

describe('the Costs page in Spanish', () => {
  const english = ['Monthly Cost', 'What Is Included', 'Ways to Pay', 'Questions About Costs?', 'Schedule a Tour', 'a month', 'Read ours'];
  const costs = { price_from: 6500, price_to: 9000, disclosure_url: '/uploads/disclosure.pdf', medicaid_policy: 'We accept Medicaid.' };

  it('speaks Spanish: the price, the payment types and the disclosure line', async () => {
    const { html: document, root } = await page('/es/costs', costs);
    expect(document).toMatch(/<html lang="es"/);
    expect(root).toContain('Desde $6,500 hasta $9,000 al mes');
    expect(root).toContain('Formas de pago');
    expect(root).toContain('Pago privado');
    expect(root).toContain('Divulgación de servicios (PDF)');
    for (const text of english) expect(root).not.toContain(html(text));
  });

  it('marks the Medicaid policy still in English, with a note', async () => {
    const { root } = await page('/es/costs', { ...costs, untranslated: ['medicaid_policy'] });
    expect(root).toMatch(/<p [^>]*lang="en"[^>]*>We accept Medicaid\.<\/p>/);
    expect(root).toContain('Esta sección aún no está traducida');
  });

  it('is unchanged in English', async () => {
    const { root } = await render('/costs', { replies: replies({ settings: { ...SPANISH, ...costs } }) });
    for (const text of english) expect(root).toContain(html(text));
    expect(root).toContain('From $6,500 to $9,000 a month');
    expect(root).toContain('Private pay');
  });
});

describe('the Our Home page in Spanish', () => {
  const english = ['A Look Inside', 'Select a photo to see it larger', 'Open photo 1 of 1', 'Schedule a Tour'];

  it('speaks Spanish', async () => {
    const { html: document, root } = await page('/es/our-home');
    expect(document).toMatch(/<html lang="es"/);
    expect(root).toContain('Un vistazo por dentro');
    expect(root).toContain('Abrir la foto 1 de 1: The living room');
    expect(root).toContain('Programe una visita');
    for (const text of english) expect(root).not.toContain(html(text));
    expect(root).not.toContain('Esta sección aún no está traducida');
  });

  it('marks a caption still in English, with one note', async () => {
    const spanish = replies({ settings: SPANISH });
    const photo = { id: 1, image_url: 'living-room.jpg', alt: 'La sala', caption: 'Our living room', order_index: 1, untranslated: ['caption'] };
    const { root } = await render('/es/our-home', { replies: { ...spanish, gallery: { records: [photo] } } });
    expect(root).toMatch(/<figcaption [^>]*lang="en"[^>]*>Our living room<\/figcaption>/);
    expect(root?.split('Esta sección aún no está traducida')).toHaveLength(2);
  });

  it('is unchanged in English', async () => {
    const { root } = await render('/our-home', { replies: replies({ settings: SPANISH }) });
    for (const text of english) expect(root).toContain(html(text));
    expect(root).not.toContain('Esta sección aún no está traducida');
  });
});

describe('the services and programs in Spanish', () => {
  const pages: Array<[string, string[], string[]]> = [
    ['services', ['Atención adaptada a cada residente', 'Venga a conocer nuestro hogar', 'Más información'], ['What We Offer', 'Care Shaped Around Each Resident', 'Come and See Our Home', 'Learn More']],
    ['programs', ['Programas para el cuerpo, la mente y el espíritu', 'Por qué importan nuestros programas', 'Horario diario'], ['Something for Everyone', 'Why Our Programs Matter', 'Daily Schedule', 'Breakfast together']],
    ['services/personal-care', ['Acerca de Personal Care', 'Información de contacto', 'Programar una visita', 'Comenzar'], ['Back to Services', 'Why Families Choose Us', 'Contact Information', 'Emergency Contact']],
    ['programs/creative-arts', ['Beneficios del programa', 'Información del horario', 'Llame ahora'], ['Back to Programs', 'Program Benefits', 'Schedule Information', 'Call Now']],
    ['services/no-such-service', ['No encontramos este servicio', 'Volver a servicios'], ['Service not found', 'We could not find this service', 'Back to Services']],
  ];

  it.each(pages)('/es/%s speaks Spanish', async (path, spanish, english) => {
    const rendered = await render(`/es/${path}`, { replies: replies({ settings: SPANISH }) });
    expect(rendered.html).toMatch(/<html lang="es"/);
    for (const text of spanish) expect(rendered.root).toContain(html(text));
    for (const text of english) expect(rendered.root).not.toContain(html(text));
  });

  it.each(pages)('/%s is unchanged in English', async (path, _spanish, english) => {
    const { root } = await render(`/${path}`, { replies: replies({ settings: SPANISH }) });
    for (const text of english) expect(root).toContain(html(text));
  });

  it('marks a service still in English, with one note on its card', async () => {
    const services = SERVICES.map((service) => ({ ...service, untranslated: ['title', 'description', 'features', 'alt'] }));
    const { root } = await render('/es/services', { replies: replies({ settings: SPANISH, services }) });
    expect(root).toMatch(/<h3 [^>]*lang="en"[^>]*>Personal Care<\/h3>/);
    expect(root?.split('Esta sección aún no está traducida')).toHaveLength(3);
  });
});
