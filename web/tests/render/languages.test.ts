import { describe, expect, it } from 'vitest';
import type { Faq, Settings } from '@afh/contract/records';
import { FAQS, replies } from './fixtures';
import { render } from './render';

/**
 * Issue 47: a page in Spanish (`/es/...`) is drawn by the server in Spanish, with the other
 * language's address in its head, while the home offers Spanish; the English pages do not change.
 */
const SPANISH: Partial<Settings> = { languages: ['es'] };
/** The first question translated, the second not (the CMS's reply in Spanish marks it). */
const faqsInSpanish = (): Faq[] => [
  { ...FAQS[0], question: '¿Qué es un hogar familiar para adultos?', answer: 'Un hogar con licencia del estado.', untranslated: [] },
  ...FAQS.slice(1).map((faq) => ({ ...faq, untranslated: ['question', 'answer'] })),
];

describe('a page in Spanish', () => {
  it('is Spanish: lang, title, frame and the page words; the untranslated answers are marked English with a note', async () => {
    const { status, html, page, root } = await render('/es/faq', { replies: replies({ settings: SPANISH, faqs: faqsInSpanish() }) });
    expect(status).toBe(200);
    expect(html).toMatch(/<html lang="es"/);
    expect(page.title).toMatch(/^Preguntas frecuentes \| /);
    expect(page.meta('description')[0]).toMatch(/^Respuestas a las preguntas comunes/);
    expect(page.meta('og:locale')).toEqual(['es_US']);
    expect(root).toContain('Saltar al contenido principal');
    expect(root).toContain('Programe una visita');
    expect(root).toContain('¿Qué es un hogar familiar para adultos?');
    expect(root).toContain(`<span lang="en">${FAQS[1].question.replace(/'/g, '&#x27;')}</span>`);
    expect(root).toContain('Esta sección aún no está traducida');
    // The links stay in Spanish; sign-in is English only.
    expect(root).toMatch(/href="\/es\/contact"/);
    expect(root).not.toMatch(/href="\/contact"/);
  });

  it('names the page in each language in its head, with x-default, both ways', async () => {
    for (const [path, canonical] of [
      ['/es/faq', 'https://www.cedar-grove-afh.example/es/faq'],
      ['/faq', 'https://www.cedar-grove-afh.example/faq'],
    ]) {
      const { page, head } = await render(path, { replies: replies({ settings: SPANISH }) }).then((rendered) => ({ ...rendered, head: rendered.page.head }));
      expect(page.link('canonical')).toEqual([canonical]);
      expect(head.toLowerCase()).toContain('hreflang="en" href="https://www.cedar-grove-afh.example/faq"');
      expect(head.toLowerCase()).toContain('hreflang="es" href="https://www.cedar-grove-afh.example/es/faq"');
      expect(head.toLowerCase()).toContain('hreflang="x-default" href="https://www.cedar-grove-afh.example/faq"');
    }
  });

  it('offers the other language in plain links', async () => {
    const spanish = await render('/es/faq', { replies: replies({ settings: SPANISH }) });
    expect(spanish.root).toMatch(/<a href="\/faq" hrefLang="en" lang="en"[^>]*>English<\/a>/);
    const english = await render('/faq', { replies: replies({ settings: SPANISH }) });
    expect(english.root).toMatch(/<a href="\/es\/faq" hrefLang="es" lang="es"[^>]*>Español<\/a>/);
  });

  it('sends the text size buttons back to the page in its language (no JavaScript)', async () => {
    const { root } = await render('/es/faq', { replies: replies({ settings: SPANISH }) });
    expect(root).toContain('name="back" value="/es/faq"');
  });

  it('does not exist while the home does not offer it; the English page is unchanged', async () => {
    const spanish = await render('/es/faq');
    expect(spanish.status).toBe(404);
    const english = await render('/faq');
    expect(english.html).toMatch(/<html lang="en"/);
    expect(english.page.head.toLowerCase()).not.toContain('hreflang');
    expect(english.root).not.toContain('Español');
  });

  it('sends sign-in and the admin to their English address', async () => {
    const { status, location } = await render('/es/login', { replies: replies({ settings: SPANISH }) });
    expect(status).toBeGreaterThanOrEqual(300);
    expect(location).toBe('/login');
  });
});
