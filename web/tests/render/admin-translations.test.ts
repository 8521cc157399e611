import { createElement as h, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { translatableFields } from '@afh/contract/content-types';
import { TextField } from '../../src/features/admin/collection/collection-dialog';
import { ChipInput } from '../../src/features/admin/catalog/chip-input';
import { Translated, TranslationsProvider } from '../../src/features/admin/translations/translated-field';
import type { LanguageCode, Translations } from '../../src/features/admin/translations/translations';

/**
 * Issue 47: the admin's forms show a translation beside each English field the owner may
 * translate, one for each language offered, and nothing new while none is.
 */
const faqForm = (languages: LanguageCode[], translations: Translations = {}) =>
  renderToStaticMarkup(
    h(TranslationsProvider, {
      languages,
      fields: translatableFields('faq'),
      translations,
      onChange: () => undefined,
      children: [
        h(TextField, { key: 'q', id: 'faq-question', label: 'Question', value: 'What is an adult family home?', onChange: () => undefined, required: true, translated: 'question' }),
        h(TextField, { key: 'a', id: 'faq-answer', label: 'Answer', value: 'A home.', onChange: () => undefined, rows: 5, translated: 'answer' }),
        // Not a field of the type's `translatable`: never translated.
        h(TextField, { key: 'c', id: 'faq-note', label: 'Note', value: '', onChange: () => undefined, translated: 'category' }),
      ],
    }),
  );

/** Each <label for> with the control it names: its tag and attributes. */
const controls = (html: string) =>
  [...html.matchAll(/<label[^>]*for="([^"]+)"[^>]*>([^<]*)<\/label>/g)].map(([, id, label]) => {
    const control = new RegExp(`<(input|textarea)([^>]*\\sid="${id}"[^>]*)>`).exec(html);
    return { label, tag: control?.[1], attributes: control?.[2] ?? '' };
  });

const withProvider = (languages: LanguageCode[], children: ReactNode, translations: Translations = {}) =>
  renderToStaticMarkup(h(TranslationsProvider, { languages, fields: translatableFields('service'), translations, onChange: () => undefined, children }));

describe('the translations beside the English fields', () => {
  it('while no language is offered, the form is exactly as it was', () => {
    const plain = renderToStaticMarkup(
      h('div', null, [
        h(TextField, { key: 'q', id: 'faq-question', label: 'Question', value: 'What is an adult family home?', onChange: () => undefined, required: true }),
        h(TextField, { key: 'a', id: 'faq-answer', label: 'Answer', value: 'A home.', onChange: () => undefined, rows: 5 }),
        h(TextField, { key: 'c', id: 'faq-note', label: 'Note', value: '', onChange: () => undefined }),
      ]),
    );
    expect(`<div>${faqForm([])}</div>`).toBe(plain);
  });

  it('labels each translation with its field and language, marks its language, and keeps the English kind of control', () => {
    const html = faqForm(['es'], { es: { question: '¿Qué es un hogar de familia para adultos?' } });
    const found = controls(html);
    expect(found.map((control) => control.label)).toEqual(['Question', 'Question — Spanish (Español)', 'Answer', 'Answer — Spanish (Español)', 'Note']);
    const [question, spanishQuestion, answer, spanishAnswer] = found;
    expect(question.attributes).not.toContain('lang=');
    expect(spanishQuestion).toMatchObject({ tag: 'input' });
    expect(spanishQuestion.attributes).toContain('lang="es"');
    expect(spanishQuestion.attributes).toContain('value="¿Qué es un hogar de familia para adultos?"');
    expect(answer.tag).toBe('textarea');
    expect(spanishAnswer.tag).toBe('textarea');
    expect(spanishAnswer.attributes).toContain('lang="es"');
    expect(spanishAnswer.attributes).toContain('rows="5"');
    expect(html).toContain('Each translation is optional: where one is empty, the site shows the English.');
  });

  it('shows one translation for each language offered, in their order', () => {
    const labels = controls(faqForm(['es', 'vi'])).map((control) => control.label);
    expect(labels).toEqual(['Question', 'Question — Spanish (Español)', 'Question — Vietnamese (Tiếng Việt)', 'Answer', 'Answer — Spanish (Español)', 'Answer — Vietnamese (Tiếng Việt)', 'Note']);
  });

  it('gives a list a translated list of the same kind, its entries marked with their language', () => {
    const english = h(ChipInput, { label: 'Features', itemName: 'feature', items: ['Meals'], onChange: () => undefined, tone: 'neutral' });
    const html = withProvider(['es'], h(Translated, { field: 'features', label: 'Features', list: { itemName: 'feature' }, children: english }), { es: { features: ['Comidas'] } });
    expect(html).toContain('aria-label="Features"');
    expect(html).toContain('aria-label="Features — Spanish (Español)"');
    expect(html).toContain('<span lang="es">Comidas</span>');
    expect(html).toContain('aria-label="Remove Comidas"');
    // Its entry box, where a typed entry waits to be added (and is added on save, as in English).
    expect(html.match(/placeholder="Add feature\.\.\."/g)).toHaveLength(2);
    expect(html).toMatch(/<input[^>]*placeholder="Add feature\.\.\."[^>]*lang="es"/);
  });
});
