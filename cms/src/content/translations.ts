import { contentTypeOf, type ContentTypeDescription, type ContentTypeUid } from '@afh/contract/content-types';
import { isLanguageCode, LANGUAGE_CODES, type Language, type Translations } from '@afh/contract/languages';
import type { TranslatedFields, TranslationsInput } from '@afh/contract/translations';

/**
 * A record's `translations` (issue 47, decision 0048): one JSON attribute keyed by language, holding
 * only the type's translatable fields, by their API names. How it is read back, written by a call,
 * and shown to a visitor in a language.
 */

const hasWords = (value: unknown): value is string | string[] =>
  (typeof value === 'string' && value.trim() !== '') || (Array.isArray(value) && value.length > 0 && value.every((item) => typeof item === 'string'));

/**
 * The stored translations as the API shows them: known languages in LANGUAGES' order, each with
 * only `fields` that have words (the console could store anything in the JSON), `{}` for none.
 */
/** Translations as kept in the JSON attribute and answered: by language code, each field's words (a JSON object). */
export type KeptTranslations = Record<string, TranslatedFields> & Translations;

export const readTranslations = (stored: unknown, fields: readonly string[]): KeptTranslations => {
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return {};
  const byLanguage = stored as Record<string, unknown>;
  const read: KeptTranslations = {};
  for (const code of LANGUAGE_CODES) {
    const entry = byLanguage[code];
    if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) continue;
    const kept: TranslatedFields = {};
    for (const field of fields) {
      const value = (entry as Record<string, unknown>)[field];
      if (hasWords(value)) kept[field] = value;
    }
    if (Object.keys(kept).length) read[code] = kept;
  }
  return read;
};

/**
 * What an update stores: each language the call gave replaces that language's entry whole (null or
 * an entry without words removes it); the languages it did not give are kept as they were, so a
 * form that showed only some languages drops nothing the owner wrote in the others.
 */
export const mergedTranslations = (stored: unknown, given: TranslationsInput | undefined, fields: readonly string[]): KeptTranslations => {
  const merged: Record<string, unknown> = { ...readTranslations(stored, fields) };
  for (const [code, entry] of Object.entries(given ?? {})) {
    if (!isLanguageCode(code)) continue;
    if (entry && Object.keys(entry).length) merged[code] = entry;
    else delete merged[code];
  }
  return readTranslations(merged, fields);
};

/**
 * A public record in `language`: each translatable field its translation where it has one, English
 * otherwise, and `untranslated` the fields still in English. A field empty in English (a service's
 * alt text without an image) has nothing to translate: it stays empty and is not listed.
 */
export const localized = <T extends object>(record: T, stored: unknown, language: Language, fields: readonly string[]): T & { untranslated: string[] } => {
  const translation = language === 'en' ? undefined : readTranslations(stored, fields)[language];
  const shown = { ...record } as Record<string, unknown>;
  const untranslated: string[] = [];
  for (const field of fields) {
    if (!(field in shown) || !hasWords(shown[field])) continue;
    const words = translation?.[field];
    if (words !== undefined) shown[field] = words;
    else untranslated.push(field);
  }
  return { ...(shown as T), untranslated };
};

/** The translatable fields of a described type, by Strapi's name (none for a type without). */
export const translatableOf = (uid: ContentTypeUid): readonly string[] => (contentTypeOf(uid) as ContentTypeDescription).translatable ?? [];

/** What a create stores of the call's `translations`: the languages given with words; nothing when none was sent. */
export const createdTranslations = (given: TranslationsInput | undefined, fields: readonly string[]) =>
  given ? { translations: mergedTranslations(undefined, given, fields) } : {};

/** What an update stores: the merge above when the call sent `translations`, nothing otherwise. */
export const changedTranslations = (stored: unknown, given: TranslationsInput | undefined, fields: readonly string[]) =>
  given ? { translations: mergedTranslations(stored, given, fields) } : {};
