import { LANGUAGES } from '@afh/contract/language-names';
import { missingTranslations, type LanguageCode, type TranslatableRecord } from '../../translations/translations';

/** Where the owner translates a kind of record: its list screen (Settings for the settings' words). */
export type TranslationPlace = '/admin/services' | '/admin/programs' | '/admin/faqs' | '/admin/gallery' | '/admin/team' | '/admin/testimonials' | '/admin/settings';

/**
 * One kind of record Today counts in (issue 47): the records a family sees (active, approved), or
 * undefined when they could not be read (then they are left out rather than counted as none),
 * and the fields of theirs the owner may translate.
 */
export type TranslationSource = { label: string; to: TranslationPlace; fields: readonly string[]; records: readonly TranslatableRecord[] | undefined };

export type TranslationsToDo = {
  code: LanguageCode;
  /** Texts that say something in English and nothing yet in this language. */
  total: number;
  /** Where they are, with how many each, in the order of the sources. */
  places: Array<{ label: string; to: TranslationPlace; count: number }>;
};

const sum = (counts: number[]) => counts.reduce((total, count) => total + count, 0);

/** For each language offered, what is not translated yet and where; a language with nothing left is left out. */
export const translationsToDo = (sources: readonly TranslationSource[], languages: readonly LanguageCode[]): TranslationsToDo[] =>
  languages
    .map((code) => {
      const places = sources
        .map(({ label, to, fields, records }) => ({ label, to, count: sum((records ?? []).map((record) => missingTranslations(record, fields, code))) }))
        .filter((place) => place.count > 0);
      return { code, total: sum(places.map((place) => place.count)), places };
    })
    .filter((language) => language.total > 0);

/** "Spanish: 12 texts not translated yet". */
export const toDoSentence = ({ code, total }: TranslationsToDo) => `${LANGUAGES[code].name}: ${total} ${total === 1 ? 'text' : 'texts'} not translated yet`;
