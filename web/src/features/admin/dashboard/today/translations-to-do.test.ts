import { describe, expect, it } from 'vitest';
import { toDoSentence, translationsToDo, type TranslationSource } from './translations-to-do';

const faqs = (records: TranslationSource['records']): TranslationSource => ({ label: 'FAQs', to: '/admin/faqs', fields: ['question', 'answer'], records });
const services = (records: TranslationSource['records']): TranslationSource => ({ label: 'Services', to: '/admin/services', fields: ['title', 'description', 'features', 'alt'], records });

describe("Today's count of what is not translated yet", () => {
  it('counts, for each language offered, the texts said in English and not in it, and where they are', () => {
    const sources = [
      faqs([
        { question: 'What?', answer: 'This.', translations: { es: { question: '¿Qué?' } } },
        { question: 'When?', answer: 'Now.' },
      ]),
      services([{ title: 'Meals', description: 'Three a day.', features: ['Breakfast'], alt: '', translations: { vi: { title: 'Bữa ăn' } } }]),
    ];
    expect(translationsToDo(sources, ['es', 'vi'])).toEqual([
      {
        code: 'es',
        total: 6,
        places: [
          { label: 'FAQs', to: '/admin/faqs', count: 3 },
          { label: 'Services', to: '/admin/services', count: 3 },
        ],
      },
      {
        code: 'vi',
        total: 6,
        places: [
          { label: 'FAQs', to: '/admin/faqs', count: 4 },
          { label: 'Services', to: '/admin/services', count: 2 },
        ],
      },
    ]);
  });

  it('goes down by each field translated, and leaves a language out once all is translated', () => {
    const one = (translations = {}) => [faqs([{ question: 'What?', answer: 'This.', translations }])];
    expect(translationsToDo(one(), ['es'])[0].total).toBe(2);
    expect(translationsToDo(one({ es: { question: '¿Qué?' } }), ['es'])[0].total).toBe(1);
    expect(translationsToDo(one({ es: { question: '¿Qué?', answer: 'Esto.' } }), ['es'])).toEqual([]);
  });

  it('says nothing of a read that did not answer, nor while no language is offered', () => {
    expect(translationsToDo([faqs(undefined), services([{ title: 'Meals' }])], ['es'])).toEqual([{ code: 'es', total: 1, places: [{ label: 'Services', to: '/admin/services', count: 1 }] }]);
    expect(translationsToDo([services([{ title: 'Meals' }])], [])).toEqual([]);
  });

  it('says it as people do', () => {
    expect(toDoSentence({ code: 'es', total: 12, places: [] })).toBe('Spanish: 12 texts not translated yet');
    expect(toDoSentence({ code: 'ko', total: 1, places: [] })).toBe('Korean: 1 text not translated yet');
  });
});
