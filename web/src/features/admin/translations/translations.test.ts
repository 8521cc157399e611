import { describe, expect, it } from 'vitest';
import { entriesOver, fieldTranslationChanged, isBlank, languageName, missingTranslations, offeredLanguages, outgoingTranslations, translationLabel, translationOf, withOutgoing, withTranslation } from './translations';

describe('the names of a translation', () => {
  it('name the language in English and in its own words, after the field', () => {
    expect(languageName('es')).toBe('Spanish (Español)');
    expect(translationLabel('Question', 'es')).toBe('Question — Spanish (Español)');
    expect(translationLabel('Features', 'vi')).toBe('Features — Vietnamese (Tiếng Việt)');
  });

  it('offer only known languages, once each', () => {
    expect(offeredLanguages(['es', 'xx', 'es', 'vi', 7])).toEqual(['es', 'vi']);
    expect(offeredLanguages(undefined)).toEqual([]);
  });
});

describe('withTranslation', () => {
  it('sets one field of one language and keeps the others', () => {
    const start = { es: { question: '¿Qué es?' }, vi: { question: 'Là gì?' } };
    expect(withTranslation(start, 'es', 'answer', 'Una casa.')).toEqual({ es: { question: '¿Qué es?', answer: 'Una casa.' }, vi: { question: 'Là gì?' } });
    // The translations it was given are not changed.
    expect(start).toEqual({ es: { question: '¿Qué es?' }, vi: { question: 'Là gì?' } });
  });

  it('typing a translation and clearing it again leaves them as they were', () => {
    const typed = withTranslation({}, 'es', 'question', '¿Qué?');
    expect(withTranslation(typed, 'es', 'question', '')).toEqual({});
    expect(withTranslation(withTranslation({}, 'es', 'features', ['Comidas']), 'es', 'features', [])).toEqual({});
  });

  it('reads a field as the form shows it', () => {
    const translations = { es: { question: '¿Qué?', features: ['Comidas'] } };
    expect(translationOf(translations, 'es', 'question')).toBe('¿Qué?');
    expect(translationOf(translations, 'es', 'answer')).toBe('');
    expect(translationOf(translations, 'es', 'features', true)).toEqual(['Comidas']);
    expect(translationOf(translations, 'vi', 'features', true)).toEqual([]);
  });
});

describe('what a save sends', () => {
  it('sends each offered language whole, {} for one with nothing typed, and no other language', () => {
    const translations = { es: { question: '¿Qué?', answer: 'Esto.' }, vi: { question: 'Là gì?' } };
    expect(outgoingTranslations(translations, ['es', 'ko'])).toEqual({ es: { question: '¿Qué?', answer: 'Esto.' }, ko: {} });
  });

  it('sends no translations at all while no language is offered: the call is the spec’s own', () => {
    expect(outgoingTranslations({ es: { question: '¿Qué?' } }, [])).toBeUndefined();
    expect(withOutgoing({ question: 'What?' }, { es: { question: '¿Qué?' } }, [])).toEqual({ question: 'What?' });
    expect(withOutgoing({ question: 'What?' }, { es: { question: '¿Qué?' } }, ['es'])).toEqual({ question: 'What?', translations: { es: { question: '¿Qué?' } } });
  });

  it('a form of some fields sends them over the others as the server last answered them', () => {
    const latest = { es: { company_description: 'Hogar', hero_alt_1: 'Porche' }, vi: { company_description: 'Nhà' } };
    const mine = { es: { company_description: 'Casa', hero_alt_1: 'Viejo' } };
    expect(entriesOver(latest, mine, ['company_description', 'mission_statement'], ['es', 'vi'])).toEqual({
      es: { company_description: 'Casa', hero_alt_1: 'Porche' },
      // Emptied in this form: left out, and so not stored.
      vi: {},
    });
    expect(entriesOver(latest, mine, ['company_description'], [])).toBeUndefined();
  });

  it('tells which field’s translation changed, in any language', () => {
    const before = { es: { question: '¿Qué?' } };
    expect(fieldTranslationChanged(before, { es: { question: '¿Qué?' } }, 'question')).toBe(false);
    expect(fieldTranslationChanged(before, { es: { question: '¿Qué es?' } }, 'question')).toBe(true);
    expect(fieldTranslationChanged(before, { es: { question: '¿Qué?', answer: 'Sí.' } }, 'question')).toBe(false);
    expect(fieldTranslationChanged(before, {}, 'question')).toBe(true);
  });
});

describe('missingTranslations', () => {
  const fields = ['question', 'answer'];
  it('counts the fields said in English and not yet in the language', () => {
    expect(missingTranslations({ question: 'What?', answer: 'This.' }, fields, 'es')).toBe(2);
    expect(missingTranslations({ question: 'What?', answer: 'This.', translations: { es: { question: '¿Qué?' } } }, fields, 'es')).toBe(1);
    expect(missingTranslations({ question: 'What?', answer: 'This.', translations: { es: { question: '¿Qué?', answer: 'Esto.' } } }, fields, 'es')).toBe(0);
    // Another language's translation does not count for this one.
    expect(missingTranslations({ question: 'What?', answer: 'This.', translations: { vi: { question: 'Là gì?' } } }, fields, 'es')).toBe(2);
  });

  it('does not count what says nothing in English, nor a translation of only spaces as done', () => {
    expect(missingTranslations({ question: 'What?', answer: '  ' }, fields, 'es')).toBe(1);
    expect(missingTranslations({ question: 'What?', answer: '', translations: { es: { question: ' ' } } }, fields, 'es')).toBe(1);
    expect(missingTranslations({ features: [], title: 'Meals' }, ['title', 'features'], 'es')).toBe(1);
    expect(missingTranslations({ features: ['Meals'], translations: { es: { features: ['Comidas'] } } }, ['features'], 'es')).toBe(0);
  });

  it('reads a blank as people would', () => {
    expect([isBlank(''), isBlank(' '), isBlank([]), isBlank(['', ' ']), isBlank(null), isBlank(undefined)]).toEqual([true, true, true, true, true, true]);
    expect([isBlank('a'), isBlank(['a']), isBlank(0)]).toEqual([false, false, false]);
  });
});
