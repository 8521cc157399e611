import { describe, expect, it } from 'vitest';
import type { Settings } from '@afh/contract/records';
import { replies } from './fixtures';
import { render } from './render';

/**
 * Issue 47: the privacy policy, the terms and the consumer health data policy in Spanish (`/es/...`):
 * every heading, paragraph and list, the office's card and the dates, with a note that the English
 * page, linked, governs. The English pages do not change.
 */
const SPANISH: Partial<Settings> = { languages: ['es'] };
/** React writes ' as &#x27; and & as &amp;. */
const html = (text: string) => text.replace(/&/g, '&amp;').replace(/'/g, '&#x27;');
const page = async (path: string) => {
  const rendered = await render(path, { replies: replies({ settings: SPANISH }) });
  return { ...rendered, root: rendered.root ?? '' };
};

const pages: Array<{ path: string; title: string; spanish: string[]; english: string[] }> = [
  {
    path: '/privacy',
    title: 'Privacy Policy',
    spanish: [
      'Política de privacidad',
      'Última actualización: enero de 2025',
      'Información que recopilamos',
      'Cómo usamos su información',
      'Cómo compartimos la información',
      'Seguridad de los datos',
      'Sus derechos',
      'Comuníquese con nuestro responsable de privacidad',
      'Nunca vendemos, alquilamos ni intercambiamos su información personal.',
    ],
    english: [
      'How we protect your information',
      'Last updated',
      'January 2025',
      'Information We Collect',
      'How We Use Your Information',
      'How We Share Information',
      'Data Security',
      'Medical Information',
      'Contact Information',
      'Your Rights',
      'Contact Our Privacy Officer',
      'We never sell, rent or trade your personal information.',
      'To answer your questions and arrange tours.',
      'will never treat anyone differently',
    ],
  },
  {
    path: '/terms',
    title: 'Terms of Service',
    spanish: [
      'Términos del servicio',
      'Vigente desde: enero de 2025',
      'Inscripción y admisión',
      'Horario de atención',
      'de lunes a viernes, de 7:00 a. m. a 6:00 p. m.',
      'Ofrecemos visitas <!-- -->todos los días<!-- -->, con cita previa.',
      'Limitación de responsabilidad',
      'Terminación',
    ],
    english: [
      'The basics of how care at our home works.',
      'Effective',
      'Enrollment and Admission',
      'Payment',
      'Operating Hours',
      'Care never stops:',
      'Monday to Friday',
      'Tours are available',
      'Health and Safety',
      'Limitation of Liability',
      'Termination',
      'Questions',
      "In a medical emergency we call 911 first, then notify the resident's physician",
    ],
  },
  {
    path: '/consumer-health-data',
    title: 'Consumer Health Data Privacy Policy',
    spanish: [
      'Política de privacidad de datos de salud del consumidor',
      'Vigente desde: noviembre de 2026',
      'Datos de salud que recopilamos',
      'Por qué los recopilamos',
      'Con quién los compartimos',
      'Cuánto tiempo los guardamos',
      'Nunca vendemos sus datos de salud',
      'Cómo ver o eliminar sus datos',
      'Cómo retirar su consentimiento',
      'Respondemos en un plazo de 45 días.',
    ],
    english: [
      'What we do with the health information',
      'Effective',
      'November 2026',
      'Health Data We Collect',
      'Why We Collect It',
      'Who We Share It With',
      'How Long We Keep It',
      'We Never Sell Your Health Data',
      'How to See or Delete Your Data',
      'How to Withdraw Your Consent',
      'We answer within 45 days.',
      'answer your question;',
      'Attorney General’s Office',
    ],
  },
];

/** The office's card and the contents box, on every policy page. */
const frameEnglish = ['On this page', 'Attn: ', 'Phone: ', 'Email:', 'Privacy Officer</span>', 'Office Administrator</span>'];

describe('the policy pages in Spanish', () => {
  for (const { path, title, spanish, english } of pages) {
    it(`${path} speaks Spanish, says the English governs and links to it, and leaves no English heading or sentence`, async () => {
      const { status, html: document, page: head, root } = await page(`/es${path}`);
      expect(status).toBe(200);
      expect(document).toMatch(/<html lang="es"/);
      expect(head.title).toMatch(/^(Política|Términos)/);
      for (const text of spanish) expect(root).toContain(text);
      expect(root).toContain('En esta página');
      expect(root).toContain('Teléfono: ');
      expect(root).toContain(`Esta es una traducción; si hay alguna diferencia, rige la versión en inglés:<!-- --> <a href="${path}" hrefLang="en" lang="en">${title}</a>.`);
      const article = root.slice(root.indexOf('<main'));
      for (const text of [...english, ...frameEnglish]) expect(article, text).not.toContain(html(text));
    });
  }

  it('keeps each section’s anchor and number, with its Spanish heading in the section and the contents', async () => {
    const { root } = await page('/es/consumer-health-data');
    expect(root).toMatch(/<h2 id="health-data-we-collect-title"[^>]*><span[^>]*>1<!-- -->.<\/span> <!-- -->Datos de salud que recopilamos<\/h2>/);
    expect(root).toContain('href="#see-or-delete-your-data">Cómo ver o eliminar sus datos</a>');
  });

  it('the home page’s health data notice is in Spanish and links to the Spanish policy', async () => {
    const { root } = await page('/es/');
    const notice = /<section[^>]*aria-labelledby="health-data-notice-title"[\s\S]*?<\/section>/.exec(root)?.[0] ?? '';
    expect(notice).toContain('Sus datos de salud');
    expect(notice).toContain('puede pedirnos verlo o eliminarlo en cualquier momento');
    expect(notice).toMatch(/href="\/es\/consumer-health-data">Política de datos de salud del consumidor<\/a>/);
    expect(notice).not.toContain('Your Health Data');
    expect(notice).not.toContain('Consumer Health Data Policy');
    expect(notice).not.toContain('stays with our home');
  });

  it('the English pages are unchanged: no note, the English words and dates', async () => {
    for (const { path, english } of pages) {
      const { html: document, root } = await page(path);
      expect(document).toMatch(/<html lang="en"/);
      for (const text of english) expect(root, text).toContain(html(text));
      expect(root).toContain('On this page');
      expect(root).not.toContain('Esta es una traducción');
      expect(root).not.toContain('hrefLang="en" lang="en"');
    }
    const home = await page('/');
    expect(home.root).toContain('Your Health Data');
    expect(home.root).toMatch(/href="\/consumer-health-data">Consumer Health Data Policy<\/a>/);
  });
});
