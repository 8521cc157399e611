import { isLanguageCode, type LanguageCode, type Translations } from '@afh/contract/languages';
import { LANGUAGES } from '@afh/contract/language-names';

/**
 * The owner's translations as the admin's forms keep them (issue 47, decision 0048): a record's
 * `translations`, by language, of its translatable fields only. Plain functions, shared by the
 * forms (translated-field.tsx), the save and Today's count of what is missing.
 */

export type { LanguageCode, Translations };
export type TranslationValue = string | string[];
/** A record as the admin reads it, which carries its translations (none from a server that keeps none yet). */
export type WithTranslations = { translations?: Translations };
/** A record Today counts in: its fields by their API names, and its translations. */
export type TranslatableRecord = { readonly [field: string]: unknown } & WithTranslations;

/** "Spanish (Español)": how a language is named in the admin, in English and in its own words. */
export const languageName = (code: LanguageCode) => `${LANGUAGES[code].name} (${LANGUAGES[code].native})`;

/** "Question — Spanish (Español)": a translation's label, which a screen reader tells from the English one. */
export const translationLabel = (label: string, code: LanguageCode) => `${label} — ${languageName(code)}`;

/** The languages offered besides English (the settings' `languages`), known codes only, once each, in the order given. */
export const offeredLanguages = (codes: readonly unknown[] | null | undefined): LanguageCode[] => [...new Set((codes ?? []).filter(isLanguageCode))];

/** Whether a field says nothing: no value, only spaces, or a list without an entry. */
export const isBlank = (value: unknown): boolean => {
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.every((entry) => isBlank(entry));
  return value === null || value === undefined;
};

/** One field's translation in one language, as the form shows it ('' or [] when there is none). */
export function translationOf(translations: Translations, code: LanguageCode, field: string, list: true): string[];
export function translationOf(translations: Translations, code: LanguageCode, field: string, list?: false): string;
export function translationOf(translations: Translations, code: LanguageCode, field: string, list = false): TranslationValue {
  const value = translations[code]?.[field];
  if (list) return Array.isArray(value) ? value : [];
  return typeof value === 'string' ? value : '';
}

/**
 * The translations with one field of one language set. A field emptied leaves its language's entry,
 * and a language left with nothing leaves the record: typing a translation and clearing it again
 * is no change at all (the form's unsaved-changes guard compares what it opened with).
 */
export const withTranslation = (translations: Translations, code: LanguageCode, field: string, value: TranslationValue): Translations => {
  const entry: Partial<Record<string, TranslationValue>> = { ...translations[code] };
  if (value.length === 0) delete entry[field];
  else entry[field] = value;
  const next: Translations = { ...translations };
  if (Object.keys(entry).length === 0) delete next[code];
  else next[code] = entry;
  return next;
};

/**
 * What a save sends: each offered language's whole entry (the server replaces a language given,
 * and keeps those not given), `{}` for one with nothing typed; nothing at all while no language
 * is offered, so the call is the spec's own.
 */
export const outgoingTranslations = (translations: Translations, languages: readonly LanguageCode[]): Translations | undefined =>
  languages.length === 0 ? undefined : Object.fromEntries(languages.map((code) => [code, translations[code] ?? {}]));

/** A form's values with the translations to send, when any language is offered. */
export const withOutgoing = <T extends object>(values: T, translations: Translations, languages: readonly LanguageCode[]): T & WithTranslations => {
  const sent = outgoingTranslations(translations, languages);
  return sent ? { ...values, translations: sent } : values;
};

/** How many of a record's `fields` say something in English and nothing yet in `code`. */
export const missingTranslations = (record: TranslatableRecord, fields: readonly string[], code: LanguageCode) =>
  fields.filter((field) => !isBlank(record[field]) && isBlank(record.translations?.[code]?.[field])).length;

/** Whether one field's translation differs between two versions of the translations, in any language. */
export const fieldTranslationChanged = (before: Translations, after: Translations, field: string) =>
  [...new Set([...Object.keys(before), ...Object.keys(after)])].some((code) => {
    const language = code as LanguageCode;
    return JSON.stringify(before[language]?.[field] ?? null) !== JSON.stringify(after[language]?.[field] ?? null);
  });

/**
 * What a form that edits some of a record's translatable fields sends, when another form may
 * have saved the others since it opened (the Settings screen's cards, saved one by one): each
 * offered language's entry as the server last answered it (`latest`), with this form's `fields`
 * as the form has them. None while no language is offered.
 */
export const entriesOver = (latest: Translations, mine: Translations, fields: readonly string[], languages: readonly LanguageCode[]): Translations | undefined => {
  if (languages.length === 0) return undefined;
  return Object.fromEntries(
    languages.map((code) => {
      const others = Object.entries(latest[code] ?? {}).filter(([field]) => !fields.includes(field));
      const own = Object.entries(mine[code] ?? {}).filter(([field]) => fields.includes(field));
      return [code, Object.fromEntries([...others, ...own])];
    }),
  );
};
